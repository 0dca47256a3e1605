import { rememberedUntilFailure } from '../../../shared/remembered';
import { svgToPng } from '../../../shared/svg-to-png';
import { readShippedFile } from '../../lib/shipped-files';
import { SOCIAL_CARD_FILES, SOCIAL_CARD_FONT_FAMILY } from '../../lib/social-card-files';
import { socialCardSvg, type SocialCard } from './social-card';

// resvg and the font load on the first card a container draws (never at cold start: most of the
// function's calls draw none), once.
const draw = svgToPng(() => readShippedFile(SOCIAL_CARD_FILES.renderer));
const loadFont = rememberedUntilFailure(() => readShippedFile(SOCIAL_CARD_FILES.font));

/** The site's social card as a PNG (1200×630): what link previews show for its address. */
export async function renderSocialCard(card: SocialCard): Promise<Uint8Array> {
  const font = await loadFont();
  return draw(socialCardSvg(card), {
    font: { fontBuffers: [font], defaultFontFamily: SOCIAL_CARD_FONT_FAMILY },
  });
}

export type RenderSocialCard = typeof renderSocialCard;
