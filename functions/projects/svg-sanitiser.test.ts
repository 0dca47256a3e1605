import { describe, expect, it } from 'vitest';
import { sanitiseSvg, UnsafeSvgError } from './svg-sanitiser';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('sanitiseSvg', () => {
  it('keeps a plain drawing as it was', () => {
    const drawing = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><path d="M0 0h10v10z" fill="url(#g)"/><text x="1" y="9">Crumb &amp; Co</text>',
    );
    expect(sanitiseSvg(drawing)).toBe(drawing);
  });

  it('drops scripts, handlers, outside links and loads, wherever they are', () => {
    const cleaned = sanitiseSvg(
      svg(
        '<script>alert(1)</script><g onmouseover="alert(2)"><use href="https://evil.example/x.svg#a"/><use xlink:href="#local"/></g>' +
          '<image href="data:image/png;base64,iVBORw0KGgo="/><image href="javascript:alert(3)"/>' +
          '<style>@import url(https://evil.example/a.css); .a{fill:red}</style><style>.b{fill:url(#g)}</style>' +
          '<rect style="background:url(https://evil.example/t.png)" width="1"/><animate attributeName="href" to="javascript:alert(4)"/>',
        ' xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(5)"',
      ),
    );
    expect(cleaned).not.toMatch(/script|onmouseover|onload|evil\.example|animate|@import/);
    expect(cleaned).toContain('<use xlink:href="#local"/>');
    expect(cleaned).toContain('<image href="data:image/png;base64,iVBORw0KGgo="/>');
    expect(cleaned).toContain('<style>.b{fill:url(#g)}</style>');
    expect(cleaned).toContain('<rect width="1"/>');
  });

  it.each([
    ['an XML reference in an import', '<style>@&#105;mport "https://evil.example/a.css";</style>'],
    ['an XML reference in url(', '<rect style="fill: u&#114;l(https://evil.example/p.png)"/>'],
    ['a hex XML reference in url(', '<rect fill="&#x75;rl(https://evil.example/p.png)"/>'],
    ['a CSS escape in url(', '<style>rect { fill: u\\72l(https://evil.example/p.png) }</style>'],
    ['a CSS escape in an import', '<style>@\\69mport "https://evil.example/a.css";</style>'],
    ['a CSS escape and a comment', '<rect style="fill: \\75 r/**/l(https://evil.example/p.png)"/>'],
    ['an escaped link', '<use href="&#104;ttps://evil.example/s.svg#x"/>'],
  ])('drops an outside load spelled with %s', (_, inner) => {
    const cleaned = sanitiseSvg(svg(`${inner}<circle r="1"/>`));
    expect(cleaned).not.toContain('evil.example');
    expect(cleaned).toContain('<circle r="1"/>');
  });

  it('keeps escapes that load nothing, and links inside the drawing', () => {
    const drawing = svg(
      '<style>.a { content: "\\2014" } .b { fill: url(&#35;g) }</style><rect class="a" fill="url(#g)"/>',
    );
    expect(sanitiseSvg(drawing)).toBe(drawing);
  });

  it('refuses what is not a well-formed SVG, and entity declarations', () => {
    expect(() => sanitiseSvg('<svg><g></svg>')).toThrow(UnsafeSvgError);
    expect(() => sanitiseSvg('<html><body>hi</body></html>')).toThrow('not an SVG image');
    expect(() =>
      sanitiseSvg(
        '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
      ),
    ).toThrow('declare their own entities');
  });

  it('adds the SVG namespace when the file left it out, so browsers draw it as an image', () => {
    expect(sanitiseSvg('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    );
  });
});
