import type { Mood } from '../page/site-kinds';
import type { Palette, Theme } from '../page/site-plan';
import { ensureContrast, hslToHex, mix } from '../../../shared/colour';

/** Named colours the prompt may use, as hues (degrees) and a saturation hint. */
export const COLOUR_HUES: Record<string, number> = {
  red: 0,
  coral: 12,
  orange: 28,
  brown: 25,
  amber: 40,
  gold: 45,
  yellow: 50,
  lime: 85,
  green: 140,
  olive: 70,
  emerald: 155,
  mint: 160,
  teal: 175,
  cyan: 190,
  blue: 215,
  navy: 225,
  indigo: 240,
  violet: 265,
  purple: 275,
  lavender: 260,
  magenta: 310,
  pink: 330,
  rose: 345,
  maroon: 350,
  wine: 345,
  terracotta: 15,
  earthy: 30,
  beige: 35,
  cream: 42,
  sage: 100,
  forest: 130,
  ocean: 200,
  sky: 200,
  sunset: 20,
};

const MOOD_STYLE: Record<Mood, { saturation: number; font: Theme['font'] }> = {
  calm: { saturation: 45, font: 'sans' },
  dark: { saturation: 55, font: 'sans' },
  minimal: { saturation: 18, font: 'sans' },
  playful: { saturation: 80, font: 'rounded' },
  elegant: { saturation: 35, font: 'serif' },
  bold: { saturation: 85, font: 'sans' },
  pastel: { saturation: 60, font: 'rounded' },
};

/** A palette whose text, muted text, links and button labels all meet WCAG AA on its surfaces. */
export function buildPalette(hue: number, mode: Theme['mode'], mood: Mood): Palette {
  const saturation = MOOD_STYLE[mood].saturation;
  const accentHue = (hue + (mood === 'playful' ? 140 : 35)) % 360;
  const light = mode === 'light';
  const background = light
    ? hslToHex(hue, mood === 'pastel' ? 70 : 30, mood === 'pastel' ? 95 : 98)
    : hslToHex(hue, 25, mood === 'minimal' ? 7 : 10);
  const surface = light
    ? hslToHex(hue, mood === 'minimal' ? 10 : 35, mood === 'pastel' ? 90 : 94)
    : hslToHex(hue, 22, mood === 'minimal' ? 12 : 16);
  const backgrounds = [background, surface];
  const text = ensureContrast(
    light ? hslToHex(hue, 30, 12) : hslToHex(hue, 20, 94),
    backgrounds,
    7,
  );
  const muted = ensureContrast(light ? hslToHex(hue, 15, 35) : hslToHex(hue, 15, 72), backgrounds);
  const primary = hslToHex(hue, saturation, light ? 42 : 62);
  const onPrimary = ensureContrast(light ? '#ffffff' : '#0b0b0f', [primary]);
  const accent = hslToHex(accentHue, Math.min(90, saturation + 10), light ? 55 : 60);
  const link = ensureContrast(light ? primary : mix(primary, '#ffffff', 0.2), backgrounds);
  return { background, surface, text, muted, primary, onPrimary, accent, link };
}

export function fontFor(mood: Mood): Theme['font'] {
  return MOOD_STYLE[mood].font;
}

export function buildTheme(hue: number, mode: Theme['mode'], mood: Mood): Theme {
  return { mode, mood, hue, palette: buildPalette(hue, mode, mood), font: fontFor(mood) };
}
