import { WIDGETS, type Mood, type SectionKind, type Widget } from '../../page/site-kinds';
import type { SitePlan, Theme } from '../../page/site-plan';
import { CATALOGUE } from '../../catalogue/kinds';
import { checklistFromPrompt } from '../checklist';
import { priceIn } from '../facts';
import { COLOUR_HUES } from '../palette';
import { WIDGET_HOMES } from '../planner';
import { hasWord } from '../words';
import { TEXT_WORDS, toneIn } from './asked-tone';
import type { EditOperation, SectionPosition } from './page-edits';

/**
 * The offline reading of an edit message: the operations it asks for, clause by clause, and the
 * clauses it could not read (so the reply can say so, and an edit that changes nothing is not
 * paid for).
 */
export interface EditIntent {
  operations: EditOperation[];
  notUnderstood: string[];
}

/** A value: in quotes (anything up to the closing quote), or the rest of the clause. */
const QUOTED = /["“”'‘’]([^"“”]+?)["“”'’](?=\s|$|[.,;!?])/;

/** The first whole quoted string in a clause, if any: what the person wants written. */
function quotedIn(clause: string): string | undefined {
  return /["“]([^"“”]+)["”]|'([^']+)'(?=\s|$|[.,;!?])|‘([^’]+)’/
    .exec(clause)
    ?.slice(1)
    .find(Boolean);
}

function valueOf(text: string): string | undefined {
  const quoted = QUOTED.exec(text)?.[1];
  const value = (quoted ?? text).trim().replace(/[.!?]+$/, '');
  return value.length > 0 ? value : undefined;
}

/** The words a request begins with: a new clause after "and" or a comma starts with one. */
const REQUEST_VERBS =
  'add|remove|delete|drop|make|change|rename|call|move|put|use|set|give|swap|replace|switch|include|show|turn|let|update|hide|take|please|also';

/** Where one request ends and the next begins, after a full stop, "and" or a comma. */
const CLAUSE_BREAK = new RegExp(
  `(?<!\\b(?:e\\.g|i\\.e|st|no))[.;!?](?:\\s+|$)|\\s*,\\s*(?:and\\s+)?(?:then\\s+)?(?=(?:${REQUEST_VERBS})\\b)|\\s+and\\s+(?:then\\s+)?(?=(?:${REQUEST_VERBS})\\b)`,
  'i',
);

/**
 * Clauses: split at full stops and semicolons, and at " and " / ", " before another request —
 * but never inside quotes, and never inside the words asked for ("to Fresh from our oven, every
 * morning" is one value).
 */
function clausesOf(instruction: string): string[] {
  const protectedText = instruction.replace(/["“][^"”]*["”]/g, (quoted) =>
    quoted
      .replace(/[,.;]/g, (mark) => `\uE000${mark.charCodeAt(0)}\uE000`)
      .replace(/ and /g, ' \uE001 '),
  );
  return protectedText
    .split(CLAUSE_BREAK)
    .map((clause) =>
      clause
        .replace(/\uE000(\d+)\uE000/g, (_all, code: string) => String.fromCharCode(Number(code)))
        .replace(/ \uE001 /g, ' and ')
        .trim(),
    )
    .filter((clause) => clause.length > 0);
}

const WARM_HUE = 25;
const COOL_HUE = 205;

const MOODS_BY_WORD: [Mood, string[]][] = [
  ['playful', ['playful', 'fun', 'colourful', 'colorful', 'cheerful', 'whimsical']],
  ['elegant', ['elegant', 'luxury', 'luxurious', 'classy', 'sophisticated', 'premium', 'upscale']],
  ['bold', ['bold', 'vibrant', 'punchy', 'energetic', 'striking']],
  ['pastel', ['pastel', 'soft', 'gentle', 'dreamy']],
  [
    'minimal',
    [
      'minimal',
      'minimalist',
      'clean',
      'simple',
      'simpler',
      'monochrome',
      'professional',
      'corporate',
      'sleek',
      'serious',
    ],
  ],
  ['calm', ['calm', 'calmer', 'muted', 'relaxed', 'serene']],
];

const FONT_WORDS: [Theme['font'], string[]][] = [
  ['serif', ['serif', 'classic', 'traditional', 'bookish', 'times', 'georgia']],
  ['mono', ['mono', 'monospace', 'monospaced', 'typewriter', 'code']],
  ['rounded', ['rounded', 'friendly', 'round']],
  ['sans', ['sans', 'sans-serif', 'modern', 'clean', 'helvetica', 'arial']],
];

const SECTION_HEADINGS_FOR = (plan: SitePlan | undefined, text: string): SectionKind | undefined =>
  plan?.sections.find((section) => text.toLowerCase().includes(section.heading.toLowerCase()))
    ?.kind;

/** The section kinds a piece of text names: by the catalogue's words, or by a heading on the page. */
function kindsNamed(text: string, plan: SitePlan | undefined): SectionKind[] {
  const kinds: SectionKind[] = [];
  for (const item of checklistFromPrompt(text)) {
    if (item.kind in CATALOGUE) kinds.push(item.kind as SectionKind);
    else if ((WIDGETS as readonly string[]).includes(item.kind)) {
      const home = WIDGET_HOMES[item.kind as Widget]?.[0];
      if (home) kinds.push(home);
    }
  }
  // One form for one ask: "a newsletter sign up form" is the newsletter, not a waitlist too.
  if (kinds.includes('newsletter'))
    kinds.splice(0, kinds.length, ...kinds.filter((kind) => kind !== 'waitlist'));
  const byHeading = SECTION_HEADINGS_FOR(plan, text);
  if (kinds.length === 0 && byHeading) kinds.push(byHeading);
  return [...new Set(kinds)];
}

/** "after the menu", "at the top", "before Reviews", "below the FAQ". */
function positionIn(
  clause: string,
  plan: SitePlan | undefined,
): { position?: SectionPosition; rest: string } {
  if (/\b(?:at|to) the (?:very )?(?:top|beginning|start)\b|\bfirst\b/i.test(clause)) {
    return {
      position: { at: 'top' },
      rest: clause.replace(/\b(?:at|to) the (?:very )?(?:top|beginning|start)\b|\bfirst\b/i, ''),
    };
  }
  if (/\b(?:at|to) the (?:very )?(?:bottom|end)\b|\blast\b/i.test(clause)) {
    return {
      position: { at: 'bottom' },
      rest: clause.replace(/\b(?:at|to) the (?:very )?(?:bottom|end)\b|\blast\b/i, ''),
    };
  }
  const relative =
    /\b(after|below|under|underneath|beneath|following|before|above|ahead of)\s+(?:the\s+)?(.+)$/i.exec(
      clause,
    );
  if (relative) {
    const [anchor] = kindsNamed(relative[2] ?? '', plan);
    if (anchor) {
      const after = /after|below|under|beneath|following/i.test(relative[1] ?? '');
      return {
        position: after ? { after: anchor } : { before: anchor },
        rest: clause.slice(0, relative.index),
      };
    }
  }
  return { rest: clause };
}

const HEADLINE_WORDS =
  /\b(?:headline|main heading|main title|hero (?:title|heading)|h1|tagline)\b/i;

const PHONE = /(\+?\d[\d\s().-]{7,}\d)/;
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/**
 * New words given to write: "change the headline to Warm, fresh, local" sets the headline to
 * them, though "warm" is also a tone (a tone asked for is lower-case: "change it to be warmer").
 */
const NEW_WORDS =
  /^(?:please\s+)?(?:change|set|update|swap|replace)\b.*?\b(?:to|with|for)\s+["“‘']?[\p{Lu}\d]/u;

/** A rewording: "make the about text shorter", "the headline could be friendlier". */
function readRetone(clause: string, plan: SitePlan | undefined): EditOperation[] | null {
  if (NEW_WORDS.test(clause)) return null;
  const tone = toneIn(clause);
  if (tone) {
    if (HEADLINE_WORDS.test(clause)) return [{ op: 'retone', tone, target: 'headline' }];
    if (/\b(?:hero|banner|top section)\b/i.test(clause))
      return [{ op: 'retone', tone, target: { section: 'hero' } }];
    const [section] = kindsNamed(clause.replace(TEXT_WORDS, ' '), plan);
    return [{ op: 'retone', tone, target: section ? { section } : 'all' }];
  }
  return null;
}

/** The headline. */
function readHeadline(clause: string, _plan: SitePlan | undefined): EditOperation[] | null {
  const headline =
    /\b(?:headline|main heading|main title|hero (?:title|heading|text)|big (?:title|heading)|h1|tagline|slogan)\b.*?\b(?:to|say|says|read|reads|into|with|for)\s+(.+)$/i.exec(
      clause,
    ) ??
    /^(?:the\s+)?(?:heading|headline|title)\s+should\s+(?:say|read|be)\s+(.+)$/i.exec(clause) ??
    /\b(?:headline|main heading|h1)\s*:\s*(.+)$/i.exec(clause);
  if (headline) {
    const text = quotedIn(clause) ?? valueOf(headline[1] ?? '');
    if (text) return [{ op: 'set-headline', text }];
  }
  return null;
}

/** Rename: "rename it to X", "call it X", "change the name to X", "we're now called X". */
function readRename(clause: string, _plan: SitePlan | undefined): EditOperation[] | null {
  const rename =
    /\b(?:re-?name(?:\s+(?:it|the (?:site|page|business|shop|store|company|brand)))?|call (?:it|the (?:site|page|business|shop|store))|change (?:the |our |my )?(?:[a-z]+ )?(?:name|title)|(?:set|update) (?:the |our |my )?(?:[a-z]+ )?(?:name|title)|(?:we(?:'re| are)|it's|it is|(?:the )?[a-z]+ is) (?:now )?(?:called|named)|new name(?: is)?)\s*(?:to|as|is|:)?\s+(.+)$/i.exec(
      clause,
    );
  // "the title of the FAQ" names a section's heading, not the site.
  if (rename && !/\bsection\b/i.test(clause) && !/^of\b/i.test(rename[1] ?? '')) {
    const to = quotedIn(clause) ?? valueOf(rename[1] ?? '');
    if (to) return [{ op: 'rename', to }];
  }
  return null;
}

/** A section's heading: "rename the menu section to X", "call the FAQ section X". */
function readSectionHeading(clause: string, plan: SitePlan | undefined): EditOperation[] | null {
  const sectionHeading =
    /\b(?:re-?name|call|retitle|change the (?:heading|title) of)\s+(?:the\s+)?(.+?)\s+section\s+(?:to\s+|as\s+)?(.+)$/i.exec(
      clause,
    ) ??
    /\b(?:heading|title|name) of the (.+?)(?: section)?\s+(?:to|should (?:say|be|read))\s+(.+)$/i.exec(
      clause,
    );
  if (sectionHeading) {
    const [kind] = kindsNamed(sectionHeading[1] ?? '', plan);
    const text = valueOf(sectionHeading[2] ?? '');
    if (kind && text) return [{ op: 'set-heading', kind, text }];
  }
  return null;
}

/** Any text: "change 'A' to 'B'", "replace "A" with "B"", "'A' should say 'B'". */
function readTextSwap(clause: string, plan: SitePlan | undefined): EditOperation[] | null {
  const swap =
    /\b(?:change|replace|swap|update|edit)\s+["“'‘](.+?)["”'’]\s+(?:to|with|for|into)\s+["“'‘](.+?)["”'’]/i.exec(
      clause,
    ) ?? /["“'‘](.+?)["”'’]\s+should (?:say|read|be)\s+["“'‘](.+?)["”'’]/i.exec(clause);
  if (swap?.[1] && swap[2]) {
    if (plan && swap[1] === plan.title) return [{ op: 'rename', to: swap[2] }];
    return [{ op: 'replace-text', from: swap[1], to: swap[2] }];
  }
  return null;
}

/** Two sections trading places: "swap the gallery and the reviews", "switch menu with FAQ". */
function readSwap(clause: string, plan: SitePlan | undefined): EditOperation[] | null {
  const swap =
    /\b(?:swap|switch|exchange|trade|flip|interchange)\b(?:\s+(?:round|around))?(?:\s+the\s+(?:order|places|positions)\s+of)?\s+(.+?)\s+(?:and|with|&)\s+(.+)$/i.exec(
      clause,
    );
  if (!swap) return null;
  const [first] = kindsNamed(swap[1] ?? '', plan);
  const [second] = kindsNamed(
    (swap[2] ?? '').replace(/\b(?:around|round|places|over)\b/gi, ''),
    plan,
  );
  return first && second && first !== second
    ? [{ op: 'swap-sections', kinds: [first, second] }]
    : null;
}

/** What a list's item is, by the word for it: "plan" is a price plan, "dish" on the menu. */
const ITEM_KINDS: [RegExp, SectionKind][] = [
  [/\b(?:plans?|tiers?|packages?|pricing|subscriptions?)\b/i, 'pricing'],
  [/\b(?:menu|dish(?:es)?|drinks?)\b/i, 'menu'],
  [/\b(?:products?|shop|store|catalogue|catalog)\b/i, 'products'],
  [/\b(?:services?|treatments?)\b/i, 'services'],
  [/\b(?:tickets?|passes)\b/i, 'tickets'],
  [/\bfeatures?\b/i, 'features'],
];

const itemKindIn = (text: string) => ITEM_KINDS.find(([words]) => words.test(text))?.[1];

/** An item's name as asked, without the article and the word for what it is ("a Pro plan"). */
function itemName(text: string): string {
  let name = text
    .trim()
    .replace(/^(?:(?:a|an|one|another|the|our|my)\s+)?(?:new\s+)?/i, '')
    .replace(/^["“‘']|["”’']$/g, '');
  for (const tail of [
    /\s*(?:\bat|\bfor|\bpriced at|\bcosting|@|-|–|:)$/i,
    /\s+(?:plan|tier|package|option|item|dish|product|service|ticket)$/i,
  ]) {
    name = name.replace(tail, '').trim();
  }
  return name;
}

/**
 * A new item in a list: "add a Pro plan at ₹999", "add Masala chai for ₹40 to the menu", "add
 * 'Free delivery' to the features". Only with a price or the item's name in quotes: "add a FAQ"
 * is a section.
 */
function readAddItem(clause: string, _plan: SitePlan | undefined): EditOperation[] | null {
  const verb = /^(?:please\s+)?(?:can you\s+)?(?:add|include|list|put|insert)\s+(.+)$/i.exec(
    clause,
  );
  if (!verb?.[1]) return null;
  const rest = verb[1];
  const price = priceIn(rest);
  const quoted = quotedIn(rest);
  if (!price && !quoted) return null;
  const target =
    /\s+(?:to|in|on|under|into)\s+(?:the\s+|our\s+|my\s+)?([^"“”]+?)(?:\s+section)?$/i.exec(
      price ? rest.slice(price.index + price.written.length) : rest,
    );
  const called =
    /\b(?:called|named)\s+["“‘']?(.+?)["”’']?(?=\s+(?:at|for|priced|costing|to|in)\b|$)/i.exec(
      rest,
    );
  const before = price ? rest.slice(0, price.index) : rest.slice(0, target?.index ?? rest.length);
  const title = quoted ?? called?.[1] ?? itemName(before);
  if (!title || title.length > 80) return null;
  const kind = itemKindIn(target?.[1] ?? '') ?? itemKindIn(before);
  return [
    {
      op: 'add-item',
      title,
      ...(price ? { price: price.amount } : {}),
      ...(kind ? { kind } : {}),
    },
  ];
}

/**
 * A new price for an item: "change the price of croissants to ₹90", "make the Pro plan $19",
 * "croissants are now ₹90", "the Pro plan should cost ₹1,299".
 */
function readSetPrice(clause: string, _plan: SitePlan | undefined): EditOperation[] | null {
  const price = priceIn(clause);
  if (!price || /^(?:please\s+)?(?:add|include|insert)\b/i.test(clause)) return null;
  const before = clause.slice(0, price.index);
  const named =
    /\bprice\s+(?:of|for)\s+(.+?)\s+(?:to|at|as)\s*$/i.exec(before) ??
    /^(?:please\s+)?(?:change|set|update|make|raise|lower|drop|increase|reduce|put)\s+(.+?)(?:['’]s)?(?:\s+price)?\s+(?:to|at|as)?\s*$/i.exec(
      before,
    ) ??
    /^(?:the\s+)?(.+?)\s+(?:should\s+)?(?:now\s+)?(?:costs?|is|are|be|for|at|price\s*:?)\s+(?:now\s+)?(?:only\s+)?$/i.exec(
      before,
    );
  const item = named?.[1]
    ? itemName(named[1].replace(/^(?:the\s+)?price\s+(?:of|for)\s+/i, ''))
    : '';
  return item ? [{ op: 'set-price', item, price: price.amount }] : null;
}

/** A list shown another way: "show the services as a list", "make the menu a grid". */
function readLayout(clause: string, plan: SitePlan | undefined): EditOperation[] | null {
  // "add a grid of photos" asks for a section.
  if (/^(?:please\s+)?(?:can you\s+)?(?:add|include|insert|create)\b/i.test(clause)) return null;
  const layout =
    /\b(?:as\s+an?|into\s+an?|to\s+an?|an?|in\s+an?)\s+(list|grid|cards?|column|single column)(?:\s+(?:view|layout))?\b|\b(list|grid)\s+(?:view|layout)\b/i.exec(
      clause,
    );
  // "a list of our services" names what to show, not how.
  if (!layout || /^\s+of\b/i.test(clause.slice(layout.index + layout[0].length))) return null;
  const word = (layout[1] ?? layout[2] ?? '').toLowerCase();
  const [kind] = kindsNamed(
    clause.slice(0, layout.index) + clause.slice(layout.index + layout[0].length),
    plan,
  );
  if (!kind) return null;
  return [{ op: 'set-layout', kind, layout: /list|column/.test(word) ? 'list' : 'grid' }];
}

/** Contact details. */
function readContact(clause: string, _plan: SitePlan | undefined): EditOperation[] | null {
  const phone = PHONE.exec(clause)?.[1];
  const email = EMAIL.exec(clause)?.[1];
  if (
    (phone &&
      /\b(?:phone|number|call|mobile|whatsapp|tel|telephone|contact|reach)\b/i.test(clause)) ||
    email
  ) {
    return [
      { op: 'set-contact', ...(phone ? { phone: phone.trim() } : {}), ...(email ? { email } : {}) },
    ];
  }
  return null;
}

/** A light/dark switch. */
function readThemeToggle(clause: string, _plan: SitePlan | undefined): EditOperation[] | null {
  if (
    /\b(?:dark|light|night|theme|colou?r)[- ]?(?:mode|theme|scheme)?\s*(?:toggle|switch|switcher|button)\b|\b(?:toggle|switch)\s+(?:for|between)\s+(?:dark|light|themes?)/i.test(
      clause,
    )
  ) {
    return [{ op: 'add-theme-toggle' }];
  }
  return null;
}

function readSectionChange(clause: string, plan: SitePlan | undefined): EditOperation[] | null {
  const lower = clause.toLowerCase();
  const verb = (words: string[]) => hasWord(lower, words);
  const { position, rest } = positionIn(clause, plan);
  const kinds = kindsNamed(rest, plan);

  // Remove, move, add sections.
  if (
    verb(['remove', 'delete', 'drop', 'hide', 'lose', 'ditch', 'cut']) ||
    /\b(?:get rid of|take (?:out|away)|no more|don't need|do not need)\b/i.test(clause)
  ) {
    return kinds.filter((kind) => kind !== 'hero').map((kind) => ({ op: 'remove-section', kind }));
  }
  const present = (kind: SectionKind) => plan?.sections.some((section) => section.kind === kind);
  if (
    position &&
    kinds.length > 0 &&
    (verb(['move', 'put', 'place', 'swap', 'bring', 'shift']) || kinds.every(present))
  ) {
    const [kind] = kinds;
    // Without the page's plan (a quote, before the page is read) a move is taken at its word.
    const moving = plan === undefined && verb(['move', 'swap', 'shift']);
    if (kind && (present(kind) || moving)) return [{ op: 'move-section', kind, position }];
  }
  if (
    kinds.length > 0 &&
    (verb([
      'add',
      'include',
      'insert',
      'put',
      'need',
      'want',
      'show',
      'create',
      'give',
      'list',
      'display',
      'also',
    ]) ||
      /^(?:a|an|some)\s/i.test(clause))
  ) {
    return kinds.map((kind) => ({ op: 'add-section', kind, ...(position ? { position } : {}) }));
  }
  return null;
}

/** Fonts and sizes. */
function readTypography(clause: string, _plan: SitePlan | undefined): EditOperation[] | null {
  const lower = clause.toLowerCase();
  if (/\b(?:font|fonts|typeface|type|lettering|typography)\b/i.test(clause)) {
    if (/\b(?:bigger|larger|increase|huge)\b/i.test(clause))
      return [{ op: 'scale-text', percent: 112.5 }];
    if (/\b(?:smaller|decrease|tiny|reduce)\b/i.test(clause))
      return [{ op: 'scale-text', percent: 90 }];
    const font = FONT_WORDS.find(([, words]) => hasWord(lower, words))?.[0];
    if (font) return [{ op: 'set-font', font }];
  }
  if (
    /\b(?:text|writing|words)\b.*\b(?:bigger|larger)\b|\b(?:bigger|larger) (?:text|writing)\b/i.test(
      clause,
    )
  ) {
    return [{ op: 'scale-text', percent: 112.5 }];
  }
  if (/\b(?:text|writing|words)\b.*\bsmaller\b|\bsmaller (?:text|writing)\b/i.test(clause)) {
    return [{ op: 'scale-text', percent: 90 }];
  }
  return null;
}

/** Colours, light or dark, and the mood of the look. */
function readLook(clause: string, _plan: SitePlan | undefined): EditOperation[] | null {
  const lower = clause.toLowerCase();
  const words = lower.match(/[a-z]+/g) ?? [];
  const named = words.map((word) => COLOUR_HUES[word]).find((hue) => hue !== undefined);
  const hue =
    named ??
    (hasWord(lower, ['warmer', 'warm', 'cosier', 'cozier']) ? WARM_HUE : undefined) ??
    (hasWord(lower, ['cooler', 'cool', 'colder', 'fresher']) ? COOL_HUE : undefined);
  const mode: Theme['mode'] | undefined = hasWord(lower, ['dark', 'darker', 'night', 'black'])
    ? 'dark'
    : hasWord(lower, ['light', 'lighter', 'bright', 'brighter', 'white'])
      ? 'light'
      : undefined;
  const mood = MOODS_BY_WORD.find(([, list]) => hasWord(lower, list))?.[0];
  if (hue !== undefined || mode || mood) {
    return [
      {
        op: 'retheme',
        ...(hue !== undefined ? { hue } : {}),
        ...(mode ? { mode } : {}),
        ...(mood ? { mood } : {}),
      },
    ];
  }
  return null;
}

/**
 * Each reader answers the operations a clause asks for, or null when it asks for something else;
 * the first to answer wins.
 */
const CLAUSE_READERS = [
  readRetone,
  readHeadline,
  readRename,
  readSectionHeading,
  readTextSwap,
  readAddItem,
  readSetPrice,
  readSwap,
  readLayout,
  readContact,
  readThemeToggle,
  readSectionChange,
  readTypography,
  readLook,
];

/** One clause as operations (none when it asks for nothing this reader knows). */
function operationsOf(clause: string, plan: SitePlan | undefined): EditOperation[] {
  for (const read of CLAUSE_READERS) {
    const operations = read(clause, plan);
    if (operations) return operations;
  }
  return [];
}

/** Words that ask for nothing on their own. */
const COURTESY =
  /^(?:please|thanks|thank you|cheers|ok|okay|great|nice|also|and|then|hi|hello)[\s!.]*$/i;

/**
 * A message about one element, as the preview's "Ask AI about this" starts it: `In the heading
 * “Our story”: make it say "Baked at dawn"`. New words for it replace its text.
 */
const SCOPED = /^\s*In the ([a-z ]{2,20}) “([^”]+)”:\s*([\s\S]+)$/i;

function scopedEdit(instruction: string): EditIntent | null {
  const match = SCOPED.exec(instruction);
  const [, , text, rest = ''] = match ?? [];
  if (!text) return null;
  const tone = quotedIn(rest) === undefined ? toneIn(rest) : undefined;
  if (tone) {
    return { operations: [{ op: 'retone', tone, target: { text } }], notUnderstood: [] };
  }
  const words =
    quotedIn(rest) ??
    /\b(?:to|say|says|read|reads|into|with)\s+(.+?)[.!]?$/i.exec(rest.trim())?.[1]?.trim();
  return words
    ? { operations: [{ op: 'replace-text', from: text, to: words }], notUnderstood: [] }
    : null;
}

export function readEdit(instruction: string, plan: SitePlan | undefined): EditIntent {
  const scoped = scopedEdit(instruction);
  if (scoped) return scoped;
  const operations: EditOperation[] = [];
  const notUnderstood: string[] = [];
  for (const clause of clausesOf(instruction)) {
    if (COURTESY.test(clause)) continue;
    const found = operationsOf(clause, plan);
    if (found.length > 0) operations.push(...found);
    else notUnderstood.push(clause.replace(/[\s!?.]+$/, ''));
  }
  return { operations, notUnderstood };
}

/**
 * A message that describes a whole site rather than a change ("A landing page for a bakery called
 * Crumb & Co", "build me a portfolio"): it asks for a new page, not an edit of this one.
 */
export function describesNewSite(instruction: string): boolean {
  return /^\s*(?:(?:please\s+)?(?:build|create|make|design|generate|write)\s+(?:me\s+|us\s+)?|i (?:want|need|would like)\s+)?(?:a|an)\s+(?:[\w&'-]+\s+){0,5}?(?:web ?site|site|landing page|home ?page|web ?page|page|portfolio|online (?:store|shop))\b(?:\s+(?:for|about|of|selling|with|to)\b|\s*$)/i.test(
    instruction,
  );
}
