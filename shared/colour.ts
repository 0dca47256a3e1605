/**
 * Colour arithmetic for colours that pass WCAG AA: HSL to hex, mixing and contrast ratio (the
 * generated palettes; the colours picked by hand in the preview editor).
 */

export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` 0 keeps `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex([
    a[0] + (b[0] - a[0]) * amount,
    a[1] + (b[1] - a[1]) * amount,
    a[2] + (b[2] - a[2]) * amount,
  ]);
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `foreground`, moved towards black or white (whichever the backgrounds allow) just far enough
 * to reach `ratio` against every background.
 */
export function ensureContrast(
  foreground: string,
  backgrounds: readonly string[],
  ratio = 4.6,
): string {
  const meets = (colour: string): boolean =>
    backgrounds.every((background) => contrastRatio(colour, background) >= ratio);
  if (meets(foreground)) return foreground;
  for (const target of ['#000000', '#ffffff']) {
    for (let step = 1; step <= 20; step++) {
      const candidate = mix(foreground, target, step / 20);
      if (meets(candidate)) return candidate;
    }
  }
  const black = Math.min(...backgrounds.map((b) => contrastRatio('#000000', b)));
  const white = Math.min(...backgrounds.map((b) => contrastRatio('#ffffff', b)));
  return black >= white ? '#000000' : '#ffffff';
}

/** WCAG AA's least contrast for body text, and for large text (24 px, or 18.66 px bold). */
export const TEXT_CONTRAST = 4.5;
export const LARGE_TEXT_CONTRAST = 3;

/**
 * A colour as a browser computes it (`rgb(31, 41, 55)`, `rgba(…, 0.5)`) or as `#rrggbb`, in hex;
 * null for anything else (and for a colour that is fully transparent).
 */
export function hexOfCss(colour: string): string | null {
  const value = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  const rgb =
    /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(value);
  if (!rgb) return null;
  const alpha =
    rgb[4] === undefined ? 1 : Number.parseFloat(rgb[4]) / (rgb[4].endsWith('%') ? 100 : 1);
  if (alpha === 0) return null;
  const parts = rgb.slice(1, 4).map(Number) as [number, number, number];
  return parts.every((part) => part <= 255) ? toHex(parts) : null;
}
