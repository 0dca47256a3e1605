import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { Runtime } from 'aws-cdk-lib/aws-lambda';
import { buildSync, type BuildOptions } from 'esbuild';
import * as z from 'zod';
import {
  PAGE_CHECKERS,
  SHIPPED_PAGE_CHECKERS,
  type FunctionDefinition,
} from '../../functions/function-list';
import { SHIPPED_FILES_FOLDER, shippedFileName } from '../../functions/lib/shipped-files';
import { repositoryRoot } from '../repository-root';

/** The newest Node.js runtime this aws-cdk-lib knows, so cdk-nag's AwsSolutions-L1 holds. */
export const functionRuntime = Runtime.NODEJS_24_X;

/** The runtime's Node.js major version: what esbuild compiles for. */
const runtimeNodeMajor = Number(/\d+/.exec(functionRuntime.name)?.[0]);

/** The module Lambda imports: `index.handler`. */
export const BUNDLE_ENTRY_NAME = 'index';

/**
 * Bundled code is ESM; this lets CommonJS dependencies that call `require` keep working. The
 * alias avoids clashing with a `createRequire` that a bundled module may import itself.
 */
const esmRequireBanner =
  "import { createRequire as topLevelCreateRequire } from 'node:module'; const require = topLevelCreateRequire(import.meta.url);";

/** What the X-Ray SDK gets for `semver`: see semver-left-out.ts. */
export const SEMVER_LEFT_OUT = path.join(repositoryRoot, 'infra/constructs/semver-left-out.ts');

/** Packages installed from the lock file beside the bundle, not bundled (they read their own files). */
export function packagesBesideBundle(definition: FunctionDefinition): string[] {
  return [
    ...(definition.nodeModules ?? []),
    ...(definition.checksPages ? SHIPPED_PAGE_CHECKERS : []),
  ];
}

/** Packages neither bundled nor shipped: the page checkers, in functions that do not check pages. */
export function packagesLeftOut(definition: FunctionDefinition): string[] {
  return definition.checksPages ? [] : [...PAGE_CHECKERS];
}

/**
 * How a function is bundled, for AppFunction and for the tests that weigh its bundles.
 *
 * - Split (ESM chunks beside `index.mjs`): what a module loads with `import()` — the SDK's
 *   credential providers other than the environment's, its nested STS/SSO clients, the model
 *   client a deployment does not use, a route's own code — is a file of its own that a cold
 *   start does not read unless that code runs.
 * - Whitespace and syntax are minified, names are not: a stack trace still names the functions
 *   it passed through (`at finish (index.mjs:…)`).
 * - No source map: Node reads and parses a whole map at every cold start when maps are enabled
 *   (a third more import time, measured), and a map Node does not read is only weight.
 * - The SDK is bundled: the version we test against, not whichever one the runtime ships.
 * - semver is left out where its one importer is the X-Ray SDK's patcher for the v2 SDK
 *   (semver-left-out.ts): everywhere but the page checker, whose html-validate uses it.
 */
export function bundleOptions(definition: FunctionDefinition): BuildOptions {
  return {
    entryPoints: { [BUNDLE_ENTRY_NAME]: path.join(repositoryRoot, definition.entry) },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: `node${runtimeNodeMajor}`,
    mainFields: ['module', 'main'],
    outExtension: { '.js': '.mjs' },
    // Beside the entry, so a chunk's `import.meta.url` is the bundle's folder (shipped-files.ts).
    chunkNames: '[name]-[hash]',
    minifyWhitespace: true,
    minifySyntax: true,
    banner: { js: esmRequireBanner },
    external: [...packagesBesideBundle(definition), ...packagesLeftOut(definition)],
    // html-validate, bundled where pages are checked, runs semver itself.
    alias: definition.checksPages ? {} : { semver: SEMVER_LEFT_OUT },
    logLevel: 'warning',
  };
}

/**
 * Packages installed beside a bundle come with what only their authors and editors read: source
 * maps of their own build, type declarations, docs; axe-core also with a minified copy of itself
 * and its messages in other languages (we inject axe.js, in English). Nor does a function read
 * the lock file it was installed from. Left out, they weigh half as much.
 */
export const PRUNED_FILE_SUFFIXES = ['.map', '.d.ts', '.d.mts', '.d.cts', '.md'] as const;
/** Paths under node_modules left out as well. */
export const PRUNED_PATHS = ['axe-core/locales', 'axe-core/axe.min.js'] as const;

/**
 * Brotli at quality 9. Quality 11 makes the renderer's wasm 15% smaller (690 KB rather than
 * 810 KB) but takes ten times as long: some 11 s of every synth and test run, against 1 s. Both
 * decompress as fast, and 120 KB more is nothing to a cold start's download.
 */
export const SHIPPED_FILE_COMPRESSION = { [constants.BROTLI_PARAM_QUALITY]: 9 } as const;

const manifestSchema = z.looseObject({
  dependencies: z.record(z.string(), z.string()).optional(),
  devDependencies: z.record(z.string(), z.string()).optional(),
});

/**
 * Installs the packages beside the bundle as this repository's lock file pins them (`npm ci` on a
 * manifest naming only them), then prunes what no function reads.
 */
function installBesideBundle(packages: readonly string[], outputDir: string): void {
  const manifest = manifestSchema.parse(
    JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')),
  );
  const versions = { ...manifest.devDependencies, ...manifest.dependencies };
  const dependencies = Object.fromEntries(
    packages.map((name) => {
      const version = versions[name];
      if (!version) throw new Error(`${name} is not a dependency in package.json.`);
      return [name, version];
    }),
  );
  writeFileSync(path.join(outputDir, 'package.json'), JSON.stringify({ dependencies }));
  copyFileSync(
    path.join(repositoryRoot, 'package-lock.json'),
    path.join(outputDir, 'package-lock.json'),
  );
  execFileSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: outputDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const nodeModules = path.join(outputDir, 'node_modules');
  const prune = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) prune(full);
      else if (PRUNED_FILE_SUFFIXES.some((suffix) => entry.name.endsWith(suffix))) rmSync(full);
    }
  };
  prune(nodeModules);
  for (const pruned of PRUNED_PATHS) rmSync(path.join(nodeModules, pruned), { recursive: true });
  rmSync(path.join(outputDir, 'package-lock.json'));
}

/** The function's shipped files beside the bundle, brotli-compressed, where readShippedFile looks. */
function shipFiles(files: readonly string[], outputDir: string): void {
  if (files.length === 0) return;
  const folder = path.join(outputDir, SHIPPED_FILES_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const file of files) {
    const compressed = brotliCompressSync(readFileSync(path.join(repositoryRoot, file)), {
      params: SHIPPED_FILE_COMPRESSION,
    });
    writeFileSync(path.join(folder, shippedFileName(file)), compressed);
  }
}

/** Everything Lambda unzips for the function: its bundle, what is installed and shipped beside it. */
export function bundleFunction(definition: FunctionDefinition, outputDir: string): void {
  buildSync({ ...bundleOptions(definition), outdir: outputDir });
  const besideBundle = packagesBesideBundle(definition);
  if (besideBundle.length > 0) installBesideBundle(besideBundle, outputDir);
  shipFiles(definition.shipsFiles ?? [], outputDir);
}
