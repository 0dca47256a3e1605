import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Drawing elements of SVG 1.1/2 that cannot run code or load anything by themselves. Everything
 * else (script, foreignObject, iframe, a, animate and set, which can rewrite an href, …) is dropped
 * with all it holds.
 */
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Namespaced attributes that are only declarations or plain data. */
const ALLOWED_NAMESPACED_ATTRIBUTES = new Set(['xmlns:xlink', 'xml:space', 'xlink:href']);
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href']);
/** A link may point inside the drawing, or hold a raster picture inline. */
const SAFE_LINK = /^(?:#[\w.:-]*|data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*)$/i;
/** A CSS or attribute URL that leaves the drawing. */
const OUTSIDE_URL = /url\s*\(\s*(?!['"]?#)/i;
/** CSS that could load from elsewhere or, in old engines, run code. */
const UNSAFE_CSS = new RegExp(
  `@import|expression\\s*\\(|javascript:|behavior\\s*:|-moz-binding|${OUTSIDE_URL.source}`,
  'i',
);
/** A value that names a script URL, however it is spelled. */
const SCRIPT_URL = /(?:java|vb)script\s*:|data\s*:\s*text\/html/i;
const ATTRIBUTE_NAME = /^[A-Za-z_][\w.-]*(?::[\w.-]+)?$/;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

function fromCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
}

/**
 * A value as the browser reads it: XML character references (`&#105;`, `&#x69;`, `&amp;`) and
 * CSS escapes (`\72`, `\@`) decoded, and CSS comments gone, so `u&#114;l(` and `@\69mport` are
 * checked as the `url(` and `@import` they are.
 */
export function decodedForChecks(value: string): string {
  return value
    .replace(/&#(\d+);?/g, (_, digits: string) => fromCodePoint(Number(digits)))
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => NAMED_ENTITIES[name] ?? '')
    .replace(/\\\r?\n/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\r\n\f]?/gi, (_, hex: string) =>
      fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/\\(.)/g, '$1')
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
}

/** CSS (a style attribute, a style element) that imports or loads from outside, once decoded. */
const isUnsafeCss = (css: string) => UNSAFE_CSS.test(decodedForChecks(css));

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // Text and values are kept exactly as written (still escaped), so what comes out is what went
  // in, less what was removed.
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
});

export class UnsafeSvgError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeSvgError';
  }
}

function elementNameOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

function safeAttributes(attributes: Record<string, string> = {}): string {
  return Object.entries(attributes)
    .filter(([name, value]) => {
      const lower = name.toLowerCase();
      if (!ATTRIBUTE_NAME.test(name) || lower.startsWith('on')) return false;
      if (name.includes(':') && !ALLOWED_NAMESPACED_ATTRIBUTES.has(name)) return false;
      const decoded = decodedForChecks(value);
      if (SCRIPT_URL.test(decoded)) return false;
      if (LINK_ATTRIBUTES.has(name)) return SAFE_LINK.test(decoded.trim());
      if (lower === 'style') return !isUnsafeCss(value);
      // fill="url(#gradient)" and the like point inside the drawing; nothing may point outside.
      return !OUTSIDE_URL.test(decoded);
    })
    .map(([name, value]) => ` ${name}="${value.replaceAll('"', '&quot;')}"`)
    .join('');
}

function serialise(nodes: readonly XmlNode[], parent: string): string {
  let out = '';
  for (const node of nodes) {
    if ('#text' in node) {
      out += String(node['#text']);
      continue;
    }
    if ('#comment' in node) continue;
    if ('#cdata' in node) {
      const text = (node['#cdata'] as XmlNode[])
        .map((part) => String(part['#text'] ?? ''))
        .join('');
      if (parent === 'style' && isUnsafeCss(text)) continue;
      out += `<![CDATA[${text}]]>`;
      continue;
    }
    const name = elementNameOf(node);
    if (!name || !ALLOWED_ELEMENTS.has(name)) continue;
    const children = (node[name] as XmlNode[] | undefined) ?? [];
    if (name === 'style' && isUnsafeCss(serialise(children, 'style'))) continue;
    if (name === 'image' && !Object.keys(node[':@'] ?? {}).some((key) => LINK_ATTRIBUTES.has(key)))
      continue;
    const inner = serialise(children, name);
    const attributes = safeAttributes(node[':@']);
    out += inner === '' ? `<${name}${attributes}/>` : `<${name}${attributes}>${inner}</${name}>`;
  }
  return out;
}

/**
 * An uploaded SVG with everything that could run code or fetch something removed, built back up
 * from an allow-list (elements, attributes, links inside the drawing or to inline rasters, CSS
 * without imports or outside URLs). Throws UnsafeSvgError when the file is not well-formed XML or
 * its root is not `<svg>`.
 */
export function sanitiseSvg(text: string): string {
  const source = text.replace(/^\uFEFF/, '');
  if (/<!ENTITY/i.test(source)) {
    throw new UnsafeSvgError('SVG files that declare their own entities cannot be used');
  }
  if (XMLValidator.validate(source) !== true) {
    throw new UnsafeSvgError('The file is not a valid SVG image');
  }
  const nodes = parser.parse(source) as XmlNode[];
  const roots = nodes.filter((node) => !('#text' in node) && !('#comment' in node));
  const root = roots[0];
  if (roots.length !== 1 || !root || elementNameOf(root) !== 'svg') {
    throw new UnsafeSvgError('The file is not an SVG image');
  }
  const attributes = root[':@'] ?? {};
  if (!attributes.xmlns) root[':@'] = { xmlns: 'http://www.w3.org/2000/svg', ...attributes };
  return serialise([root], '');
}
