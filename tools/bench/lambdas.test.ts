import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatLambdas, measureLambdas, type LambdaAsset } from './lambdas';

function assetOf(name: string, source: string): LambdaAsset {
  const assetDirectory = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const entryFile = path.join(assetDirectory, 'index.mjs');
  writeFileSync(entryFile, source);
  return { name, assetDirectory, entryFile, environment: {} };
}

describe('the Lambda table', () => {
  it('measures every function, and names one that cannot be imported instead of stopping', async () => {
    const measurements = await measureLambdas([
      assetOf('quick', 'export const handler = () => 1;'),
      assetOf(
        'misconfigured',
        "throw new Error('Missing or invalid environment variables: CUSTOM_DOMAIN_TARGET');",
      ),
    ]);

    const [quick, misconfigured] = measurements;
    // Timed, but not judged here: only that it imported and was timed.
    expect(quick?.name).toBe('quick');
    expect(quick?.importMs).toBeGreaterThan(0);
    expect(quick?.misses.filter((miss) => miss.startsWith('fails'))).toEqual([]);
    expect(misconfigured?.misses).toEqual([
      'fails to import: Error: Missing or invalid environment variables: CUSTOM_DOMAIN_TARGET',
    ]);
    const table = formatLambdas(measurements);
    expect(table).toContain('MISSES fails to import: Error: Missing or invalid');
    expect(table).toMatch(/of 2 functions miss their budget\.$/);
  });
});
