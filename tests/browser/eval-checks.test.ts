import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, wrongUsesOf } from '../../tools/eval/checks';
import type { EvalPrompt } from '../../tools/eval/prompts';
import { chromiumPath, launchChromium } from '../../testing/browser/chromium';

/** A page a builder might return: sections marked as the catalogue marks them. */
function page(body: string, style = ''): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test</title><style>${style}</style></head><body><main>${body}</main></body></html>`;
}

const PROMPT: EvalPrompt = {
  id: 'checks',
  site: 'cafe',
  prompt: 'a cafe called Bean There in Kochi with a menu, faq and a dark mode toggle, prices in ₹',
  expect: [
    { asked: 'menu', kind: 'menu', count: 2 },
    { asked: 'faq', kind: 'faq' },
    { asked: 'dark mode toggle', kind: 'theme-toggle' },
  ],
  facts: ['Bean There', 'Kochi'],
};

describe.runIf(chromiumPath)('the eval in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('catches a missing item, a short count, a dead widget, a wide page, a contradiction and an invented claim', async () => {
    const html = page(
      `<h1>Bean There</h1><p>Visit us in Mumbai. Coffee $4. Since 2014 we have welcomed more than 3,400 guests.</p>
       <blockquote data-sample>“The best coffee, rated 5 stars!” — a sample review</blockquote>
       <section id="menu" data-kind="menu" aria-label="Menu"><ul><li data-item>Espresso ₹120</li></ul></section>
       <button type="button" data-widget="theme-toggle">Dark mode</button>
       <div class="wide">wide</div>`,
      '.wide{width:900px}',
    );

    const check = await checkPage(browser, PROMPT, html);

    expect(check.items.map((item) => [item.kind, item.ok, item.why])).toEqual([
      ['menu', false, '1 of 2'],
      ['faq', false, 'not on the page'],
      ['theme-toggle', false, 'does not work: theme does not change'],
    ]);
    expect(check.missingFacts).toEqual(['Kochi']);
    expect(check.contradictions).toEqual([
      'names Mumbai, not Kochi',
      'shows USD prices, asked in INR',
    ]);
    expect(check.deadWidgets).toEqual(['theme-toggle: theme does not change']);
    expect(check.width375).toBeGreaterThan(375);
    // A sample may stand in for a review, never for a claim: its rating counts too.
    expect(check.inventedClaims).toEqual([
      'a founding year: “Since 2014”',
      'a count of people served: “more than 3,400 guests”',
      'a rating: “rated 5”',
      // Placing the café in a city the brief did not give is a claim, beside the contradiction.
      'a city the brief did not name: “in Mumbai”',
    ]);
    // An espresso price nobody gave, shown as if it were the café's.
    expect(check.unmarkedSample).toEqual(['menu: “Espresso ₹120”']);
  });

  it('passes a page that has everything, fits a phone and says nothing against the prompt', async () => {
    const html = page(
      `<h1>Bean There</h1><p>Visit us in Kochi.</p>
       <section id="menu" data-kind="menu" aria-labelledby="m"><h2 id="m">Menu</h2><ul><li data-item data-sample>Espresso ₹120</li><li data-item data-sample>Chai ₹60</li></ul></section>
       <section id="faq" data-kind="faq" aria-labelledby="f"><h2 id="f">FAQ</h2><div data-widget="accordion"><details data-item data-sample><summary>Open late?</summary><p>Till 10.</p></details></div></section>`,
    );

    const check = await checkPage(browser, { ...PROMPT, expect: PROMPT.expect.slice(0, 2) }, html);

    expect(check.items.every((item) => item.ok)).toBe(true);
    expect(check.missingFacts).toEqual([]);
    expect(check.contradictions).toEqual([]);
    expect(check.deadWidgets).toEqual([]);
    expect(check.inventedClaims).toEqual([]);
    expect(check.unmarkedSample).toEqual([]);
    expect(check.width375).toBeLessThanOrEqual(375);
  });

  it('checks a tool’s answers as a visitor gets them: a wrong one, a dead timer, a right one', async () => {
    const calculator = (formula: string) =>
      page(
        `<h1>BMI</h1><label for="w">Weight (kg)</label><input id="w" type="number" value="70"><label for="h">Height (cm)</label><input id="h" type="number" value="175"><p aria-live="polite">BMI <output id="out"></output></p><p role="timer">00:00</p>
         <script>function update() { var w = Number(document.getElementById('w').value), h = Number(document.getElementById('h').value) / 100; document.getElementById('out').textContent = (${formula}).toFixed(1); }
         document.addEventListener('input', update); update();</script>`,
      );
    const uses = [
      {
        says: '80 kg, 180 cm: BMI 24.7',
        fill: [
          ['Weight', '80'],
          ['Height', '180'],
        ],
        shows: ['24.7'],
      },
      { says: 'it counts', click: [], waitMs: 300, ticks: true },
    ] as const;

    const wrong = await wrongUsesOf(browser, calculator('w / h'), uses);
    const right = await wrongUsesOf(browser, calculator('w / (h * h)'), uses.slice(0, 1));

    expect(wrong).toEqual([
      '80 kg, 180 cm: BMI 24.7: does not show "24.7"',
      'it counts: the timer does not count',
    ]);
    expect(right).toEqual([]);
  });
});
