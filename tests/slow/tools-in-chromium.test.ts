import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, newContext } from '../../testing/browser/chromium';
import { offlinePage } from '../../testing/fixtures/generation/offline-page';
import { accessibilityViolations } from '../../testing/browser/page-helpers';
import { HINDI_TOOLS } from '../../functions/generation/offline/languages/tools/hindi';

/**
 * A brief for a tool gets the tool, working: each primitive built from a brief as people type
 * them, then used in Chromium the way a visitor would, with the right answers checked. In the
 * slow lane beside the eval, which builds and uses the same tools: `npm test` keeps their
 * behaviour in jsdom (offline/behaviour.test.ts) and the catalogue's pages in Chromium.
 */
describe.runIf(chromiumPath)('tools built from a brief, used in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The page of the brief, served at an address of its own (so it may keep things). */
  async function open(prompt: string, width = 1280): Promise<Page> {
    const { html } = await offlinePage(prompt);
    const context = await newContext(browser, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.route('https://tool.test/**', (route) =>
      route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
    );
    await page.goto('https://tool.test/');
    return page;
  }

  const output = (page: Page, name: string) =>
    page.locator(`[data-output="${name}"]`).first().textContent();

  it('a BMI calculator answers as the numbers change, with its category', async () => {
    const page = await open('bmi calculator');
    try {
      expect(await page.locator('h1').textContent()).toBe('BMI calculator');
      expect(await output(page, 'bmi')).toBe('22.9');
      expect(await output(page, 'category')).toBe('Healthy weight');

      await page.getByLabel('Height').fill('160');
      expect(await output(page, 'bmi')).toBe('27.3');
      expect(await output(page, 'category')).toBe('Overweight');
      await page.getByLabel('Weight').fill('');
      expect(await output(page, 'bmi')).toBe('–');
    } finally {
      await page.context().close();
    }
  });

  it('a loan EMI calculator gives the instalment and the interest in rupees', async () => {
    const page = await open('EMI calculator for a home loan');
    try {
      await page.getByLabel('Loan amount').fill('2500000');
      await page.getByLabel('Interest rate').fill('8.5');
      await page.getByLabel('Term').fill('20');
      // 25 lakh at 8.5% over 240 months: ₹21,696 a month.
      expect(await output(page, 'emi')).toBe('₹21,696');
      expect(await output(page, 'interest')).toBe('₹27,06,939');
    } finally {
      await page.context().close();
    }
  });

  it('an expense splitter takes a row a person and says who pays whom', async () => {
    const page = await open('expense splitter for our Goa trip', 375);
    try {
      expect(await output(page, 'settle')).toBe('Meera pays Asha ₹500\nDev pays Asha ₹200');
      await page.getByRole('button', { name: 'Add person' }).click();
      await expect
        .poll(() => page.locator(':focus').getAttribute('aria-labelledby'))
        .toBe('expense-split-row-4 expense-split-name-4-label');
      await page.keyboard.type('Kiran');
      await page.getByRole('spinbutton', { name: 'Person 4 Paid' }).fill('900');
      await page.getByRole('button', { name: 'Remove person 2' }).click();
      // Asha 1200, Meera 0, Kiran 900: ₹2,100 in all, ₹700 each.
      expect(await output(page, 'total')).toBe('₹2,100.00');
      expect(await output(page, 'each')).toBe('₹700.00');
      expect(await output(page, 'settle')).toBe('Meera pays Asha ₹500\nMeera pays Kiran ₹200');
    } finally {
      await page.context().close();
    }
  });

  it('a GPA calculator weighs each course’s grade by its credits', async () => {
    const page = await open('GPA calculator for my semester');
    try {
      await page.getByRole('textbox', { name: 'Course 1 Course' }).fill('Physics');
      await page.getByRole('spinbutton', { name: 'Course 1 Credits' }).fill('4');
      await page.getByRole('combobox', { name: 'Course 1 Grade' }).selectOption({ label: 'B' });
      await page.getByRole('button', { name: 'Add course' }).click();
      await page.getByRole('spinbutton', { name: 'Course 3 Credits' }).fill('2');
      await page.getByRole('combobox', { name: 'Course 3 Grade' }).selectOption({ label: 'A-' });
      // B (3) × 4 + B+ (3.3) × 3 + A- (3.7) × 2 = 29.3 over 9 credits.
      expect(await output(page, 'gpa')).toBe('3.26');
      expect(await output(page, 'credits')).toBe('9.0');
      await page.getByRole('spinbutton', { name: 'Course 3 Credits' }).fill('');
      expect(await output(page, 'gpa')).toBe('3.13');
    } finally {
      await page.context().close();
    }
  });

  it('a to-do list adds, ticks, filters, searches, deletes and keeps its items', async () => {
    const page = await open('a simple to-do list app', 375);
    try {
      const task = page.getByLabel('Task');
      for (const name of ['Buy milk', 'Call the plumber', 'Pay rent']) {
        await task.fill(name);
        await task.press('Enter');
      }
      const items = page.locator('[data-entry]');
      expect(await items.allTextContents()).toEqual([
        'Buy milkDelete',
        'Call the plumberDelete',
        'Pay rentDelete',
      ]);
      await page.getByRole('checkbox', { name: 'Call the plumber' }).check();
      await page.getByRole('button', { name: 'Open' }).click();
      expect(await items.count()).toBe(2);
      await page.getByRole('button', { name: 'All' }).click();
      await page.getByPlaceholder('Search').fill('rent');
      expect(await items.allTextContents()).toEqual(['Pay rentDelete']);
      await page.getByPlaceholder('Search').fill('');
      await page.getByRole('button', { name: 'Delete Buy milk' }).click();
      expect(await page.locator('[data-summary]').textContent()).toBe('2 items, 1 done');

      await page.reload();
      expect(await page.locator('[data-entry]').allTextContents()).toEqual([
        'Call the plumberDelete',
        'Pay rentDelete',
      ]);
      expect(await page.getByRole('checkbox', { name: 'Call the plumber' }).isChecked()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('an expense tracker adds up what was spent', async () => {
    const page = await open('expense tracker for our flat');
    try {
      for (const [what, amount] of [
        ['Groceries', '1250'],
        ['Electricity', '980.50'],
      ] as const) {
        await page.getByLabel('What for').fill(what);
        await page.getByLabel('Amount').fill(amount);
        await page.getByRole('button', { name: 'Add' }).click();
      }
      expect(await page.locator('[data-summary]').textContent()).toBe(
        '2 items, 0 paid · Total ₹2,230.50',
      );
    } finally {
      await page.context().close();
    }
  });

  it('a stopwatch counts, takes laps, pauses and resets', async () => {
    const page = await open('online stopwatch with laps');
    try {
      const display = page.locator('[data-display]');
      expect(await display.textContent()).toBe('00:00.0');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForTimeout(1200);
      await page.getByRole('button', { name: 'Lap' }).click();
      await page.getByRole('button', { name: 'Pause' }).click();
      const paused = (await display.textContent()) ?? '';
      // About the 1.2 s waited: a busy machine may add to it, never take much away.
      const [, minutes, seconds] = /^(\d\d):(\d\d\.\d)$/.exec(paused) ?? [];
      expect(Number(minutes) * 60 + Number(seconds)).toBeGreaterThanOrEqual(1.1);
      await page.waitForTimeout(300);
      expect(await display.textContent()).toBe(paused);
      expect(await page.locator('[data-laps] li').count()).toBe(1);
      await page.getByRole('button', { name: 'Reset' }).click();
      expect(await display.textContent()).toBe('00:00.0');
    } finally {
      await page.context().close();
    }
  });

  it('a pomodoro timer counts down from its preset and says when time is up', async () => {
    const page = await open('pomodoro timer');
    try {
      const display = page.locator('[data-display]');
      expect(await display.textContent()).toBe('25:00');
      await page.getByRole('button', { name: 'Short break 5' }).click();
      expect(await display.textContent()).toBe('05:00');
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForTimeout(1300);
      expect(await display.textContent()).toMatch(/^04:5\d$/);
      // Time up, without waiting five minutes: the clock is moved on.
      await page.evaluate(() => {
        const real = Date.now;
        Date.now = () => real() + 5 * 60_000;
      });
      await expect
        .poll(() => page.locator('[data-done]').isVisible(), { timeout: 3000 })
        .toBe(true);
      expect(await display.textContent()).toBe('00:00');
    } finally {
      await page.context().close();
    }
  });

  it('a word counter counts what is typed', async () => {
    const page = await open('word counter');
    try {
      await page.getByLabel('Your text').fill('Hello there. How are you?\n\nFine, thanks!');
      const stat = (name: string) => page.locator(`[data-stat="${name}"]`).textContent();
      expect(await stat('words')).toBe('7');
      expect(await stat('sentences')).toBe('3');
      expect(await stat('paragraphs')).toBe('2');
      expect(await stat('characters')).toBe('40');
    } finally {
      await page.context().close();
    }
  });

  it('a random picker draws only from the options given, and a coin only heads or tails', async () => {
    const page = await open('random name picker for my class');
    try {
      await page.getByLabel('Options, one a line').fill('Anu\nBala\nChitra');
      const drawn = new Set<string>();
      for (let round = 0; round < 30; round += 1) {
        await page.getByRole('button', { name: 'Pick' }).click();
        drawn.add((await page.locator('[data-result]').textContent()) ?? '');
      }
      expect([...drawn].every((name) => ['Anu', 'Bala', 'Chitra'].includes(name))).toBe(true);
      expect(drawn.size).toBeGreaterThan(1);
    } finally {
      await page.context().close();
    }
    const coin = await open('flip a coin');
    try {
      await coin.getByRole('button', { name: 'Flip' }).click();
      expect(['Heads', 'Tails']).toContain(await coin.locator('[data-result]').textContent());
    } finally {
      await coin.context().close();
    }
  });

  it('flashcards turn, step through the deck, take new cards and keep them', async () => {
    const page = await open('flashcards to revise for my history exam', 375);
    try {
      const face = page.locator('[data-face]');
      expect(await face.textContent()).toBe('Capital of Japan');
      await page.locator('[data-card]').click();
      expect(await face.textContent()).toBe('Tokyo');
      await page.getByRole('button', { name: 'Next' }).click();
      expect(await face.textContent()).toBe('7 × 8');
      expect(await page.locator('[data-progress]').textContent()).toBe('Card 2 of 3');

      await page.getByLabel('Question').fill('Battle of Plassey');
      await page.getByLabel('Answer').fill('1757');
      await page.getByRole('button', { name: 'Add card' }).click();
      expect(await face.textContent()).toBe('Battle of Plassey');
      expect(await page.locator('[data-progress]').textContent()).toBe('Card 4 of 4');
      await page.getByRole('button', { name: 'Show answer' }).click();
      expect(await face.textContent()).toBe('1757');

      await page.getByText('All cards').click();
      await page.getByRole('button', { name: 'Delete Capital of Japan' }).click();
      await page.reload();
      expect(await page.locator('[data-progress]').textContent()).toBe('Card 1 of 3');
      await page.getByText('All cards').click();
      expect(await page.locator('[data-list] li').allTextContents()).toEqual([
        '7 × 8 — 56ExampleDelete',
        'Chemical symbol for gold — AuExampleDelete',
        'Battle of Plassey — 1757Delete',
      ]);
    } finally {
      await page.context().close();
    }
  });

  it('a kanban board moves cards from column to column and keeps them', async () => {
    const page = await open('simple kanban board for my side projects');
    try {
      const add = page.getByLabel('New card');
      for (const name of ['Design the logo', 'Write the blog post']) {
        await add.fill(name);
        await add.press('Enter');
      }
      const column = (index: number) =>
        page.locator(`[data-column="${index}"] [data-entry] > span:first-child`).allTextContents();
      expect(await column(0)).toEqual(['Design the logo', 'Write the blog post']);
      await page.getByRole('button', { name: 'Move Design the logo to In progress' }).click();
      await page.getByRole('button', { name: 'Move Design the logo to Done' }).click();
      await page.getByRole('button', { name: 'Move Write the blog post to In progress' }).click();
      expect([await column(0), await column(1), await column(2)]).toEqual([
        [],
        ['Write the blog post'],
        ['Design the logo'],
      ]);
      expect(await page.locator('[data-count]').allTextContents()).toEqual(['0', '1', '1']);

      await page.reload();
      expect(await column(2)).toEqual(['Design the logo']);
      await page.getByRole('button', { name: 'Delete Design the logo' }).click();
      expect(await page.locator('[data-count]').allTextContents()).toEqual(['0', '1', '0']);
    } finally {
      await page.context().close();
    }
  });

  it('a memory game is won by finding every pair, and counts the moves', async () => {
    const page = await open('memory matching game for my kids');
    try {
      const cards = page.locator('[data-grid] button');
      expect(await cards.count()).toBe(16);
      // Played as a person with a perfect memory: every card seen is remembered.
      const seen = new Map<number, string>();
      const symbolOf = async (index: number) =>
        (await cards.nth(index).getAttribute('data-symbol')) ?? '';
      const matched = async (index: number) =>
        (await cards.nth(index).getAttribute('class'))?.includes('matched') ?? false;
      for (let index = 0; index < 16; index += 1) {
        if (await matched(index)) continue;
        await cards.nth(index).click();
        const symbol = await symbolOf(index);
        const twin = [...seen].find(([other, known]) => other !== index && known === symbol);
        if (twin) {
          await cards.nth(twin[0]).click();
          continue;
        }
        seen.set(index, symbol);
        const next = index + 1;
        await cards.nth(next).click();
        seen.set(next, await symbolOf(next));
        if (await matched(next)) index = next;
      }
      expect(await page.locator('[data-found]').textContent()).toBe('8 / 8');
      const moves = Number(await page.locator('[data-moves]').textContent());
      expect(moves).toBeGreaterThanOrEqual(8);
      expect(await page.locator('[data-status]').textContent()).toMatch(
        new RegExp(`^You found all the pairs: ${moves} moves, \\d+ s\\.$`),
      );
      await page.getByRole('button', { name: 'New game' }).click();
      expect(await page.locator('[data-moves]').textContent()).toBe('0');
      expect(await page.locator('.matched').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('a typing test scores each character against the passage and finishes with the speed', async () => {
    const page = await open('typing speed test');
    try {
      const passage = (await page.locator('[data-passage]').textContent()) ?? '';
      const typed = page.getByLabel('Type the passage here');
      const accuracy = page.locator('[data-stat="accuracy"]');
      await typed.pressSequentially(passage.slice(0, 19));
      expect(await accuracy.textContent()).toBe('100%');
      await typed.press('Backspace');
      await typed.pressSequentially('#');
      expect(await accuracy.textContent()).toBe('95%');
      expect(await page.locator('[data-passage] .wrong').count()).toBe(1);
      await typed.fill(passage);
      expect(await page.locator('[data-result]').textContent()).toMatch(
        /^Done: \d+ WPM, 100% accuracy\.$/,
      );
      expect(await typed.getAttribute('readonly')).not.toBeNull();
      await page.getByRole('button', { name: 'New passage' }).click();
      expect(await page.locator('[data-passage]').textContent()).not.toBe(passage);
      expect(await accuracy.textContent()).toBe('–');
    } finally {
      await page.context().close();
    }
  });

  it('a poll counts votes for the options the visitor sets, and keeps them', async () => {
    const page = await open('make a quick poll for our society meeting', 375);
    try {
      await page.getByText('Change the question and options').click();
      await page.getByLabel('Question').fill('Which day for the Diwali mela?');
      await page.getByLabel('Options, one a line').fill('Saturday\nSunday');
      await page.getByRole('button', { name: 'Save the poll' }).click();
      expect(await page.locator('[data-question-shown]').textContent()).toBe(
        'Which day for the Diwali mela?',
      );
      for (const day of ['Saturday', 'Sunday', 'Saturday']) {
        await page.getByRole('button', { name: `Vote for ${day}` }).click();
      }
      const counts = () => page.locator('.poll-count').allTextContents();
      expect(await counts()).toEqual(['2 votes · 67%', '1 vote · 33%']);
      expect(await page.locator('[data-total]').textContent()).toBe('3 votes so far');
      await page.reload();
      expect(await counts()).toEqual(['2 votes · 67%', '1 vote · 33%']);
      await page.getByRole('button', { name: 'Clear the votes' }).click();
      expect(await counts()).toEqual(['0 votes · 0%', '0 votes · 0%']);
    } finally {
      await page.context().close();
    }
  });

  /**
   * Each primitive at a laptop's and a phone's width: nothing wider than the screen, no axe
   * violation, and its main use made with the keyboard alone (Tab to a control, type, Enter or
   * Space), as someone who cannot use a mouse would.
   */
  const byKeyboard: [string, string, (page: Page) => Promise<void>][] = [
    [
      'calculator',
      'bmi calculator',
      async (page) => {
        await page.keyboard.press('Tab');
        await tabTo(page, 'Height');
        await page.keyboard.press('Control+A');
        await page.keyboard.type('160');
        expect(await output(page, 'bmi')).toBe('27.3');
      },
    ],
    [
      'calculator asked for in Hindi',
      'मुझे एक बीएमआई कैलकुलेटर चाहिए',
      async (page) => {
        expect(await page.locator('html').getAttribute('lang')).toBe('hi');
        await tabTo(page, HINDI_TOOLS.text.Height ?? '');
        await page.keyboard.press('Control+A');
        await page.keyboard.type('160');
        expect(await output(page, 'bmi')).toBe('27.3');
        expect(await output(page, 'category')).toBe(HINDI_TOOLS.text.Overweight);
      },
    ],
    [
      'tracker',
      'shopping list',
      async (page) => {
        await tabTo(page, 'Item');
        await page.keyboard.type('Milk');
        await page.keyboard.press('Enter');
        await tabTo(page, 'Milk');
        await page.keyboard.press('Space');
        expect(await page.getByRole('checkbox', { name: 'Milk' }).isChecked()).toBe(true);
      },
    ],
    [
      'timer',
      'stopwatch',
      async (page) => {
        await tabTo(page, 'Start');
        await page.keyboard.press('Enter');
        await page.waitForTimeout(400);
        await page.keyboard.press('Enter');
        expect(await page.locator('[data-display]').textContent()).not.toBe('00:00.0');
      },
    ],
    [
      'text-stats',
      'word counter',
      async (page) => {
        await tabTo(page, 'Your text');
        await page.keyboard.type('Three small words');
        expect(await page.locator('[data-stat="words"]').textContent()).toBe('3');
      },
    ],
    [
      'picker',
      'toss a coin',
      async (page) => {
        await tabTo(page, 'Flip');
        await page.keyboard.press('Space');
        expect(['Heads', 'Tails']).toContain(await page.locator('[data-result]').textContent());
      },
    ],
    [
      'calculator of rows',
      'cgpa calculator',
      async (page) => {
        await tabTo(page, 'Add subject');
        await page.keyboard.press('Enter');
        await page.keyboard.type('Maths');
        await page.keyboard.press('Tab');
        await page.keyboard.type('4');
        await page.keyboard.press('Tab');
        await page.keyboard.press('ArrowUp');
        // Physics 9 × 4, Chemistry 8 × 3, Maths O (10) × 4 over 11 credits.
        expect(await output(page, 'gpa')).toBe('9.09');
      },
    ],
    [
      'deck of flashcards',
      'flashcards app',
      async (page) => {
        await tabTo(page, 'Question');
        await page.keyboard.press('Enter');
        expect(await page.locator('[data-face]').textContent()).toBe('Tokyo');
        await page.keyboard.press('ArrowRight');
        expect(await page.locator('[data-face]').textContent()).toBe('7 × 8');
      },
    ],
    [
      'board',
      'kanban board',
      async (page) => {
        await tabTo(page, 'New card');
        await page.keyboard.type('Plan the sprint');
        await page.keyboard.press('Enter');
        await tabTo(page, 'Move Plan the sprint to In progress');
        await page.keyboard.press('Enter');
        // The moved card's own arrow keeps the focus, so the next Enter moves it on.
        await page.keyboard.press('Enter');
        expect(await page.locator('[data-count]').allTextContents()).toEqual(['0', '0', '1']);
      },
    ],
    [
      'memory game',
      'memory game',
      async (page) => {
        await tabTo(page, 'Card 1, face down');
        await page.keyboard.press('Enter');
        expect(await page.locator('[data-grid] button').first().getAttribute('aria-label')).toMatch(
          /^Card 1, [a-z]+$/,
        );
      },
    ],
    [
      'typing test',
      'typing test',
      async (page) => {
        await tabTo(page, 'Type the passage here');
        await page.keyboard.type('The quick');
        expect(await page.locator('[data-stat="accuracy"]').textContent()).toBe('100%');
      },
    ],
    [
      'poll',
      'online poll',
      async (page) => {
        await tabTo(page, 'Vote for Pizza place');
        await page.keyboard.press('Space');
        await page.keyboard.press('Space');
        expect(await page.locator('.poll-count').first().textContent()).toBe('2 votes · 100%');
      },
    ],
  ];

  /** Presses Tab until the focused control's accessible name starts with `name`. */
  async function tabTo(page: Page, name: string): Promise<void> {
    for (let press = 0; press < 25; press += 1) {
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        if (!element || element === document.body) return '';
        const label = element.id
          ? document.querySelector(`label[for="${element.id}"]`)?.textContent
          : null;
        return (
          element.getAttribute('aria-label') ??
          label ??
          (element.closest('label')?.textContent || element.textContent) ??
          ''
        ).trim();
      });
      if (focused.startsWith(name)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error(`No control named ${name} is reached by Tab`);
  }

  it.each(byKeyboard)(
    'a %s fits 1440 and 375 px, passes axe at both, and works by keyboard',
    async (_name, prompt, use) => {
      const page = await open(prompt, 1440);
      try {
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
          expect(await accessibilityViolations(page)).toEqual([]);
        }
        await use(page);
      } finally {
        await page.context().close();
      }
    },
  );
});
