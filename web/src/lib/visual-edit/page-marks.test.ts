import { describe, expect, it } from 'vitest';
import {
  duplicateSection,
  imageOf,
  linkOf,
  markPage,
  moveSection,
  plainTextOf,
  removeSection,
  sampleMark,
  sectionOf,
  setElementStyle,
  setImage,
  setLink,
  setText,
  setTextAndLink,
  unmarkPage,
} from './page-marks';

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><title>Crumb</title>',
  '<style>h2{color:red}</style><script type="application/json" id="site-plan">{"p":"<p>"}</script></head>',
  '<body><header><nav><ul><li><a href="#menu">Menu</a></li><li><a href="#faq">FAQ</a></li></ul></nav></header>',
  '<main><section id="hero" data-kind="hero"><h1>Crumb &amp; Co</h1></section>',
  '<section id="menu" data-kind="menu"><h2>Our menu</h2><p>Bread, <a href="#faq">and more</a></p></section>',
  '<section id="faq" data-kind="faq"><h2>FAQ</h2><details><summary>Open?</summary><p>Daily</p></details></section>',
  '</main><script>document.querySelector("p")</script></body></html>',
].join('\n');

const marked = markPage(PAGE).html;
const idOf = (text: string): number => {
  const match = new RegExp(`data-sw-id="(\\d+)">${text}<`).exec(marked);
  if (!match) throw new Error(`No element with ${text}`);
  return Number(match[1]);
};
const sectionId = (id: string) =>
  Number(new RegExp(`<section data-sw-id="(\\d+)" id="${id}"`).exec(marked)?.[1]);

describe('editing a page in its text', () => {
  it('marks what can be selected, never inside scripts or styles, and unmarks byte for byte', () => {
    expect(marked).toContain('<h2 data-sw-id=');
    expect(marked).toContain('{"p":"<p>"}');
    expect(marked).toContain('<script>document.querySelector("p")</script>');
    expect(unmarkPage(marked)).toBe(PAGE);
  });

  it('changes plain text only, escaped, and nothing else', () => {
    const id = idOf('Our menu');
    expect(plainTextOf(marked, idOf('Crumb &amp; Co'))).toBe('Crumb & Co');
    const changed = setText(marked, id, 'Bread & <cakes>');
    expect(unmarkPage(changed ?? '')).toBe(
      PAGE.replace('<h2>Our menu</h2>', '<h2>Bread &amp; &lt;cakes&gt;</h2>'),
    );
    // A paragraph with a link inside is not plain text: refused, not flattened.
    const paragraph = Number(/<p data-sw-id="(\d+)">Bread,/.exec(marked)?.[1]);
    expect(setText(marked, paragraph, 'x')).toBeNull();
  });

  it('finds the section an element is in', () => {
    expect(sectionOf(marked, idOf('Daily'))).toBe(sectionId('faq'));
    expect(sectionOf(marked, sectionId('menu'))).toBe(sectionId('menu'));
  });

  it('deletes a section with its menu link, but never the hero', () => {
    const page = unmarkPage(removeSection(marked, sectionId('faq')) ?? '');
    expect(page).not.toContain('data-kind="faq"');
    expect(page).not.toContain('href="#faq">FAQ');
    expect(page).toContain('<a href="#faq">and more</a>');
    expect(removeSection(marked, sectionId('hero'))).toBeNull();
  });

  it('moves a section and its menu link together, never past the hero', () => {
    const page = unmarkPage(moveSection(marked, sectionId('faq'), -1) ?? '');
    expect(page.indexOf('data-kind="faq"')).toBeLessThan(page.indexOf('data-kind="menu"'));
    expect(page.indexOf('href="#faq">FAQ')).toBeLessThan(page.indexOf('href="#menu">Menu'));
    expect(moveSection(marked, sectionId('menu'), -1)).toBeNull();
  });

  it('changes where a link leads, only to a safe target', () => {
    const link = Number(/<a data-sw-id="(\d+)" href="#faq">and more/.exec(marked)?.[1]);
    expect(linkOf(marked, link)).toBe('#faq');
    const changed = setLink(marked, link, 'https://example.com/menu?a=1&b=2');
    expect(unmarkPage(changed ?? '')).toBe(
      PAGE.replace(
        '<a href="#faq">and more</a>',
        '<a href="https://example.com/menu?a=1&amp;b=2">and more</a>',
      ),
    );
    expect(setLink(marked, link, 'javascript:alert(1)')).toBeNull();
    expect(setLink(marked, idOf('Our menu'), '#x')).toBeNull();
  });

  it('duplicates a section after itself with ids of its own and marks of its own', () => {
    const copied = duplicateSection(marked, sectionId('faq')) ?? '';
    const page = unmarkPage(copied);
    expect(page).toContain('<section id="faq-2" data-kind="faq">');
    expect(page.indexOf('id="faq-2"')).toBeGreaterThan(page.indexOf('id="faq"'));
    const marks = [...copied.matchAll(/data-sw-id="(\d+)"/g)].map((match) => match[1]);
    expect(new Set(marks).size).toBe(marks.length);
    expect(duplicateSection(marked, sectionId('hero'))).toBeNull();
  });

  it("renames the menu's link with its section's heading", () => {
    const heading = Number(/<h2 data-sw-id="(\d+)">FAQ</.exec(marked)?.[1]);
    const page = unmarkPage(setTextAndLink(marked, heading, 'Questions') ?? '');
    expect(page).toContain('<h2>Questions</h2>');
    expect(page).toContain('<li><a href="#faq">Questions</a></li>');
    // Other links to the section keep their words.
    expect(page).toContain('<a href="#faq">and more</a>');
  });

  it('gives an element its own colour and size through a class and one rule', () => {
    const heading = idOf('Our menu');
    const once = setElementStyle(marked, heading, { color: '#AA3300' }) ?? '';
    const twice = setElementStyle(once, heading, { fontSize: '2.5rem' }) ?? '';
    const page = unmarkPage(twice);
    expect(page).toContain('<h2 class="sw-style-1">Our menu</h2>');
    expect(page).toContain('\n.sw-style-1{color:#aa3300;font-size:2.5rem}</style>');
    expect(page.match(/sw-style-1\{/g)).toHaveLength(1);
    expect(
      page
        .replace(' class="sw-style-1"', '')
        .replace('\n.sw-style-1{color:#aa3300;font-size:2.5rem}', ''),
    ).toBe(PAGE);
    expect(setElementStyle(marked, heading, { color: 'red;}body{display:none' })).toBeNull();
    expect(setElementStyle(marked, heading, { fontSize: '1em;color:red' })).toBeNull();
    expect(setElementStyle(marked, sectionId('faq'), { color: '#000000' })).toBeNull();
  });
});

describe('putting in a picture', () => {
  const page = [
    '<html><head><style>h1{color:red}</style></head><body>',
    '<header><a class="brand" href="#top">Crumb &amp; Co</a></header>',
    '<img src="https://images.example/bread.jpg" srcset="a.jpg 1x, b.jpg 2x" alt="Bread">',
    '<section data-kind="menu"><h2>Menu</h2><p>Rye, <b>spelt</b></p></section>',
    '</body></html>',
  ].join('\n');
  const pictured = markPage(page).html;
  const idIn = (pattern: RegExp) => Number(pattern.exec(pictured)?.[1]);
  const SRC = 'assets/01JD0000000000000000000001.png';

  it('replaces an image’s source, drops its old variants, and keeps the rest', () => {
    const id = idIn(/<img [^>]*data-sw-id="(\d+)"/);
    const changed = setImage(pictured, id, SRC, 'Our rye');
    expect(unmarkPage(changed ?? '')).toBe(
      page.replace(
        '<img src="https://images.example/bread.jpg" srcset="a.jpg 1x, b.jpg 2x" alt="Bread">',
        `<img src="${SRC}" alt="Our rye">`,
      ),
    );
    expect(imageOf(changed ?? '', id)).toEqual({ src: SRC, alt: 'Our rye' });
    // An image has no text to edit, and no text can be put inside it.
    expect(plainTextOf(pictured, id)).toBeNull();
    expect(setText(pictured, id, 'words')).toBeNull();
  });

  it('shows a brand name as a logo, its name kept as the description, sized by one rule', () => {
    const id = idIn(/<a data-sw-id="(\d+)" class="brand"/);
    const changed = unmarkPage(setImage(pictured, id, SRC) ?? '');
    expect(changed).toContain(
      `<a class="brand" href="#top"><img src="${SRC}" alt="Crumb &amp; Co" class="sw-logo"></a>`,
    );
    expect(changed.match(/\.sw-logo\{/g)).toHaveLength(1);
    expect(
      changed.replace(/<a class="brand"[\s\S]*?<\/a>/, '').replace(/\n\.sw-logo\{[^}]*\}/, ''),
    ).toBe(page.replace(/<a class="brand"[\s\S]*?<\/a>/, ''));
  });

  it('replaces drawn art with the image in the same box: its class, its shape, cover-fitted', () => {
    const art =
      '<figure class="hero-art"><svg class="art" viewBox="0 0 400 300" aria-label="A loaf">' +
      '<circle cx="10" cy="10" r="5"/><svg viewBox="0 0 4 4"><rect/></svg></svg></figure><p>After</p>';
    const marked = markPage(art).html;
    const id = Number(/<svg data-sw-id="(\d+)" class="art"/.exec(marked)?.[1]);
    expect(imageOf(marked, id)).toEqual({ src: '', alt: 'A loaf' });
    const changed = setImage(marked, id, SRC, 'Our sourdough');
    expect(unmarkPage(changed ?? '')).toBe(
      `<figure class="hero-art"><img class="art" src="${SRC}" alt="Our sourdough" ` +
        'style="width:100%;height:auto;aspect-ratio:400/300;object-fit:cover;"></figure><p>After</p>',
    );
    // Still selectable, now as an image; an icon with its own size keeps that size.
    expect(imageOf(changed ?? '', id)).toEqual({ src: SRC, alt: 'Our sourdough' });
    const icon = markPage(
      '<button><svg width="24" height="24" viewBox="0 0 24 24"><path/></svg></button>',
    ).html;
    const iconId = Number(/<svg data-sw-id="(\d+)"/.exec(icon)?.[1]);
    expect(unmarkPage(setImage(icon, iconId, SRC, '') ?? '')).toBe(
      `<button><img width="24" height="24" src="${SRC}" alt="" style="object-fit:cover;"></button>`,
    );
  });

  it('refuses sections, mixed content and sources that would break out of the attribute', () => {
    const section = idIn(/<section data-sw-id="(\d+)" data-kind="menu"/);
    const mixed = idIn(/<p data-sw-id="(\d+)">Rye/);
    const image = idIn(/<img [^>]*data-sw-id="(\d+)"/);
    expect(setImage(pictured, section, SRC)).toBeNull();
    expect(setImage(pictured, mixed, SRC)).toBeNull();
    expect(setImage(pictured, image, 'x" onerror="alert(1)')).toBeNull();
  });
});

describe('finding a sample item to replace', () => {
  const page = markPage(
    [
      '<body><main><section data-kind="menu"><h2>Menu</h2><ul>',
      '<li data-item>Rye loaf ₹90</li><li data-item data-sample>Cardamom bun ₹120</li></ul></section>',
      '<section data-kind="testimonials"><h2>Reviews</h2>',
      '<div class="card" data-item data-sample><p>“Lovely bread.”</p><span>Asha K.</span></div>',
      '</section></main></body>',
    ].join(''),
  ).html;
  const idIn = (pattern: RegExp) => Number(pattern.exec(page)?.[1]);

  it('selects the item itself, or the first part of it that can be selected, in the list’s order', () => {
    expect(sampleMark(page, 0)).toBe(idIn(/<li data-sw-id="(\d+)" data-item data-sample>/));
    expect(sampleMark(page, 1)).toBe(idIn(/<p data-sw-id="(\d+)">“Lovely/));
  });

  it('finds nothing past the last item', () => {
    expect(sampleMark(page, 2)).toBeNull();
  });
});
