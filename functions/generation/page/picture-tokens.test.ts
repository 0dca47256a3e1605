import { describe, expect, it } from 'vitest';
import { awaitsPictures, picturesToCome, withPictures, withPlaceholders } from './picture-tokens';

describe('a page written before its pictures are made', () => {
  const pictures = picturesToCome(['hero', 'menu-0']);
  const page = `<div class="hero-art">${pictures.hero}</div><img src="${pictures['menu-0']}" alt="Rye">`;

  it('gets each picture where its token is, once they are made', () => {
    expect(awaitsPictures(page)).toBe(true);
    const filled = withPictures(page, {
      hero: '<svg id="h"></svg>',
      'menu-0': 'data:image/png;base64,AA',
    });
    expect(filled).toBe(
      '<div class="hero-art"><svg id="h"></svg></div><img src="data:image/png;base64,AA" alt="Rye">',
    );
    expect(awaitsPictures(filled)).toBe(false);
  });

  it('drops a token no picture was made for', () => {
    expect(withPictures(page, { hero: '<svg></svg>' })).toBe(
      '<div class="hero-art"><svg></svg></div><img src="" alt="Rye">',
    );
  });

  it('shows a placeholder in the preview meanwhile: a box, or a blank pixel in an attribute', () => {
    const preview = withPlaceholders(page);
    expect(preview).toMatch(
      /^<div class="hero-art"><svg class="art"[^>]*aria-label="Picture, shown when the page is done"/,
    );
    expect(preview).toMatch(/<img src="data:image\/gif;base64,[^"]+" alt="Rye">$/);
  });
});
