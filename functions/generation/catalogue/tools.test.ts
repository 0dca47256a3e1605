import { JSDOM } from 'jsdom';
import { WIDGET_PROBE_SOURCE, type WidgetResult } from './widgets';
import { offlinePage } from '../../../testing/fixtures/generation/offline-page';
import { describe, expect, it } from 'vitest';
import { planFromPrompt } from '../offline/planner';
import { isToolBrief, TOOLS, toolNotHere, toolsAskedIn, type CalculatorTool } from './tools';
import { parsedPage } from '../../../testing/fixtures/generation/parsed-page';

const idsIn = (brief: string) => toolsAskedIn(brief).map((tool) => tool.id);

/** A calculator's formula, run as the page runs it. */
function compute(id: string, values: Record<string, unknown>) {
  const tool = TOOLS.find((each): each is CalculatorTool => each.id === id);
  if (!tool) throw new Error(`No calculator ${id}`);
  const money = (amount: number, decimals: number) => `₹${amount.toFixed(decimals)}`;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own formula, as the page runs it
  const formula = new Function('v', 'money', tool.formula) as (
    v: unknown,
    format: typeof money,
  ) => Record<string, unknown>;
  return formula(values, money);
}

describe('the tools a brief asks for', () => {
  it('finds each tool by the words people use for it', () => {
    expect(idsIn('bmi calculator pls')).toEqual(['bmi']);
    expect(idsIn('A Pomodoro timer for studying')).toEqual(['pomodoro']);
    expect(idsIn('simple todo list app')).toEqual(['todo']);
    expect(idsIn('an app to split the bill with friends')).toEqual(['tip']);
    expect(idsIn('grocery list I can tick off')).toEqual(['shopping']);
    expect(idsIn('celsius to fahrenheit converter')).toEqual(['temperature']);
    expect(idsIn('toss a coin')).toEqual(['coin-flip']);
    expect(idsIn('a kitchen timer and a word counter')).toEqual(['timer', 'word-counter']);
    expect(idsIn('Flash cards for my NEET biology revision')).toEqual(['flashcards']);
    expect(idsIn('a trello-like kanban board')).toEqual(['kanban']);
    expect(idsIn('memory matching game for kids')).toEqual(['memory-game']);
    expect(idsIn('typing speed test with WPM')).toEqual(['typing-test']);
    expect(idsIn('a straw poll for movie night')).toEqual(['poll']);
    expect(idsIn('splitwise style expense splitter for our trip')).toEqual(['expense-split']);
    expect(idsIn('GPA calculator for college')).toEqual(['gpa']);
    expect(idsIn('a raffle picker for our office party')).toEqual(['picker']);
    // A fair's raffle or lucky draw is a thing on at the fair.
    expect(idsIn('church christmas fair, mince pies, raffle at 1pm')).toEqual([]);
    expect(idsIn('society mela with a lucky draw at 9pm')).toEqual([]);
    expect(idsIn('sgpa and cgpa calculator')).toEqual(['cgpa']);
    expect(idsIn('what will my fixed deposit be worth in 3 years')).toEqual(['compound-interest']);
    expect(idsIn('password generator')).toEqual(['password']);
    expect(idsIn('roman numerals converter for my homework')).toEqual(['roman-numerals']);
    expect(idsIn('days between two dates calculator')).toEqual(['days-between']);
  });

  it('finds a tool asked for by what it does, not only by its name', () => {
    expect(idsIn('something to count the words in my cover letter')).toEqual(['word-counter']);
    expect(idsIn('help me calculate my bmi')).toEqual(['bmi']);
    expect(idsIn('i need to track my daily expenses')).toEqual(['expenses']);
    expect(idsIn('convert currency before my trip')).toEqual(['currency-converter']);
    // Counting or converting something no tool does asks for none.
    expect(idsIn('a page that counts down to our launch')).toEqual([]);
    expect(idsIn('we convert leads for brands')).toEqual([]);
  });

  it('finds a tool asked by its question, without its name', () => {
    expect(idsIn('how much will I pay after 30% off on a ₹2,499 kurta')).toEqual(['discount']);
    expect(idsIn('petrol cost for our road trip to Goa')).toEqual(['fuel-cost']);
    expect(idsIn('how much fuel will a 600 km drive take')).toEqual(['fuel-cost']);
    expect(idsIn('what is 18% of 2,500?')).toEqual(['percentage']);
    expect(idsIn('am I overweight at 82 kg and 170 cm')).toEqual(['bmi']);
    expect(idsIn('how many days are there between my birthday and Diwali')).toEqual([
      'days-between',
    ]);
    expect(idsIn('what is 1994 in roman numerals')).toEqual(['roman-numerals']);
    expect(idsIn('how much should we tip on a ₹3,400 dinner')).toEqual(['tip']);
    expect(idsIn('what will my EMI be on a 20 lakh home loan')).toEqual(['loan-emi']);
    expect(idsIn('how many miles is a 42 km run')).toEqual(['unit-converter']);
    expect(idsIn('how many rupees is 250 dollars')).toEqual(['currency-converter']);
    expect(idsIn('what is 18% GST on ₹12,000')).toEqual(['gst']);
    expect(idsIn('37 C in fahrenheit')).toEqual(['temperature']);
    // The other way round, and any two units the converter knows, in either order.
    expect(idsIn('75 fahrenheit in celsius')).toEqual(['fahrenheit']);
    expect(idsIn('kg to lbs converter')).toEqual(['unit-converter']);
    expect(idsIn('convert 5 miles to km')).toEqual(['unit-converter']);
    // The question with its numbers, not the tool's name.
    expect(idsIn('monthly sip of 5000 for 15 years at 12%, how much will i get')).toEqual(['sip']);
    expect(idsIn('bill came to 2340, 4 of us, 10 percent tip')).toEqual(['tip']);
    expect(idsIn('countdown for my 3 minute plank')).toEqual(['timer']);
    expect(idsIn('how many calories should i eat a day')).toEqual(['bmr']);
    expect(idsIn('something to help me budget')).toEqual(['expenses']);
    expect(idsIn('quiz me on world capitals')).toEqual(['flashcards']);
    // Typed as people type: the apostrophe left out, or a curly one.
    expect(idsIn('whats 12.5 percent of 640')).toEqual(['percentage']);
    expect(idsIn('What’s 18% of 2,500?')).toEqual(['percentage']);
    // A business that names an offer or a cost asks no question of it.
    for (const brief of [
      'a clothing boutique in Jaipur, festive prices with 20% off on lehengas',
      'a logistics company that helps fleets cut fuel costs',
      'an electronics store: what you pay is 10% off MRP on every phone',
      'a petrol pump in Nashik open 24 hours',
    ]) {
      expect({ brief, tools: idsIn(brief) }).toEqual({ brief, tools: [] });
    }
  });

  it('takes any list its people tick off as a to-do list, under the brief’s name for it', () => {
    const [tool] = toolsAskedIn('a homework list for my daughter, she ticks things off when done');
    expect(tool).toMatchObject({ id: 'todo', primitive: 'tracker', title: 'Homework list' });
    expect(toolsAskedIn('errands checklist I can mark as done')[0]?.title).toBe(
      'Errands checklist',
    );
    expect(toolsAskedIn('things to buy for the new flat, tick off as I go')[0]?.title).toBe(
      'Things to buy',
    );
    // A list nobody ticks off is no tool: a wedding's guest list, a menu's price list.
    expect(idsIn('a wedding website with the guest list and a gallery')).toEqual([]);
    expect(idsIn('a cafe with a price list')).toEqual([]);
    // A list a tool already names stays that tool.
    expect(idsIn('packing list I can check off')).toEqual(['packing']);
    expect(idsIn('things to pack for a Ladakh trip, tick off as I pack')).toEqual(['packing']);
  });

  it('finds none in briefs for businesses that only share a word with a tool', () => {
    for (const brief of [
      'a bakery in Pune with tips for home bakers',
      'an electronics store with EMI options and a 10% discount',
      'a wedding website with a countdown timer to the big day',
      'a cafe where you can sip coffee all day',
      'a board game cafe with dice and cards',
      'a travel blog about things to do in Goa',
      'a typing and shorthand institute in Nagpur',
      'a memory care home for elders',
      'a polling agency that runs surveys for brands',
      'a tea room in Darjeeling: take a sip of first flush',
      'a wedding website with a countdown to 14 February',
      'courier service in Pune, parcels up to 20 kg to any city',
    ]) {
      expect({ brief, tools: idsIn(brief) }).toEqual({ brief, tools: [] });
    }
  });

  it('tells a brief for the tool from a site that has one or is about one', () => {
    const briefFor = (brief: string) => isToolBrief(brief, toolsAskedIn(brief));
    expect(briefFor('a BMI calculator')).toBe(true);
    expect(briefFor('BMI calculator website')).toBe(true);
    expect(briefFor('a website for my gym with a BMI calculator')).toBe(false);
    expect(briefFor('landing page for my habit tracker app')).toBe(false);
    expect(briefFor('a bakery website')).toBe(false);
  });
});

describe('a tool the templates do not have', () => {
  it('is named as the brief names it, whatever it is for', () => {
    for (const [brief, tool] of [
      ['qr code generator', 'qr code generator'],
      ['water intake tracker', 'water intake tracker'],
      ['make me a random number generator', 'random number generator'],
      ['i need a calorie counter for my diet', 'calorie counter'],
      ['tic tac toe game', 'tic tac toe game'],
      ['Electricity bill calculator, slab wise', 'Electricity bill calculator'],
    ]) {
      expect({ brief, tool: toolNotHere(brief ?? '') }).toEqual({ brief, tool });
    }
  });

  it('is none when a tool here answers it, or the brief is for a site or a business', () => {
    for (const brief of [
      'bmi calculator',
      'password generator',
      'a landing page for my invoice generator app, with pricing',
      'SaaS analytics tool for small teams, features and signup',
      'game development studio in Pune',
      'quiz night at the pub every Thursday',
      'event planner in Jaipur',
      'bakery called Crumb & Co in Pune',
    ]) {
      expect({ brief, tool: toolNotHere(brief) }).toEqual({ brief, tool: undefined });
    }
  });
});

describe('the calculators’ formulas', () => {
  it('give the textbook answers', () => {
    expect(compute('bmi', { weight: 70, height: 175 })).toEqual({
      bmi: expect.closeTo(22.857, 3),
      category: 'Healthy weight',
    });
    expect(compute('bmi', { weight: 95, height: 170 }).category).toBe('Obesity');
    expect(compute('tip', { bill: 2400, tip: 10, people: 4 })).toEqual({
      tipAmount: 240,
      total: 2640,
      each: 660,
    });
    expect(compute('loan-emi', { principal: 500000, rate: 9, years: 5 }).emi).toBeCloseTo(
      10379.18,
      1,
    );
    expect(compute('loan-emi', { principal: 120000, rate: 0, years: 1 }).emi).toBe(10000);
    expect(
      compute('compound-interest', { principal: 100000, rate: 8, years: 1, times: '1' }),
    ).toEqual({
      amount: expect.closeTo(108000, 6),
      interest: expect.closeTo(8000, 6),
    });
    expect(compute('temperature', { celsius: 100 })).toEqual({ fahrenheit: 212, kelvin: 373.15 });
    expect(compute('unit-converter', { value: 1, conversion: 'mi-km' }).result).toBeCloseTo(
      1.609344,
      6,
    );
    // 18% on ₹1,000 is ₹180: ₹90 CGST and ₹90 SGST within a state.
    expect(compute('gst', { amount: 1000, rate: '18' })).toEqual({
      tax: 180,
      total: 1180,
      cgst: 90,
      sgst: 90,
    });
    expect(compute('bmr', { weight: 70, height: 175, age: 30, sex: 'male' }).bmr).toBe(1648.75);
    // 65 kg, 165 cm, a woman of 30 who exercises 3–5 days a week: 1,370.25 × 1.55.
    expect(
      compute('bmr', { weight: 65, height: 165, age: 30, sex: 'female', activity: '1.55' }).daily,
    ).toBeCloseTo(2123.89, 2);
    expect(compute('fahrenheit', { fahrenheit: 212 })).toEqual({ celsius: 100, kelvin: 373.15 });
    expect(compute('sip', { monthly: 1000, rate: 0, years: 1 }).value).toBe(12000);
  });

  it('split what a group spent into even shares, settled in the fewest payments', () => {
    const paid = (...rows: [string, number][]) =>
      compute('expense-split', { rows: rows.map(([name, amount]) => ({ name, paid: amount })) });
    expect(paid(['Asha', 1200], ['Dev', 300], ['Meera', 0])).toEqual({
      total: 1500,
      each: 500,
      settle: 'Meera pays Asha ₹500\nDev pays Asha ₹200',
    });
    // ₹100 between three: shares of ₹33.33, paid to the one who paid, to the paisa.
    expect(paid(['A', 100], ['B', 0], ['C', 0]).settle).toBe('B pays A ₹33.33\nC pays A ₹33.33');
    expect(paid(['A', 250], ['B', 250]).settle).toBe('Everyone is even.');
    expect(paid(['', 90], ['', 0]).settle).toBe('Person 2 pays Person 1 ₹45');
    expect(paid(['Solo', 90]).settle).toBe('Add at least two people.');
  });

  it('average grade points weighted by credits, on a 4.0 and a 10-point scale', () => {
    // A (4) for 4 credits and B+ (3.3) for 3: 25.9 / 7.
    expect(
      compute('gpa', {
        rows: [
          { course: 'Maths', credits: 4, grade: '4' },
          { course: 'English', credits: 3, grade: '3.3' },
        ],
      }),
    ).toEqual({ gpa: expect.closeTo(3.7, 2), credits: 7 });
    expect(
      compute('cgpa', {
        rows: [
          { course: 'Physics', credits: 4, grade: '9' },
          { course: 'Chemistry', credits: 3, grade: '8' },
          { course: 'Lab', credits: 1, grade: '10' },
        ],
      }),
    ).toEqual({ gpa: 8.75, percent: expect.closeTo(83.125, 3) });
    expect(compute('gpa', { rows: [] }).gpa).toBeNaN();
  });

  it('count the days between two dates, convert Roman numerals both ways and make passwords', () => {
    // 1 January to 15 August 2026: 31 + 28 + 31 + 30 + 31 + 30 + 31 + 14 days.
    expect(compute('days-between', { from: '2026-01-01', to: '2026-08-15' })).toEqual({
      days: 226,
      weeks: '32 weeks, 2 days',
    });
    // Either way round, across a leap day, and a whole number of weeks.
    expect(compute('days-between', { from: '2024-03-01', to: '2024-02-01' }).days).toBe(29);
    expect(compute('days-between', { from: '2026-03-01', to: '2026-03-15' }).weeks).toBe('2 weeks');
    expect(compute('roman-numerals', { number: 1994, roman: 'MMXXIV' })).toEqual({
      numeral: 'MCMXCIV',
      value: '2024',
    });
    expect(compute('roman-numerals', { number: 3999, roman: 'xlix' })).toEqual({
      numeral: 'MMMCMXCIX',
      value: '49',
    });
    const password = (length: number, symbols: string) =>
      String(compute('password', { length, symbols }).password);
    expect(password(20, 'plain')).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(password(32, 'all')).toHaveLength(32);
    expect(password(16, 'all')).not.toBe(password(16, 'all'));
  });

  it('answer an impossible input with no number rather than a wrong one', () => {
    expect(compute('roman-numerals', { number: 4000, roman: 'IIII' })).toEqual({
      numeral: '–',
      value: '–',
    });
    expect(compute('days-between', { from: '', to: '2026-01-01' }).days).toBeNaN();
    expect(compute('bmi', { weight: 70, height: 0 }).category).toBe('–');
    expect(compute('tip', { bill: 100, tip: 10, people: 0 }).each).toBeNaN();
  });
});

describe('a plan for a tool', () => {
  it('is the tool first and alone, titled by it, for a brief that asks for the tool', () => {
    const plan = planFromPrompt('a pomodoro timer for my study sessions');
    expect(plan.title).toBe('Pomodoro timer');
    expect(plan.sections).toEqual([{ id: 'pomodoro', kind: 'tool', heading: 'Pomodoro timer' }]);
    expect(plan.checklist).toEqual([{ asked: 'Pomodoro timer', kind: 'timer' }]);
  });

  it('keeps what else the brief asks for, after the tool', () => {
    const plan = planFromPrompt('a BMI calculator with an FAQ about healthy weight');
    expect(plan.sections.map((section) => section.kind)).toEqual(['tool', 'faq']);
  });

  it('opens a calculator on the numbers the brief asks about, and on examples for the rest', async () => {
    const valuesOf = (brief: string) =>
      planFromPrompt(brief).sections.find((section) => section.kind === 'tool')?.values;
    expect(valuesOf('how much will I pay after 30% off on a ₹2,499 kurta')).toEqual({
      price: 2499,
      off: 30,
    });
    expect(
      valuesOf('what will my EMI be for a 8 lakh car loan at 9.5% interest for 5 years'),
    ).toEqual({ principal: 800_000, rate: 9.5, years: 5 });
    expect(valuesOf('petrol cost for our 450 km road trip, car gives 18 kmpl')).toEqual({
      distance: 450,
      mileage: 18,
    });
    // A number past an input's bounds is no answer to open on; a brief with none gets examples.
    expect(valuesOf('am I overweight at 82 kg and 900 cm')).toEqual({ weight: 82 });
    expect(valuesOf('a BMI calculator')).toBeUndefined();
    expect(valuesOf('whats 12.5 percent of 640')).toEqual({ percent: 12.5, of: 640 });
    // …and on the choices it names, or gives a countdown its minutes.
    expect(valuesOf('convert 72 kg to lbs')).toEqual({ value: 72, conversion: 'kg-lb' });
    expect(valuesOf('how many calories should a 30 year old woman of 65kg, 165cm eat')).toEqual({
      weight: 65,
      height: 165,
      age: 30,
      sex: 'female',
    });
    expect(valuesOf('bill came to 2340, 4 of us, 10 percent tip')).toEqual({
      bill: 2340,
      tip: 10,
      people: 4,
    });
    expect(valuesOf('emi for a 25 lakh home loan at 8.5% for 20 years')).toEqual({
      principal: 2_500_000,
      rate: 8.5,
      years: 20,
    });
    expect(valuesOf('countdown for my 3 minute plank')).toEqual({ minutes: 3 });
    expect(valuesOf('what is 1994 in roman numerals')).toEqual({ number: 1994 });
    expect(valuesOf('a password generator, no symbols')).toEqual({ symbols: 'plain' });
    // Its numbers are the tool's to hold: no "by the numbers" section repeats them.
    expect(planFromPrompt('how much will I pay after 30% off').sections.map((s) => s.kind)).toEqual(
      ['tool'],
    );

    const { html } = await offlinePage('how much will I pay after 30% off on a ₹2,499 kurta');
    const page = parsedPage(html);
    expect(page.querySelector<HTMLInputElement>('[data-input="price"]')?.value).toBe('2499');
    expect(page.querySelector<HTMLInputElement>('[data-input="off"]')?.value).toBe('30');
    const converter = parsedPage((await offlinePage('convert 72 kg to lbs')).html);
    expect(converter.querySelector<HTMLSelectElement>('[data-input="conversion"]')?.value).toBe(
      'kg-lb',
    );
    const plank = parsedPage((await offlinePage('countdown for my 3 minute plank')).html);
    expect(plank.querySelector('[role="timer"]')?.textContent).toBe('03:00');
  });

  it('puts the tool into a business’s site that asks for one, after its hero', () => {
    const plan = planFromPrompt('a website for my gym in Pune with a BMI calculator');
    const kinds = plan.sections.map((section) => section.kind);
    expect(kinds[0]).toBe('hero');
    expect(kinds[1]).toBe('tool');
    expect(kinds.length).toBeGreaterThan(3);
  });
});

describe('each primitive, built from a brief', () => {
  // The same tools are used in Chromium, as a visitor would, in tests/slow/tools-in-chromium.test.ts.
  it.each([
    ['calculator', 'bmi calculator'],
    ['tracker', 'a simple to-do list'],
    ['timer', 'stopwatch'],
    ['text-stats', 'word counter'],
    ['picker', 'random name picker'],
    ['flashcards', 'flashcards app to learn new vocabulary'],
    ['board', 'kanban board for my freelance projects'],
    ['memory-game', 'memory game'],
    ['typing-test', 'typing speed test'],
    ['poll', 'create a poll for our club'],
  ])('%s works when used (its probe, in jsdom)', async (primitive, brief) => {
    const { html } = await offlinePage(brief);
    const dom = new JSDOM(html, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      url: 'https://tool.example/',
    });
    try {
      const results = (await dom.window.eval(WIDGET_PROBE_SOURCE)) as WidgetResult[];
      const tool = results.filter((result) => result.widget === primitive);
      expect(tool.length).toBe(1);
      expect(results.filter((result) => !result.ok)).toEqual([]);
    } finally {
      dom.window.close();
    }
  });
});
