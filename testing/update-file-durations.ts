import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../infra/repository-root';

/**
 * Writes the typical duration of each test file (testing/file-durations.json) from the durations
 * Vitest remembers of the last runs on this machine, for the order of a clean clone's run (see
 * duration-sequencer.ts). Run it after `npm test` and `npm run test:slow` when files were added or
 * grew much slower; a stale list only makes a run a little slower, never wrong.
 */
const cacheRoot = path.join(repositoryRoot, 'node_modules/.vite/vitest');
const remembered = new Map<string, number>();
for (const folder of readdirSync(cacheRoot)) {
  const file = path.join(cacheRoot, folder, 'results.json');
  const { results } = JSON.parse(readFileSync(file, 'utf8')) as {
    results: [string, { duration: number }][];
  };
  for (const [key, { duration }] of results) {
    // The slow lane keeps Vitest's own order: its timed files (floods, per-minute limits) were
    // tuned beside the files that order puts next to them.
    if (key.startsWith('slow:')) continue;
    remembered.set(key, Math.round(duration / 100) / 10);
  }
}
const sorted = Object.fromEntries([...remembered].sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  path.join(repositoryRoot, 'testing/file-durations.json'),
  `${JSON.stringify(sorted, null, 2)}\n`,
);
console.log(`${remembered.size} files' durations written to testing/file-durations.json`);
