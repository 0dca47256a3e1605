import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_CONTRAST } from '../../../shared/colour';
import { bakeryCard as bakery } from '../../../testing/fixtures/deployments/bakery-card';
import { cardColoursOf, drawableText, socialCardSvg } from './social-card';

/** The text elements of a card's SVG: what they say and the colour they say it in. */
function textsOf(svg: string) {
  return [...svg.matchAll(/<text\b[^>]*fill="(#[0-9a-f]{6})"[^>]*>([^<]*)<\/text>/g)].map(
    ([, fill, text]) => ({ fill: fill ?? '', text: text ?? '' }),
  );
}

describe('a social card', () => {
  it("shows the site's name, tagline and host, escaped", () => {
    const texts = textsOf(socialCardSvg(bakery)).map((text) => text.text);

    expect(texts).toEqual([
      'Crumb &amp; Co',
      'Sourdough baked at dawn in Pune',
      'crumb.sites.example',
    ]);
  });

  it('keeps every text readable on what it stands on, however pale the page’s colours', () => {
    const pale = {
      ...bakery,
      colours: { ...bakery.colours, text: '#f3e9dc', muted: '#fbf3ea', onPrimary: '#c2620d' },
    };

    const svg = socialCardSvg(pale);

    const [name, tagline, host] = textsOf(svg);
    expect(contrastRatio(name?.fill ?? '', pale.colours.background)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(contrastRatio(tagline?.fill ?? '', pale.colours.background)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(contrastRatio(host?.fill ?? '', pale.colours.primary)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });

  it('wraps a long name onto two lines at a smaller size, and clips what still does not fit', () => {
    const long = {
      ...bakery,
      name: 'The Extraordinarily Long-Winded Neighbourhood Sourdough Bakery and Coffee House of Koregaon Park, Pune',
    };

    const texts = textsOf(socialCardSvg(long));

    const nameLines = texts.slice(0, 2).map((text) => text.text);
    expect(nameLines[0]?.startsWith('The Extraordinarily')).toBe(true);
    expect(nameLines[1]?.endsWith('…')).toBe(true);
    expect(socialCardSvg(long)).not.toContain('font-size="92"');
  });
});

describe('drawableText', () => {
  it.each([
    ['Crumb & Co', 'Crumb & Co'],
    ['Café Müller', 'Café Müller'],
    ['Crumb 🍞 & Co ✨', 'Crumb & Co'],
    ['Пекарня', 'Пекарня'],
  ])('draws %j as %j', (text, drawn) => {
    expect(drawableText(text)).toBe(drawn);
  });

  it.each(['स्वाद भोजनालय', 'தமிழ்நாடு சாப்பாடு', '東京カフェ', 'Swad स्वाद', '🍞'])(
    'draws nothing of %j rather than boxes or misplaced vowel signs',
    (text) => {
      expect(drawableText(text)).toBeNull();
    },
  );
});

describe('cardColoursOf', () => {
  const palette = {
    background: '#101010',
    surface: '#202020',
    text: '#fafafa',
    muted: '#a0a0a0',
    primary: '#22c55e',
    onPrimary: '#052e16',
    accent: '#f59e0b',
    link: '#86efac',
  };

  it('takes the colours the page’s stylesheet declares first, over its plan’s', () => {
    const html =
      '<style>:root{--bg:#FDF6EC;--surface:#fff;--text:#3b2314;--muted:#7a5c45;--primary:#b45309;--on-primary:#ffffff}[data-theme=dark]{--bg:#000000}</style>';

    expect(cardColoursOf(html, palette)).toEqual(bakery.colours);
  });

  it('falls back to the plan’s palette, then to neutral colours', () => {
    expect(cardColoursOf('<p>No styles</p>', palette)).toEqual({
      background: '#101010',
      text: '#fafafa',
      muted: '#a0a0a0',
      primary: '#22c55e',
      onPrimary: '#052e16',
    });
    expect(cardColoursOf('<p>No styles</p>').background).toBe('#ffffff');
  });
});
