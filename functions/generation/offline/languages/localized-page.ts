import {
  sitePlanSchema,
  siteContentSchema,
  type ContentItem,
  type Section,
  type SectionContent,
  type SiteContent,
  type SitePlan,
} from '../../page/site-plan';
import { capitalise } from '../words';
import { ENGLISH_PARTS, listed, type EnglishPart, type Phrasebook } from './phrasebook';
import { toolInLanguage } from './tool-book';

/** An item the brief names with its price: "ब्लाउज़ सिलाई ₹450", "अल्टरेशन ₹150 से". */
export interface PricedItem {
  title: string;
  /** Whole units; null for a price with cents, shown as `written`. */
  price: number | null;
  /** The price as the brief wrote it ("1,20 €"). */
  written: string;
  /** The price is where it starts ("from"). */
  from: boolean;
  /** What the price is for, as written after it ("प्रति किलो", "la hora"). */
  per?: string;
}

/** A price: a currency's sign or word before or after its digits ("₹450", "15 €", "Rs 200"). */
const AMOUNT =
  /(?:₹|\brs\.?|\binr\b|रु\.?|€|\$|£|\beur\b|\busd\b)\s*(\d[\d.,]*)|(\d[\d.,]*)\s*(?:₹|रुपये|रु\.?|\brs\b\.?|€|\$|£|\beuros?\b|\beur\b|\bpesos\b|\busd\b|\bdollars?\b)/iu;

/** A price as written, in whole units ("2,500", "1.500"); null when it has cents ("1,20"). */
function wholeUnits(written: string): number | null {
  if (/[.,]\d{1,2}$/u.test(written)) return null;
  return Number(written.replace(/[.,]/gu, ''));
}

/** The brief's clauses: its sentences, and the items of its lists. */
const clausesOf = (brief: string) =>
  brief
    .split(/[।\n;]|,(?!\d)|\.(?=\s|$)/u)
    .map((clause) => clause.trim())
    .filter(Boolean);

/** The brief's clauses that name something with its price, as written. */
const pricedClauses = (brief: string) => clausesOf(brief).filter((clause) => AMOUNT.test(clause));

/** The items the brief names with a price, in its order, each as written. */
export function pricedItems(brief: string, book: Phrasebook): PricedItem[] {
  const items: PricedItem[] = [];
  for (const clause of clausesOf(brief)) {
    const match = AMOUNT.exec(clause);
    if (!match) continue;
    const price = wholeUnits(match[1] ?? match[2] ?? '');
    const after = clause.slice(match.index + match[0].length).trim();
    // A list's label ("सेवाएँ: …") is not an item's name.
    let title = (clause.slice(0, match.index).split(/[:：]/u).at(-1) ?? '')
      .replace(/[\s–—-]+$/u, '')
      .trim();
    const fromBefore = book.fromBefore?.exec(title);
    if (fromBefore) title = title.slice(0, fromBefore.index).trim();
    if (!title || (price !== null && !Number.isSafeInteger(price)) || title.length > 120) continue;
    const from = Boolean(fromBefore) || book.fromWords.test(after);
    // A few words after the price, not a new clause, say what it is for.
    const per = !from && after && after.length <= 24 && !/\d/u.test(after) ? after : undefined;
    items.push({ title, price, written: match[0].trim(), from, ...(per ? { per } : {}) });
  }
  return items.slice(0, 24);
}

/** The brief's sentences (a list within one stays whole). */
const sentencesOf = (brief: string) =>
  brief
    .split(/[।\n;]|\.(?=\s|$)/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/**
 * The things a brief lists without prices after a label ("सेवाएँ: ब्लाउज़ सिलाई, कुर्ता सिलाई और
 * शेरवानी"), each as written: they are what the business offers, so the page names every one.
 */
export function unpricedItems(brief: string, book: Phrasebook): string[] {
  const and = new RegExp(`\\s+${book.and}\\s+`, 'u');
  return (
    sentencesOf(brief)
      .flatMap((sentence) => {
        // A label's colon, not a time's ("10:30").
        const colon = sentence.search(/(?<!\d)[:：](?!\d)/u);
        if (colon < 0) return [];
        return sentence
          .slice(colon + 1)
          .split(/,(?!\d)/u)
          .flatMap((part) => part.split(and))
          .map((part) => part.trim());
      })
      // Not a price, a phone, an address on the web or an email.
      .filter((name) => name && name.length <= 60 && !AMOUNT.test(name))
      .filter((name) => !/\d|@|https?:|www\./iu.test(name))
      .slice(0, 12)
  );
}

/** A time of day as briefs write it: "10:00", "9.30", "7pm". */
const TIME = /\d{1,2}[:.]\d{2}|\d{1,2}\s?(?:am|pm)\b/iu;

/**
 * The brief's sentences that give its opening hours, as written: those with a time of day, or
 * with its language's word for hours and a number in any script ("सुबह 8 से रात 10 बजे तक").
 * Of a sentence that asks for more ("मेन्यू और खुलने का समय …"), the part that gives them.
 */
const timeSentences = (brief: string, book: Phrasebook) =>
  sentencesOf(brief)
    .filter((sentence) => !AMOUNT.test(sentence) && sentence.length <= 120)
    .flatMap((sentence) => {
      const parts = sentence.split(new RegExp(`,\\s*|\\s+${book.and}\\s+`, 'u'));
      const hours = parts.find(
        (part) => book.asksInLanguage.hours.test(part) && /\p{Nd}/u.test(part),
      );
      return hours ? [hours.trim()] : TIME.test(sentence) ? [sentence] : [];
    })
    .slice(0, 4);

/** The city the brief names, in the language's own script, if any. */
export function cityIn(brief: string, book: Phrasebook): string | undefined {
  const form = Object.keys(book.cityForms ?? {}).find((written) => brief.includes(written));
  return form ? book.cityForms?.[form] : book.cities.find((city) => brief.includes(city));
}

/** The ids of the sections a phrasebook writes; any other section of its page is in English. */
const WRITTEN_IN_LANGUAGE = new Set(['hero', 'services', 'prices', 'hours', 'contact']);

/**
 * Whether a section of a page in another language stays in English: its kind has no phrasebook
 * words, or it is a tool some of whose texts the book does not translate.
 */
export const staysInEnglish = (section: Pick<Section, 'id' | 'kind'>, book: Phrasebook): boolean =>
  section.kind === 'tool'
    ? toolInLanguage(section.id, book.tools) === undefined
    : !WRITTEN_IN_LANGUAGE.has(section.id);

/**
 * A template plan for a tool asked for in another language: the English plan's tools, each
 * under its heading in the language when the book translates all it says (else in English, which
 * the page names), and the page's name and line from the first tool.
 */
export function localizedToolPlan(plan: SitePlan, book: Phrasebook): SitePlan {
  const local = (section: Section) =>
    section.kind === 'tool' ? toolInLanguage(section.id, book.tools)?.tool : undefined;
  const first = plan.sections.map(local).find((tool) => tool !== undefined);
  return sitePlanSchema.parse({
    ...plan,
    language: book.tag,
    title: plan.facts.name ?? first?.title ?? plan.title,
    siteType: first?.title ?? plan.siteType,
    tagline: first?.lead ?? plan.tagline,
    keywords: [],
    sections: plan.sections.map((section) => ({
      ...section,
      heading: local(section)?.title ?? section.heading,
    })),
  });
}

/**
 * The sections the brief asks for that the phrasebook does not write, in English: the English
 * plan's own when it read the ask, else one made for it (`makeSection`), each with the brief's
 * words for it on the checklist.
 */
function englishParts(
  plan: SitePlan,
  brief: string,
  book: Phrasebook,
  makeSection: (kind: EnglishPart, taken: ReadonlySet<string>) => Section,
): { sections: Section[]; checklist: SitePlan['checklist'] } {
  const sections: Section[] = [];
  const checklist: SitePlan['checklist'] = [];
  const taken = new Set([...WRITTEN_IN_LANGUAGE, ...plan.sections.map((section) => section.id)]);
  for (const kind of ENGLISH_PARTS) {
    const asked = book.asks[kind]?.exec(brief)?.[0];
    const english = plan.checklist.find((item) => item.kind === kind);
    if (!asked && !english) continue;
    const section =
      plan.sections.find(
        (candidate) => candidate.kind === kind && !WRITTEN_IN_LANGUAGE.has(candidate.id),
      ) ?? makeSection(kind, taken);
    taken.add(section.id);
    sections.push(section);
    checklist.push(english ?? { asked: asked ?? kind, kind });
  }
  return { sections, checklist };
}

/**
 * A template plan for a brief in another language: the English plan's facts, theme and name; the
 * sections the phrasebook can write without inventing anything (the hero, the priced items the
 * brief names, the contact form) with headings in the language; and the other sections the brief
 * asks for, in English, which the page names (see `staysInEnglish`).
 */
export function localizedPlan(
  plan: SitePlan,
  brief: string,
  book: Phrasebook,
  makeSection: (kind: EnglishPart, taken: ReadonlySet<string>) => Section,
): SitePlan {
  const items = pricedItems(brief, book);
  const named = unpricedItems(brief, book);
  const where = cityIn(brief, book);
  const english = englishParts(plan, brief, book, makeSection);
  const times = timeSentences(brief, book);
  // Priced dishes are a menu when the brief asks for one; hours are a section of their own when
  // asked for or given.
  const menuAsked = book.asksInLanguage.menu.exec(brief)?.[0];
  const menu = menuAsked !== undefined;
  const hoursAsked = book.asksInLanguage.hours.exec(brief)?.[0];
  const sections: Section[] = [
    { id: 'hero', kind: 'hero', heading: book.copy.tagline(where) },
    ...(named.length
      ? [{ id: 'services', kind: 'features' as const, heading: book.headings.services }]
      : []),
    ...(items.length
      ? [
          menu
            ? { id: 'prices', kind: 'menu' as const, heading: book.headings.menu }
            : { id: 'prices', kind: 'pricing' as const, heading: book.headings.prices },
        ]
      : []),
    ...(hoursAsked !== undefined || times.length > 0
      ? [{ id: 'hours', kind: 'hours' as const, heading: book.headings.hours }]
      : []),
    ...english.sections,
    { id: 'contact', kind: 'contact', heading: book.headings.contact },
  ];
  const asked: SitePlan['checklist'] = [
    ...(menuAsked && items.length ? [{ asked: menuAsked, kind: 'menu' as const }] : []),
    ...(hoursAsked ? [{ asked: hoursAsked, kind: 'hours' as const }] : []),
  ];
  const title = plan.facts.name ?? book.ownThing.exec(brief)?.[1] ?? book.untitled;
  return sitePlanSchema.parse({
    ...plan,
    title: title.slice(0, 80),
    language: book.tag,
    topic:
      items
        .map((item) => item.title)
        .join(', ')
        .slice(0, 200) || plan.title,
    tagline: book.copy.tagline(where),
    keywords: [],
    facts: {
      ...plan.facts,
      // The priced items as the brief wrote them: what the copy is written from.
      offers: [
        ...pricedClauses(brief).map((clause) => clause.slice(clause.lastIndexOf(':') + 1).trim()),
        ...named,
      ]
        .filter((offer) => offer.length <= 120)
        .slice(0, 24),
      places: where ? [where] : plan.facts.places,
      // When it is open, as the brief says it: the hours section shows it.
      times,
    },
    checklist: [
      ...plan.checklist.filter((item) => item.kind === 'contact' || item.kind === 'form'),
      ...asked,
      ...english.checklist,
    ],
    sections,
    interactivity: {
      cart: false,
      filters: false,
      tabs: false,
      form: true,
      navToggle: true,
      themeToggle: false,
    },
  });
}

/**
 * A line of hours as a row of the hours table, in the brief's words: what it is open for (up to
 * its word for hours) and when ("खुलने का समय" | "सुबह 11 से रात 11 बजे तक").
 */
function hoursRow(times: string, book: Phrasebook): ContentItem {
  // The last word for hours before the first number, to the end of its word ("খোলার সময়").
  const digit = times.search(/\p{Nd}/u);
  const before = digit < 0 ? times : times.slice(0, digit);
  const { source, flags } = book.asksInLanguage.hours;
  const words = new RegExp(source, `${flags.replace('g', '')}g`);
  const found = [...before.matchAll(words)].at(-1);
  const wordEnd = found ? before.slice(found.index + found[0].length).search(/\s|$/u) : 0;
  const end = found ? found.index + found[0].length + wordEnd : 0;
  const [title, text] = [times.slice(0, end), times.slice(end)].map((part) =>
    part.replace(/^[\s:：-]+|[\s:：-]+$/gu, ''),
  );
  return title && text
    ? { title: capitalise(title), text: capitalise(text) }
    : { title: book.headings.hours, text: times };
}

/**
 * The copy of a localized plan: the brief's own items and facts, and the phrasebook's words. A
 * section the phrasebook does not write (one an edit added) is written by `otherwise`.
 */
export function localizedContent(
  plan: SitePlan,
  book: Phrasebook,
  otherwise: (section: Section) => SectionContent,
): SiteContent {
  const items = pricedItems(plan.facts.offers.join('\n'), book);
  const named = plan.facts.offers.filter((offer) => !AMOUNT.test(offer));
  const offered = [...named, ...items.map((item) => item.title)];
  const where = plan.facts.places[0];
  const [phone] = plan.facts.phones;
  const [email] = plan.facts.emails;
  // A price with cents is shown as written: prices are kept in whole units.
  const priced: ContentItem[] = items.map((item) => {
    const meta = [
      item.price === null ? item.written : '',
      item.per ?? '',
      item.from ? book.pricing.from : '',
    ]
      .filter(Boolean)
      .join(' ');
    return {
      title: item.title,
      text: '',
      ...(item.price === null ? {} : { price: item.price }),
      ...(meta ? { meta } : {}),
    };
  });
  // A menu shows what a price is for, or a price with cents, beside the dish.
  const dishes = priced.map(({ meta, ...item }) => ({ ...item, text: meta ?? '' }));
  const menu = plan.sections.some((section) => section.id === 'prices' && section.kind === 'menu');
  const hours = plan.sections.some((section) => section.id === 'hours');
  const sections: Partial<SiteContent['sections']> = {
    hero: {
      // The list begins a sentence: "Corte de pelo, tinte y…", as written otherwise.
      intro: book.copy.heroLine(where, capitalise(listed(offered.slice(0, 3), book.and))),
      items: [
        {
          title: !offered.length
            ? book.headings.contact
            : menu && !named.length
              ? book.copy.heroMenuAction
              : book.copy.heroAction,
          text: '',
        },
      ],
    },
    services: { intro: '', items: named.map((name) => ({ title: name, text: '' })) },
    prices: menu ? { intro: '', items: dishes } : { intro: book.copy.pricesIntro, items: priced },
    hours: plan.facts.times.length
      ? { intro: '', items: plan.facts.times.map((times) => hoursRow(times, book)) }
      : { intro: book.copy.askForHours, items: [] },
    contact: {
      intro: [book.copy.contactIntro({ phone, email }), ...(hours ? [] : plan.facts.times)].join(
        ' ',
      ),
      items: email ? [{ title: email, text: '', ...(phone ? { meta: phone } : {}) }] : [],
    },
  };
  return siteContentSchema.parse({
    description: `${plan.title}: ${plan.tagline}`.slice(0, 300),
    footer: book.copy.footer(plan.title),
    sections: Object.fromEntries(
      plan.sections.map((section) => [section.id, sections[section.id] ?? otherwise(section)]),
    ),
  });
}
