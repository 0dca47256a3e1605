import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  functionList,
  PAGE_CHECKERS,
  type FunctionDefinition,
} from '../../functions/function-list';
import { repositoryRoot } from '../repository-root';
import {
  BUNDLE_ENTRY_NAME,
  bundleOptions,
  packagesBesideBundle,
  PRUNED_FILE_SUFFIXES,
  PRUNED_PATHS,
  SHIPPED_FILE_COMPRESSION,
} from './function-bundle';
import { runtimeNodeMajor } from './app-function';
import { lambdaBudgetOf } from './lambda-budget';

/**
 * Packages that read their own files when they load (jsdom: its stylesheet, its workers): bundled,
 * they crash the function at cold start, so a function that uses one must ship it beside the
 * bundle (`nodeModules`), which AppFunction turns into an install next to the bundle.
 */
const READS_OWN_FILES = ['jsdom'];

/**
 * The one function that checks pages: the Testing agent's, which runs the pipeline's other page
 * checks too (the score, the rewrite check), so the finish and the Frontend stay small.
 */
const PAGE_CHECKING_FUNCTIONS = ['testingAgent'];

/** Each entry is bundled once for all the tests. */
const bundles = new Map<string, ReturnType<typeof bundleOf>>();

function bundle(definition: FunctionDefinition): ReturnType<typeof bundleOf> {
  let made = bundles.get(definition.entry);
  if (!made) {
    made = bundleOf(definition);
    bundles.set(definition.entry, made);
  }
  return made;
}

/** The function's bundle as AppFunction makes it (its entry and every chunk), in memory. */
async function bundleOf(definition: FunctionDefinition) {
  const result = await build({
    ...bundleOptions(definition, runtimeNodeMajor),
    outdir: 'bundle',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { metafile: result.metafile, bytes: result.outputFiles.map((file) => file.contents) };
}

/**
 * What a cold start loads: the entry's static imports, and theirs (chunks and external packages);
 * a chunk reached only through `import()` is read when that code first runs.
 */
function coldStartImports(metafile: Metafile): Set<string> {
  const loaded = new Set<string>();
  // By name: every chunk reached through import() is an entry point of its own in the metafile.
  const entry = Object.keys(metafile.outputs).find((output) =>
    output.endsWith(`/${BUNDLE_ENTRY_NAME}.mjs`),
  );
  expect(entry).toBeDefined();
  const visit = (output: string) => {
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || loaded.has(imported.path)) continue;
      loaded.add(imported.path);
      visit(imported.path);
    }
  };
  if (entry) visit(entry);
  return loaded;
}

function packagesIn(metafile: Metafile): Set<string> {
  const packages = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match?.[1]) packages.add(match[1]);
  }
  return packages;
}

const dependenciesSchema = z.looseObject({
  dependencies: z.record(z.string(), z.string()).optional(),
  optionalDependencies: z.record(z.string(), z.string()).optional(),
});

/** Bytes of a folder's files as AppFunction ships them: without what it prunes. */
function shippedBytes(directory: string, nodeModules: string): number {
  let total = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    const relative = path.relative(nodeModules, full);
    if ((PRUNED_PATHS as readonly string[]).includes(relative)) continue;
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') total += shippedBytes(full, nodeModules);
    } else if (entry.isFile() && !PRUNED_FILE_SUFFIXES.some((suffix) => full.endsWith(suffix))) {
      total += statSync(full).size;
    }
  }
  return total;
}

/**
 * What installing the packages beside a bundle adds: each package and its dependencies as this
 * repository's lock installed them (a nested copy before the hoisted one, as Node resolves).
 */
function installedBytes(packages: readonly string[]): number {
  const seen = new Set<string>();
  const visit = (name: string, from: string): number => {
    let found: string | undefined;
    for (let directory = from; !found; directory = path.dirname(directory)) {
      const candidate = path.join(directory, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) found = candidate;
      else if (directory === repositoryRoot) break;
    }
    if (!found || seen.has(found)) return 0;
    seen.add(found);
    const manifest = dependenciesSchema.parse(
      JSON.parse(readFileSync(path.join(found, 'package.json'), 'utf8')),
    );
    const dependencies = Object.keys({
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
    });
    return (
      shippedBytes(found, path.join(repositoryRoot, 'node_modules')) +
      dependencies.reduce((sum, dependency) => sum + visit(dependency, found), 0)
    );
  };
  return packages.reduce((sum, name) => sum + visit(name, repositoryRoot), 0);
}

describe('function bundles', () => {
  it('ship the page checkers only with the functions that check pages', () => {
    const checking = Object.entries(functionList)
      .filter(([, definition]) => 'checksPages' in definition && definition.checksPages)
      .map(([id]) => id);
    expect(checking.sort()).toEqual([...PAGE_CHECKING_FUNCTIONS].sort());
  });

  it.each(Object.entries(functionList))(
    '%s bundles nothing that reads its own files, and imports the page checkers only on first use',
    async (id, definition) => {
      const { metafile } = await bundle(definition);
      const packages = packagesIn(metafile);
      for (const name of READS_OWN_FILES) expect(packages.has(name)).toBe(false);
      // A checker in what the entry imports statically would load at every cold start.
      const loadedAtColdStart = coldStartImports(metafile);
      for (const name of PAGE_CHECKERS) expect(loadedAtColdStart.has(name)).toBe(false);
      if (!PAGE_CHECKING_FUNCTIONS.includes(id)) {
        for (const name of PAGE_CHECKERS) expect(packages.has(name)).toBe(false);
      }
    },
  );

  it.each(Object.entries(functionList))(
    '%s weighs no more than its budget unzipped: its code and what is installed beside it',
    async (_id, definition) => {
      const { bytes } = await bundle(definition);
      const code = bytes.reduce((sum, contents) => sum + contents.byteLength, 0);
      const shipped = ('shipsFiles' in definition ? definition.shipsFiles : []).reduce(
        (sum, file) =>
          sum +
          brotliCompressSync(readFileSync(path.join(repositoryRoot, file)), {
            params: SHIPPED_FILE_COMPRESSION,
          }).byteLength,
        0,
      );
      const total = code + installedBytes(packagesBesideBundle(definition)) + shipped;
      expect(total).toBeLessThanOrEqual(lambdaBudgetOf(definition).maxBytes);
    },
  );

  // Powertools' Tracer brings the X-Ray SDK (~125 KB minified): the pipeline's tasks trace, the
  // request path's functions keep to Lambda's own segment and stay small.
  it.each(Object.entries(functionList))(
    '%s bundles the X-Ray SDK only if it is a pipeline task',
    async (_, definition) => {
      const packages = packagesIn((await bundle(definition)).metafile);
      expect(packages.has('aws-xray-sdk-core')).toBe(definition.invokedBy === 'stateMachine');
    },
  );
});
