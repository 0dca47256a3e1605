import type { Resvg as ResvgClass } from '@resvg/resvg-wasm';
import { readShippedFile } from '../../lib/shipped-files';
import { SOCIAL_CARD_FILES, SOCIAL_CARD_FONT_FAMILY } from './card-files';
import { socialCardSvg, type SocialCard } from './social-card';

type Resvg = typeof ResvgClass;

let renderer: Promise<{ Resvg: Resvg; font: Uint8Array }> | undefined;

/**
 * resvg and the font, loaded on the first card a container draws (never at cold start: most of
 * the function's calls draw none), once.
 */
function loadRenderer() {
  renderer ??= (async () => {
    const [resvg, wasm, font] = await Promise.all([
      import('@resvg/resvg-wasm'),
      readShippedFile(SOCIAL_CARD_FILES.renderer),
      readShippedFile(SOCIAL_CARD_FILES.font),
    ]);
    await resvg.initWasm(wasm);
    return { Resvg: resvg.Resvg, font: new Uint8Array(font) };
  })().catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return renderer;
}

/** The site's social card as a PNG (1200×630): what link previews show for its address. */
export async function renderSocialCard(card: SocialCard): Promise<Uint8Array> {
  const { Resvg, font } = await loadRenderer();
  const resvg = new Resvg(socialCardSvg(card), {
    font: { fontBuffers: [font], defaultFontFamily: SOCIAL_CARD_FONT_FAMILY },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

export type RenderSocialCard = typeof renderSocialCard;
