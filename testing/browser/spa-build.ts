import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../infra/repository-root';

/** What the SPA build is made of: its sources, the shared code it imports, the locked packages. */
const SOURCES = ['web', 'shared', 'package-lock.json'];
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
      { cwd: repositoryRoot, stdio: ['ignore', 'inherit', 'inherit'] },
    );
    vite.on('error', reject);
    vite.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The SPA build failed (vite exited ${code})`)),
    );
  });
}

/**
 * The production build of the SPA for the browser tests, made once per change of its sources
 * and kept under node_modules/.cache: the same files `npm run build:web` makes, in a folder of
 * their own so `web/dist` is left alone.
 */
export async function spaBuild(): Promise<string> {
  const cache = path.join(repositoryRoot, 'node_modules/.cache/sitewright-spa');
  const folder = path.join(cache, sourcesHash());
  if (existsSync(path.join(folder, 'index.html'))) return folder;
  const building = `${folder}.building-${process.pid}`;
  await viteBuild(building);
  // Builds of older sources are of no more use.
  for (const old of readdirSync(cache)) {
    if (old !== path.basename(building)) rmSync(path.join(cache, old), { recursive: true });
  }
  renameSync(building, folder);
  return folder;
}
