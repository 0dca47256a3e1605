import type { IncomingMessage, ServerResponse } from 'node:http';
import { PRODUCT_ANALYTICS } from '../../../shared/api/product-analytics-schemas';
import { createProductDays } from '../../../functions/analytics/product-days';
import { productReport, type ProductReport } from '../../../functions/analytics/product-report';
import { periodDays } from '../../../functions/lib/daily-counts';
import type { TableClient } from '../../../functions/lib/dynamo-client';
import { escapeHtml } from '../../../functions/generation/offline/html';
import { isLoopback } from '../gateway/loopback';

/**
 * Sitewright's own product analytics on one machine, where there is no CloudWatch: the last 30
 * days from the local table, read through the same owner module and report the product uses, as
 * a page at `/_local/analytics` and JSON at `/_local/analytics.json`.
 */
export const ANALYTICS_PATH = '/_local/analytics';
export const ANALYTICS_JSON_PATH = '/_local/analytics.json';

const percent = (conversion: number | null) => (conversion === null ? '–' : `${conversion}%`);

function table(headings: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(String(cell))}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function page(report: ProductReport): string {
  const funnel = table(
    ['Step', 'Count', 'From the step before'],
    report.funnel.map((entry) => [entry.label, entry.count, percent(entry.conversion)]),
  );
  const pages =
    report.pages.length === 0
      ? '<p>No page views yet.</p>'
      : table(
          ['Page', 'Views'],
          report.pages.map((entry) => [entry.page, entry.views]),
        );
  const days = table(
    ['Day', 'Page views', ...report.funnel.map((entry) => entry.label)],
    report.days
      .toReversed()
      .map((day) => [day.date, day.pageViews, ...report.funnel.map(({ step }) => day.steps[step])]),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Product analytics</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse;margin:1rem 0}
td,th{padding:.4rem .8rem;border-bottom:1px solid #e5e7eb;text-align:left}td:not(:first-child){font-variant-numeric:tabular-nums}</style>
</head><body><h1>Product analytics</h1>
<p>Sitewright's own page views and funnel on this machine, the last ${report.days.length} days (UTC): daily counts
with no cookie and no identifier, leaving out browsers that send Do Not Track or Global Privacy Control, and bots.
On AWS the same counts are CloudWatch metrics. <a href="${ANALYTICS_JSON_PATH}">JSON</a>.</p>
<h2>Funnel</h2>
${funnel}
<h2>Pages</h2>
<p>${report.totals.pageViews} page views in all.</p>
${pages}
<h2>Days</h2>
${days}
</body></html>`;
}

export interface LocalAnalyticsOptions {
  table: TableClient;
  clock?: () => Date;
}

/** The page and its JSON, for callers on this machine only. */
export function createLocalAnalytics({ table, clock = () => new Date() }: LocalAnalyticsOptions) {
  const days = createProductDays(table);

  async function report(): Promise<ProductReport> {
    const period = periodDays(clock(), PRODUCT_ANALYTICS.reportDays);
    return productReport(period, await days.list(period[0] ?? '', period.at(-1) ?? ''));
  }

  async function answer(response: ServerResponse, json: boolean) {
    const read = await report();
    response
      .writeHead(200, {
        'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(json ? JSON.stringify(read) : page(read));
  }

  return function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (url.pathname !== ANALYTICS_PATH && url.pathname !== ANALYTICS_JSON_PATH) return false;
    request.resume();
    // The counts are this machine's: only callers on it may read them.
    if (!isLoopback(request.socket.remoteAddress)) {
      response.writeHead(403).end();
    } else if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET' }).end();
    } else {
      answer(response, url.pathname === ANALYTICS_JSON_PATH).catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      });
    }
    return true;
  };
}
