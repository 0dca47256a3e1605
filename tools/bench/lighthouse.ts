import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { build } from 'vite';
import { repositoryRoot } from '../../infra/repository-root';
import { CHROMIUM_FLAGS, findChromium } from '../../testing/browser/system-chromium';
import { startLocalCloud } from '../local-cloud/local-cloud';
import { startCompressingProxy } from './compressing-proxy';

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export type FormFactor = 'desktop' | 'mobile';

/** The issue's targets: all four ≥ 95 on desktop; performance ≥ 90 under mobile emulation. */
export const LIGHTHOUSE_TARGETS: Record<FormFactor, Partial<Record<LighthouseCategory, number>>> = {
  desktop: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 95 },
  mobile: { performance: 90 },
};

export interface LighthouseReport {
  formFactor: FormFactor;
  scores: Record<LighthouseCategory, number>;
  /** First/Largest Contentful Paint, Total Blocking Time, Cumulative Layout Shift, Speed Index. */
  metrics: Record<string, string>;
  /** Scored audits that did not pass, for the reader who wants to know why a score is short. */
  failing: string[];
}

const METRIC_AUDITS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** `npm run build:web`, through Vite's API. */
export async function buildWeb(): Promise<void> {
  await build({ configFile: join(repositoryRoot, 'web/vite.config.ts'), logLevel: 'warn' });
}

async function audit(url: string, formFactor: FormFactor): Promise<LighthouseReport> {
  // A fresh browser per run, so one run's cache cannot flatter the next.
  const chromePath = findChromium({ fullBrowser: true });
  if (!chromePath) throw new Error('Lighthouse needs Chromium: set CHROMIUM_PATH or install it');
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: [...LIGHTHOUSE_CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${url} (${formFactor})`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);

    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Record<LighthouseCategory, number>;
    const metrics = Object.fromEntries(
      METRIC_AUDITS.map((id) => [id, audits[id]?.displayValue ?? 'n/a']),
    );
    const scored = new Set(
      LIGHTHOUSE_CATEGORIES.flatMap((id) =>
        (categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id),
      ),
    );
    const failing = Object.values(audits)
      .filter((entry) => scored.has(entry.id) && entry.score !== null && entry.score < 0.9)
      .filter((entry) => !METRIC_AUDITS.includes(entry.id))
      .map((entry) => `${entry.id} (${Math.round((entry.score ?? 0) * 100)})`);
    return { formFactor, scores, metrics, failing };
  } finally {
    chrome.kill();
  }
}

/**
 * Builds the SPA, serves `web/dist` from the local cloud, and runs Lighthouse on the landing page
 * with the desktop preset and with its default mobile emulation (Moto G Power, slow 4G,
 * 4× CPU slowdown).
 *
 * Production serves the SPA from CloudFront, which compresses text responses (`compress: true`
 * in the web stack); the local dist server does not, so a small gzip/brotli proxy stands in for
 * that part of CloudFront. Without it Lighthouse would measure a transfer no visitor ever makes.
 */
export async function benchLighthouse(): Promise<LighthouseReport[]> {
  await buildWeb();
  const cloud = await startLocalCloud({ host: '127.0.0.1', port: 0, dataDir: null, web: 'dist' });
  const proxy = await startCompressingProxy(cloud.url);
  try {
    const reports: LighthouseReport[] = [];
    for (const formFactor of ['desktop', 'mobile'] as const) {
      reports.push(await audit(`${proxy.url}/`, formFactor));
    }
    return reports;
  } finally {
    await proxy.close();
    await cloud.close();
  }
}

function meetsTargets(report: LighthouseReport): string[] {
  return Object.entries(LIGHTHOUSE_TARGETS[report.formFactor]).flatMap(([category, target]) => {
    const score = report.scores[category as LighthouseCategory];
    return score < target ? [`${category} ${score} < ${target}`] : [];
  });
}

export function formatLighthouse(reports: LighthouseReport[]): string {
  const header = ['', ...LIGHTHOUSE_CATEGORIES].map((cell) => cell.padEnd(16)).join('');
  const rows = reports.map((report) =>
    [report.formFactor, ...LIGHTHOUSE_CATEGORIES.map((id) => String(report.scores[id]))]
      .map((cell) => cell.padEnd(16))
      .join(''),
  );
  const details = reports.flatMap((report) => {
    const misses = meetsTargets(report);
    return [
      `\n${report.formFactor}: ${Object.entries(report.metrics)
        .map(([id, value]) => `${id} ${value}`)
        .join(', ')}`,
      misses.length ? `  below target: ${misses.join(', ')}` : '  targets met',
      ...(report.failing.length ? [`  audits below 90: ${report.failing.join(', ')}`] : []),
    ];
  });
  return [header.trimEnd(), ...rows.map((row) => row.trimEnd()), ...details].join('\n');
}
