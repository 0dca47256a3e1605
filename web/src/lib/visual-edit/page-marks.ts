/**
 * Editing a page by hand, in its HTML text: every element one can select gets a mark
 * (`data-sw-id="n"`) while it is being edited; each change is made to the marked text; the marks
 * come out again on save. Nothing is re-serialized from a DOM, so what was not changed stays byte
 * for byte (a browser's DOM would also carry the page's running state: a ticking countdown, a
 * tab switched, a cart filled).
 */

const MARK = 'data-sw-id';

/** Elements that can be selected: their text edited when it is plain text. */
const SELECTABLE = [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'li',
  'a',
  'button',
  'summary',
  'dt',
  'dd',
  'label',
  'blockquote',
  'figcaption',
  'th',
  'td',
  'span',
  'img',
  // Drawn pictures (the page's art and icons): selected whole, and replaced by an image.
  'svg',
  'section',
] as const;

/** Selectable elements that have no content and no closing tag. */
const VOID = new Set(['img']);

const OPENING = new RegExp(`<(${SELECTABLE.join('|')})\\b(?=[\\s>/])`, 'gi');
/** Script, style and the plan's JSON are never marked. */
const RAW_BLOCK = /<(script|style|template|textarea)\b[\s\S]*?<\/\1\s*>/gi;

export interface MarkedPage {
  html: string;
  /** How many elements carry a mark. */
  count: number;
}

/** The page with a mark on every selectable element outside scripts and styles. */
export function markPage(html: string): MarkedPage {
  let count = 0;
  const marked = outsideRawBlocks(html, (shielded) =>
    shielded.replace(OPENING, (open: string) => `${open} ${MARK}="${count++}"`),
  );
  return { html: marked, count };
}

/**
 * Changes the page's markup and never the text of its scripts, styles and templates: those are
 * set aside (by a placeholder) while `edit` runs, then put back.
 */
export function outsideRawBlocks(html: string, edit: (shielded: string) => string): string {
  const blocks: string[] = [];
  const shielded = html.replace(RAW_BLOCK, (block) => {
    blocks.push(block);
    return `\uE000${blocks.length - 1}\uE000`;
  });
  return edit(shielded).replace(
    /\uE000(\d+)\uE000/g,
    (_all, index: string) => blocks[Number(index)] ?? '',
  );
}

/** The page without its marks: byte for byte what it was, but for the changes made. */
export function unmarkPage(html: string): string {
  return html.replace(new RegExp(` ${MARK}="\\d+"`, 'g'), '');
}

interface ElementSpan {
  tag: string;
  /** Where the opening tag starts, where its content starts and ends, where the element ends. */
  start: number;
  contentStart: number;
  contentEnd: number;
  end: number;
}

/** Where the marked element `id` is in the page, its matching closing tag found by nesting. */
export function findMarked(html: string, id: number): ElementSpan | null {
  const open = new RegExp(`<([a-z0-9]+)\\b[^>]*\\s${MARK}="${id}"[^>]*>`, 'i').exec(html);
  if (!open) return null;
  const tag = (open[1] ?? '').toLowerCase();
  const contentStart = open.index + open[0].length;
  if (VOID.has(tag)) {
    return { tag, start: open.index, contentStart, contentEnd: contentStart, end: contentStart };
  }
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = contentStart;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) {
      return {
        tag,
        start: open.index,
        contentStart,
        contentEnd: match.index,
        end: pattern.lastIndex,
      };
    }
  }
  return null;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of a marked element when its content is plain text (no elements inside), else null. */
export function plainTextOf(html: string, id: number): string | null {
  const span = findMarked(html, id);
  if (!span || VOID.has(span.tag)) return null;
  const content = html.slice(span.contentStart, span.contentEnd);
  if (/<[a-z!/]/i.test(content)) return null;
  return content
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The element's plain text replaced; refused (null) when its content is not plain text. */
export function setText(html: string, id: number, text: string): string | null {
  const span = findMarked(html, id);
  if (!span || plainTextOf(html, id) === null) return null;
  return html.slice(0, span.contentStart) + escapeText(text) + html.slice(span.contentEnd);
}

/** The section a marked element is in (or is), by its mark. */
export function sectionOf(html: string, id: number): number | null {
  const span = findMarked(html, id);
  if (!span) return null;
  if (span.tag === 'section') return id;
  let best: number | null = null;
  for (const match of html.matchAll(new RegExp(`<section\\b[^>]*\\s${MARK}="(\\d+)"`, 'gi'))) {
    const section = findMarked(html, Number(match[1]));
    if (section && section.start < span.start && section.end >= span.end) best = Number(match[1]);
  }
  return best;
}

function sectionIdAttribute(html: string, span: ElementSpan): string | null {
  return /\sid="([^"]+)"/.exec(html.slice(span.start, span.contentStart))?.[1] ?? null;
}

/** The menu's link to a section, as a whole list item. */
function navItemOf(html: string, sectionId: string): RegExpExecArray | null {
  return new RegExp(`<li\\b[^>]*><a\\b[^>]*href="#${sectionId}"[^>]*>[\\s\\S]*?</a></li>`).exec(
    html,
  );
}

/** The page without the section, and without its link in the menu. */
export function removeSection(html: string, id: number): string | null {
  const span = findMarked(html, id);
  if (
    !span ||
    span.tag !== 'section' ||
    /data-kind="hero"/.test(html.slice(span.start, span.contentStart))
  ) {
    return null;
  }
  const sectionId = sectionIdAttribute(html, span);
  let page = html.slice(0, span.start) + html.slice(span.end);
  const link = sectionId ? navItemOf(page, sectionId) : null;
  if (link) page = page.slice(0, link.index) + page.slice(link.index + link[0].length);
  return page;
}

/** The section swapped with the one before (-1) or after (+1) it; its menu link follows. */
export function moveSection(html: string, id: number, direction: -1 | 1): string | null {
  const spans = [...html.matchAll(new RegExp(`<section\\b[^>]*\\s${MARK}="(\\d+)"`, 'gi'))]
    .map((match) => ({ id: Number(match[1]), span: findMarked(html, Number(match[1])) }))
    .filter((entry): entry is { id: number; span: ElementSpan } => entry.span !== null);
  const at = spans.findIndex((entry) => entry.id === id);
  const other = spans[at + direction];
  const self = spans[at];
  if (at < 0 || !other || !self) return null;
  if (
    [self, other].some((entry) =>
      /data-kind="hero"/.test(html.slice(entry.span.start, entry.span.contentStart)),
    )
  ) {
    return null;
  }
  const [first, second] = direction < 0 ? [other.span, self.span] : [self.span, other.span];
  const page =
    html.slice(0, first.start) +
    html.slice(second.start, second.end) +
    html.slice(first.end, second.start) +
    html.slice(first.start, first.end) +
    html.slice(second.end);
  // The menu in the page's order: swap the two links too, when both are there.
  const firstId = sectionIdAttribute(html, first);
  const secondId = sectionIdAttribute(html, second);
  const a = firstId ? navItemOf(page, firstId) : null;
  const b = secondId ? navItemOf(page, secondId) : null;
  if (!a || !b || a.index > b.index) return page;
  return (
    page.slice(0, a.index) +
    b[0] +
    page.slice(a.index + a[0].length, b.index) +
    a[0] +
    page.slice(b.index + b[0].length)
  );
}

/** A mark no element of the page has yet. */
function nextMark(html: string): number {
  const marks = [...html.matchAll(new RegExp(`${MARK}="(\\d+)"`, 'g'))].map((m) => Number(m[1]));
  return Math.max(-1, ...marks) + 1;
}

/** Where a marked link leads, or null for an element that is not a link. */
export function linkOf(html: string, id: number): string | null {
  const span = findMarked(html, id);
  if (!span || span.tag !== 'a') return null;
  const href = /\shref="([^"]*)"/.exec(html.slice(span.start, span.contentStart))?.[1];
  return href === undefined ? null : href.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
}

/** Links that may be set by hand: the web, mail, phone, or a place on the page. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:|#)[^\s"<>]*$/i;

/** The link's target changed; refused (null) for another element or a target that is not safe. */
export function setLink(html: string, id: number, href: string): string | null {
  const span = findMarked(html, id);
  if (!span || span.tag !== 'a' || !SAFE_LINK.test(href)) return null;
  const open = html.slice(span.start, span.contentStart);
  const escaped = href.replace(/&/g, '&amp;');
  const changed = /\shref="[^"]*"/.test(open)
    ? open.replace(/\shref="[^"]*"/, () => ` href="${escaped}"`)
    : open.replace(/>$/, () => ` href="${escaped}">`);
  return html.slice(0, span.start) + changed + html.slice(span.contentStart);
}

/**
 * A copy of the section right after it: its ids (and what points at them inside it) made unique
 * with a suffix, its elements given marks of their own.
 */
export function duplicateSection(html: string, id: number): string | null {
  const span = findMarked(html, id);
  if (!span || span.tag !== 'section') return null;
  if (/data-kind="hero"/.test(html.slice(span.start, span.contentStart))) return null;
  const original = html.slice(span.start, span.end);
  const taken = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  let suffix = 2;
  while ([...original.matchAll(/\sid="([^"]+)"/g)].some((m) => taken.has(`${m[1]}-${suffix}`))) {
    suffix += 1;
  }
  const ids = new Set([...original.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  let next = nextMark(html);
  const copy = original
    .replace(
      /\s(id|for|aria-labelledby|aria-describedby|aria-controls)="([^"]+)"/g,
      (whole, name: string, value: string) =>
        ids.has(value) ? ` ${name}="${value}-${suffix}"` : whole,
    )
    .replace(new RegExp(`${MARK}="\\d+"`, 'g'), () => `${MARK}="${next++}"`);
  return html.slice(0, span.end) + copy + html.slice(span.end);
}

/**
 * Plain text replaced, as `setText`; a section's heading also renames the menu's link to that
 * section when the link read the same.
 */
export function setTextAndLink(html: string, id: number, text: string): string | null {
  const before = plainTextOf(html, id);
  const changed = setText(html, id, text);
  const span = findMarked(html, id);
  const section = sectionOf(html, id);
  if (changed === null || before === null || !span || span.tag !== 'h2' || section === null) {
    return changed;
  }
  const sectionSpan = findMarked(changed, section);
  const sectionId = sectionSpan ? sectionIdAttribute(changed, sectionSpan) : null;
  if (!sectionId) return changed;
  const link = new RegExp(`(<a\\b[^>]*href="#${sectionId}"[^>]*>)([^<]*)(</a>)`).exec(changed);
  if (!link || plainTextOf(`<a data-sw-id="0">${link[2] ?? ''}</a>`, 0) !== before) return changed;
  return (
    changed.slice(0, link.index) +
    (link[1] ?? '') +
    escapeText(text) +
    (link[3] ?? '') +
    changed.slice(link.index + link[0].length)
  );
}

export interface ElementStyle {
  /** A #rrggbb colour for the element's text. */
  color?: string;
  /** Its text size in rem (`1.5rem`); null takes an earlier size away. */
  fontSize?: string | null;
}

const STYLE_CLASS = /\bsw-style-(\d+)\b/;

/**
 * The element's colour or text size changed through a class of its own and a rule in the page's
 * stylesheet (pages keep no inline styles); its own earlier rule is replaced.
 */
export function setElementStyle(html: string, id: number, style: ElementStyle): string | null {
  const span = findMarked(html, id);
  if (!span || span.tag === 'section') return null;
  if (style.color !== undefined && !/^#[0-9a-f]{6}$/i.test(style.color)) return null;
  if (style.fontSize && !/^\d{1,2}(?:\.\d{1,3})?rem$/.test(style.fontSize)) return null;
  const open = html.slice(span.start, span.contentStart);
  const existing = STYLE_CLASS.exec(open)?.[1];
  const taken = [...html.matchAll(/\bsw-style-(\d+)\b/g)].map((match) => Number(match[1]));
  const number = existing ?? String(Math.max(0, ...taken) + 1);
  const name = `sw-style-${number}`;
  const rule = new RegExp(`\\n\\.${name}\\{([^}]*)\\}`);
  const styleEnd = html.indexOf('</style>');
  if (styleEnd < 0) return null;
  const declarations = new Map(
    (rule.exec(html)?.[1] ?? '')
      .split(';')
      .filter(Boolean)
      .map((declaration) => declaration.split(':') as [string, string]),
  );
  if (style.color !== undefined) declarations.set('color', style.color.toLowerCase());
  if (style.fontSize === null) declarations.delete('font-size');
  else if (style.fontSize !== undefined) declarations.set('font-size', style.fontSize);
  const css = `\n.${name}{${[...declarations].map(([key, value]) => `${key}:${value}`).join(';')}}`;
  const withClass = existing
    ? open
    : /\sclass="/.test(open)
      ? open.replace(/\sclass="([^"]*)"/, (_all, classes: string) => ` class="${classes} ${name}"`)
      : open.replace(/^<([a-z0-9]+)/i, (tag) => `${tag} class="${name}"`);
  let page = html.slice(0, span.start) + withClass + html.slice(span.contentStart);
  page = rule.test(page)
    ? page.replace(rule, () => css)
    : page.replace('</style>', () => `${css}</style>`);
  return page;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An attribute of an opening tag set (added when missing). */
function withAttribute(open: string, name: string, value: string): string {
  const attribute = new RegExp(`\\s${name}="[^"]*"`);
  const written = ` ${name}="${escapeAttribute(value)}"`;
  return attribute.test(open)
    ? open.replace(attribute, () => written)
    : open.replace(/\s*\/?>$/, (end) => `${written}${end}`);
}

/** The class of a picture put in place of text, sized to sit in a line such as the menu bar. */
const LOGO_CLASS = 'sw-logo';
const LOGO_RULE = `\n.${LOGO_CLASS}{display:block;height:2.5rem;width:auto;max-width:min(14rem,60vw);object-fit:contain}`;

/**
 * A picture put in: an image's source replaced (its responsive variants dropped, as they show the
 * old picture), or an element of plain text (a brand name, a heading) shown as the picture, with
 * that text kept as its description. Refused (null) for sections and for mixed content.
 */
export function setImage(html: string, id: number, src: string, alt?: string): string | null {
  const span = findMarked(html, id);
  if (!span || span.tag === 'section' || /["<>]/.test(src)) return null;
  if (span.tag === 'svg') return withArtReplaced(html, span, src, alt);
  if (span.tag === 'img') {
    let open = html.slice(span.start, span.contentStart).replace(/\s(?:srcset|sizes)="[^"]*"/g, '');
    open = withAttribute(open, 'src', src);
    if (alt !== undefined) open = withAttribute(open, 'alt', alt);
    return html.slice(0, span.start) + open + html.slice(span.contentStart);
  }
  const text = plainTextOf(html, id);
  if (text === null) return null;
  // Marked like every other element, so the picture itself can be selected and replaced.
  const mark = nextMark(html);
  const picture = `<img ${MARK}="${mark}" src="${src}" alt="${escapeAttribute(alt ?? text.trim())}" class="${LOGO_CLASS}">`;
  let page = html.slice(0, span.contentStart) + picture + html.slice(span.contentEnd);
  if (!page.includes(LOGO_RULE) && page.includes('</style>')) {
    page = page.replace('</style>', () => `${LOGO_RULE}</style>`);
  }
  return page;
}

/** An attribute of an opening tag, as written; null when it has none. */
const attributeOf = (open: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(open)?.[1] ?? null;

/**
 * A drawing replaced by an image that takes its place in the layout: the drawing's classes,
 * style, mark and size go to the image, and an image with no size of its own keeps the drawing's
 * shape (its viewBox) by aspect ratio; the picture fills that box (object-fit), cropped not
 * stretched. Its description is the one given, else the drawing's own label.
 */
function withArtReplaced(html: string, span: ElementSpan, src: string, alt?: string): string {
  const open = html.slice(span.start, span.contentStart);
  const kept = ['class', 'style', MARK, 'width', 'height']
    .map((name) => [name, attributeOf(open, name)] as const)
    .filter(([, value]) => value !== null);
  const sized = kept.some(([name]) => name === 'width' || name === 'height');
  const box = /\sviewBox="[\d.+-]+[\s,]+[\d.+-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/i.exec(open);
  const shape = !sized && box ? `width:100%;height:auto;aspect-ratio:${box[1]}/${box[2]};` : '';
  const style = `${shape}object-fit:cover;${kept.find(([name]) => name === 'style')?.[1] ?? ''}`;
  const label =
    alt ??
    attributeOf(open, 'aria-label') ??
    /<title>([^<]*)<\/title>/i.exec(html.slice(span.contentStart, span.contentEnd))?.[1] ??
    '';
  const attributes = kept
    .filter(([name]) => name !== 'style')
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  const picture = `<img${attributes} src="${src}" alt="${escapeAttribute(label)}" style="${escapeAttribute(style)}">`;
  return html.slice(0, span.start) + picture + html.slice(span.end);
}

/** What a marked image shows: its source and description; null for another element. */
export function imageOf(html: string, id: number): { src: string; alt: string } | null {
  const span = findMarked(html, id);
  if (!span) return null;
  if (span.tag === 'svg') {
    const open = html.slice(span.start, span.contentStart);
    const title = /<title>([^<]*)<\/title>/i.exec(html.slice(span.contentStart, span.contentEnd));
    return { src: '', alt: attributeOf(open, 'aria-label') ?? title?.[1] ?? '' };
  }
  if (span.tag !== 'img') return null;
  const open = html.slice(span.start, span.contentStart);
  return {
    src: /\ssrc="([^"]*)"/.exec(open)?.[1] ?? '',
    alt: (/\salt="([^"]*)"/.exec(open)?.[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
  };
}

/**
 * The mark to select for the page's sample item `index` (its `index`-th `data-sample` element, in
 * the order the scorecard lists them): the item itself when it can be selected, else the first
 * element in it that can (a card's heading). Null when the page has no such item.
 */
export function sampleMark(markedHtml: string, index: number): number | null {
  const document = new DOMParser().parseFromString(markedHtml, 'text/html');
  const item = document.querySelectorAll('[data-sample]')[index];
  const marked = item?.hasAttribute(MARK) ? item : item?.querySelector(`[${MARK}]`);
  const id = marked?.getAttribute(MARK);
  return id == null ? null : Number(id);
}
