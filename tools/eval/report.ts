import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeHtml } from '../../functions/generation/offline/html';
import { percentile } from '../bench/load';
import type { BuildResult } from './run-eval';
import { costOf, type TokenPrice } from './model-prices';

/** The figures the eval is judged on, over every prompt. */
export interface EvalSummary {
  prompts: number;
  built: number;
  /** Expected items present and working, of all expected. */
  items: number;
  itemsPresent: number;
  coverage: number;
  facts: number;
  factsShown: number;
  /** Items the prompts price, and those shown on one item with their price. */
  pricedItems: number;
  pricedItemsShown: number;
  contradictions: number;
  deadWidgets: number;
  /** Sections of another kind of business than the prompt's. */
  misplaced: number;
  /** Claims only the owner can make (a year, a count, an award) that no prompt gave. */
  inventedClaims: number;
  /** Builds whose page carries at least one of them. */
  pagesWithInventedClaims: number;
  /** Items only the owner can give that the prompt did not, shown without the sample mark. */
  unmarkedSample: number;
  /** Pages not in the prompt's language (their `lang`, or their text). */
  pagesInWrongLanguage: number;
  /** Uses of the prompts' tools made, and those whose answer was wrong. */
  toolUses: number;
  wrongToolUses: number;
  /** Text left for someone to fill in ("Lorem ipsum", "[Your name]"). */
  placeholders: number;
  pagesWiderThan375: number;
  htmlErrors: number;
  axeViolations: number;
  meanCredits: number;
  /** Per build, when the model's tokens were measured. */
  meanInputTokens: number | null;
  meanOutputTokens: number | null;
  /** Dollars per build at the model's price, when tokens were measured and the price is known. */
  meanCostUsd: number | null;
  /** The price it was reckoned at (dollars per million tokens in and out). */
  price: TokenPrice | null;
  p50Seconds: number;
  p95Seconds: number;
}

/** The floors CI holds the offline models to (the issue's acceptance). */
export const FLOORS = {
  coverage: 0.9,
  contradictions: 0,
  deadWidgets: 0,
  misplaced: 0,
  inventedClaims: 0,
  unmarkedSample: 0,
  pagesInWrongLanguage: 0,
  wrongToolUses: 0,
  placeholders: 0,
  pagesWiderThan375: 0,
  htmlErrors: 0,
  axeViolations: 0,
} as const;

export function summarise(
  results: readonly BuildResult[],
  price: TokenPrice | null = null,
): EvalSummary {
  const checks = results.flatMap((result) => (result.check ? [result.check] : []));
  const sum = (count: (check: (typeof checks)[number]) => number) =>
    checks.reduce((total, check) => total + count(check), 0);
  const items = results.reduce((total, result) => total + result.prompt.expect.length, 0);
  const itemsPresent = sum((check) => check.items.filter((item) => item.ok).length);
  const facts = results.reduce((total, result) => total + result.prompt.facts.length, 0);
  const pricedItems = results.reduce(
    (total, result) => total + (result.prompt.pricedItems?.length ?? 0),
    0,
  );
  const seconds = results.map((result) => result.seconds).sort((a, b) => a - b);
  const measured = results.flatMap((result) => (result.tokens ? [result.tokens] : []));
  const meanTokens = (count: (tokens: (typeof measured)[number]) => number) =>
    measured.length === 0
      ? null
      : measured.reduce((total, tokens) => total + count(tokens), 0) / measured.length;
  return {
    prompts: results.length,
    built: checks.length,
    items,
    itemsPresent,
    coverage: items === 0 ? 1 : itemsPresent / items,
    facts,
    factsShown: facts - sum((check) => check.missingFacts.length),
    pricedItems,
    pricedItemsShown: pricedItems - sum((check) => check.mispriced.length),
    contradictions: sum((check) => check.contradictions.length),
    deadWidgets: sum((check) => check.deadWidgets.length),
    misplaced: sum((check) => check.misplaced.length),
    inventedClaims: sum((check) => check.inventedClaims.length),
    pagesWithInventedClaims: checks.filter((check) => check.inventedClaims.length > 0).length,
    unmarkedSample: sum((check) => check.unmarkedSample.length),
    pagesInWrongLanguage: checks.filter((check) => check.wrongLanguage.length > 0).length,
    toolUses: results.reduce((total, result) => total + (result.prompt.uses?.length ?? 0), 0),
    wrongToolUses: sum((check) => check.wrongUses.length),
    placeholders: sum((check) => check.placeholders.length),
    pagesWiderThan375: checks.filter((check) => check.width375 > 375).length,
    htmlErrors: sum((check) => check.htmlErrors.length),
    axeViolations: sum((check) => check.axeViolations.length),
    meanCredits:
      results.reduce((total, result) => total + result.credits, 0) / Math.max(1, results.length),
    meanInputTokens: meanTokens((tokens) => tokens.inputTokens),
    meanOutputTokens: meanTokens((tokens) => tokens.outputTokens),
    meanCostUsd: price ? meanTokens((tokens) => costOf(tokens, price)) : null,
    price: measured.length > 0 ? price : null,
    p50Seconds: percentile(seconds, 0.5),
    p95Seconds: percentile(seconds, 0.95),
  };
}

/** What falls short of the floors, in words; empty when the eval passes. */
export function belowFloors(summary: EvalSummary): string[] {
  const short: string[] = [];
  if (summary.built < summary.prompts)
    short.push(`${summary.prompts - summary.built} builds failed`);
  if (summary.coverage < FLOORS.coverage) {
    short.push(`coverage ${(summary.coverage * 100).toFixed(1)}% < ${FLOORS.coverage * 100}%`);
  }
  for (const key of [
    'contradictions',
    'deadWidgets',
    'misplaced',
    'inventedClaims',
    'unmarkedSample',
    'pagesInWrongLanguage',
    'wrongToolUses',
    'placeholders',
    'pagesWiderThan375',
    'htmlErrors',
    'axeViolations',
  ] as const) {
    if (summary[key] > FLOORS[key]) short.push(`${key} ${summary[key]} > ${FLOORS[key]}`);
  }
  return short;
}

/** Each prompt's misses in a line: what is missing, facts not shown, contradictions, dead widgets. */
export function missesOf(result: BuildResult): string[] {
  if (!result.check) return [`no page: ${result.error ?? 'unknown'}`];
  const { check } = result;
  return [
    ...check.items
      .filter((item) => !item.ok)
      .map((item) => `"${item.asked}" (${item.kind}): ${item.why}`),
    ...check.missingFacts.map((fact) => `fact not shown: ${fact}`),
    ...check.mispriced.map((line) => `wrong price: ${line}`),
    ...check.contradictions.map((line) => `contradiction: ${line}`),
    ...check.deadWidgets.map((line) => `dead widget: ${line}`),
    ...check.misplaced.map((line) => `of another business: ${line}`),
    ...check.inventedClaims.map((line) => `invented claim, ${line}`),
    ...check.unmarkedSample.map((line) => `sample not marked, ${line}`),
    ...check.wrongLanguage.map((line) => `wrong language: ${line}`),
    ...check.wrongUses.map((line) => `wrong answer: ${line}`),
    ...check.placeholders.map((text) => `placeholder text: “${text}”`),
    ...(check.width375 > 375 ? [`${check.width375} px wide at 375`] : []),
    ...check.htmlErrors.map((line) => `html-validate: ${line}`),
    ...check.axeViolations.map((line) => `axe: ${line}`),
  ];
}

const pad = (text: string, width: number) => text.padEnd(width).slice(0, width);

/** The console report: a line per prompt, then the totals. */
export function formatReport(results: readonly BuildResult[], summary: EvalSummary): string {
  const lines = [
    `${pad('prompt', 22)} ${pad('site', 14)} cover  facts  contra dead  wide html axe  credits  secs`,
  ];
  for (const result of results) {
    const check = result.check;
    const present = check?.items.filter((item) => item.ok).length ?? 0;
    const coverage = result.prompt.expect.length
      ? `${Math.round((100 * present) / result.prompt.expect.length)}%`
      : '-';
    lines.push(
      [
        pad(result.prompt.id, 22),
        pad(result.prompt.site, 14),
        pad(coverage, 6),
        pad(
          check
            ? `${result.prompt.facts.length - check.missingFacts.length}/${result.prompt.facts.length}`
            : '-',
          6,
        ),
        pad(String(check?.contradictions.length ?? '-'), 6),
        pad(String(check?.deadWidgets.length ?? '-'), 5),
        pad(check ? (check.width375 > 375 ? 'yes' : 'no') : '-', 5),
        pad(String(check?.htmlErrors.length ?? '-'), 4),
        pad(String(check?.axeViolations.length ?? '-'), 4),
        pad(String(result.credits), 8),
        result.seconds.toFixed(1) +
          (result.tokens ? `  ${result.tokens.inputTokens}/${result.tokens.outputTokens} tk` : ''),
      ].join(' '),
    );
    for (const miss of missesOf(result)) lines.push(`    - ${miss}`);
  }
  lines.push(
    '',
    `Coverage: ${summary.itemsPresent} of ${summary.items} asked-for items present and working (${(summary.coverage * 100).toFixed(1)}%)`,
    `Facts shown: ${summary.factsShown} of ${summary.facts}; contradicted facts: ${summary.contradictions}`,
    `Priced items shown with their price: ${summary.pricedItemsShown} of ${summary.pricedItems}`,
    `Dead widgets: ${summary.deadWidgets}; pages wider than 375 px: ${summary.pagesWiderThan375}`,
    `Sections of another kind of business: ${summary.misplaced}`,
    `Owner claims no prompt gave (year, count, award…): ${summary.inventedClaims} on ${summary.pagesWithInventedClaims} pages`,
    `Sample content not marked as sample: ${summary.unmarkedSample}`,
    `Pages in the wrong language: ${summary.pagesInWrongLanguage}`,
    `Tools used: ${summary.toolUses - summary.wrongToolUses} of ${summary.toolUses} uses answered right; placeholder text: ${summary.placeholders}`,
    `html-validate errors: ${summary.htmlErrors}; axe violations: ${summary.axeViolations}`,
    `Builds: ${summary.built} of ${summary.prompts}; mean cost ${summary.meanCredits.toFixed(1)} credits; time p50 ${summary.p50Seconds.toFixed(1)} s, p95 ${summary.p95Seconds.toFixed(1)} s`,
  );
  if (summary.meanInputTokens !== null && summary.meanOutputTokens !== null) {
    lines.push(
      `Model tokens: mean ${Math.round(summary.meanInputTokens)} in, ${Math.round(summary.meanOutputTokens)} out per build`,
      summary.meanCostUsd !== null && summary.price
        ? `Model cost: $${summary.meanCostUsd.toFixed(4)} per build at $${summary.price.input} in / $${summary.price.output} out per million tokens`
        : 'Model cost: not priced (set EVAL_PRICE_INPUT and EVAL_PRICE_OUTPUT, dollars per million tokens)',
    );
  }
  return lines.join('\n');
}

/** The model's mean tokens and cost per build, for the report's summary; empty without them. */
function modelFigures(summary: EvalSummary): string {
  if (summary.meanInputTokens === null || summary.meanOutputTokens === null) return '';
  const cost =
    summary.meanCostUsd !== null ? `, $${summary.meanCostUsd.toFixed(4)}` : ', cost not priced';
  return `; model tokens per build ${Math.round(summary.meanInputTokens)} in, ${Math.round(summary.meanOutputTokens)} out${cost}`;
}

/** report.html (self-contained, thumbnails linking to the screenshots) and summary.json. */
export async function writeReport(
  dir: string,
  results: readonly BuildResult[],
  summary: EvalSummary,
  { screenshots }: { screenshots: boolean },
): Promise<void> {
  const rows = results
    .map((result) => {
      const id = escapeHtml(result.prompt.id);
      const misses = missesOf(result);
      const shots =
        screenshots && result.check
          ? `<a href="${id}-1440.png"><img src="${id}-1440.png" alt="${id} at 1440 px" width="180"></a> <a href="${id}-375.png"><img src="${id}-375.png" alt="${id} at 375 px" width="60"></a>`
          : '';
      const present = result.check?.items.filter((item) => item.ok).length ?? 0;
      const tokens = result.tokens
        ? `${result.tokens.inputTokens} / ${result.tokens.outputTokens}${summary.price ? `<br>$${costOf(result.tokens, summary.price).toFixed(4)}` : ''}`
        : '—';
      return `<tr><td><strong>${id}</strong><br><small>${escapeHtml(result.prompt.site)}</small></td><td>${escapeHtml(result.prompt.prompt)}</td><td>${present}/${result.prompt.expect.length}</td><td>${misses.length ? `<ul>${misses.map((miss) => `<li>${escapeHtml(miss)}</li>`).join('')}</ul>` : 'none'}</td><td>${result.credits}</td><td>${tokens}</td><td>${result.seconds.toFixed(1)} s</td><td>${shots}</td></tr>`;
    })
    .join('\n');
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sitewright eval</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1b1b1f}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.5rem;vertical-align:top;text-align:left}ul{margin:0;padding-left:1rem}img{border:1px solid #ccc}</style></head>
<body><h1>Sitewright eval</h1>
<p>Coverage ${(summary.coverage * 100).toFixed(1)}% (${summary.itemsPresent} of ${summary.items}); facts shown ${summary.factsShown} of ${summary.facts}; priced items shown with their price ${summary.pricedItemsShown} of ${summary.pricedItems}; contradictions ${summary.contradictions}; dead widgets ${summary.deadWidgets}; sections of another business ${summary.misplaced}; pages wider than 375 px ${summary.pagesWiderThan375}; html-validate errors ${summary.htmlErrors}; axe violations ${summary.axeViolations}; owner claims no prompt gave ${summary.inventedClaims}; pages in the wrong language ${summary.pagesInWrongLanguage}; tool uses answered right ${summary.toolUses - summary.wrongToolUses} of ${summary.toolUses}; placeholder text ${summary.placeholders}; mean cost ${summary.meanCredits.toFixed(1)} credits; p50 ${summary.p50Seconds.toFixed(1)} s, p95 ${summary.p95Seconds.toFixed(1)} s${modelFigures(summary)}.</p>
<table><thead><tr><th>Prompt</th><th>Words</th><th>Items</th><th>Misses</th><th>Credits</th><th>Tokens in / out</th><th>Time</th><th>Screens</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
  await writeFile(join(dir, 'report.html'), html);
  await writeFile(join(dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
}
