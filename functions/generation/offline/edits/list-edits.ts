import type { SectionKind } from '../../page/site-plan';
import { CATALOGUE } from '../../catalogue/kinds';
import { markupText } from '../../page/markup-text';
import { writeContent } from '../content';
import { pageParts } from '../frontend';
import { escapeHtml, formatMoney, toCents } from '../html';
import { makeImages } from '../images';
import { sectionsOf, theSection, withPlan, type EditStep, type PageUnderEdit } from './edited-page';

/*
 * Edits of a section's items: a new item in a list ("add a Pro plan at ₹999"), a new price for
 * one ("croissants are now ₹90"), and the list shown as a grid of cards or as a list.
 */

/** The kinds whose items a message may add to, and the ones whose items carry a price. */
const LISTS: readonly SectionKind[] = [
  'pricing',
  'menu',
  'products',
  'services',
  'tickets',
  'features',
];
const PRICED = new Set<SectionKind>(['pricing', 'menu', 'products', 'services', 'tickets']);

/** An element the page holds: where it starts and ends. */
interface Span {
  start: number;
  end: number;
}

/** Where the element opened at `start` ends, counting its own tag's nesting. */
function elementAt(html: string, start: number): Span | null {
  const tag = /^<([a-z0-9]+)/i.exec(html.slice(start))?.[1];
  if (!tag) return null;
  const pattern = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, 'gi');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return { start, end: match.index + match[0].length };
  }
  return null;
}

/** The items (`data-item` elements) within a part of the page. */
function itemsIn(html: string, within: Span): Span[] {
  const items: Span[] = [];
  const open = /<[a-z0-9]+\b[^>]*\bdata-item\b[^>]*>/gi;
  open.lastIndex = within.start;
  for (let match = open.exec(html); match && match.index < within.end; match = open.exec(html)) {
    const item = elementAt(html, match.index);
    if (!item) continue;
    items.push(item);
    open.lastIndex = item.end;
  }
  return items;
}

/** An item's name: its heading, or its first strong text (a menu's dish). */
function titleOf(item: string): string {
  const heading = /<(h3|strong)\b[^>]*>([\s\S]*?)<\/\1>/.exec(item)?.[2] ?? '';
  return markupText(heading.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, ''));
}

/** A name as compared: lower case, letters and digits, no plural "s". */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => (word.length > 3 ? word.replace(/(?:es|s)$/, '') : word))
    .join(' ')
    .replace(/\b(?:plan|tier|package|the)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The page's item named `name` (the closest name: the same, else one holding the other). */
function findItem(html: string, name: string): { item: Span; title: string } | null {
  const wanted = nameKey(name);
  if (!wanted) return null;
  const candidates = sectionsOf(html).flatMap((section) =>
    itemsIn(html, section).map((item) => ({
      item,
      title: titleOf(html.slice(item.start, item.end)),
    })),
  );
  const named = candidates.filter((candidate) => candidate.title);
  return (
    named.find((candidate) => nameKey(candidate.title) === wanted) ??
    named.find((candidate) => {
      const key = nameKey(candidate.title);
      return key.length >= 3 && (key.includes(wanted) || wanted.includes(key));
    }) ??
    null
  );
}

const PRICE_SPAN = /<span class="price"([^>]*)>([\s\S]*?)<\/span>/;

/** A price span showing `amount`; one with a monthly and a yearly price keeps both, yearly at ten months. */
function priceSpan(attributes: string, shown: string, yearly: string): string {
  const withBoth = /data-monthly=/.test(attributes)
    ? ` data-monthly="${escapeHtml(shown)}" data-yearly="${escapeHtml(yearly)}"`
    : attributes;
  return `<span class="price"${withBoth}>${escapeHtml(shown)}</span>`;
}

export function applySetPrice(
  edit: PageUnderEdit,
  operation: { item: string; price: number },
): EditStep {
  const { html, plan, next } = edit;
  const found = findItem(html, operation.item);
  if (!found) return { html, line: null, problem: `the page has no “${operation.item}” to price` };
  const item = html.slice(found.item.start, found.item.end);
  const old = PRICE_SPAN.exec(item);
  if (!old) return { html, line: null, problem: `“${found.title}” shows no price to change` };
  const money = (amount: number) => formatMoney(amount, plan.facts.currency, plan.language);
  const shown = money(operation.price);
  if (markupText(old[2] ?? '') === shown)
    return { html, line: null, problem: `“${found.title}” is already ${shown}` };
  const changed = item.replace(PRICE_SPAN, () =>
    priceSpan(old[1] ?? '', shown, money(operation.price * 10)),
  );
  const page = html.slice(0, found.item.start) + changed + html.slice(found.item.end);
  const was = markupText(old[2] ?? '');
  next.facts.prices = [shown, ...plan.facts.prices.filter((price) => price !== was)].slice(0, 16);
  return { html: withPlan(page, next), line: `Changed the price of ${found.title} to ${shown}` };
}

/** The section a new item goes in: the one named, else the first list with prices (for a price). */
function listFor(edit: PageUnderEdit, kind: SectionKind | undefined, priced: boolean) {
  const sections = edit.plan.sections;
  if (kind) return sections.find((section) => section.kind === kind);
  return sections.find((section) =>
    priced ? PRICED.has(section.kind) : LISTS.includes(section.kind),
  );
}

/** The markup of one item of `section` as its kind writes it, with only what was given. */
function itemMarkup(edit: PageUnderEdit, sectionId: string, title: string, price?: number): string {
  const { next } = edit;
  const content = writeContent(next);
  const yearly = edit.html.includes('data-yearly=');
  content.sections[sectionId] = {
    intro: '',
    items: [
      {
        title,
        text: '',
        ...(price === undefined ? {} : { price }),
        ...(price !== undefined && yearly ? { yearlyPrice: toCents(price * 10) } : {}),
      },
    ],
  };
  const parts = pageParts(next, content, makeImages(next, content));
  const markup = parts.sections[next.sections.findIndex((section) => section.id === sectionId)];
  if (!markup) return '';
  const [item] = itemsIn(markup, { start: 0, end: markup.length });
  // An empty paragraph says nothing: no text was given for the item.
  return item ? markup.slice(item.start, item.end).replace(/<p>\s*<\/p>/g, '') : '';
}

export function applyAddItem(
  edit: PageUnderEdit,
  operation: { title: string; price?: number; kind?: SectionKind },
): EditStep {
  const { html, next } = edit;
  const section = listFor(edit, operation.kind, operation.price !== undefined);
  if (!section || !LISTS.includes(section.kind)) {
    const where = operation.kind ? `${CATALOGUE[operation.kind].label} section` : 'list';
    return { html, line: null, problem: `the page has no ${where} to add “${operation.title}” to` };
  }
  if (PRICED.has(section.kind) && operation.price === undefined)
    return { html, line: null, problem: `say what “${operation.title}” costs to add it` };
  if (findItem(html, operation.title)?.title.toLowerCase() === operation.title.toLowerCase())
    return { html, line: null, problem: `the page already has “${operation.title}”` };
  const span = sectionsOf(html).find((candidate) => candidate.id === section.id);
  const last = span ? itemsIn(html, span).at(-1) : undefined;
  // The person gave it: it is theirs, not a sample to replace.
  next.facts.offers = [...next.facts.offers, operation.title].slice(-24);
  const price =
    operation.price === undefined
      ? ''
      : formatMoney(operation.price, next.facts.currency, next.language);
  if (price) next.facts.prices = [...next.facts.prices, price].slice(-16);
  const markup = itemMarkup(edit, section.id, operation.title, operation.price);
  if (!last || !markup)
    return { html, line: null, problem: `${theSection(section.heading)} holds no list` };
  const page = html.slice(0, last.end) + markup + html.slice(last.end);
  return {
    html: withPlan(page, next),
    line: `Added “${operation.title}”${price ? ` at ${price}` : ''} to ${section.heading}`,
  };
}

/** The list containers a section shows its items in, and the class each has for the other layout. */
const LAYOUT_CLASS = { list: 'as-list', grid: 'as-grid' } as const;
const LAYOUT_RULES = [
  '.cards.as-list{grid-template-columns:1fr}',
  '.as-grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:1.25rem}',
];

export function applySetLayout(
  edit: PageUnderEdit,
  operation: { kind: SectionKind; layout: 'list' | 'grid' },
): EditStep {
  const { html, plan } = edit;
  const section = plan.sections.find((candidate) => candidate.kind === operation.kind);
  const span = section && sectionsOf(html).find((candidate) => candidate.id === section.id);
  if (!section || !span)
    return {
      html,
      line: null,
      problem: `the page has no ${CATALOGUE[operation.kind].label} section`,
    };
  const part = html.slice(span.start, span.end);
  const isGrid = (classes: string) => /\bcards\b/.test(classes) && !/\bas-list\b/.test(classes);
  const lists = [...part.matchAll(/<(ul|ol)\b class="([^"]*)"/g)];
  if (lists.length === 0)
    return { html, line: null, problem: `${theSection(section.heading)} shows no list to lay out` };
  const already = lists.every(([, , classes = '']) =>
    operation.layout === 'grid' ? isGrid(classes) || /\bas-grid\b/.test(classes) : !isGrid(classes),
  );
  if (already)
    return {
      html,
      line: null,
      problem: `${section.heading} is already shown as a ${operation.layout}`,
    };
  const changed = part.replace(
    /<(ul|ol)\b class="([^"]*)"/g,
    (_all, tag: string, classes: string) => {
      const plain = classes.replace(/\s*\bas-(?:list|grid)\b/g, '');
      const needs =
        operation.layout === 'list' ? /\bcards\b/.test(plain) : !/\bcards\b/.test(plain);
      return `<${tag} class="${needs ? `${plain} ${LAYOUT_CLASS[operation.layout]}` : plain}"`;
    },
  );
  let page = html.slice(0, span.start) + changed + html.slice(span.end);
  const missing = LAYOUT_RULES.filter((rule) => !page.includes(rule));
  if (missing.length > 0) page = page.replace('</style>', () => `\n${missing.join('\n')}</style>`);
  return { html: page, line: `Showed ${section.heading} as a ${operation.layout}` };
}
