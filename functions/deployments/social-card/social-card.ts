import { ensureContrast, TEXT_CONTRAST } from '../../../shared/colour';
import type { Palette } from '../../generation/page/site-plan';
import { SOCIAL_CARD_FONT_FAMILY } from '../../lib/social-card-files';

/** The size link previews show best (Open Graph's and X's large image). */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The page's colours a card is drawn in. */
export type CardColours = Pick<Palette, 'background' | 'text' | 'muted' | 'primary' | 'onPrimary'>;

/** What a site's card shows: its name, its tagline, where it is, in the page's own colours. */
export interface SocialCard {
  name: string;
  tagline: string;
  /** The site's host, as a link preview names it. */
  host: string;
  colours: CardColours;
}

const NEUTRAL: CardColours = {
  background: '#ffffff',
  text: '#111827',
  muted: '#4b5563',
  primary: '#4f46e5',
  onPrimary: '#ffffff',
};

const CSS_VARIABLES: Record<keyof CardColours, string> = {
  background: '--bg',
  text: '--text',
  muted: '--muted',
  primary: '--primary',
  onPrimary: '--on-primary',
};

/**
 * The page's colours: the palette its stylesheet declares first (`:root`, the CSS variables every
 * generated page and the preview's colour editor use), else its plan's, else neutral ones.
 */
export function cardColoursOf(html: string, planPalette?: Palette): CardColours {
  const root = /:root\s*\{([^}]*)\}/i.exec(html)?.[1] ?? '';
  const declared = (name: string) =>
    new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*(#[0-9a-f]{6})\\s*(?:;|$)`, 'i')
      .exec(root)?.[1]
      ?.toLowerCase();
  const colours = { ...NEUTRAL };
  for (const key of Object.keys(CSS_VARIABLES) as (keyof CardColours)[]) {
    colours[key] = declared(CSS_VARIABLES[key]) ?? planPalette?.[key] ?? NEUTRAL[key];
  }
  return colours;
}

/**
 * Text the card can draw: the font is Noto Sans (Latin, Greek, Cyrillic), and resvg 2.6 places
 * the second glyph of a cluster wrongly (Devanagari and Tamil vowel signs land on their
 * consonant), so text in any other script is not drawn at all rather than drawn wrong or as
 * boxes: null. Emoji and other pictographs, which the font lacks, are left out.
 */
export function drawableText(text: string): string | null {
  const cleaned = text
    .normalize('NFC')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!cleaned) return null;
  const otherScript =
    /[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}\p{Script=Inherited}]/u;
  return otherScript.test(cleaned) ? null : cleaned;
}

/** Noto Sans Bold's advance widths, roughly and on the wide side, in ems. */
function emsOf(character: string): number {
  if (character === ' ') return 0.26;
  if (/[iljIf.,:;'!|()[\]]/.test(character)) return 0.33;
  if (/[mwMW@]/.test(character)) return 0.92;
  if (/[A-Z]/.test(character)) return 0.7;
  if (/[0-9]/.test(character)) return 0.58;
  return 0.6;
}

const widthOf = (text: string, fontSize: number) =>
  [...text].reduce((sum, character) => sum + emsOf(character), 0) * fontSize;

/** `text` cut to fit `width` with an ellipsis, at a word where it can. */
function clippedToWidth(text: string, width: number, fontSize: number): string {
  if (widthOf(text, fontSize) <= width) return text;
  let cut = text;
  while (cut.length > 1 && widthOf(`${cut}…`, fontSize) > width) cut = cut.slice(0, -1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > cut.length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** The text in lines of at most `width`, at most `maxLines` of them (the last one clipped). */
export function wrapped(text: string, width: number, fontSize: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  const words = text.split(' ');
  for (const [index, word] of words.entries()) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(candidate, fontSize) <= width || !line) {
      line = candidate;
      continue;
    }
    if (lines.length === maxLines - 1) {
      line = words.slice(index - line.split(' ').length).join(' ');
      break;
    }
    lines.push(line);
    line = word;
  }
  lines.push(line);
  const last = lines.length - 1;
  lines[last] = clippedToWidth(lines[last] ?? '', width, fontSize);
  return { lines, fits: lines.every((each) => !each.endsWith('…')) };
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const MARGIN = 80;
const TEXT_WIDTH = SOCIAL_CARD_SIZE.width - 2 * MARGIN;
const BAND_HEIGHT = 96;
/** Largest first: the name takes the largest size at which it fits in two lines. */
const NAME_SIZES = [92, 80, 68, 58];
const TAGLINE_SIZE = 36;

function textLines(
  lines: readonly string[],
  { y, size, lineHeight, colour }: { y: number; size: number; lineHeight: number; colour: string },
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${MARGIN}" y="${y + index * lineHeight}" font-size="${size}" fill="${colour}">${escapeXml(line)}</text>`,
    )
    .join('');
}

/**
 * The card as SVG: the name large and the tagline below it on the page's background, the site's
 * host on a band of its primary colour; every text colour moved just far enough to be readable
 * (WCAG AA) on what it stands on.
 */
export function socialCardSvg(card: SocialCard): string {
  const { width, height } = SOCIAL_CARD_SIZE;
  const { colours } = card;
  const nameColour = ensureContrast(colours.text, [colours.background], TEXT_CONTRAST);
  const taglineColour = ensureContrast(colours.muted, [colours.background], TEXT_CONTRAST);
  const hostColour = ensureContrast(colours.onPrimary, [colours.primary], TEXT_CONTRAST);

  const nameSize = NAME_SIZES.find((size) => wrapped(card.name, TEXT_WIDTH, size, 2).fits) ?? 58;
  const name = wrapped(card.name, TEXT_WIDTH, nameSize, 2).lines;
  const tagline = card.tagline ? wrapped(card.tagline, TEXT_WIDTH, TAGLINE_SIZE, 2).lines : [];
  const nameLineHeight = Math.round(nameSize * 1.12);
  const taglineLineHeight = Math.round(TAGLINE_SIZE * 1.35);
  const blockHeight =
    name.length * nameLineHeight + (tagline.length ? 28 + tagline.length * taglineLineHeight : 0);
  // The block centred in the space above the band, below the accent bar.
  const top = 150 + Math.max(0, (height - BAND_HEIGHT - 150 - 40 - blockHeight) / 2);
  const nameBaseline = top + nameSize * 0.85;
  const taglineBaseline = top + name.length * nameLineHeight + 28 + TAGLINE_SIZE * 0.85;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${SOCIAL_CARD_FONT_FAMILY}" font-weight="700">`,
    `<rect width="${width}" height="${height}" fill="${colours.background}"/>`,
    `<rect x="${MARGIN}" y="96" width="120" height="14" rx="7" fill="${colours.primary}"/>`,
    textLines(name, {
      y: nameBaseline,
      size: nameSize,
      lineHeight: nameLineHeight,
      colour: nameColour,
    }),
    textLines(tagline, {
      y: taglineBaseline,
      size: TAGLINE_SIZE,
      lineHeight: taglineLineHeight,
      colour: taglineColour,
    }),
    `<rect y="${height - BAND_HEIGHT}" width="${width}" height="${BAND_HEIGHT}" fill="${colours.primary}"/>`,
    // A name that gave way to the host says it already.
    card.name === card.host
      ? ''
      : `<text x="${MARGIN}" y="${height - BAND_HEIGHT / 2 + 11}" font-size="30" fill="${hostColour}">${escapeXml(clippedToWidth(card.host, TEXT_WIDTH, 30))}</text>`,
    '</svg>',
  ].join('');
}
