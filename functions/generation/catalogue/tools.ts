import { amountAsWritten, phrasePattern } from './phrases';

/**
 * The small tools a page can be (or hold): each is one of a few working primitives, set up for
 * a purpose. A calculator binds number inputs to a formula; a tracker is a list the visitor adds
 * to, ticks, deletes, filters and searches, kept in their browser; a timer counts up or down; a
 * text counter counts what is typed; a picker draws one of the visitor's options. The apps keep
 * more than a list: a deck of flashcards turns and steps through the visitor's cards, a board
 * moves cards between columns, a memory game deals pairs to find, a typing test times what is
 * typed against a passage, a poll counts votes for the visitor's options. The planner
 * finds them in a brief by their words; the Frontend renders the primitive (offline/sections/
 * tools.ts) and the widget's behaviour (widgets.ts) makes it work.
 */

export { TOOL_PRIMITIVES, type ToolPrimitive } from '../page/site-kinds';

interface ToolBase {
  /** The tool's section id and key in the page's script: lowercase words joined by "-". */
  id: string;
  title: string;
  /** What it does, in one sentence, shown under its heading. */
  lead: string;
  /** Phrases that ask for it ("-" and spaces are the same; a plural "s" may follow). */
  words: readonly string[];
  /**
   * The brief asking the tool's own question without naming the tool ("how much will I pay
   * after 30% off", "petrol cost for our road trip"): an answer is what it wants.
   */
  questions?: readonly RegExp[];
}

/** One number (or choice, or date) the visitor enters. */
export interface CalculatorInput {
  name: string;
  label: string;
  /** The value it starts with: an example, never a fact about the visitor. */
  value: number | string;
  unit?: string;
  min?: number;
  max?: number;
  step?: number;
  /**
   * A choice instead of a number: labels and their values, each perhaps with how a brief asks for
   * it ("kg to lbs"), which the page then opens on.
   */
  options?: readonly { label: string; value: string; asked?: RegExp }[];
  type?: 'number' | 'date' | 'text';
  /**
   * How a brief gives this number in asking its question ("30% off" → 30): the first group, with
   * a "lakh", "crore" or "k" after it multiplying it. The page then opens on the brief's answer.
   */
  given?: RegExp;
}

/** One result the formula gives. */
export interface CalculatorOutput {
  name: string;
  label: string;
  unit?: string;
  /** Decimal places of a number; a word result (a category) has none. */
  decimals?: number;
  /** Shown with the currency symbol the page uses. */
  money?: true;
  /** Lines of words (who pays whom), shown smaller than a figure. */
  lines?: true;
}

/**
 * Inputs that repeat, a row each (a course, a person who paid): the visitor adds and removes
 * rows, and the formula gets them as `v.rows`, one object of the fields' values a row (a row
 * with a number left empty is left out).
 */
export interface CalculatorRows {
  /** What one row is ("Course", "Person"), for its legend and its buttons. */
  item: string;
  fields: readonly CalculatorInput[];
  /** The rows it starts with: examples, the fields' values by name. */
  start: readonly Readonly<Record<string, number | string>>[];
}

export interface CalculatorTool extends ToolBase {
  primitive: 'calculator';
  inputs: readonly CalculatorInput[];
  rows?: CalculatorRows;
  outputs: readonly CalculatorOutput[];
  /**
   * The formula: the body of an ES5 `function (v, money)` given the inputs by name (numbers, or
   * strings for choices and dates, and `rows`), returning the outputs by name; NaN or Infinity
   * shows as "–". `money(n, decimals)` writes an amount in the page's currency.
   */
  formula: string;
  /** A caution or a source, shown under the results. */
  note?: string;
}

export interface TrackerTool extends ToolBase {
  primitive: 'tracker';
  /** The item's name, as the input's label. */
  itemLabel: string;
  placeholder: string;
  /** Items carry an amount, and the list shows their total. */
  amount?: { label: string };
  /** The ticked state's name ("Done", "Bought", "Packed"). */
  done: string;
  /** Ticks are for today: a new day starts every item unticked. */
  daily?: true;
}

export interface TimerTool extends ToolBase {
  primitive: 'timer';
  mode: 'stopwatch' | 'countdown';
  /** For a countdown: the minutes it is set to first, and quick settings. */
  minutes?: number;
  presets?: readonly { label: string; minutes: number }[];
}

export interface TextStatsTool extends ToolBase {
  primitive: 'text-stats';
}

export interface PickerTool extends ToolBase {
  primitive: 'picker';
  /** The options it starts with (the visitor's own replace them). */
  options: readonly string[];
  /** Draws this many at once when the visitor asks for a few. */
  verb: string;
}

export interface FlashcardsTool extends ToolBase {
  primitive: 'flashcards';
  /** What each side is called ("Question" and "Answer", "Word" and "Meaning"). */
  sides: readonly [front: string, back: string];
  /** Cards it starts with, marked as examples: the visitor deletes them or adds their own. */
  cards: readonly (readonly [front: string, back: string])[];
}

export interface BoardTool extends ToolBase {
  primitive: 'board';
  /** The columns, left to right; new cards go into the first. */
  columns: readonly string[];
  itemLabel: string;
  placeholder: string;
}

export interface MemoryGameTool extends ToolBase {
  primitive: 'memory-game';
  /** How many pairs are dealt. */
  pairs: number;
}

export interface TypingTestTool extends ToolBase {
  primitive: 'typing-test';
  /** How long a test lasts, in seconds, and the other lengths offered. */
  seconds: number;
  lengths: readonly number[];
  /** The passages typed, one a test, in turn. */
  passages: readonly string[];
}

export interface PollTool extends ToolBase {
  primitive: 'poll';
  /** The example question and options the visitor changes to their own. */
  question: string;
  options: readonly string[];
}

export type Tool =
  | CalculatorTool
  | TrackerTool
  | TimerTool
  | TextStatsTool
  | PickerTool
  | FlashcardsTool
  | BoardTool
  | MemoryGameTool
  | TypingTestTool
  | PollTool;

/** An amount of money as a brief gives it ("₹2,499", "Rs 3400", "$250", "₹8 lakh"). */
const AN_AMOUNT_OF_MONEY =
  /(?:₹|rs\.?\s?|inr\s?|\$|€|£)\s?(\d[\d,]*(?:\.\d+)?(?:\s?(?:lakh|crore|k)\b)?)/i;

/** The units the unit converter knows, each as a brief writes it. */
const UNIT_WORDS = {
  km: 'km|kms|kilomet(?:re|er)s?',
  mi: 'miles?|mi',
  kg: 'kg|kgs|kilos?|kilograms?',
  lb: 'lbs?|pounds?',
  cm: 'cm|cms|centimet(?:re|er)s?',
  in: 'inch(?:es)?',
} as const;
type Unit = keyof typeof UNIT_WORDS;

/** A brief asking to go from one unit to another ("kg to lbs", "72 kilos in pounds"). */
const unitToUnit = (from: Unit, to: Unit): RegExp =>
  new RegExp(
    `(?<![a-z])(?:${UNIT_WORDS[from]})\\s+(?:to|in|into|2|->|→)\\s+(?:${UNIT_WORDS[to]})(?![a-z])`,
    'i',
  );
const CONVERSIONS: readonly [from: Unit, to: Unit, label: string][] = [
  ['km', 'mi', 'Kilometres to miles'],
  ['mi', 'km', 'Miles to kilometres'],
  ['kg', 'lb', 'Kilograms to pounds'],
  ['lb', 'kg', 'Pounds to kilograms'],
  ['cm', 'in', 'Centimetres to inches'],
  ['in', 'cm', 'Inches to centimetres'],
];
/** A number written before a unit the brief converts from ("72 kg to lbs" → 72). */
const AMOUNT_OF_A_UNIT = new RegExp(
  `(\\d[\\d,]*(?:\\.\\d+)?)\\s?(?:${Object.values(UNIT_WORDS).join('|')})\\s+(?:to|in|into|2|->|→)\\s`,
  'i',
);

/** The minutes a brief sets a countdown to ("a 3 minute plank", "countdown for 10 mins"). */
const MINUTES_ASKED = /\b(\d{1,3})[\s-]?(?:min(?:ute)?s?)\b/i;

/** A person's weight and height, as a brief gives them ("82 kg and 170 cm"). */
const BODY: readonly CalculatorInput[] = [
  {
    name: 'weight',
    label: 'Weight',
    unit: 'kg',
    value: 70,
    min: 1,
    max: 400,
    step: 0.1,
    given: /(\d+(?:\.\d+)?)\s?(?:kg|kgs|kilos?)\b/i,
  },
  {
    name: 'height',
    label: 'Height',
    unit: 'cm',
    value: 175,
    min: 30,
    max: 260,
    step: 0.1,
    given: /(\d+(?:\.\d+)?)\s?cm\b/i,
  },
];

const CALCULATORS: readonly CalculatorTool[] = [
  {
    id: 'bmi',
    primitive: 'calculator',
    title: 'BMI calculator',
    lead: 'Enter your weight and height to see your body mass index.',
    words: ['bmi', 'body mass index'],
    questions: [
      /\bam\s+I\s+(?:over|under)weight\b/i,
      /\b(?:am\s+I|is\s+my\s+weight)\s+(?:a\s+)?healthy(?:\s+weight)?\b/i,
    ],
    inputs: [...BODY],
    outputs: [
      { name: 'bmi', label: 'BMI', decimals: 1 },
      { name: 'category', label: 'Category' },
    ],
    formula:
      "var m = v.height / 100; var bmi = v.weight / (m * m); return { bmi: bmi, category: !isFinite(bmi) ? '–' : bmi < 18.5 ? 'Underweight' : bmi < 25 ? 'Healthy weight' : bmi < 30 ? 'Overweight' : 'Obesity' };",
    note: 'Categories are the WHO adult ranges; BMI is a rough guide, not a diagnosis.',
  },
  {
    id: 'bmr',
    primitive: 'calculator',
    title: 'Calorie calculator',
    lead: 'The calories your body uses each day: at rest, and with how active you are.',
    words: ['bmr', 'calorie calculator', 'calories calculator', 'basal metabolic rate', 'tdee'],
    questions: [
      /\bhow\s+many\s+calories\b/i,
      /\b(?:daily\s+)?calories?\s+(?:should\s+I|do\s+I\s+need|I\s+need|intake)\b/i,
    ],
    inputs: [
      ...BODY,
      {
        name: 'age',
        label: 'Age',
        unit: 'years',
        value: 30,
        min: 1,
        max: 120,
        given: /\b(\d{1,3})[\s-]?(?:years?|yrs?)[\s-]old\b|\baged?\s+(\d{1,3})\b/i,
      },
      {
        name: 'sex',
        label: 'Sex',
        value: 'female',
        options: [
          {
            label: 'Female',
            value: 'female',
            asked: /\b(?:woman|female|girl|lady|mother|mom|wife)\b/i,
          },
          { label: 'Male', value: 'male', asked: /\b(?:man|male|boy|guy|father|dad|husband)\b/i },
        ],
      },
      {
        name: 'activity',
        label: 'Activity',
        value: '1.2',
        options: [
          { label: 'Little or no exercise', value: '1.2' },
          { label: 'Exercise 1–3 times a week', value: '1.375' },
          { label: 'Exercise 3–5 times a week', value: '1.55' },
          { label: 'Exercise 6–7 times a week', value: '1.725' },
          { label: 'Hard exercise or a physical job', value: '1.9' },
        ],
      },
    ],
    outputs: [
      { name: 'bmr', label: 'Calories a day at rest', unit: 'kcal', decimals: 0 },
      { name: 'daily', label: 'Calories a day with your activity', unit: 'kcal', decimals: 0 },
    ],
    formula:
      "var bmr = 10 * v.weight + 6.25 * v.height - 5 * v.age + (v.sex === 'male' ? 5 : -161); return { bmr: bmr, daily: bmr * Number(v.activity) };",
    note: 'The Mifflin–St Jeor equation, with the usual activity factors; a guide, not advice.',
  },
  {
    id: 'tip',
    primitive: 'calculator',
    title: 'Tip and bill splitter',
    lead: 'Add a tip and split the bill between everyone at the table.',
    words: ['tip calculator', 'split the bill', 'bill splitter', 'bill split', 'split bill'],
    questions: [
      /\bhow\s+much\s+(?:should\s+(?:I|we)\s+|do\s+(?:I|we)\s+|to\s+)tip\b/i,
      /\b\d+(?:\.\d+)?\s?(?:%|percent)\s+tip\b|\btip\s+of\s+\d+(?:\.\d+)?\s?(?:%|percent)/i,
      /\bsplit\s+(?:it|the\s+(?:total|check|cheque))\b/i,
    ],
    inputs: [
      {
        name: 'bill',
        label: 'Bill',
        value: 2400,
        min: 0,
        step: 0.01,
        given: new RegExp(
          `${AN_AMOUNT_OF_MONEY.source}|\\bbill\\s+(?:came\\s+to|comes\\s+to|is|was|of|for)\\s+(\\d[\\d,]*(?:\\.\\d+)?)`,
          'i',
        ),
      },
      {
        name: 'tip',
        label: 'Tip',
        unit: '%',
        value: 10,
        min: 0,
        max: 100,
        step: 0.5,
        given: /(\d+(?:\.\d+)?)\s?(?:%|percent)\s+tip\b/i,
      },
      {
        name: 'people',
        label: 'People',
        value: 4,
        min: 1,
        max: 100,
        step: 1,
        given:
          /\b(?:for|between|among|split\s+(?:in|into|by))\s+(\d+)\s+(?:people|persons|friends|of\s+us|ways)\b|\b(\d+)\s+of\s+us\b/i,
      },
    ],
    outputs: [
      { name: 'tipAmount', label: 'Tip', decimals: 2, money: true },
      { name: 'total', label: 'Total', decimals: 2, money: true },
      { name: 'each', label: 'Each person pays', decimals: 2, money: true },
    ],
    formula:
      'var tip = v.bill * v.tip / 100; var total = v.bill + tip; return { tipAmount: tip, total: total, each: v.people >= 1 ? total / Math.floor(v.people) : NaN };',
  },
  {
    id: 'expense-split',
    primitive: 'calculator',
    title: 'Expense splitter',
    lead: 'Put in what each person paid; see each share and who pays whom to settle up.',
    words: [
      'expense splitter',
      'expenses splitter',
      'split expenses',
      'split the expenses',
      'split trip expenses',
      'splitwise',
      'who owes whom',
      'who owes who',
      'shared expenses',
      'group expenses',
      'trip expense calculator',
      'split costs',
    ],
    inputs: [],
    rows: {
      item: 'Person',
      fields: [
        { name: 'name', label: 'Name', value: '', type: 'text' },
        { name: 'paid', label: 'Paid', value: 0, min: 0, step: 0.01 },
      ],
      start: [
        { name: 'Asha', paid: 1200 },
        { name: 'Dev', paid: 300 },
        { name: 'Meera', paid: 0 },
      ],
    },
    outputs: [
      { name: 'total', label: 'Spent in all', decimals: 2, money: true },
      { name: 'each', label: 'Each share', decimals: 2, money: true },
      { name: 'settle', label: 'To settle up', lines: true },
    ],
    formula: `var people = v.rows.map(function (row, i) { return { name: row.name || 'Person ' + (i + 1), left: row.paid }; });
      if (people.length < 2) return { total: NaN, each: NaN, settle: 'Add at least two people.' };
      var total = people.reduce(function (sum, p) { return sum + p.left; }, 0);
      var each = total / people.length;
      people.forEach(function (p) { p.left = Math.round((p.left - each) * 100) / 100; });
      var owing = people.filter(function (p) { return p.left < 0; }).sort(function (a, b) { return a.left - b.left; });
      var owed = people.filter(function (p) { return p.left > 0; }).sort(function (a, b) { return b.left - a.left; });
      var lines = [];
      var i = 0, j = 0;
      while (i < owing.length && j < owed.length) {
        var amount = Math.round(Math.min(-owing[i].left, owed[j].left) * 100) / 100;
        if (amount >= 0.01) lines.push(owing[i].name + ' pays ' + owed[j].name + ' ' + money(amount, amount % 1 ? 2 : 0));
        owing[i].left += amount; owed[j].left -= amount;
        if (owing[i].left > -0.01) i += 1;
        if (owed[j].left < 0.01) j += 1;
      }
      return { total: total, each: each, settle: lines.length ? lines.join('\\n') : 'Everyone is even.' };`,
    note: 'The names and amounts it starts with are examples: put in your own.',
  },
  {
    id: 'gpa',
    primitive: 'calculator',
    title: 'GPA calculator',
    lead: 'Add your courses with their credits and grades to get your grade point average (4.0 scale).',
    words: ['gpa', 'grade point average', 'gpa calculator'],
    inputs: [],
    rows: {
      item: 'Course',
      fields: [
        { name: 'course', label: 'Course', value: '', type: 'text' },
        { name: 'credits', label: 'Credits', value: '', min: 0, max: 30, step: 0.5 },
        {
          name: 'grade',
          label: 'Grade',
          value: '4',
          options: [
            ['A', '4'],
            ['A-', '3.7'],
            ['B+', '3.3'],
            ['B', '3'],
            ['B-', '2.7'],
            ['C+', '2.3'],
            ['C', '2'],
            ['C-', '1.7'],
            ['D+', '1.3'],
            ['D', '1'],
            ['F', '0'],
          ].map(([label, value]) => ({ label: label ?? '', value: value ?? '' })),
        },
      ],
      start: [
        { course: 'Example: Maths', credits: 4, grade: '4' },
        { course: 'Example: English', credits: 3, grade: '3.3' },
      ],
    },
    outputs: [
      { name: 'gpa', label: 'GPA', decimals: 2 },
      { name: 'credits', label: 'Credits', decimals: 1 },
    ],
    formula:
      'var credits = 0, points = 0; v.rows.forEach(function (row) { credits += row.credits; points += row.credits * Number(row.grade); }); return { gpa: credits > 0 ? points / credits : NaN, credits: credits };',
    note: 'Letter grades on the common US 4.0 scale; your school’s own scale may differ.',
  },
  {
    id: 'cgpa',
    primitive: 'calculator',
    title: 'CGPA calculator',
    lead: 'Add your subjects with their credits and grades to get your grade point average on the 10-point scale.',
    words: ['cgpa', 'sgpa', 'cgpa calculator', 'sgpa calculator', 'cgpa to percentage'],
    inputs: [],
    rows: {
      item: 'Subject',
      fields: [
        { name: 'course', label: 'Subject', value: '', type: 'text' },
        { name: 'credits', label: 'Credits', value: '', min: 0, max: 30, step: 0.5 },
        {
          name: 'grade',
          label: 'Grade',
          value: '10',
          options: [
            ['O (10)', '10'],
            ['A+ (9)', '9'],
            ['A (8)', '8'],
            ['B+ (7)', '7'],
            ['B (6)', '6'],
            ['C (5)', '5'],
            ['P (4)', '4'],
            ['F (0)', '0'],
          ].map(([label, value]) => ({ label: label ?? '', value: value ?? '' })),
        },
      ],
      start: [
        { course: 'Example: Physics', credits: 4, grade: '9' },
        { course: 'Example: Chemistry', credits: 3, grade: '8' },
      ],
    },
    outputs: [
      { name: 'gpa', label: 'Grade point average', decimals: 2 },
      { name: 'percent', label: 'Percentage (× 9.5)', unit: '%', decimals: 1 },
    ],
    formula:
      'var credits = 0, points = 0; v.rows.forEach(function (row) { credits += row.credits; points += row.credits * Number(row.grade); }); var gpa = credits > 0 ? points / credits : NaN; return { gpa: gpa, percent: gpa * 9.5 };',
    note: 'Grades on the UGC 10-point scale; percentage by the CBSE rule (CGPA × 9.5). Check your university’s own rule.',
  },
  {
    id: 'loan-emi',
    primitive: 'calculator',
    title: 'Loan EMI calculator',
    lead: 'Your monthly instalment, and what the loan costs in interest.',
    words: [
      'emi calculator',
      'loan calculator',
      'mortgage calculator',
      'home loan calculator',
      'car loan calculator',
      'loan emi',
    ],
    questions: [
      /\b(?:my|the|monthly|what(?:'s|\s+is|\s+will\s+be))\s+emi\b/i,
      /\bemi\s+(?:on|for)\b/i,
    ],
    inputs: [
      {
        name: 'principal',
        label: 'Loan amount',
        value: 500000,
        min: 0,
        step: 1000,
        given:
          /(\d[\d,]*(?:\.\d+)?\s?(?:lakh|crore)\b|(?:₹|rs\.?\s?|inr\s?)\s?\d[\d,]*(?:\.\d+)?(?:\s?k\b)?)/i,
      },
      {
        name: 'rate',
        label: 'Interest rate',
        unit: '% a year',
        value: 9,
        min: 0,
        step: 0.05,
        given:
          /(\d+(?:\.\d+)?)\s?(?:%|percent)(?:\s+(?:interest|a\s+year|p\.?\s?a\.?|per\s+annum))|\b(?:at|@)\s?(\d+(?:\.\d+)?)\s?(?:%|percent)/i,
      },
      {
        name: 'years',
        label: 'Term',
        unit: 'years',
        value: 5,
        min: 0.5,
        step: 0.5,
        given: /(\d+(?:\.\d+)?)\s?(?:years?|yrs?)\b/i,
      },
    ],
    outputs: [
      { name: 'emi', label: 'Monthly EMI', decimals: 0, money: true },
      { name: 'interest', label: 'Total interest', decimals: 0, money: true },
      { name: 'total', label: 'Total paid', decimals: 0, money: true },
    ],
    formula:
      'var n = Math.round(v.years * 12); var r = v.rate / 1200; var emi = r === 0 ? v.principal / n : v.principal * r * Math.pow(1 + r, n) / (Math.pow(1 + r, n) - 1); return { emi: emi, interest: emi * n - v.principal, total: emi * n };',
  },
  {
    id: 'sip',
    primitive: 'calculator',
    title: 'SIP calculator',
    lead: 'What a monthly investment could grow to at a steady yearly return.',
    words: ['sip calculator', 'mutual fund calculator', 'investment calculator', 'sip returns'],
    questions: [
      // "SIP" is a drink only in lower case, and never "monthly" or "of ₹5,000".
      /\b(?:monthly|mutual\s+fund|my)\s+sips?\b|\bsips?\s+of\s+(?:₹|rs\.?\s?|inr\s?)?\d/i,
      /\bSIPs?\b/,
    ],
    inputs: [
      {
        name: 'monthly',
        label: 'Each month',
        value: 5000,
        min: 0,
        step: 100,
        given:
          /\bsips?\s+of\s+((?:₹|rs\.?\s?|inr\s?)?\d[\d,]*(?:\.\d+)?(?:\s?k\b)?)|(?:₹|rs\.?\s?|inr\s?)(\d[\d,]*(?:\.\d+)?)\s*(?:a|per|every)\s+month\b/i,
      },
      {
        name: 'rate',
        label: 'Expected return',
        unit: '% a year',
        value: 12,
        min: 0,
        step: 0.1,
        given: /(\d+(?:\.\d+)?)\s?(?:%|percent)/i,
      },
      {
        name: 'years',
        label: 'Years',
        value: 10,
        min: 1,
        max: 60,
        step: 1,
        given: /(\d+)\s?(?:years?|yrs?)\b/i,
      },
    ],
    outputs: [
      { name: 'invested', label: 'You invest', decimals: 0, money: true },
      { name: 'value', label: 'Estimated value', decimals: 0, money: true },
      { name: 'gain', label: 'Estimated gain', decimals: 0, money: true },
    ],
    formula:
      'var n = Math.round(v.years * 12); var i = v.rate / 1200; var value = i === 0 ? v.monthly * n : v.monthly * ((Math.pow(1 + i, n) - 1) / i) * (1 + i); return { invested: v.monthly * n, value: value, gain: value - v.monthly * n };',
    note: 'Returns are not guaranteed; this assumes the same return every month.',
  },
  {
    id: 'compound-interest',
    primitive: 'calculator',
    title: 'Compound interest calculator',
    lead: 'What a sum grows to when its interest earns interest.',
    words: [
      'compound interest',
      'interest calculator',
      'fd calculator',
      'fixed deposit',
      'fd maturity',
      'deposit calculator',
    ],
    inputs: [
      { name: 'principal', label: 'Amount', value: 100000, min: 0, step: 100 },
      { name: 'rate', label: 'Interest rate', unit: '% a year', value: 7, min: 0, step: 0.05 },
      { name: 'years', label: 'Years', value: 5, min: 0, step: 0.5 },
      {
        name: 'times',
        label: 'Compounded',
        value: '4',
        options: [
          { label: 'Yearly', value: '1' },
          { label: 'Quarterly', value: '4' },
          { label: 'Monthly', value: '12' },
        ],
      },
    ],
    outputs: [
      { name: 'amount', label: 'Maturity amount', decimals: 0, money: true },
      { name: 'interest', label: 'Interest earned', decimals: 0, money: true },
    ],
    formula:
      'var k = Number(v.times); var amount = v.principal * Math.pow(1 + v.rate / 100 / k, k * v.years); return { amount: amount, interest: amount - v.principal };',
  },
  {
    id: 'percentage',
    primitive: 'calculator',
    title: 'Percentage calculator',
    lead: 'A percentage of any number, worked out as you type.',
    words: ['percentage calculator', 'percent calculator'],
    questions: [
      /\bwhat(?:'s|\s+is)\s+\d[\d,]*(?:\.\d+)?(?:%|\s?percent|\s?per\s?cent)\s+of\b/i,
      /\b\d[\d,]*(?:\.\d+)?(?:%|\s?percent|\s?per\s?cent)\s+of\s+(?:₹|rs\.?\s?|\$)?\s?\d[\d,]*(?:\.\d+)?\s*\?/i,
    ],
    inputs: [
      {
        name: 'percent',
        label: 'Percent',
        unit: '%',
        value: 15,
        step: 0.01,
        given: /(\d+(?:\.\d+)?)\s?(?:%|percent|per\s?cent)\s+of\b/i,
      },
      {
        name: 'of',
        label: 'Of',
        value: 2000,
        step: 0.01,
        given: /(?:%|percent|per\s?cent)\s+of\s+(?:₹|rs\.?\s?|\$)?\s?(\d[\d,]*(?:\.\d+)?)/i,
      },
    ],
    outputs: [{ name: 'result', label: 'Result', decimals: 2 }],
    formula: 'return { result: v.percent / 100 * v.of };',
  },
  {
    id: 'discount',
    primitive: 'calculator',
    title: 'Discount calculator',
    lead: 'The sale price and what you save.',
    words: ['discount calculator', 'sale price calculator'],
    questions: [
      /\b(?:how\s+much|what(?:'s|\s+is|\s+will|\s+would|\s+do)|calculate|work\s+out|(?:pay|price|cost)\s+after)\b[^.!?\n]{0,60}?\b\d[\d,]*(?:\.\d+)?(?:%|\s?percent|\s?per\s?cent)\s*(?:off|discount)\b/i,
      /\b\d[\d,]*(?:\.\d+)?(?:%|\s?percent|\s?per\s?cent)\s*(?:off|discount)\b[^.!?\n]{0,60}?\b(?:how\s+much|what(?:'s|\s+is|\s+will)|final\s+price|sale\s+price)\b/i,
    ],
    inputs: [
      {
        name: 'price',
        label: 'Price',
        value: 1999,
        min: 0,
        step: 0.01,
        given: AN_AMOUNT_OF_MONEY,
      },
      {
        name: 'off',
        label: 'Discount',
        unit: '%',
        value: 25,
        min: 0,
        max: 100,
        step: 0.5,
        given: /(\d+(?:\.\d+)?)\s?(?:%|percent|per\s?cent)\s?(?:off|discount)\b/i,
      },
    ],
    outputs: [
      { name: 'saved', label: 'You save', decimals: 2, money: true },
      { name: 'pay', label: 'You pay', decimals: 2, money: true },
    ],
    formula: 'var saved = v.price * v.off / 100; return { saved: saved, pay: v.price - saved };',
  },
  {
    id: 'gst',
    primitive: 'calculator',
    title: 'GST calculator',
    lead: 'GST on an amount, and the total with it.',
    words: ['gst calculator', 'tax calculator'],
    questions: [
      /\b\d[\d,]*(?:\.\d+)?(?:%|\s?percent|\s?per\s?cent)\s*gst\s+(?:on|for)\b/i,
      /\b(?:how\s+much|what(?:'s|\s+is))\s+(?:the\s+)?gst\b/i,
    ],
    inputs: [
      {
        name: 'amount',
        label: 'Amount before GST',
        value: 1000,
        min: 0,
        step: 0.01,
        given: AN_AMOUNT_OF_MONEY,
      },
      {
        name: 'rate',
        label: 'GST rate',
        value: '18',
        options: ['0', '5', '12', '18', '28'].map((rate) => ({ label: `${rate}%`, value: rate })),
      },
    ],
    // Within a state GST is charged as CGST and SGST, half each: a bill shows both.
    outputs: [
      { name: 'tax', label: 'GST', decimals: 2, money: true },
      { name: 'total', label: 'Total', decimals: 2, money: true },
      { name: 'cgst', label: 'CGST', decimals: 2, money: true },
      { name: 'sgst', label: 'SGST', decimals: 2, money: true },
    ],
    formula:
      'var tax = v.amount * Number(v.rate) / 100; return { tax: tax, total: v.amount + tax, cgst: tax / 2, sgst: tax / 2 };',
  },
  {
    id: 'temperature',
    primitive: 'calculator',
    title: 'Temperature converter',
    lead: 'Celsius to Fahrenheit and Kelvin.',
    words: ['temperature converter', 'celsius to fahrenheit', 'temperature conversion'],
    questions: [
      /\b\d+(?:\.\d+)?\s*°?\s*(?:c|celsius|centigrade)\s+(?:in|to|into)\s+(?:°\s*)?(?:f|fahrenheit)\b/i,
    ],
    inputs: [
      {
        name: 'celsius',
        label: 'Celsius',
        unit: '°C',
        value: 37,
        step: 0.1,
        given: /(-?\d+(?:\.\d+)?)\s*°?\s*(?:c|celsius|centigrade)\s+(?:in|to|into)\b/i,
      },
    ],
    outputs: [
      { name: 'fahrenheit', label: 'Fahrenheit', unit: '°F', decimals: 1 },
      { name: 'kelvin', label: 'Kelvin', unit: 'K', decimals: 2 },
    ],
    formula: 'return { fahrenheit: v.celsius * 9 / 5 + 32, kelvin: v.celsius + 273.15 };',
  },
  {
    id: 'fahrenheit',
    primitive: 'calculator',
    title: 'Temperature converter',
    lead: 'Fahrenheit to Celsius and Kelvin.',
    words: ['fahrenheit to celsius', 'fahrenheit to centigrade', 'f to c'],
    questions: [
      /\b\d+(?:\.\d+)?\s*°?\s*(?:f|fahrenheit)\s+(?:in|to|into)\s+(?:°\s*)?(?:c|celsius|centigrade)\b/i,
    ],
    inputs: [
      {
        name: 'fahrenheit',
        label: 'Fahrenheit',
        unit: '°F',
        value: 98.6,
        step: 0.1,
        given: /(-?\d+(?:\.\d+)?)\s*°?\s*(?:f|fahrenheit)\s+(?:in|to|into)\b/i,
      },
    ],
    outputs: [
      { name: 'celsius', label: 'Celsius', unit: '°C', decimals: 1 },
      { name: 'kelvin', label: 'Kelvin', unit: 'K', decimals: 2 },
    ],
    formula: 'var c = (v.fahrenheit - 32) * 5 / 9; return { celsius: c, kelvin: c + 273.15 };',
  },
  {
    id: 'unit-converter',
    primitive: 'calculator',
    title: 'Unit converter',
    lead: 'Length and weight, from one unit to another.',
    words: ['unit converter', 'km to miles', 'kg to pounds', 'measurement converter'],
    questions: [
      /\bhow\s+many\s+(?:miles|km|kms|kilometres|kilometers|pounds|lbs?|kg|kgs|kilos|inches|cm|centimetres|centimeters)\s+(?:is|are|in|make)\b/i,
      ...CONVERSIONS.map(([from, to]) => unitToUnit(from, to)),
    ],
    inputs: [
      { name: 'value', label: 'Value', value: 10, step: 0.01, given: AMOUNT_OF_A_UNIT },
      {
        name: 'conversion',
        label: 'Convert',
        value: 'km-mi',
        options: CONVERSIONS.map(([from, to, label]) => ({
          label,
          value: `${from}-${to}`,
          asked: unitToUnit(from, to),
        })),
      },
    ],
    outputs: [{ name: 'result', label: 'Result', decimals: 3 }],
    formula:
      "var f = { 'km-mi': 1 / 1.609344, 'mi-km': 1.609344, 'kg-lb': 1 / 0.45359237, 'lb-kg': 0.45359237, 'cm-in': 1 / 2.54, 'in-cm': 2.54 }[v.conversion]; return { result: v.value * f };",
  },
  {
    id: 'currency-converter',
    primitive: 'calculator',
    title: 'Currency converter',
    lead: 'Convert an amount at the rate you enter.',
    words: ['currency converter', 'currency conversion', 'exchange rate', 'usd to inr'],
    questions: [
      /\bhow\s+many\s+(?:rupees|dollars|euros|yen|dirhams)\s+(?:is|are|in|for|make)\b/i,
      /\b(?:dollars?|usd|euros?|pounds|gbp|dirhams?|aed)\s+(?:to|in|into)\s+(?:rupees|inr)\b/i,
    ],
    inputs: [
      { name: 'amount', label: 'Amount', value: 100, min: 0, step: 0.01 },
      {
        name: 'rate',
        label: 'Rate (1 unit in the other currency)',
        value: 1,
        min: 0,
        step: 0.0001,
      },
    ],
    outputs: [{ name: 'converted', label: 'Converted', decimals: 2 }],
    formula: 'return { converted: v.amount * v.rate };',
    note: 'Rates change every minute: enter today’s rate from your bank or a rates site.',
  },
  {
    id: 'age',
    primitive: 'calculator',
    title: 'Age calculator',
    lead: 'Your exact age in years, months and days.',
    words: ['age calculator', 'how old am i', 'date of birth calculator'],
    inputs: [{ name: 'born', label: 'Date of birth', value: '2000-01-01', type: 'date' }],
    outputs: [
      { name: 'years', label: 'Years', decimals: 0 },
      { name: 'months', label: 'Months', decimals: 0 },
      { name: 'days', label: 'Days', decimals: 0 },
    ],
    formula:
      "var b = new Date(v.born + 'T00:00:00'); var t = new Date(); if (isNaN(b.getTime()) || b > t) return { years: NaN, months: NaN, days: NaN }; var y = t.getFullYear() - b.getFullYear(); var m = t.getMonth() - b.getMonth(); var d = t.getDate() - b.getDate(); if (d < 0) { m -= 1; d += new Date(t.getFullYear(), t.getMonth(), 0).getDate(); } if (m < 0) { y -= 1; m += 12; } return { years: y, months: m, days: d };",
  },
  {
    id: 'fuel-cost',
    primitive: 'calculator',
    title: 'Fuel cost calculator',
    lead: 'What a trip costs in fuel.',
    words: [
      'fuel cost calculator',
      'fuel calculator',
      'petrol cost calculator',
      'trip cost calculator',
    ],
    questions: [
      /\b(?:petrol|diesel|fuel)\s+(?:cost|costs|expenses?|bill|budget|spend)\s+(?:for|of|on)\s+(?:a|an|the|my|our|this)\s+(?:[\w-]+\s+){0,3}(?:trip|drive|journey|ride|commute|tour)\b/i,
      /\bhow\s+much\s+(?:petrol|diesel|fuel)\b/i,
      /\b(?:petrol|diesel|fuel)\s+(?:for|needed\s+for)\s+(?:a|an|the|my|our)\s+(?:[a-z]+\s+)?(?:trip|drive|journey|ride)\b/i,
    ],
    inputs: [
      {
        name: 'distance',
        label: 'Distance',
        unit: 'km',
        value: 300,
        min: 0,
        step: 1,
        given: /(\d[\d,]*(?:\.\d+)?)\s?(?:km|kms|kilomet(?:re|er)s?)\b(?!\s*(?:\/|per|a)\s*l)/i,
      },
      {
        name: 'mileage',
        label: 'Mileage',
        unit: 'km per litre',
        value: 15,
        min: 0.1,
        step: 0.1,
        given: /(\d+(?:\.\d+)?)\s?(?:km\/l|kmpl|km\s+(?:per|a)\s+lit(?:re|er))\b/i,
      },
      {
        name: 'price',
        label: 'Fuel price',
        unit: 'a litre',
        value: 100,
        min: 0,
        step: 0.01,
        given: /(?:₹|rs\.?\s?)\s?(\d+(?:\.\d+)?)\s?(?:\/|per|a)\s?(?:l|litre|liter)\b/i,
      },
    ],
    outputs: [
      { name: 'litres', label: 'Fuel needed', unit: 'litres', decimals: 1 },
      { name: 'cost', label: 'Cost', decimals: 0, money: true },
    ],
    formula:
      'var litres = v.distance / v.mileage; return { litres: litres, cost: litres * v.price };',
  },
  {
    id: 'days-between',
    primitive: 'calculator',
    title: 'Days between dates',
    lead: 'How many days lie between two dates, and how many weeks that is.',
    words: [
      'days between dates',
      'days between two dates',
      'date difference',
      'date difference calculator',
      'days calculator',
      'day counter',
    ],
    questions: [
      /\bhow\s+many\s+days\s+(?:are\s+(?:there\s+)?)?(?:between|from|since)\b/i,
      /\b(?:number\s+of\s+)?days\s+between\s+(?:two|2|my|the|[a-z]+\s+and)\b/i,
    ],
    inputs: [
      { name: 'from', label: 'From', value: '2026-01-01', type: 'date' },
      { name: 'to', label: 'To', value: '2026-12-31', type: 'date' },
    ],
    outputs: [
      { name: 'days', label: 'Days', decimals: 0 },
      { name: 'weeks', label: 'In weeks' },
    ],
    formula:
      "function day(text) { var p = String(text).split('-'); return Date.UTC(Number(p[0]), Number(p[1]) - 1, Number(p[2])) / 864e5; } var days = Math.abs(day(v.to) - day(v.from)); if (!isFinite(days)) return { days: NaN, weeks: '–' }; var weeks = Math.floor(days / 7); var rest = days % 7; return { days: days, weeks: weeks + (weeks === 1 ? ' week' : ' weeks') + (rest ? ', ' + rest + (rest === 1 ? ' day' : ' days') : '') };",
    note: 'Counts the days from the first date to the second, not both.',
  },
  {
    id: 'roman-numerals',
    primitive: 'calculator',
    title: 'Roman numeral converter',
    lead: 'A number from 1 to 3,999 in Roman numerals, and Roman numerals back to a number.',
    words: ['roman numeral', 'roman numeral converter', 'roman numerals converter', 'roman number'],
    questions: [/\b\d{1,4}\s+(?:in|to|into)\s+roman\b/i, /\broman\s+numerals?\s+(?:for|of)\s+\d/i],
    inputs: [
      {
        name: 'number',
        label: 'Number',
        value: 2026,
        min: 1,
        max: 3999,
        step: 1,
        given:
          /\b(\d{1,4})\s+(?:in|to|into)\s+roman\b|\broman\s+numerals?\s+(?:for|of)\s+(\d{1,4})\b/i,
      },
      { name: 'roman', label: 'Roman numeral', value: 'XIV', type: 'text' },
    ],
    outputs: [
      { name: 'numeral', label: 'In Roman numerals' },
      { name: 'value', label: 'As a number' },
    ],
    formula:
      "var values = [1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1]; var signs = ['M', 'CM', 'D', 'CD', 'C', 'XC', 'L', 'XL', 'X', 'IX', 'V', 'IV', 'I']; function roman(n) { if (!(n >= 1 && n <= 3999 && n === Math.floor(n))) return ''; var out = ''; for (var i = 0; i < values.length; i++) { while (n >= values[i]) { out += signs[i]; n -= values[i]; } } return out; } var written = String(v.roman || '').toUpperCase().replace(/\\s+/g, ''); var worth = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 }; var total = 0; for (var j = 0; j < written.length; j++) { var here = worth[written.charAt(j)]; var next = worth[written.charAt(j + 1)] || 0; total += next > here ? -here : here; } return { numeral: roman(v.number) || '–', value: written && roman(total) === written ? String(total) : '–' };",
  },
  {
    id: 'password',
    primitive: 'calculator',
    title: 'Password generator',
    lead: 'A strong random password, made in your browser and sent nowhere. Change the length for another.',
    words: [
      'password generator',
      'random password',
      'strong password',
      'password maker',
      'generate a password',
      'generate password',
    ],
    inputs: [
      { name: 'length', label: 'Length', unit: 'characters', value: 16, min: 8, max: 64, step: 1 },
      {
        name: 'symbols',
        label: 'Characters',
        value: 'all',
        options: [
          { label: 'Letters, numbers and symbols', value: 'all' },
          {
            label: 'Letters and numbers only',
            value: 'plain',
            asked: /\bno\s+symbols\b|\bwithout\s+symbols\b|\bletters\s+and\s+numbers\s+only\b/i,
          },
        ],
      },
    ],
    outputs: [{ name: 'password', label: 'Password' }],
    formula:
      "var n = Math.floor(v.length); if (!(n >= 4 && n <= 128)) return { password: '–' }; var set = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789' + (v.symbols === 'plain' ? '' : '!@#$%^&*-_=+?'); var random = new Uint32Array(n); crypto.getRandomValues(random); var out = ''; for (var i = 0; i < n; i++) out += set.charAt(random[i] % set.length); return { password: out };",
    note: 'Letters and digits that look alike (l, 1, O, 0) are left out.',
  },
];

const TRACKERS: readonly TrackerTool[] = [
  {
    id: 'expenses',
    primitive: 'tracker',
    title: 'Expense tracker',
    lead: 'Note what you spend and see the total; kept in this browser.',
    words: [
      'expense tracker',
      'expenses tracker',
      'budget tracker',
      'spending tracker',
      'expense manager',
      'track my expenses',
      'track expenses',
      'daily expenses',
      'track my spending',
      'budget planner',
    ],
    questions: [
      /\bhelp\s+(?:me\s+|us\s+)?(?:to\s+)?budget\b|\bbudget(?:ing)?\s+(?:tool|app|helper)\b/i,
    ],
    itemLabel: 'What for',
    placeholder: 'Groceries',
    amount: { label: 'Amount' },
    done: 'Paid',
  },
  {
    id: 'habits',
    primitive: 'tracker',
    title: 'Habit tracker',
    lead: 'Tick off each habit as you do it; a new day starts fresh.',
    words: ['habit tracker', 'habits tracker', 'daily habits'],
    itemLabel: 'Habit',
    placeholder: 'Drink 8 glasses of water',
    done: 'Done today',
    daily: true,
  },
  {
    id: 'shopping',
    primitive: 'tracker',
    title: 'Shopping list',
    lead: 'Add what you need and tick it off as you shop; kept in this browser.',
    words: ['shopping list', 'grocery list', 'groceries list'],
    itemLabel: 'Item',
    placeholder: 'Milk',
    done: 'Bought',
  },
  {
    id: 'packing',
    primitive: 'tracker',
    title: 'Packing list',
    lead: 'Everything for the trip, ticked off as it goes in the bag.',
    words: [
      'packing list',
      'packing checklist',
      'travel checklist',
      'things to pack',
      'what to pack',
    ],
    itemLabel: 'Item',
    placeholder: 'Passport',
    done: 'Packed',
  },
  {
    id: 'reading',
    primitive: 'tracker',
    title: 'Reading list',
    lead: 'Books to read, and the ones you have finished.',
    words: ['reading list', 'book list', 'books to read', 'reading tracker'],
    itemLabel: 'Book',
    placeholder: 'A book to read',
    done: 'Read',
  },
  {
    id: 'todo',
    primitive: 'tracker',
    title: 'To-do list',
    lead: 'Add tasks, tick them off, and find them again; kept in this browser.',
    words: [
      'to-do list',
      'todo list',
      'to-do app',
      'todo app',
      'task list',
      'task manager',
      'task tracker',
      'checklist app',
      'tasks app',
    ],
    itemLabel: 'Task',
    placeholder: 'Something to do',
    done: 'Done',
  },
];

const TIMERS: readonly TimerTool[] = [
  {
    id: 'pomodoro',
    primitive: 'timer',
    title: 'Pomodoro timer',
    lead: 'Work in focused 25-minute blocks with short breaks between.',
    words: ['pomodoro', 'focus timer', 'study timer'],
    mode: 'countdown',
    minutes: 25,
    presets: [
      { label: 'Focus 25', minutes: 25 },
      { label: 'Short break 5', minutes: 5 },
      { label: 'Long break 15', minutes: 15 },
    ],
  },
  {
    id: 'stopwatch',
    primitive: 'timer',
    title: 'Stopwatch',
    lead: 'Start, pause, take laps and reset.',
    words: ['stopwatch', 'stop watch', 'lap timer'],
    mode: 'stopwatch',
  },
  {
    id: 'timer',
    primitive: 'timer',
    title: 'Countdown timer',
    lead: 'Set the minutes and start; it tells you when time is up.',
    words: [
      'countdown timer app',
      'kitchen timer',
      'cooking timer',
      'workout timer',
      'timer app',
      'online timer',
      'egg timer',
      'minute timer',
      'plank timer',
    ],
    questions: [
      // "a 3 minute countdown", "countdown for my 10 min plank": minutes, not a date.
      /\b\d{1,3}[\s-]?min(?:ute)?s?\s+(?:countdown|timer)\b/i,
      /\bcountdown\s+(?:timer\s+)?(?:for|of)\s+(?:my\s+|a\s+|the\s+)?\d{1,3}[\s-]?min(?:ute)?s?\b/i,
    ],
    mode: 'countdown',
    minutes: 5,
    presets: [
      { label: '1 min', minutes: 1 },
      { label: '5 min', minutes: 5 },
      { label: '10 min', minutes: 10 },
    ],
  },
];

const TEXT_TOOLS: readonly TextStatsTool[] = [
  {
    id: 'word-counter',
    primitive: 'text-stats',
    title: 'Word counter',
    lead: 'Paste or type your text to count its words, characters and sentences.',
    words: ['word counter', 'word count', 'character counter', 'character count', 'letter counter'],
    questions: [/\bhow\s+many\s+(?:words|characters|letters)\s+(?:are\s+)?(?:in|does|is)\b/i],
  },
];

const PICKERS: readonly PickerTool[] = [
  {
    id: 'coin-flip',
    primitive: 'picker',
    title: 'Coin flip',
    lead: 'Heads or tails, at random.',
    words: ['coin flip', 'flip a coin', 'coin toss', 'toss a coin', 'heads or tails'],
    options: ['Heads', 'Tails'],
    verb: 'Flip',
  },
  {
    id: 'dice',
    primitive: 'picker',
    title: 'Dice roller',
    lead: 'Roll a die: a number from 1 to 6, at random.',
    words: ['dice roller', 'roll a dice', 'roll the dice', 'dice roll', 'roll a die'],
    options: ['1', '2', '3', '4', '5', '6'],
    verb: 'Roll',
  },
  {
    id: 'picker',
    primitive: 'picker',
    title: 'Random picker',
    lead: 'Put in your options, one a line, and let chance choose.',
    words: [
      'random picker',
      'random name picker',
      'name picker',
      'decision maker',
      'random choice',
      // A fair's "raffle at 1pm" or "lucky draw" is a thing on there, not a tool.
      'raffle picker',
      'raffle draw picker',
      'lucky draw picker',
      'lucky draw wheel',
      'pick a winner',
      'spin the wheel',
      'wheel of names',
      'random name',
    ],
    options: ['Asha', 'Dev', 'Meera', 'Rohan'],
    verb: 'Pick',
  },
];

const APPS: readonly Tool[] = [
  {
    id: 'flashcards',
    primitive: 'flashcards',
    title: 'Flashcards',
    lead: 'Turn a card to check yourself, step through the deck, and add cards of your own; kept in this browser.',
    words: [
      'flashcard',
      'flash card',
      'flashcards app',
      'revision cards',
      'study cards',
      'vocabulary cards',
      'vocab cards',
      'cue cards',
      'quiz cards',
    ],
    questions: [/\bquiz\s+(?:me|myself|yourself|my\s+(?:kids|students|class))\b/i],
    sides: ['Question', 'Answer'],
    cards: [
      ['Capital of Japan', 'Tokyo'],
      ['7 × 8', '56'],
      ['Chemical symbol for gold', 'Au'],
    ],
  },
  {
    id: 'kanban',
    primitive: 'board',
    title: 'Kanban board',
    lead: 'Add cards and move them from column to column as the work moves; kept in this browser.',
    words: [
      'kanban',
      'task board',
      'project board',
      'scrum board',
      'sprint board',
      'trello',
      'work board',
      'todo board',
      'to-do board',
    ],
    columns: ['To do', 'In progress', 'Done'],
    itemLabel: 'New card',
    placeholder: 'Write the launch email',
  },
  {
    id: 'memory-game',
    primitive: 'memory-game',
    title: 'Memory game',
    lead: 'Turn two cards at a time and find every pair in as few moves as you can.',
    words: [
      'memory game',
      'memory card game',
      'matching game',
      'match the pairs',
      'matching pairs',
      'pair matching',
      'find the pairs',
      'concentration game',
      'card matching',
      'memory match',
    ],
    pairs: 8,
  },
  {
    id: 'typing-test',
    primitive: 'typing-test',
    title: 'Typing test',
    lead: 'Type the passage as fast and as accurately as you can; the clock starts with your first key.',
    words: [
      'typing test',
      'typing speed',
      'typing speed test',
      'typing practice',
      'typing tutor',
      'typing game',
      'wpm test',
      'words per minute',
      'typing master',
    ],
    seconds: 60,
    lengths: [30, 60, 120],
    passages: [
      'The quick brown fox jumps over the lazy dog while the morning train rolls past the river. A good typist keeps a steady rhythm, looks at the screen and not at the keys, and fixes a mistake only when it happens.',
      'Every small habit adds up over a year. Ten minutes of practice a day is more than sixty hours by December, and that is enough to learn to type without looking, to read a short book each week, or to cook a new dish.',
      'Rain fell on the tin roof all night, and by dawn the lane was a stream. The children floated paper boats past the tea stall, and the old man who ran it laughed and poured a glass for anyone who stopped to watch.',
    ],
  },
  {
    id: 'poll',
    primitive: 'poll',
    title: 'Quick poll',
    lead: 'Ask a question, let everyone vote, and watch the results add up.',
    words: [
      'poll',
      'polling app',
      'voting app',
      'vote counter',
      'straw poll',
      'opinion poll',
      'quick poll',
      'online poll',
      'voting poll',
      'poll app',
    ],
    question: 'Where shall we go for the team lunch?',
    options: ['Pizza place', 'South Indian thali', 'Salad bar'],
  },
];

/** Every tool, the more specific before the more general (a "pomodoro timer" before a timer). */
export const TOOLS: readonly Tool[] = [
  ...CALCULATORS,
  ...TRACKERS,
  ...TIMERS,
  ...TEXT_TOOLS,
  ...PICKERS,
  ...APPS,
];

/** The tool with this id (a section's id, with any "-2" it took to be unique), if any. */
export function toolById(id: string): Tool | undefined {
  return TOOLS.find((tool) => tool.id === id) ?? TOOLS.find((tool) => id.startsWith(`${tool.id}-`));
}

/** A phrase as a whole-word pattern: any case, "-" or a space between words, a plural "s". */
const phrase = (words: string): RegExp =>
  new RegExp(`(?<![a-z0-9])${phrasePattern(words)}s?(?![a-z0-9])`, 'i');

/**
 * Phrases in another language that ask for tools, by the tool's id (a phrasebook's, see
 * offline/languages/tool-book.ts): matched like the tools' own English words.
 */
export type ToolAsks = Readonly<Record<string, readonly string[]>>;

/** A tool named for what it does, and the doing: "word counter" is asked as "count words". */
const DOERS: Readonly<Record<string, string>> = {
  counter: 'count',
  calculator: 'calculate',
  converter: 'convert',
  tracker: 'track',
  generator: 'generate',
  picker: 'pick',
  splitter: 'split',
};
const DONE_TO = '(?:(?:my|the|your|our|a|an|all|of|how\\s+many)\\s+)*';

/**
 * The brief's way of asking for what a tool does, in the English words that name it ("word
 * counter") or as the doing ("count the words in my essay", "calculate my BMI").
 */
function askPatterns(words: string): RegExp[] {
  const [, object, doer] = /^(.+?)[\s-]+([a-z]+)$/i.exec(words) ?? [];
  const verb = doer ? DOERS[doer.toLowerCase()] : undefined;
  if (!object || !verb) return [phrase(words)];
  return [
    phrase(words),
    new RegExp(
      `(?<![a-z0-9])${verb}(?:s|ing)?\\s+${DONE_TO}${phrasePattern(object)}s?(?![a-z0-9])`,
      'i',
    ),
  ];
}

/** Where in the text a tool is asked for, or -1. */
function askedAt(text: string, tool: Tool, asks: ToolAsks): number {
  let first = -1;
  for (const pattern of [
    ...tool.words.flatMap(askPatterns),
    ...(tool.questions ?? []),
    ...(asks[tool.id] ?? []).map(phrase),
  ]) {
    const at = text.search(pattern);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  return first;
}

/** A list of the brief's own things ("a chore list", "a homework checklist", "things to pack")… */
const OWN_LIST =
  /(?<![a-z0-9])(?:(?!(?:a|an|the|my|our|your|their|this|that|simple|small|little|new)\b)([a-z]+)[\s-]+(?:list|checklist|chart)s?|(?:things|stuff|items)\s+to\s+[a-z]+)(?![a-z0-9])/i;
/** …that its people tick off as they go ("where they can tick things off", "mark them done"). */
const TICKED_OFF =
  /\b(?:tick|check|cross|mark)(?:s|ed|ing)?\s+(?:[a-z]+\s+){0,2}(?:off|done|complete|as\s+done)\b/i;

/**
 * A list the brief names and ticks off, whatever it lists, as the to-do list under the brief's
 * name for it ("a chore list for my kids where they can tick things off" → "Chore list").
 */
function ownListAskedIn(text: string): { tool: Tool; at: number } | undefined {
  const list = OWN_LIST.exec(text);
  const todo = TOOLS.find((tool) => tool.id === 'todo');
  if (!list || !todo || !TICKED_OFF.test(text)) return undefined;
  const title = `${list[0].charAt(0).toUpperCase()}${list[0].slice(1).toLowerCase()}`;
  return { tool: { ...todo, title: title.replace(/s$/, '') }, at: list.index };
}

/**
 * The brief with its question words as the patterns read them: a typed ’ as ', and the
 * apostrophe people leave out put back ("whats 12.5% of 640" → "what's").
 */
const withApostrophes = (text: string): string =>
  text.replace(/[’‘]/g, "'").replace(/\b(what|how|who|where|that)s\b/gi, "$1's");

/**
 * The numbers (and choices) a brief gives a calculator, or the minutes it gives a countdown, in
 * asking its question ("how much will I pay after 30%
 * off on a ₹2,499 kurta" → price 2,499, discount 30), within each input's bounds: the page opens
 * on the brief's own answer. Nothing for a number the brief does not give.
 */
export function valuesAskedIn(brief: string, tool: Tool): Record<string, number | string> {
  const text = withApostrophes(brief);
  if (tool.primitive === 'timer') {
    const minutes = tool.mode === 'countdown' ? Number(MINUTES_ASKED.exec(text)?.[1]) : NaN;
    return minutes >= 1 && minutes <= 999 ? { minutes } : {};
  }
  if (tool.primitive !== 'calculator') return {};
  const values: Record<string, number | string> = {};
  for (const input of tool.inputs) {
    const chosen = input.options?.find((option) => option.asked?.test(text));
    if (chosen) values[input.name] = chosen.value;
    // The first group that took part: a pattern may give the number more than one way.
    const written = input.given
      ?.exec(text)
      ?.slice(1)
      .find((group) => group !== undefined);
    const value = written === undefined ? undefined : amountAsWritten(written);
    if (value === undefined) continue;
    const inBounds =
      (input.min === undefined || value >= input.min) &&
      (input.max === undefined || value <= input.max);
    if (inBounds) values[input.name] = value;
  }
  return values;
}

/** The tools a brief asks for, in the order it names them, each once (at most three). */
export function toolsAskedIn(brief: string, asks: ToolAsks = {}): Tool[] {
  const text = withApostrophes(brief);
  const named = TOOLS.map((tool) => ({ tool, at: askedAt(text, tool, asks) })).filter(
    (entry) => entry.at >= 0,
  );
  const ownList = named.some((entry) => entry.tool.primitive === 'tracker')
    ? undefined
    : ownListAskedIn(text);
  const found = ownList ? [...named, ownList] : named;
  // A phrase inside a longer one of another tool ("timer" in "pomodoro timer") is that one's.
  const kept = found.filter(
    (entry) =>
      !found.some(
        (other) =>
          other !== entry &&
          other.tool.primitive === entry.tool.primitive &&
          other.at <= entry.at &&
          TOOLS.indexOf(other.tool) < TOOLS.indexOf(entry.tool),
      ),
  );
  return kept
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.tool)
    .slice(0, 3);
}

/**
 * The brief is for a site that has the tool or is about it ("a website for my gym with a BMI
 * calculator", "a landing page for my timer app"), not for the tool itself.
 */
const A_SITE =
  /\b(?:website|web site|landing page|homepage|home page|site|portfolio|blog)\s+(?:for|about|of|with|that)\b/i;

/** The words that name a small tool, last in what a brief asks for ("QR code generator"). */
const TOOL_NOUNS =
  'calculator|converter|generator|tracker|counter|checker|timer|clock|stopwatch|randomi[sz]er|game|quiz|scanner|compressor|tool|widget';
/**
 * A brief that opens by asking for a tool, named by its last word ("water intake tracker",
 * "salary calculator for freshers"): what follows the name is the end, a mark, or what it is for.
 */
const ASKS_FOR_A_TOOL = new RegExp(
  `^(?:(?:please|pls|can you|could you|i want|i need|we need|make me|make|build me|build|create|give me|need|want)\\s+)*(?:an?\\s+|the\\s+|my\\s+|some\\s+)?(?:(?:simple|small|basic|quick|free|online|easy|little|nice|clean|working)\\s+)*((?:[\\p{L}\\d'’-]+\\s+){0,4}?(?:${TOOL_NOUNS})s?)(?=\\s*$|\\s*[,.;:!?(]|\\s+(?:for|to|that|which|with|so|and|where|using)\\b)`,
  'iu',
);
/** Words of a site about a tool, or of a business: "pricing and signup", "our company". */
const A_SITE_ABOUT_IT =
  /\b(?:website|web site|landing page|homepage|home page|page|site|portfolio|blog|pricing|plans?|sign ?ups?|waitlist|testimonials|reviews|features|team|about us|contact|demo|download|launch|customers|clients|company|startup|business|services|shop|store|studio|agency|cafe|café|restaurant|pub|bar|club|academy|school|night)\b/i;

/**
 * The tool a brief asks for that no tool here is ("QR code generator", "tic tac toe game"), as
 * the brief names it; none when a tool here answers it, or the brief is for a site or a business.
 */
export function toolNotHere(brief: string): string | undefined {
  const text = brief.trim();
  if (toolsAskedIn(text).length > 0 || A_SITE_ABOUT_IT.test(text)) return undefined;
  return ASKS_FOR_A_TOOL.exec(text)?.[1]?.trim();
}

/**
 * The tool is what the brief asks for ("a BMI calculator"), not a part of a business's site
 * (`aSite`: the words for a site in the brief's language, when it is not English).
 */
export function isToolBrief(text: string, tools: readonly Tool[], aSite = A_SITE): boolean {
  return tools.length > 0 && !aSite.test(text);
}
