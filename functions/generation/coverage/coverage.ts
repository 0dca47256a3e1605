import type { Scorecard } from '../../../shared/api/scorecard-schema';
import { sampleItemsOf } from '../../../shared/sample-items';
import { WIDGETS, type SectionKind } from '../page/site-kinds';
import { CATALOGUE, kindFor } from '../catalogue/kinds';
import type { ChecklistItem, SiteFacts, SitePlan } from '../page/site-plan';
import { WIDGET_PROBE_SOURCE, type WidgetResult } from '../catalogue/widgets';
import type { PageProblem } from '../page/page-problem';
import { importJsdom } from '../page/dom-packages';
import { rememberRecentChecks } from '../page/recent-checks';
import { factsWorthAdding } from './facts-worth-adding';

/** Text as compared: lower case, one space, curly quotes straight, dashes plain. */
export function normalisedText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The digits of an amount as a page may group them: "1250" → ["1250", "1,250"]. */
function amountForms(price: string): string[] {
  const digits = /\d[\d,]*(?:\.\d+)?/.exec(price)?.[0]?.replace(/,/g, '');
  if (!digits) return [];
  const value = Number(digits);
  return [digits, value.toLocaleString('en-IN'), value.toLocaleString('en-US')];
}

/** The facts a page must show, each as the prompt wrote it. */
export function factsToShow(facts: SiteFacts): string[] {
  return [
    ...(facts.name ? [facts.name] : []),
    ...facts.people,
    ...facts.places,
    ...facts.dates,
    ...facts.times,
    ...facts.figures,
    ...facts.stores,
    ...facts.plans,
    ...facts.prices,
    ...facts.phones,
    ...facts.emails,
    ...facts.handles,
    ...facts.actions,
  ];
}

/** Whether the page's text (or a link on it) shows the fact, allowing for how money is written. */
export function showsFact(fact: string, text: string, links: string): boolean {
  const wanted = normalisedText(fact);
  if (text.includes(wanted) || links.includes(wanted)) return true;
  const handle = wanted.replace(/^@/, '').replace(/^(?:https?:\/\/)?(?:www\.)?/, '');
  if (handle !== wanted && (text.includes(handle) || links.includes(handle))) return true;
  // A phone written another way: the same digits.
  const digits = fact.replace(/\D/g, '');
  if (digits.length >= 10 && (text + links).replace(/\D/g, '').includes(digits.slice(-10))) {
    return true;
  }
  if (/\d/.test(fact) && /[₹$€£¥]|rs\b|inr|usd|eur|gbp|rupee|dollar|euro|pound/i.test(fact)) {
    return amountForms(fact).some((form) =>
      new RegExp(`(?:^|[^\\d,])${form.replace(/[.,]/g, '\\$&')}(?![\\d,]*\\d)`).test(text),
    );
  }
  // "7pm" shown as "7 pm", "7:00 pm" or "19:00".
  const time = /^(\d{1,2})(?::(\d{2}))?\s?(am|pm)$/i.exec(fact.trim());
  if (time) {
    const hour = (Number(time[1]) % 12) + (time[3]?.toLowerCase() === 'pm' ? 12 : 0);
    const minutes = time[2] ?? '00';
    const forms = [
      `${time[1]} ${time[3]}`,
      `${time[1]}:${minutes} ${time[3]}`,
      `${time[1]}:${minutes}${time[3]}`,
      `${String(hour).padStart(2, '0')}:${minutes}`,
      `${hour}:${minutes}`,
    ].map(normalisedText);
    return forms.some((form) => text.includes(form));
  }
  return false;
}

interface PageView {
  text: string;
  links: string;
  has: (kind: string) => boolean;
  itemCount: (kind: string) => number;
  approximated: (kind: string) => string | undefined;
  /** Every section kind on the page, in order. */
  kinds: string[];
  widgets: WidgetResult[];
  /** The items marked as sample content, by section heading and first words. */
  sample: Scorecard['sample'];
  /** The page's parts a fact can be in: its header, each section by heading, its footer. */
  parts: { name: string; text: string; links: string }[];
}

/** The text and the link targets of a part of the page, as facts are looked for in them. */
function readable(element: Element | null): { text: string; links: string } {
  if (!element) return { text: '', links: '' };
  return {
    text: normalisedText(element.textContent ?? ''),
    links: normalisedText(
      [...element.querySelectorAll('a[href]')]
        .map((link) =>
          decodeURIComponent(link.getAttribute('href') ?? '').replace(/^mailto:|^tel:/, ''),
        )
        .join(' '),
    ),
  };
}

/** Where on the page a fact shows: the parts that hold it, at most four. */
function placesOf(fact: string, page: PageView): string[] {
  return page.parts
    .filter((part) => showsFact(fact, part.text, part.links))
    .map((part) => part.name)
    .slice(0, 4);
}

const isWidget = (kind: string): boolean => (WIDGETS as readonly string[]).includes(kind);

/**
 * The page in jsdom with its own script run (so widgets work as in a browser), then each widget's
 * probe. jsdom has no layout, which only the probes of looks need; they allow for it. The same page
 * viewed again soon (checked, then scored) is read from memory.
 */
const viewPage = rememberRecentChecks(async (html: string): Promise<PageView> => {
  const { JSDOM, VirtualConsole } = await importJsdom();
  const virtualConsole = new VirtualConsole();
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    url: 'https://preview.sitewright.local/',
    virtualConsole,
  });
  try {
    const { document } = dom.window;
    const { text, links } = readable(document.body);
    const parts = [
      { name: 'Header', ...readable(document.querySelector('body > header, header')) },
      ...[...document.querySelectorAll('section[data-kind]')].map((section) => ({
        name: (
          section.querySelector('h1, h2')?.textContent ??
          section.getAttribute('data-kind') ??
          ''
        )
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 80),
        ...readable(section),
      })),
      { name: 'Footer', ...readable(document.querySelector('body > footer, footer')) },
    ];
    // Read now: the document is gone once the window closes.
    const kinds = new Map<string, { items: number; filled: boolean; approximated?: string }>();
    for (const section of document.querySelectorAll('[data-kind]')) {
      const kind = section.getAttribute('data-kind') ?? '';
      const seen = kinds.get(kind) ?? { items: 0, filled: false };
      seen.items += section.querySelectorAll('[data-item]').length;
      // A section counts only with something in it: items, a widget, or an honest stand-in.
      seen.filled ||=
        section.querySelector('[data-item], [data-widget], [data-approximated]') !== null;
      seen.approximated ??=
        section.querySelector('[data-approximated]')?.getAttribute('data-approximated') ??
        undefined;
      kinds.set(kind, seen);
    }
    const sample = sampleItemsOf(document).map(({ section, text }) => ({
      section: section.slice(0, 80),
      text: text.slice(0, 120),
    }));
    const widgetKinds = new Set(
      [...document.querySelectorAll('[data-widget]')].map((el) => el.getAttribute('data-widget')),
    );
    const widgets = (await dom.window.eval(WIDGET_PROBE_SOURCE)) as WidgetResult[];
    return {
      text,
      links,
      has: (kind) => kinds.get(kind)?.filled === true || widgetKinds.has(kind),
      itemCount: (kind) => kinds.get(kind)?.items ?? 0,
      approximated: (kind) => kinds.get(kind)?.approximated,
      kinds: [...kinds.keys()],
      widgets,
      sample,
      parts,
    };
  } finally {
    dom.window.close();
  }
});

function itemResult(item: ChecklistItem, page: PageView): Scorecard['items'][number] {
  const base = { asked: item.asked, kind: item.kind };
  if (!page.has(item.kind)) return { ...base, status: 'missing', note: 'not on the page' };
  if (isWidget(item.kind)) {
    const broken = page.widgets.find((result) => result.widget === item.kind && !result.ok);
    if (broken)
      return { ...base, status: 'missing', note: `does not work: ${broken.detail}`.slice(0, 160) };
  }
  if (item.count !== undefined) {
    const found = page.itemCount(item.kind);
    if (found < item.count) {
      return { ...base, status: 'missing', note: `${found} of ${item.count}` };
    }
  }
  const approximation = page.approximated(item.kind) ?? item.approximation;
  return approximation
    ? { ...base, status: 'approximated', note: approximation }
    : { ...base, status: 'present' };
}

/**
 * The coverage check: the page against the plan's checklist and facts, in a real DOM with its
 * widgets exercised. `problems` is the number of validation problems left (checked elsewhere).
 */
/** The page's sections that belong to another kind of site (a table booking on a clinic's). */
function misplacedOn(page: PageView, intent: SitePlan['intent']) {
  return page.kinds
    .filter((kind): kind is SectionKind => kind in CATALOGUE)
    .map((kind) => ({ kind, instead: kindFor(kind, intent) }))
    .filter(({ kind, instead }) => instead !== kind);
}

export async function checkCoverage(
  html: string,
  plan: Pick<SitePlan, 'checklist' | 'facts' | 'intent' | 'sections'>,
  problems = 0,
): Promise<Scorecard> {
  const page = await viewPage(html);
  const items = plan.checklist.map((item) => itemResult(item, page));
  const facts = factsToShow(plan.facts);
  const missingFacts = facts.filter((fact) => !showsFact(fact, page.text, page.links));
  const broken = page.widgets.filter((result) => !result.ok);
  return {
    asked: items.length,
    delivered: items.filter((item) => item.status !== 'missing').length,
    items,
    facts: {
      given: facts.length,
      shown: facts.length - missingFacts.length,
      missing: missingFacts.slice(0, 40),
      placed: facts
        .filter((fact) => !missingFacts.includes(fact))
        .slice(0, 40)
        .map((fact) => ({ fact: fact.slice(0, 120), where: placesOf(fact, page) })),
    },
    widgets: {
      total: page.widgets.length,
      working: page.widgets.length - broken.length,
      broken: broken
        .slice(0, 40)
        .map((result) => ({ widget: result.widget, detail: result.detail.slice(0, 200) })),
    },
    misplaced: misplacedOn(page, plan.intent).slice(0, 20),
    sample: page.sample.slice(0, 60),
    suggestions: factsWorthAdding(plan),
    problems,
  };
}

/** What the scorecard says is wrong, as problems a fix round can act on. */
export function coverageProblems(card: Scorecard): PageProblem[] {
  return [
    ...card.items
      .filter((item) => item.status === 'missing')
      .map((item) => ({
        source: 'coverage' as const,
        rule: `missing-${item.kind}`,
        message: `The page lacks what was asked for: "${item.asked}" (a ${item.kind} section or widget${item.note ? `; ${item.note}` : ''}).`,
      })),
    ...card.facts.missing.map((fact) => ({
      source: 'coverage' as const,
      rule: 'missing-fact',
      message: `The page must show "${fact}" exactly as given.`,
    })),
    ...card.widgets.broken.map((broken) => ({
      source: 'coverage' as const,
      rule: `broken-${broken.widget}`,
      message: `The ${broken.widget} widget does not work: ${broken.detail}.`,
    })),
    ...card.misplaced.map(({ kind, instead }) => ({
      source: 'coverage' as const,
      rule: `misplaced-${kind}`,
      message: `The ${kind} section belongs to another kind of business: make it a ${instead} section (${CATALOGUE[instead as SectionKind]?.label ?? instead}).`,
    })),
  ];
}
