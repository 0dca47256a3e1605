import { TOOLS, toolById, type Tool, type ToolPrimitive } from '../../catalogue/tools';
import { TOOL_WIDGET_CODE } from '../../catalogue/tool-widgets';

/**
 * A language's words for the small tools (../../catalogue/tools.ts): how its briefs ask for
 * them, and what the tools say. A tool is written in the language only when every text it shows
 * has its translation here; otherwise it stays whole in English and the page says so (a tool
 * half in one language and half in another helps nobody).
 */
export interface ToolBook {
  /** Phrases that ask for a tool in this language, by the tool's id ("स्टॉपवॉच" → stopwatch). */
  asks: Readonly<Record<string, readonly string[]>>;
  /** Words that make a brief one for a site that has a tool, not for the tool ("वेबसाइट"). */
  aSite: RegExp;
  /** The tools' texts and their controls' words, by their English. */
  text: Readonly<Record<string, string>>;
}

/** What each primitive's controls say (offline/sections/tools.ts), beside the tool's own texts. */
const CONTROL_WORDS: Readonly<Partial<Record<ToolPrimitive, readonly string[]>>> = {
  tracker: ['Add', 'Search', 'Show', 'All', 'Open', 'Nothing here yet: add the first one above.'],
  timer: ['Start', 'Pause', 'Lap', 'Reset', 'Minutes', 'Quick settings', 'Time is up!'],
  'text-stats': [
    'Your text',
    'Words',
    'Characters',
    'Characters without spaces',
    'Sentences',
    'Paragraphs',
    'Minutes to read',
  ],
  picker: ['Options, one a line', 'Add an option first.'],
};

/**
 * What the tools' scripts say, by the key they read from the page's `#site-words`, and the
 * English it translates: read from the scripts' own `word('key', 'English')` calls, of the
 * primitives a book can translate (the apps' words would land in their English sections).
 */
const SCRIPT_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  (['calculator', ...(Object.keys(CONTROL_WORDS) as ToolPrimitive[])] as const).flatMap((kind) =>
    [...TOOL_WIDGET_CODE[kind].behaviour.matchAll(/word\('([a-z-]+)', '([^']*)'\)/g)].map(
      ([, key = '', english = '']) => [key, english],
    ),
  ),
);

/** The keys that hold a code, a number or the asking words, not a text the visitor reads. */
const NOT_SHOWN = new Set(['id', 'primitive', 'words', 'name', 'value', 'type', 'mode', 'formula']);

/** Texts every language writes the same way: units and the tools' own abbreviations. */
const INTERNATIONAL = /^(?:[\d\s.,%–-]*|kg|cm|km|BMI|EMI|kcal|WPM|\d+ min)$/u;

/** A formula's string literal that is a worded result ('Healthy weight'), not a code or a date part. */
const WORDED = /^\p{Lu}\p{Ll}/u;

/** The results a calculator's formula gives in words ('Underweight'), as its literals write them. */
function wordedResults(tool: Tool): string[] {
  if (tool.primitive !== 'calculator') return [];
  return [...tool.formula.matchAll(/'([^']*)'/gu)]
    .map(([, literal = '']) => literal)
    .filter((literal) => WORDED.test(literal));
}

/** The texts a tool shows: its own (names of inputs, results, notes, examples) and its controls'. */
function textsOf(tool: Tool): string[] {
  const texts: string[] = [];
  translated(tool, (text) => {
    texts.push(text);
    return text;
  });
  texts.push(...wordedResults(tool));
  // A calculator's repeating rows have buttons of their own ("Add course", "Remove").
  const rows =
    tool.primitive === 'calculator' && tool.rows
      ? ['Remove', `Add ${tool.rows.item.toLowerCase()}`]
      : [];
  return [...texts, ...rows, ...(CONTROL_WORDS[tool.primitive] ?? [])].filter(
    (text) => !INTERNATIONAL.test(text),
  );
}

/** The texts of a tool that the book has no translation for. */
export function untranslatedIn(tool: Tool, book: ToolBook): string[] {
  return textsOf(tool).filter((text) => book.text[text] === undefined);
}

/**
 * Every text a tool shows, put through `say`. A formula's worded results are translated where the
 * page's script shows them (`toolScriptWords`).
 */
function translated<T>(value: T, say: (text: string) => string, key?: string): T {
  if (key !== undefined && NOT_SHOWN.has(key)) return value;
  if (typeof value === 'string') return say(value) as T;
  if (Array.isArray(value)) return value.map((each) => translated(each, say)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, each]) => [name, translated(each, say, name)]),
    ) as T;
  }
  return value;
}

/** A tool in a page's language: the tool and the words of its controls, or none to stay English. */
export interface ToolInLanguage {
  tool: Tool;
  say: (english: string) => string;
}

/** The tool a section names, in the book's language, when every text it shows is translated. */
export function toolInLanguage(
  sectionId: string,
  book: ToolBook | undefined,
): ToolInLanguage | undefined {
  const tool = toolById(sectionId);
  if (!tool || !book || untranslatedIn(tool, book).length > 0) return undefined;
  const say = (english: string) => book.text[english] ?? english;
  return { tool: translated(tool, say), say };
}

/**
 * What the tools' scripts say in the book's language, by the key they read: their words, and
 * the calculators' worded results under their English.
 */
export function toolScriptWords(book: ToolBook): Record<string, string> {
  const results = TOOLS.flatMap(wordedResults).map((english) => [english, english] as const);
  return Object.fromEntries(
    [...Object.entries(SCRIPT_WORDS), ...results].flatMap(([key, english]) => {
      const text = book.text[english];
      return text === undefined ? [] : [[key, text]];
    }),
  );
}

/** The English texts a language's book needs for these tools: what a translator is given. */
export function textsToTranslate(toolIds: readonly string[]): string[] {
  const tools = toolIds.map((id) => toolById(id)).filter((tool) => tool !== undefined);
  return [...new Set([...tools.flatMap(textsOf), ...Object.values(SCRIPT_WORDS)])];
}
