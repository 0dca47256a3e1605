import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { repositoryRoot } from '../../infra/repository-root';

/**
 * What the SPA build is made of: its sources, the shared code it imports, the locked packages,
 * and this file's way of building them.
 */
const SOURCES = ['web', 'shared', 'package-lock.json', 'testing/browser/spa-build.ts'];
const LEFT_OUT = new Set(['dist', 'node_modules', 'route-tree.gen.ts']);

function filesUnder(relative: string): string[] {
  const absolute = path.join(repositoryRoot, relative);
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .filter(
      (name) => !LEFT_OUT.has(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'),
    )
    .sort()
    .flatMap((name) => filesUnder(path.join(relative, name)));
}

function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder)) {
    hash.update(file).update(readFileSync(path.join(repositoryRoot, file)));
  }
  return hash.digest('hex').slice(0, 24);
}

function viteBuild(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = spawn(
      process.execPath,
      [
        path.join(repositoryRoot, 'node_modules/vite/bin/vite.js'),
        'build',
        '--config',
        'web/vite.config.ts',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      // Vitest sets NODE_ENV to `test`, which Vite would pass on to React: a development build,
      // with its extra checks and StrictMode's double renders, not the one users are served.
      {
        cwd: repositoryRoot,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    vite.on('error', reject);
    vite.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The SPA build failed (vite exited ${code})`)),
    );
  });
}

/** Where a build that failed leaves its error, beside the folder it would have filled. */
const failureOf = (folder: string) => `${folder}.failed`;

/** How long anything waits for the build: far longer than it takes on two cores. */
const BUILD_WAIT_MS = 10 * 60 * 1000;

async function build(cache: string, folder: string): Promise<void> {
  mkdirSync(cache, { recursive: true });
  rmSync(failureOf(folder), { force: true });
  const building = `${folder}.building-${process.pid}`;
  try {
    await viteBuild(building);
  } catch (error) {
    writeFileSync(failureOf(folder), error instanceof Error ? error.message : String(error));
    throw error;
  }
  // Builds of older sources are of no more use.
  for (const old of readdirSync(cache)) {
    if (old !== path.basename(building)) rmSync(path.join(cache, old), { recursive: true });
  }
  renameSync(building, folder);
}

/**
 * The production build of the SPA for the browser tests, made once per change of its sources
 * and kept under node_modules/.cache: the same files `npm run build:web` makes, in a folder of
 * their own so `web/dist` is left alone. Its folder is known at once; `built` settles when the
 * files are there, so the run's other tests need not wait for them.
 */
export function startSpaBuild(): { folder: string; built: Promise<void> } {
  const cache = path.join(repositoryRoot, 'node_modules/.cache/sitewright-spa');
  const folder = path.join(cache, sourcesHash());
  const built = existsSync(path.join(folder, 'index.html'))
    ? Promise.resolve()
    : build(cache, folder);
  return { folder, built };
}

/**
 * Settles when the run's SPA build (startSpaBuild, in the run's main process) has filled
 * `folder`, or rejects with why it failed: for the processes that serve it.
 */
export async function spaBuilt(folder: string): Promise<void> {
  const deadline = Date.now() + BUILD_WAIT_MS;
  while (!existsSync(path.join(folder, 'index.html'))) {
    if (existsSync(failureOf(folder))) {
      throw new Error(`The SPA build failed: ${readFileSync(failureOf(folder), 'utf8')}`);
    }
    if (Date.now() > deadline) throw new Error(`No SPA build in ${folder} after 10 minutes`);
    await sleep(250);
  }
}
