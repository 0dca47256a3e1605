import { describe, expect, it } from 'vitest';
import {
  PROJECT_TITLE_MAX,
  projectNameFrom,
  SURPRISE_IDEAS,
  surpriseIdea,
} from '../../../../shared/project-ideas';
import { htmlFileName } from './download-html';

describe('projectNameFrom', () => {
  it('is the name the description gives the site', () => {
    expect(projectNameFrom('a website for Crumb & Co. bakery in Pune')).toBe('Crumb & Co.');
    expect(projectNameFrom("landing page for my cafe called 'Brew Lab', dark theme")).toBe(
      'Brew Lab',
    );
    expect(projectNameFrom('Sunrise Bakery website in Pune')).toBe('Sunrise Bakery');
  });

  it('else a short title of whole words, of what the site is for', () => {
    expect(projectNameFrom('A landing page for my bakery in Mumbai with online orders')).toBe(
      'Bakery in Mumbai',
    );
    expect(projectNameFrom('sunrise bakery website in Pune')).toBe('Sunrise bakery in Pune');
    expect(
      projectNameFrom(
        'A cosy neighbourhood coffee shop website with a seasonal menu, opening hours',
      ),
    ).toBe('Cosy neighbourhood coffee shop');
    const long = projectNameFrom(
      'An online store selling handmade candles and soaps from our little studio in Goa',
    );
    expect([...long].length).toBeLessThanOrEqual(PROJECT_TITLE_MAX);
    expect(long).toBe('Online store selling handmade candles');
  });

  it('else the first 50 characters of the trimmed description', () => {
    expect(projectNameFrom('  A shop  ')).toBe('Shop');
    expect(projectNameFrom('x'.repeat(80))).toBe('x'.repeat(50));
    expect(projectNameFrom(`${'a'.repeat(49)}😀 tail`)).toBe(`${'a'.repeat(49)}😀`);
  });
});

describe('surpriseIdea', () => {
  it('picks each of the four ideas by the dice', () => {
    expect([0, 0.25, 0.5, 0.99].map((roll) => surpriseIdea(() => roll))).toEqual(SURPRISE_IDEAS);
  });
});

describe('htmlFileName', () => {
  it('names the file after the project, replacing what file systems refuse', () => {
    expect(htmlFileName('Bakery')).toBe('Bakery.html');
    expect(htmlFileName('Cakes / Pies: 2025?')).toBe('Cakes - Pies- 2025-.html');
    expect(htmlFileName('  ')).toBe('website.html');
    expect(htmlFileName('Bake\u0000ry\u202e')).toBe('Bakery.html');
    expect(htmlFileName('\u200b\u2060')).toBe('website.html');
    expect(htmlFileName('मिठाई\u200d')).toBe('मिठाई\u200d.html');
  });
});
