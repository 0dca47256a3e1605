import { performance } from 'node:perf_hooks';

export interface LoadResult {
  name: string;
  requests: number;
  failures: number;
  seconds: number;
  throughput: number;
  p50Ms: number;
  p99Ms: number;
}

export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * Runs `operation` from `concurrency` loops until `durationMs` has passed (bounded in time and
 * count), after a short warm-up, and reports throughput and latency percentiles.
 */
export async function measure(
  name: string,
  operation: () => Promise<unknown>,
  { concurrency = 32, durationMs = 5000, warmupRequests = 200, maxRequests = 1_000_000 } = {},
): Promise<LoadResult> {
  for (let i = 0; i < warmupRequests; i += 1) await operation();

  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const loop = async () => {
    while (performance.now() < deadline && latencies.length + failures < maxRequests) {
      const begin = performance.now();
      try {
        await operation();
        latencies.push(performance.now() - begin);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    failures,
    seconds,
    throughput: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

export function formatResults(results: LoadResult[]): string {
  const header = ['', 'requests', 'failed', 'req/s', 'p50 ms', 'p99 ms'];
  const rows = results.map((result) => [
    result.name,
    String(result.requests),
    String(result.failures),
    result.throughput.toFixed(0),
    result.p50Ms.toFixed(2),
    result.p99Ms.toFixed(2),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}
