import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Set-up for every lane: one temporary folder for the whole run, made TMPDIR before the first
 * worker, the shared cloud or Chromium starts, and removed once the last lane is done. What the
 * run leaves in the system's temporary folder (each CDK App's cdk.out, the clouds' data, SPA
 * stand-ins, Chromium's profiles) goes with it, rather than piling up a hundred folders a run on
 * the machine. Vitest calls this once per lane; the lanes share the first one's folder.
 */
interface RunFolder {
  folder: string;
  /** TMPDIR as it was before the run, put back at the end. */
  previous: string | undefined;
  users: number;
}

const RUN_KEY = Symbol.for('sitewright.runTempDir');
const registry = globalThis as { [RUN_KEY]?: RunFolder };

export default function setup() {
  const run = (registry[RUN_KEY] ??= {
    folder: mkdtempSync(path.join(tmpdir(), 'sitewright-test-run-')),
    previous: process.env.TMPDIR,
    users: 0,
  });
  run.users += 1;
  // Workers, the shared cloud and Chromium are started with this process's environment.
  process.env.TMPDIR = run.folder;
  return () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete registry[RUN_KEY];
    if (run.previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = run.previous;
    rmSync(run.folder, { recursive: true, force: true, maxRetries: 3 });
  };
}
