import type {
  ContentItem,
  Section,
  SectionContent,
  SiteContent,
  SiteImages,
  SitePlan,
} from '../agents/site-plan.ts';
import { escapeHtml as e, formatRupees, jsonForScript } from './html.ts';
import { withBehaviour } from './behaviour.ts';
import { pageStyles } from './styles.ts';

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
  return `<div class="filters" role="group" aria-label="Filter ${e(section.heading.toLowerCase())}" data-filter-for="${section.id}-list">${buttons.join('')}</div>`;
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
  return `<div class="tabs"><div role="tablist" aria-label="${e(section.heading)}">${tabButtons.join('')}</div>${panels.join('')}</div>`;
}

function grouped(
  plan: SitePlan,
  section: Section,
  items: readonly ContentItem[],
  list: (items: ContentItem[]) => string,
): string {
  const groups = groupByCategory(items);
  if (plan.interactivity.tabs)
    return tabs(
      section,
      groups.map(([name, group]) => [name, list(group)]),
    );
  return groups.map(([name, group]) => `<h3>${e(name)}</h3>${list(group)}`).join('');
}

function sectionBody(
  plan: SitePlan,
  section: Section,
  content: SectionContent,
  images: SiteImages,
): string {
  const picture = (i: number): string => images[`${section.id}-${i}`] ?? '';
  const items = content.items;
  const contactTarget = plan.sections.some((s) => s.kind === 'contact') ? '#contact' : '#top';
  switch (section.kind) {
    case 'hero':
      return '';
    case 'about':
      return `<p>${e(content.intro)}</p>`;
    case 'features':
      return `<ul class="cards">${items.map((item) => `<li class="card"><h3>${e(item.title)}</h3><p>${e(item.text)}</p></li>`).join('')}</ul>`;
    case 'products': {
      const cards = items.map((item, i) => {
        const id = `${section.id}-item-${i}`;
        const add = plan.interactivity.cart
          ? `<button type="button" class="primary add-to-cart" data-id="${id}" data-name="${e(item.title)}" data-price="${item.price ?? 0}">Add to cart<span class="visually-hidden">: ${e(item.title)}</span></button>`
          : '';
        return `<li class="card" data-category="${slug(item.category ?? '')}">${picture(i)}<h3>${e(item.title)}</h3><p class="tag">${e(item.category ?? '')}</p><p>${e(item.text)}</p><p class="price">${formatRupees(item.price ?? 0)}</p>${add}</li>`;
      });
      const cart = plan.interactivity.cart
        ? `<div class="cart" id="cart"><h3 id="cart-title">Your cart</h3><p id="cart-count" aria-live="polite">Your cart is empty.</p><ul id="cart-items"></ul><p>Total: <strong id="cart-total">${formatRupees(0)}</strong></p></div>`
        : '';
      return `${plan.interactivity.filters ? filterBar(section, items) : ''}<ul class="cards" id="${section.id}-list">${cards.join('')}</ul>${cart}`;
    }
    case 'gallery':
    case 'posts': {
      const cards = items.map((item, i) => {
        const meta = item.meta ? ` <span class="tag">${e(item.meta)}</span>` : '';
        return `<li class="card" data-category="${slug(item.category ?? '')}">${picture(i)}<h3>${e(item.title)}</h3><p class="tag">${e(item.category ?? '')}${meta}</p><p>${e(item.text)}</p></li>`;
      });
      return `${plan.interactivity.filters ? filterBar(section, items) : ''}<ul class="cards" id="${section.id}-list">${cards.join('')}</ul>`;
    }
    case 'menu':
      return grouped(
        plan,
        section,
        items,
        (group) =>
          `<ul class="dishes">${group.map((item) => `<li><strong>${e(item.title)}</strong><span class="price">${formatRupees(item.price ?? 0)}</span><p>${e(item.text)}</p></li>`).join('')}</ul>`,
      );
    case 'schedule':
      return grouped(
        plan,
        section,
        items,
        (group) =>
          `<ul class="sessions">${group.map((item) => `<li><strong>${e(item.title)}</strong><time datetime="${e(item.meta ?? '09:00')}">${e(item.meta ?? '')}</time><p>${e(item.text)}</p></li>`).join('')}</ul>`,
      );
    case 'pricing':
      return `<ul class="cards">${items.map((item) => `<li class="card"><h3>${e(item.title)}</h3><p><span class="price">${formatRupees(item.price ?? 0)}</span> <span class="muted">${e(item.meta ?? '')}</span></p><p>${e(item.text)}</p><a class="button" href="${contactTarget}">Choose ${e(item.title)}</a></li>`).join('')}</ul>`;
    case 'testimonials':
      return `<ul class="cards">${items.map((item) => `<li class="card"><figure><blockquote><p>${e(item.text)}</p></blockquote><figcaption class="muted">${e(item.title)}, ${e(item.meta ?? '')}</figcaption></figure></li>`).join('')}</ul>`;
    case 'team':
      return `<ul class="cards">${items.map((item, i) => `<li class="card">${picture(i)}<h3>${e(item.title)}</h3><p class="muted">${e(item.text)}</p></li>`).join('')}</ul>`;
    case 'stats':
      return `<dl class="stats">${items.map((item) => `<div><dt>${e(item.text)}</dt><dd>${e(item.title)}</dd></div>`).join('')}</dl>`;
    case 'faq':
      return items
        .map(
          (item) => `<details><summary>${e(item.title)}</summary><p>${e(item.text)}</p></details>`,
        )
        .join('');
    case 'contact': {
      const details = items[0];
      const address = details
        ? `<address><a href="mailto:${e(details.title)}">${e(details.title)}</a><br>${e(details.text)}</address>`
        : '';
      const field = (name: string, label: string, control: string): string =>
        `<div><label for="${section.id}-${name}">${label}</label>${control}<span class="error" id="${section.id}-${name}-error"></span></div>`;
      const form = plan.interactivity.form
        ? `<form id="${section.id}-form" class="contact-form" action="#${section.id}" method="post" novalidate>` +
          field(
            'name',
            'Name',
            `<input id="${section.id}-name" name="name" type="text" autocomplete="name" required>`,
          ) +
          field(
            'email',
            'Email',
            `<input id="${section.id}-email" name="email" type="email" autocomplete="email" required>`,
          ) +
          field(
            'message',
            'Message',
            `<textarea id="${section.id}-message" name="message" rows="5" required></textarea>`,
          ) +
          `<button type="submit" class="primary">Send message</button><p id="${section.id}-status" role="status"></p></form>`
        : '';
      return `${address}${form}`;
    }
  }
}

function renderSection(
  plan: SitePlan,
  section: Section,
  content: SiteContent,
  images: SiteImages,
): string {
  const copy = content.sections[section.id] ?? { intro: '', items: [] };
  if (section.kind === 'hero') {
    const next = plan.sections.find((s) => s.kind !== 'hero');
    const cta = copy.items[0]?.title ?? 'Explore';
    return `<section class="hero" id="${section.id}" aria-labelledby="${section.id}-title"><div class="wrap hero-grid"><div><h1 id="${section.id}-title">${e(plan.title)}</h1><p class="lead">${e(copy.intro)}</p>${next ? `<a class="button" href="#${next.id}">${e(cta)}</a>` : ''}</div><div class="hero-art">${images.hero ?? ''}</div></div></section>`;
  }
  const intro =
    copy.intro && section.kind !== 'about' ? `<p class="intro">${e(copy.intro)}</p>` : '';
  return `<section id="${section.id}" aria-labelledby="${section.id}-title"><div class="wrap"><h2 id="${section.id}-title">${e(section.heading)}</h2>${intro}${sectionBody(plan, section, copy, images)}</div></section>`;
}

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
    .map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`)
    .join('');
  const start = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(plan.title)}</title>`,
    `<meta name="description" content="${e(content.description)}">`,
    `<style>${pageStyles(plan.theme)}</style>`,
    `<script type="application/json" id="site-plan">${jsonForScript(plan)}</script>`,
    '</head>',
    `<body id="top" class="mood-${plan.theme.mood} mode-${plan.theme.mode}">`,
    `<header class="site-header"><a class="skip" href="#main">Skip to content</a><div class="wrap bar"><a class="brand" href="#top">${e(plan.title)}</a><nav class="site-nav" id="site-nav" aria-label="Main"><ul id="site-nav-list">${nav}</ul></nav></div></header>`,
    '<main id="main">',
  ].join('\n');
  const end = [
    '</main>',
    `<footer><div class="wrap"><p>${e(content.footer)}</p></div></footer>`,
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

/** The first sections of a page, closed so a browser shows them as they are. */
export function partialPage(parts: ReturnType<typeof pageParts>, sections: number): string {
  return `${parts.start}${parts.sections.slice(0, sections).join('')}\n</main>\n</body>\n</html>\n`;
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
