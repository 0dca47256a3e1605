import type { ContentItem, Section, SiteContent, SiteImages, SitePlan } from '../page/site-plan';
import type { SectionKind } from '../page/site-kinds';
import { CATALOGUE, type FormField } from '../catalogue/kinds';
import { withBehaviour } from './behaviour';
import { escapeHtml as e, formatMoney, jsonForScript, telHref, unbrokenPhone } from './html';
import { labelOf } from './facts';
import { formMarkup } from './sections/form-markup';
import { SECTION_WRITERS } from './sections/index';
import { isRate } from './periods';
import type { RenderContext } from './sections/types';
import { pageStyles } from './styles';
import { phrasebookFor, type Phrasebook } from './languages/index';
import { staysInEnglish } from './languages/localized-page';
import { toolScriptWords } from './languages/tool-book';

function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'all'
  );
}

function groupByCategory(items: readonly ContentItem[]): [string, ContentItem[]][] {
  const groups = new Map<string, ContentItem[]>();
  for (const item of items) {
    const key = item.category ?? 'More';
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()];
}

function filterBar(section: Section, items: readonly ContentItem[]): string {
  const categories = [
    ...new Set(items.map((item) => item.category).filter((c): c is string => !!c)),
  ];
  if (categories.length < 2) return '';
  const buttons = ['All', ...categories].map(
    (category, i) =>
      `<button type="button" data-filter="${i === 0 ? 'all' : slug(category)}" aria-pressed="${i === 0}">${e(category)}</button>`,
  );
  return `<div class="filters" data-widget="filters" role="group" aria-label="Filter ${e(section.heading.toLowerCase())}" data-filter-for="${section.id}-list">${buttons.join('')}</div>`;
}

function tabs(section: Section, groups: readonly [string, string][]): string {
  const tabButtons = groups.map(
    ([name], i) =>
      `<button type="button" role="tab" id="${section.id}-tab-${i}" aria-selected="${i === 0}" aria-controls="${section.id}-panel-${i}" tabindex="${i === 0 ? 0 : -1}">${e(name)}</button>`,
  );
  const panels = groups.map(
    ([, body], i) =>
      `<div role="tabpanel" id="${section.id}-panel-${i}" aria-labelledby="${section.id}-tab-${i}" tabindex="0"${i === 0 ? '' : ' hidden'}>${body}</div>`,
  );
  return `<div class="tabs" data-widget="tabs"><div role="tablist" aria-label="${e(section.heading)}">${tabButtons.join('')}</div>${panels.join('')}</div>`;
}

function grouped(
  plan: SitePlan,
  section: Section,
  items: readonly ContentItem[],
  list: (items: ContentItem[]) => string,
): string {
  const groups = groupByCategory(items);
  if (plan.interactivity.tabs && groups.length > 1)
    return tabs(
      section,
      groups.map(([name, group]) => [name, list(group)]),
    );
  // Items of no category are one list, with no heading of its own.
  if (items.every((item) => item.category === undefined)) return list([...items]);
  return groups.map(([name, group]) => `<h3>${e(name)}</h3>${list(group)}`).join('');
}

/** A dish's words and badges, when it has either: a dish the brief only names has none. */
const dishNotes = (item: ContentItem): string => {
  const notes = [e(item.text), badges(item)].filter(Boolean).join(' ');
  return notes ? `<p>${notes}</p>` : '';
};

const badges = (item: ContentItem): string =>
  item.badges?.length
    ? `<span class="badges">${item.badges.map((badge) => `<span class="badge">${e(badge)}</span>`).join('')}</span>`
    : '';

/** The page's first form section, where calls to action lead. */
function contactTargetOf(plan: SitePlan): string {
  const form = plan.sections.find((s) => CATALOGUE[s.kind].form !== undefined);
  return form ? `#${form.id}` : '#top';
}

/**
 * A price list's cards, with a monthly-or-yearly switch where its plans have yearly prices. A row
 * without a price says nothing of one; a rate is asked about for a quote, not chosen.
 */
function pricingBody({ copy, money, contactTarget }: RenderContext, book: Phrasebook | undefined) {
  const items = copy.items;
  const yearly = items.some((item) => item.yearlyPrice !== undefined);
  const toggle = yearly
    ? `<div class="billing" data-widget="billing-toggle" role="group" aria-label="Billing period"><button type="button" data-billing="monthly" aria-pressed="true">Monthly</button><button type="button" data-billing="yearly" aria-pressed="false">Yearly <span class="muted">(2 months free)</span></button></div>`
    : '';
  const cards = items.map((item) => {
    const shown = money(item.price ?? 0);
    const amount =
      item.price === undefined
        ? book
          ? `<span class="price">${e(item.meta ?? '')}</span>`
          : ''
        : item.yearlyPrice === undefined
          ? `<span class="price">${shown}</span> <span class="muted">${e(item.meta ?? '')}</span>`
          : `<span class="price" data-monthly="${e(shown)}" data-yearly="${e(money(item.yearlyPrice))}">${shown}</span> <span class="muted" data-period>per month</span>`;
    const action = book
      ? book.pricing.askAbout(item.title)
      : isRate(item.title)
        ? 'Ask for a quote'
        : `Choose ${item.title}`;
    const text = item.text ? `<p>${e(item.text)}</p>` : '';
    return `<li class="card" data-item>${badges(item)}<h3>${e(item.title)}</h3>${amount ? `<p>${amount}</p>` : ''}${text}<a class="button" href="${contactTarget}">${e(action)}</a></li>`;
  });
  return `${toggle}<ul class="cards">${cards.join('')}</ul>`;
}

function sectionBody(context: RenderContext): string {
  const { plan, section, copy: content, picture, money, contactTarget } = context;
  const book = phrasebookFor(plan.language);
  const items = content.items;
  switch (section.kind) {
    case 'hero':
      return '';
    case 'about':
      return `<p data-item>${e(content.intro)}</p>`;
    case 'features':
      return `<ul class="cards">${items.map((item) => `<li class="card" data-item><h3>${e(item.title)}</h3>${item.text ? `<p>${e(item.text)}</p>` : ''}</li>`).join('')}</ul>`;
    case 'products': {
      const cards = items.map((item, i) => {
        const id = `${section.id}-item-${i}`;
        // A thing without a price is asked about, not put in a cart at nothing.
        const add =
          item.price === undefined
            ? `<a class="button" href="${contactTarget}">Ask the price<span class="visually-hidden">: ${e(item.title)}</span></a>`
            : plan.interactivity.cart
              ? `<button type="button" class="primary add-to-cart" data-id="${id}" data-name="${e(item.title)}" data-price="${item.price}">Add to cart<span class="visually-hidden">: ${e(item.title)}</span></button>`
              : '';
        const price = item.price === undefined ? '' : `<p class="price">${money(item.price)}</p>`;
        return `<li class="card" data-item data-category="${slug(item.category ?? '')}">${picture(i)}<h3>${e(item.title)}</h3><p class="tag">${e(item.category ?? '')}</p>${item.text ? `<p>${e(item.text)}</p>` : ''}${price}${add}</li>`;
      });
      const cart = plan.interactivity.cart
        ? `<div class="cart" id="${section.id}-cart" data-widget="cart"><h3>Your cart</h3><p data-cart-count aria-live="polite">Your cart is empty.</p><ul data-cart-lines></ul><p>Total: <strong data-cart-total>${money(0)}</strong></p><a class="button" href="${contactTarget}">Check out</a></div>`
        : '';
      return `${plan.interactivity.filters ? filterBar(section, items) : ''}<ul class="cards" id="${section.id}-list">${cards.join('')}</ul>${cart}`;
    }
    case 'gallery': {
      const cards = items.map((item, i) => {
        const art = picture(i);
        const view = art
          ? `<button type="button" class="lightbox-open" data-lightbox-open data-caption="${e(item.title)}" aria-label="View larger: ${e(item.title)}">${art}</button>`
          : '';
        return `<li class="card" data-item data-category="${slug(item.category ?? '')}">${view}<h3>${e(item.title)}</h3><p class="tag">${e(item.category ?? '')}</p><p>${e(item.text)}</p></li>`;
      });
      const lightbox = items.some((_, i) => picture(i)) ? ' data-widget="lightbox"' : '';
      return `${plan.interactivity.filters ? filterBar(section, items) : ''}<ul class="cards" id="${section.id}-list"${lightbox}>${cards.join('')}</ul>`;
    }
    case 'posts': {
      const cards = items.map((item, i) => {
        const meta = [item.date, item.meta].filter(Boolean).join(' · ');
        return `<li class="card" data-item data-category="${slug(item.category ?? '')}">${picture(i)}<article><h3>${e(item.title)}</h3><p class="tag">${e(item.category ?? '')}${meta ? ` · ${e(meta)}` : ''}</p><p>${e(item.text)}</p></article></li>`;
      });
      return `${plan.interactivity.filters ? filterBar(section, items) : ''}<ul class="cards" id="${section.id}-list">${cards.join('')}</ul>`;
    }
    case 'menu':
      return grouped(
        plan,
        section,
        items,
        (group) =>
          `<ul class="dishes">${group.map((item) => `<li data-item><strong>${e(item.title)}</strong>${item.price === undefined ? '' : `<span class="price">${money(item.price)}</span>`}${dishNotes(item)}</li>`).join('')}</ul>`,
      );
    case 'schedule':
      return grouped(
        plan,
        section,
        items,
        (group) =>
          `<ul class="sessions">${group.map((item) => `<li data-item><strong>${e(item.title)}</strong><span class="time">${e(item.meta ?? '')}</span>${item.text ? `<p>${e(item.text)}</p>` : ''}</li>`).join('')}</ul>`,
      );
    case 'pricing':
      return pricingBody(context, book);
    case 'testimonials':
      return `<ul class="cards">${items.map((item) => `<li class="card" data-item><figure><blockquote><p>${e(item.text)}</p></blockquote><figcaption class="muted">${e(item.title)}${item.meta ? `, ${e(item.meta)}` : ''}</figcaption></figure></li>`).join('')}</ul>`;
    case 'team':
      return `<ul class="cards">${items.map((item, i) => `<li class="card" data-item>${picture(i)}<h3>${e(item.title)}</h3><p class="muted">${e(item.text)}</p></li>`).join('')}</ul>`;
    case 'stats':
      // The figure and what it counts, read as written: "12,000 meals served".
      return `<ul class="stats">${items.map((item) => `<li data-item><strong>${e(item.title)}</strong> <span>${e(item.text)}</span></li>`).join('')}</ul>`;
    case 'faq':
      return `<div class="faq" data-widget="accordion">${items
        .map(
          (item) =>
            `<details data-item><summary>${e(item.title)}</summary><p>${e(item.text)}</p></details>`,
        )
        .join('')}</div>`;
    case 'contact': {
      const details = items[0];
      const lines = details
        ? [
            details.title.includes('@')
              ? `<a href="mailto:${e(details.title)}">${e(details.title)}</a>`
              : `<strong>${e(details.title)}</strong>`,
            ...[
              ...(details.meta ? [details.meta] : []),
              ...plan.facts.phones.filter((phone) => phone !== details.meta),
            ].map((phone) => labelledPhone(plan, phone)),
            e(details.text),
          ].filter(Boolean)
        : [];
      const address = lines.length ? `<address data-item>${lines.join('<br>')}</address>` : '';
      const form = CATALOGUE.contact.form;
      const markup = !form
        ? ''
        : book
          ? localizedForm(section.id, form.fields, book)
          : formMarkup(section.id, form.fields, form.submit, 'We will be in touch soon.');
      return `<div class="contact-grid">${address}${markup}</div>`;
    }
    default: {
      const writer = SECTION_WRITERS[section.kind];
      return writer ? writer.body(context) : '';
    }
  }
}

/** The contact form in the page's language: its labels, button and thanks from the phrasebook. */
function localizedForm(id: string, fields: readonly FormField[], book: Phrasebook): string {
  const labels: Record<string, string> = {
    name: book.form.name,
    email: book.form.email,
    message: book.form.message,
  };
  return formMarkup(
    id,
    fields.map((field) => ({ ...field, label: labels[field.name] ?? field.label })),
    book.form.send,
    book.form.thanks,
    { optional: book.form.optional },
  );
}

function renderSection(
  plan: SitePlan,
  section: Section,
  content: SiteContent,
  images: SiteImages,
): string {
  const copy = content.sections[section.id] ?? { intro: '', items: [] };
  const kind = `data-kind="${section.kind}"`;
  if (section.kind === 'hero') {
    const next = plan.sections.find((s) => s.kind !== 'hero');
    // A button the brief names is the hero's, and leads to the page's form.
    const [asked] = plan.facts.actions;
    const cta = asked ?? copy.items[0]?.title ?? 'Explore';
    const href = asked ? contactTargetOf(plan) : next && `#${next.id}`;
    return `<section class="hero" id="${section.id}" ${kind} aria-labelledby="${section.id}-title"><div class="wrap hero-grid"><div data-item><h1 id="${section.id}-title">${e(plan.title)}</h1><p class="lead">${e(copy.intro)}</p>${href ? `<a class="button" href="${href}">${e(cta)}</a>` : ''}${storeButtons(plan.facts.stores)}${englishNote(plan)}</div><div class="hero-art">${images.hero ?? ''}</div></div></section>`;
  }
  const english = englishIn(plan, section) ? ' lang="en"' : '';
  // A page without a hero (a tool's) names itself in its first section's heading.
  const level = plan.sections[0] === section ? 'h1' : 'h2';
  const context: RenderContext = {
    plan,
    section,
    copy,
    picture: (i) => images[`${section.id}-${i}`] ?? '',
    money: (amount) => formatMoney(amount, plan.facts.currency, plan.language),
    contactTarget: contactTargetOf(plan),
    innerHeading: level === 'h1' ? 'h2' : 'h3',
  };
  // A page without a hero says under its first heading which of its parts are in English.
  const intro =
    (copy.intro && section.kind !== 'about' ? `<p class="intro">${e(copy.intro)}</p>` : '') +
    (level === 'h1' ? englishNote(plan) : '');
  const body = CATALOGUE[section.kind].ownerFacts
    ? markedSample(sectionBody(context), copy.items, plan.facts, section.kind)
    : sectionBody(context);
  return `<section id="${section.id}" ${kind}${english} aria-labelledby="${section.id}-title"><div class="wrap"><${level} id="${section.id}-title">${e(section.heading)}</${level}>${intro}${body}</div></section>`;
}

/** A section of a page in another language that its phrasebook does not write: it is in English. */
function englishIn(plan: SitePlan, section: Section): boolean {
  const book = phrasebookFor(plan.language);
  return book !== undefined && staysInEnglish(section, book);
}

/** The line under the headline of a page in another language that names its parts in English. */
function englishNote(plan: SitePlan): string {
  const book = phrasebookFor(plan.language);
  const english = plan.sections.filter((section) => englishIn(plan, section));
  if (!book || english.length === 0) return '';
  const headings = `<span lang="en">${e(english.map((section) => section.heading).join(', '))}</span>`;
  return `<p class="muted language-note" lang="${book.tag}">${e(book.copy.inEnglish('\u0000')).replace('\u0000', headings)}</p>`;
}

/** The app's store buttons: where to get it; their links are the owner's to give (sample). */
function storeButtons(stores: readonly string[]): string {
  if (stores.length === 0) return '';
  const label = (store: string) =>
    store === 'App Store' ? 'Download on the App Store' : `Get it on ${store}`;
  return `<p class="stores">${stores.map((store) => `<a class="button store" href="#" data-sample>${e(label(store))}</a>`).join(' ')}</p>`;
}

/** An item's words, with its price as digits, to look for the person's facts in. */
function wordsOf(item: ContentItem): string {
  return [item.title, item.text, item.meta ?? '', item.price === undefined ? '' : item.price]
    .join(' ')
    .toLowerCase();
}

/**
 * Whether an item holds something the person gave (one of their people, dates, times, prices,
 * phones, emails, handles or figures; the business's own name is in every kind of copy, so it does not
 * count).
 */
function givenItem(item: ContentItem, facts: SitePlan['facts']): boolean {
  const words = wordsOf(item);
  const given = [
    ...facts.people,
    ...facts.dates,
    ...facts.times,
    ...facts.phones,
    ...facts.emails,
    ...facts.handles,
    ...facts.figures,
    ...facts.days.map((day) => day.split(/:\s*/)[1] ?? day),
    // A home the brief lists, by its price as written, or by itself where it gives none.
    ...facts.homes.map((home) => home.split(': ')[1] ?? home),
  ];
  if (given.some((fact) => words.includes(fact.toLowerCase()))) return true;
  // What the brief offers, named as it does and with no price it did not give ("Root canal").
  const title = item.title.toLowerCase();
  if (item.price === undefined && facts.offers.some((offer) => offer.toLowerCase() === title)) {
    return true;
  }
  return facts.prices.some((price) => {
    const digits = price.replace(/[^\d]/g, '');
    return digits.length > 0 && new RegExp(`\\b${digits}\\b`).test(words.replace(/,/g, ''));
  });
}

const ITEM_ATTRIBUTE = /\sdata-item(?=[\s>=])/g;

/**
 * The body with `data-sample` on the items the person did not give, in a section whose items only
 * the business can state: they are there to be replaced before publishing. Each rendered item is
 * matched to its content item in order; a body that renders them otherwise is marked whole, or
 * not at all when it holds a given one.
 */
function markedSample(
  body: string,
  items: readonly ContentItem[],
  facts: SitePlan['facts'],
  kind: SectionKind,
): string {
  // A brief gives no reviews to quote: whoever of its own a review names ("I recommend Dr. Kavita
  // Rao"), the review is made up.
  const sample = items.map((item) => kind === 'testimonials' || !givenItem(item, facts));
  const rendered = body.match(ITEM_ATTRIBUTE)?.length ?? 0;
  if (rendered === items.length) {
    let index = 0;
    return body.replace(ITEM_ATTRIBUTE, (attribute) =>
      sample[index++] ? `${attribute} data-sample` : attribute,
    );
  }
  return sample.every(Boolean)
    ? body.replace(ITEM_ATTRIBUTE, (attribute) => `${attribute} data-sample`)
    : body;
}

/** The page's frame in English: a page in another language has its phrasebook's. */
const ENGLISH_FRAME: Phrasebook['frame'] = {
  skipToContent: 'Skip to content',
  mainMenu: 'Main',
  darkMode: 'Dark mode',
};

/**
 * The offline Frontend agent: one complete, responsive HTML5 file. The page carries its plan
 * (`#site-plan`) so an edit can re-plan from it and keep what it was not asked to change.
 */
/**
 * The page in the order it is written: the document's start (head, header, the opening of main),
 * each section, and its end (footer, the behaviour script). Joined, they are the page; the ones
 * written so far, closed, are what the preview shows while it is being written.
 */
export function pageParts(
  plan: SitePlan,
  content: SiteContent,
  images: SiteImages,
): { start: string; sections: string[]; end: string } {
  const nav = plan.sections
    .filter((s) => s.kind !== 'hero')
    .map(
      (s) =>
        `<li><a href="#${s.id}"${englishIn(plan, s) ? ' lang="en"' : ''}>${e(s.heading)}</a></li>`,
    )
    .join('');
  // A long menu folds behind its button on every screen, not only on phones.
  const navCount = plan.sections.filter((s) => s.kind !== 'hero').length;
  const book = phrasebookFor(plan.language);
  const frame = book?.frame ?? ENGLISH_FRAME;
  // A page of one section (a tool's) needs no menu, unless one was asked for.
  const menu =
    navCount > 1 || plan.checklist.some((item) => item.kind === 'nav-toggle')
      ? `<nav class="site-nav${navCount > 6 ? ' long' : ''}" id="site-nav" data-widget="nav-toggle" aria-label="${frame.mainMenu}"><ul id="site-nav-list">${nav}</ul></nav>`
      : '';
  const themeToggle = plan.interactivity.themeToggle
    ? `<button type="button" class="theme-toggle" data-widget="theme-toggle" aria-pressed="${plan.theme.mode === 'dark'}">${frame.darkMode}</button>`
    : '';
  const start = [
    '<!DOCTYPE html>',
    `<html lang="${e(plan.language)}" data-theme="${plan.theme.mode}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(plan.title)}</title>`,
    `<meta name="description" content="${e(content.description)}">`,
    `<style>${pageStyles(plan.theme, { themeToggle: plan.interactivity.themeToggle })}${kindStyles(plan)}</style>`,
    `<script type="application/json" id="site-plan">${jsonForScript(plan)}</script>`,
    ...(book
      ? [
          `<script type="application/json" id="site-words">${jsonForScript({ ...book.script, ...toolScriptWords(book.tools) })}</script>`,
        ]
      : []),
    '</head>',
    `<body id="top" class="mood-${plan.theme.mood} mode-${plan.theme.mode}">`,
    `<header class="site-header"><a class="skip" href="#main">${frame.skipToContent}</a><div class="wrap bar"><a class="brand" href="#top">${e(plan.title)}</a><div class="bar-end">${themeToggle}${menu}</div></div></header>`,
    '<main id="main">',
  ].join('\n');
  const end = [
    '</main>',
    `<footer><div class="wrap"><p>${e(content.footer)}</p>${footerContacts(plan)}</div></footer>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return {
    start,
    sections: plan.sections.map((s) => renderSection(plan, s, content, images)),
    end,
  };
}

/** A phone as a link to call it, after what the brief says it is for ("Emergencies: …"). */
function labelledPhone(plan: SitePlan, phone: string): string {
  const label = labelOf(plan.facts.phoneLabels, phone);
  const link = `<a href="${e(telHref(phone))}">${unbrokenPhone(phone)}</a>`;
  return label ? `${e(label)}: ${link}` : link;
}

/**
 * The ways to reach the site's owner the prompt gave (email, phone), in the footer of every page,
 * so they show whichever sections the page has.
 */
function footerContacts(plan: SitePlan): string {
  const links = [
    ...plan.facts.emails.map((email) => `<a href="mailto:${e(email)}">${e(email)}</a>`),
    ...plan.facts.phones.map((phone) => labelledPhone(plan, phone)),
  ];
  return links.length ? `<p class="footer-contacts">${links.join(' · ')}</p>` : '';
}

/** The CSS of the catalogue kinds on the page, each once. */
function kindStyles(plan: SitePlan): string {
  const styles = new Set<string>();
  for (const section of plan.sections) {
    const css = SECTION_WRITERS[section.kind]?.styles;
    if (css) styles.add(css);
  }
  return [...styles].map((css) => `\n${css}`).join('');
}

/** The page's text up to the end of its first sections, as a model streaming it would have it. */
export function partialPage(parts: ReturnType<typeof pageParts>, sections: number): string {
  return `${parts.start}${parts.sections.slice(0, sections).join('')}`;
}

/**
 * The offline Frontend: the whole page, with the behaviour its controls need (menu, tabs,
 * filters, cart, form validation), so no control is left dead.
 */
export function buildPage(plan: SitePlan, content: SiteContent, images: SiteImages): string {
  const parts = pageParts(plan, content, images);
  const html = `${parts.start}${parts.sections.join('')}${parts.end}`;
  return withBehaviour(html, plan, { persist: false });
}
