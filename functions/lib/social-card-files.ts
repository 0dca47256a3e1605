/** The site's social card, a PNG at its root. */
export const SOCIAL_CARD_FILE = 'social-card.png';

/**
 * What drawing a social card reads at run time, by path from the repository root: the SVG
 * renderer (resvg, as WebAssembly) and the one font the cards use (Noto Sans Bold, OFL: see
 * functions/deployments/social-card/fonts/OFL.txt). The function list ships them with the
 * functions that publish sites.
 */
export const SOCIAL_CARD_FILES = {
  renderer: 'node_modules/@resvg/resvg-wasm/index_bg.wasm',
  font: 'functions/deployments/social-card/fonts/NotoSans-Bold.ttf',
} as const;

/** The font's family name, as SVG text asks for it. */
export const SOCIAL_CARD_FONT_FAMILY = 'Noto Sans';
