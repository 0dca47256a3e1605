import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { normalisedText, showsFact } from '../../functions/generation/coverage/coverage';
import { ownerClaimsIn } from '../../functions/generation/coverage/owner-claims';
import { htmlProblems } from '../../functions/generation/page/validate-page';
import {
  WIDGET_PROBE_SOURCE,
  type WidgetResult,
} from '../../functions/generation/catalogue/widgets';
import {
  dietBreaches,
  mispricedOf,
  namesAsWords,
  praiseOfOwnItems,
  termsNotGiven,
  practicesNotGiven,
} from './copy-checks';
import { KNOWN_PLACES } from '../../shared/places';
import { briefLanguage } from '../../functions/generation/offline/languages/index';
import { CATALOGUE, kindFor } from '../../functions/generation/catalogue/kinds';
import type { SectionKind } from '../../functions/generation/page/site-kinds';
import { SITE_INTENTS, type EvalPrompt, type ExpectedItem, type ToolUse } from './prompts';

export interface ItemCheck extends ExpectedItem {
  ok: boolean;
  /** Why not, when not. */
  why?: string;
}

export interface PageCheck {
  items: ItemCheck[];
  missingFacts: string[];
  /** The prompt's priced items not shown on one item with their price. */
  mispriced: string[];
  contradictions: string[];
  deadWidgets: string[];
  /** Sections of another kind of business than the prompt's ("booking on a clinic's page"). */
  misplaced: string[];
  /** Claims only the owner can make that the prompt did not give, sample content included. */
  inventedClaims: string[];
  /**
   * Items of a section only the owner can fill (dishes, prices, people, reviews, hours, answers)
   * that the prompt did not give and the page does not mark as sample (`data-sample`).
   */
  unmarkedSample: string[];
  /** What is in another language than the prompt's: the page's `lang`, or its text. */
  wrongLanguage: string[];
  /** How wide the page is at a 375 px viewport; over 375 is overflow. */
  width375: number;
  htmlErrors: string[];
  axeViolations: string[];
  /** The prompt's uses of its tool whose answer was wrong, each with why. */
  wrongUses: string[];
  /** Text left for someone to fill in ("Lorem ipsum", "[Your name]", "TBD"). */
  placeholders: string[];
}

interface PageFacts {
  text: string;
  links: string;
  kinds: Record<string, { filled: boolean; items: number }>;
  /** Each section item: its section's kind, its words, and whether it is marked sample. */
  /** Each item of a section: its kind, its heading (a card's or a dish's name), all it says. */
  sectionItems: { kind: string; title?: string; text: string; sample: boolean }[];
  widgets: string[];
  emails: string[];
  phones: string[];
  /** The body's background's relative luminance (0 black, 1 white). */
  luminance: number;
  /** The page's `lang`. */
  lang: string;
  /** The text in the page's own language, without the parts it declares in another. */
  ownText: string;
  /** The text without the items marked as samples (which the sample check counts). */
  givenText: string;
}

/** What the page shows, read in the browser: text, links, sections, widgets and its ground. */
const READ_PAGE = `(function () {
  var kinds = {};
  document.querySelectorAll('[data-kind]').forEach(function (section) {
    var kind = section.getAttribute('data-kind');
    var seen = kinds[kind] || { filled: false, items: 0 };
    seen.items += section.querySelectorAll('[data-item]').length;
    seen.filled = seen.filled || !!section.querySelector('[data-item], [data-widget], [data-approximated]');
    kinds[kind] = seen;
  });
  var sectionItems = Array.prototype.map.call(document.querySelectorAll('[data-kind] [data-item]'), function (item) {
    var heading = item.querySelector('h3, h4, strong, summary');
    return {
      kind: item.closest('[data-kind]').getAttribute('data-kind'),
      title: heading ? heading.textContent.replace(/\\s+/g, ' ').trim() : '',
      // All it says, a closed answer's words included (innerText leaves out what is not shown).
      text: item.textContent.replace(/\\s+/g, ' ').trim(),
      sample: !!(item.closest('[data-sample]') || item.querySelector('[data-sample]')),
    };
  });
  var links = Array.prototype.map.call(document.querySelectorAll('a[href]'), function (a) {
    try { return decodeURIComponent(a.getAttribute('href')); } catch (e) { return a.getAttribute('href'); }
  });
  var channel = function (c) { c = c / 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
  var ground = getComputedStyle(document.body).backgroundColor.match(/\\d+(\\.\\d+)?/g) || ['255', '255', '255'];
  var rgb = ground.slice(0, 3).map(Number);
  // The text in the page's own language: parts it declares in another (lang="en") left out.
  var own = document.body.cloneNode(true);
  var pageLang = (document.documentElement.lang || '').split('-')[0];
  own.querySelectorAll('[lang]').forEach(function (part) {
    if (part.getAttribute('lang').split('-')[0] !== pageLang) part.remove();
  });
  own.querySelectorAll('script, style').forEach(function (part) { part.remove(); });
  var given = document.body.cloneNode(true);
  given.querySelectorAll('script, style, [data-sample]').forEach(function (part) { part.remove(); });
  // All the page says, the answers of closed questions included: a visitor opens them.
  var closed = Array.prototype.filter.call(document.querySelectorAll('details'), function (d) { return !d.open; });
  closed.forEach(function (d) { d.open = true; });
  var text = document.body.innerText;
  closed.forEach(function (d) { d.open = false; });
  return {
    text: text,
    ownText: own.textContent,
    givenText: given.textContent,
    links: links.join(' '),
    kinds: kinds,
    sectionItems: sectionItems,
    widgets: Array.prototype.map.call(document.querySelectorAll('[data-widget]'), function (w) { return w.getAttribute('data-widget'); }),
    emails: (document.body.innerText.match(/[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+/g) || []).concat(links.filter(function (l) { return l.indexOf('mailto:') === 0; }).map(function (l) { return l.slice(7); })),
    phones: links.filter(function (l) { return l.indexOf('tel:') === 0; }).map(function (l) { return l.slice(4); }),
    luminance: 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]),
    lang: document.documentElement.lang
  };
})()`;

const CURRENCY_SIGNS: [string, RegExp][] = [
  ['INR', /₹|\brs\.?\s?\d|\binr\b|rupee/i],
  ['USD', /\$\s?\d|\busd\b/i],
  ['EUR', /€|\beur\b/i],
  ['GBP', /£|\bgbp\b/i],
];

/**
 * Whether the page is in the prompt's language: its `lang` says so, and its text reads as that
 * language (by its script and commonest words).
 */
export function wrongLanguageOf(prompt: EvalPrompt, page: Pick<PageFacts, 'lang' | 'text'>) {
  const asked = prompt.language ?? 'en';
  const problems: string[] = [];
  const tagged = page.lang.toLowerCase().split('-')[0] ?? '';
  if (tagged !== asked) problems.push(`lang="${page.lang}", asked in ${asked}`);
  const read = briefLanguage(page.text);
  if (read !== asked) problems.push(`the text reads as ${read}, asked in ${asked}`);
  return problems;
}

/** The look the prompt asks for, when it names one: dark, light, or neither. */
export function askedMode(prompt: string): 'dark' | 'light' | undefined {
  const words = prompt
    .toLowerCase()
    .replace(
      /dark[- ](?:chocolate|roast|rum|beer)|(?:dark|light|night)[- ]mode[- ](?:toggle|switch|button)|(?:toggle|switch)(?: for)? (?:dark|light) mode|dark\/light|light\/dark/g,
      ' ',
    )
    // "rates per night", "₹2,000 a night": how long a stay is, not a look.
    .replace(/\b(?:per|a|each|every|\d+)[\s-]+nights?\b/g, ' ');
  if (/\b(?:dark|night|midnight|noir|neon)\b|dark-theme|dark-mode/.test(words)) return 'dark';
  if (/\blight[- ](?:theme|mode)\b|\bbright\b/.test(words)) return 'light';
  return undefined;
}

/**
 * A range's first time said with the half of the day its end says ("4 to 6 pm", "4-6pm" → "4pm
 * to 6 pm"), when it is earlier than the end: the brief gives both times.
 */
const withRangesHalved = (text: string): string =>
  text.replace(
    /\b([01]?\d)((?:[:.][0-5]\d)?)(\s*(?:-|–|—|to|till|until)\s*)([01]?\d)((?:[:.][0-5]\d)?\s?(am|pm))(?![a-z])/gi,
    (
      range,
      from: string,
      fromMinutes: string,
      until: string,
      to: string,
      end: string,
      half: string,
    ) => (Number(from) < Number(to) ? `${from}${fromMinutes}${half}${until}${to}${end}` : range),
  );

/** Times of day written with am/pm or minutes ("7am", "7:30 pm", "19:30"), each once. */
export function clockTimesIn(written: string): [written: string, minutes: number][] {
  const text = withRangesHalved(written);
  const found = new Map<number, string>();
  for (const match of text.matchAll(
    /\b([01]?\d|2[0-3])(?:[:.]([0-5]\d))?\s?(am|pm|a\.m\.|p\.m\.)(?![a-z])|\b([01]?\d|2[0-3]):([0-5]\d)\b/gi,
  )) {
    const hour = Number(match[1] ?? match[4]);
    const minute = Number(match[2] ?? match[5] ?? 0);
    const half = (match[3] ?? '').toLowerCase().replace(/\./g, '');
    const hours = half === 'pm' && hour < 12 ? hour + 12 : half === 'am' && hour === 12 ? 0 : hour;
    const minutes = hours * 60 + minute;
    if (!found.has(minutes)) found.set(minutes, match[0]);
  }
  return [...found].map(([minutes, written]) => [written, minutes]);
}

/**
 * What on the page goes against the prompt: another city, currency, email, phone, time of day or
 * look; food its kitchen does not serve; a person it names written as a thing.
 */
export function contradictionsOf(prompt: EvalPrompt['prompt'], page: PageFacts): string[] {
  const found: string[] = [];
  const lowerPrompt = prompt.toLowerCase();
  const text = page.text;
  const named = KNOWN_PLACES.filter((place) => new RegExp(`\\b${place}\\b`, 'i').test(prompt));
  if (named.length > 0) {
    for (const place of KNOWN_PLACES) {
      if (named.includes(place)) continue;
      // Bengaluru is Bangalore, Mysuru is Mysore: one city, two names.
      const alias = [
        'Bangalore',
        'Bengaluru',
        'Mysore',
        'Mysuru',
        'Delhi',
        'New Delhi',
        'Gurgaon',
        'Gurugram',
      ];
      if (alias.includes(place) && named.some((given) => alias.includes(given))) continue;
      if (new RegExp(`\\b${place}\\b`).test(text))
        found.push(`names ${place}, not ${named.join(' or ')}`);
    }
  }
  const currency = CURRENCY_SIGNS.find(([, sign]) => sign.test(prompt))?.[0];
  if (currency) {
    for (const [code, sign] of CURRENCY_SIGNS) {
      if (code !== currency && sign.test(text))
        found.push(`shows ${code} prices, asked in ${currency}`);
    }
  }
  const emails: string[] = lowerPrompt.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
  if (emails.length > 0) {
    for (const email of new Set(page.emails.map((e) => e.toLowerCase()))) {
      if (!emails.includes(email)) found.push(`shows the email ${email}`);
    }
  }
  const phoneDigits = (prompt.match(/(?:\+\d{1,3}[\s-]?)?\d[\d\s-]{8,}\d/g) ?? []).map((p) =>
    p.replace(/\D/g, '').slice(-10),
  );
  if (phoneDigits.length > 0) {
    for (const phone of page.phones) {
      const digits = phone.replace(/\D/g, '').slice(-10);
      if (!phoneDigits.includes(digits)) found.push(`shows the phone ${phone}`);
    }
  }
  const givenTimes = new Set(clockTimesIn(prompt).map(([, minutes]) => minutes));
  if (givenTimes.size > 0) {
    // A sample programme's times are samples, marked and counted as such.
    for (const [time, minutes] of clockTimesIn(page.givenText)) {
      if (!givenTimes.has(minutes)) found.push(`shows the time ${time}`);
    }
  }
  const mode = askedMode(prompt);
  if (mode === 'dark' && page.luminance > 0.4) found.push('asked for dark, the page is light');
  if (mode === 'light' && page.luminance < 0.2) found.push('asked for light, the page is dark');
  found.push(...dietBreaches(prompt, text), ...namesAsWords(prompt, text));
  return found;
}

/**
 * Checks one expected item. What a prompt asks with another business's words is looked for as
 * what the catalogue puts in its place on this kind of site ("book online" at a salon is an
 * appointment form), by our kind of site, not the planner's.
 */
function checkItem(
  expected: ExpectedItem,
  site: EvalPrompt['site'],
  page: PageFacts,
  probes: WidgetResult[],
): ItemCheck {
  const intent = SITE_INTENTS[site];
  const item =
    intent && expected.kind in CATALOGUE
      ? { ...expected, kind: kindFor(expected.kind as SectionKind, intent) }
      : expected;
  const section = page.kinds[item.kind];
  const widget = page.widgets.includes(item.kind);
  if (!section?.filled && !widget) return { ...item, ok: false, why: 'not on the page' };
  if (widget) {
    const dead = probes.find((probe) => probe.widget === item.kind && !probe.ok);
    if (dead) return { ...item, ok: false, why: `does not work: ${dead.detail}` };
  }
  if (item.count !== undefined && (section?.items ?? 0) < item.count) {
    return { ...item, ok: false, why: `${section?.items ?? 0} of ${item.count}` };
  }
  return { ...item, ok: true };
}

export interface CheckOptions {
  /** Where to write the screenshots (`<id>-1440.png`, `<id>-375.png`), or none. */
  screenshotsTo?: string;
}

/** A conference's programme: keynotes, panels, lightning talks. */
const CONFERENCE_TALK = /\bkeynote\b|\blightning talks\b|\bpanel:/i;
/** Work done for clients, as a portfolio shows it: commissions, case studies. */
const CLIENT_WORK = /\bfor a client\b|\bcommissions?\b|\bcase stud(?:y|ies)\b/i;
/** The kinds of site whose gallery is work done for clients. */
const WORK_FOR_CLIENTS = new Set(['portfolio', 'agency', 'personal']);

/** What only software plans sell: seats, usage limits, onboarding, priority support. */
const SOFTWARE_PLAN = /\b(?:seats?|custom limits|onboarding|priority support|api access)\b/i;

/** A gift shop's goods: editions, collections and gift sets. */
const GIFT_GOODS = /\b(?:limited edition|collector[’']s|gift (?:set|box)|sampler)\b/i;
/** Words of a shop that sells what a home needs every day or week. */
const EVERYDAY_SHOP =
  /\b(?:kirana|grocer(?:y|ies)?|provisions?|supermarket|general store|hardware|dairy)\b/i;
/** A creative agency's services. */
const CREATIVE_SERVICES = /\b(?:brand identity|website design|campaign)\b/i;
/** Words of a brief for creative work. */
const CREATIVE_BRIEF =
  /\b(?:agency|design\w*|brand\w*|marketing|creative|advertis\w*|web|studio)\b/i;
/** Words of a brief that lets or sells homes. */
const HOMES_BRIEF =
  /\b(?:rent\w*|sale|propert\w*|real estate|flats?|apartments?|villas?|homes?|plots?|bhk|pg|to let|listings?)\b/i;

/**
 * The goods or services of another kind of business, whatever section holds them: a gift
 * shop's editions at a grocer's, a design agency's services at a class, homes to let at an event.
 */
function othersGoods(prompt: EvalPrompt, page: Pick<PageFacts, 'kinds' | 'sectionItems'>) {
  const brief = prompt.prompt.replace(
    /\b(?:[A-Z][\w'’-]*\s+){1,3}(?:Apartments|Towers|Society)\b/g,
    ' ',
  );
  const items = (kind: string, pattern: RegExp) =>
    page.sectionItems.some((item) => item.kind === kind && pattern.test(item.text));
  return [
    ...(EVERYDAY_SHOP.test(brief) && items('products', GIFT_GOODS)
      ? [`a gift shop's editions on a ${prompt.site} page`]
      : []),
    ...(!CREATIVE_BRIEF.test(brief) && items('services', CREATIVE_SERVICES)
      ? [`a design agency's services on a ${prompt.site} page`]
      : []),
    ...(!HOMES_BRIEF.test(brief) && 'listings' in page.kinds
      ? [`homes to let on a ${prompt.site} page`]
      : []),
  ];
}

/**
 * What on the page belongs to another kind of site than the prompt's: sections the catalogue
 * places elsewhere, a software product's plans on any other business's prices, and another
 * business's goods or services.
 */
export function misplacedOn(
  prompt: EvalPrompt,
  page: Pick<PageFacts, 'kinds' | 'sectionItems'>,
): string[] {
  const intent = SITE_INTENTS[prompt.site];
  if (!intent) throw new Error(`The eval has no kind of site for "${prompt.site}"`);
  const sections = Object.keys(page.kinds).flatMap((kind) => {
    const instead = kind in CATALOGUE ? kindFor(kind as SectionKind, intent) : kind;
    return instead === kind ? [] : [`${kind} on a ${prompt.site} page (${instead} belongs there)`];
  });
  const softwarePlans =
    intent !== 'saas' &&
    page.sectionItems.some((item) => item.kind === 'pricing' && SOFTWARE_PLAN.test(item.text));
  const portfolioWork =
    !WORK_FOR_CLIENTS.has(intent) &&
    page.sectionItems.some((item) => item.kind === 'gallery' && CLIENT_WORK.test(item.text));
  const talks =
    intent !== 'event' &&
    page.sectionItems.some((item) => item.kind === 'schedule' && CONFERENCE_TALK.test(item.text));
  return [
    ...sections,
    ...(softwarePlans ? [`software plans on a ${prompt.site} page`] : []),
    ...(talks ? [`a conference's talks on a ${prompt.site} page`] : []),
    ...(portfolioWork ? [`a portfolio's client work on a ${prompt.site} page`] : []),
    ...othersGoods(prompt, page),
  ];
}

/** A text's words, lower-cased and spaced, to find a phrase in as whole words. */
const wordsOf = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&'’-]+/gu, ' ')
    .trim()} `;

/**
 * The items of sections only the owner can fill that are neither the prompt's nor marked sample:
 * an item is the prompt's when it shows one of its facts, or all its numbers are the prompt's.
 */
export function unmarkedSampleOf(prompt: EvalPrompt, page: Pick<PageFacts, 'sectionItems'>) {
  // Numbers in any script's digits ("৭টা" is a Bengali brief's 7).
  const promptNumbers = new Set(prompt.prompt.replace(/,/g, '').match(/\p{Nd}+/gu) ?? []);
  return page.sectionItems
    .filter((item) => CATALOGUE[item.kind as SectionKind]?.ownerFacts && !item.sample)
    .filter((item) => {
      const text = item.text.toLowerCase();
      if (prompt.facts.some((fact) => text.includes(fact.toLowerCase()))) return false;
      // An item that is only what the prompt wrote (a person it names) is the prompt's.
      if (text.trim().length >= 4 && prompt.prompt.toLowerCase().includes(text.trim()))
        return false;
      const numbers = item.text.replace(/,/g, '').match(/\p{Nd}+/gu) ?? [];
      // So is a thing the prompt names, titled as it wrote it, with no number it did not give
      // ("Root canal", and a way to ask its price): nothing about it is made up.
      const title = wordsOf(item.title ?? '').trim();
      const named = title.length >= 3 && wordsOf(prompt.prompt).includes(` ${title} `);
      if (numbers.length === 0 && named) return false;
      return !(numbers.length > 0 && numbers.every((number) => promptNumbers.has(number)));
    })
    .map((item) => `${item.kind}: “${item.text.slice(0, 60)}”`);
}

/** What a page must never show: text left for someone to fill in. */
const PLACEHOLDER =
  /lorem ipsum|\[(?:your|insert|add|name|company|business)[^\]]*\]|\{\{[^}]*\}\}|<(?:your|insert) [^>]*>|\bTBD\b|\bTODO\b|\bXXX+\b|your (?:business|company) name here/gi;

/** The placeholder text on the page, each as found. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER) ?? [])];
}

/** Text as the check compares it: spaces of any kind as one. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The form field a label names (not a section or a region the same words name). */
const fieldLabelled = (page: Page, label: string) =>
  page.getByLabel(label).and(page.locator('input, select, textarea')).first();

/** A field by its label: typed into, or for a choice, the option of those words chosen. */
async function fillField(page: Page, label: string, value: string): Promise<void> {
  const field = fieldLabelled(page, label);
  const tag = await field.evaluate((element) => element.tagName);
  if (tag === 'SELECT') await field.selectOption({ label: value });
  else await field.fill(value);
}

/** Makes the use as a visitor would; the reason it went wrong, or null when it was right. */
async function wrongIn(page: Page, use: ToolUse): Promise<string | null> {
  const timer = page.getByRole('timer').first();
  const before = use.ticks ? await timer.textContent({ timeout: 2000 }) : null;
  for (const [label, value] of use.fill ?? []) await fillField(page, label, value);
  const last = use.fill?.at(-1);
  if (use.enter && last) await fieldLabelled(page, last[0]).press('Enter');
  for (const name of use.check ?? []) await page.getByRole('checkbox', { name }).first().check();
  for (const name of use.click ?? []) {
    await page.getByRole('button', { name, exact: true }).first().click();
  }
  if (use.waitMs) await page.waitForTimeout(use.waitMs);
  if (use.ticks && (await timer.textContent()) === before) return 'the timer does not count';
  const text = spaced(await page.locator('body').innerText());
  const missing = (use.shows ?? []).filter((shown) => !text.includes(spaced(shown)));
  if (missing.length > 0) return `does not show ${missing.map((m) => `"${m}"`).join(', ')}`;
  if (use.announcesOneOf) {
    const said = (await page.locator('[aria-live]').allInnerTexts()).map(spaced);
    if (!said.some((line) => use.announcesOneOf?.includes(line))) {
      return `announces ${JSON.stringify(said.filter(Boolean))}, not one of the options`;
    }
  }
  return null;
}

/**
 * The prompt's uses of its tool, each on a fresh page served at an address (so a list may keep
 * its items), made as a visitor makes them: the ones whose answer is wrong, each with why.
 */
export async function wrongUsesOf(
  browser: Browser,
  html: string,
  uses: readonly ToolUse[],
): Promise<string[]> {
  const wrong: string[] = [];
  for (const use of uses) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(3000);
      await page.route('https://tool.eval/**', (route) =>
        route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
      );
      await page.goto('https://tool.eval/');
      const why = await wrongIn(page, use).catch((error: unknown) =>
        error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : 'failed',
      );
      if (why) wrong.push(`${use.says}: ${why}`);
    } finally {
      await context.close();
    }
  }
  return wrong;
}

/** Checks one built page in Chromium against what its prompt asked for and stated. */
export async function checkPage(
  browser: Browser,
  prompt: EvalPrompt,
  html: string,
  { screenshotsTo }: CheckOptions = {},
): Promise<PageCheck> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const facts = (await page.evaluate(READ_PAGE)) as PageFacts;
    if (screenshotsTo) {
      await page.screenshot({ path: `${screenshotsTo}/${prompt.id}-1440.png`, fullPage: true });
    }
    await page.addScriptTag({ content: axe.source });
    const axeResults = (await page.evaluate(() =>
      (window as unknown as { axe: { run: () => Promise<unknown> } }).axe.run(),
    )) as { violations: { id: string; nodes: { target: string[] }[] }[] };
    const probes = (await page.evaluate(WIDGET_PROBE_SOURCE)) as WidgetResult[];

    await page.setViewportSize({ width: 375, height: 812 });
    await page.setContent(html, { waitUntil: 'load' });
    const width375 = await page.evaluate(() => document.documentElement.scrollWidth);
    if (screenshotsTo) {
      await page.screenshot({ path: `${screenshotsTo}/${prompt.id}-375.png`, fullPage: true });
    }

    const text = normalisedText(facts.text);
    const links = normalisedText(facts.links.replace(/mailto:|tel:/g, ''));
    return {
      items: prompt.expect.map((item) => checkItem(item, prompt.site, facts, probes)),
      missingFacts: prompt.facts.filter((fact) => !showsFact(fact, text, links)),
      mispriced: mispricedOf(prompt.pricedItems ?? [], facts.sectionItems),
      contradictions: contradictionsOf(prompt.prompt, facts),
      deadWidgets: probes.filter((probe) => !probe.ok).map((p) => `${p.widget}: ${p.detail}`),
      misplaced: misplacedOn(prompt, facts),
      // Sample content included: it may stand in for a dish or a name, never for a claim.
      inventedClaims: [
        ...ownerClaimsIn(facts.text, prompt.prompt).map(
          (claim) => `${claim.kind}: “${claim.text}”`,
        ),
        ...praiseOfOwnItems(prompt.prompt, facts.sectionItems),
        ...termsNotGiven(prompt.prompt, facts.text),
        ...practicesNotGiven(prompt.prompt, facts.text),
      ],
      unmarkedSample: unmarkedSampleOf(prompt, facts),
      wrongLanguage: wrongLanguageOf(prompt, { lang: facts.lang, text: facts.ownText }),
      width375,
      htmlErrors: (await htmlProblems(html)).map((p) => `${p.rule}: ${p.message}`),
      axeViolations: axeResults.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
      wrongUses: await wrongUsesOf(browser, html, prompt.uses ?? []),
      placeholders: placeholdersIn(facts.text),
    };
  } finally {
    await context.close();
  }
}
