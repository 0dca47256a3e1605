import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  functionList,
  PAGE_CHECKERS,
  type FunctionDefinition,
} from '../../functions/function-list';
import { repositoryRoot } from '../repository-root';
import { packagesBesideBundle, packagesLeftOut } from './app-function';
import { LAMBDA_BUDGET } from './lambda-budget';

/**
 * Packages that read their own files when they load (jsdom: its stylesheet, its workers): bundled,
 * they crash the function at cold start, so a function that uses one must ship it beside the
 * bundle (`nodeModules`), which AppFunction turns into an install next to the bundle.
 */
const READS_OWN_FILES = ['jsdom'];

/** The functions that check pages, each for a reason of its own (function-list.ts). */
const PAGE_CHECKING_FUNCTIONS = ['frontendAgent', 'testingAgent', 'finishGeneration'];

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

/** The function's bundle as AppFunction's esbuild makes it: minified, with the same externals. */
async function bundleOf(definition: FunctionDefinition) {
  const result = await build({
    entryPoints: [path.join(repositoryRoot, definition.entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    mainFields: ['module', 'main'],
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    write: false,
    metafile: true,
    logLevel: 'silent',
    outfile: 'index.mjs',
    external: [...packagesBesideBundle(definition), ...packagesLeftOut(definition)],
  });
  return { metafile: result.metafile, bytes: result.outputFiles.map((file) => file.contents) };
}

function packagesIn(metafile: Metafile): Set<string> {
  const packages = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match?.[1]) packages.add(match[1]);
  }
  return packages;
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
      const { metafile, bytes } = await bundle(definition);
      const packages = packagesIn(metafile);
      for (const name of READS_OWN_FILES) expect(packages.has(name)).toBe(false);
      // A static import of a checker would load it at every cold start (esbuild hoists them).
      const checkerImports = Object.values(metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((imported) => (PAGE_CHECKERS as readonly string[]).includes(imported.path));
      for (const imported of checkerImports) expect(imported.kind).toBe('dynamic-import');
      if (!PAGE_CHECKING_FUNCTIONS.includes(id)) {
        for (const name of PAGE_CHECKERS) expect(packages.has(name)).toBe(false);
        // Code and source map within the budget (the DOM functions' is node_modules' too).
        const total = bytes.reduce((sum, contents) => sum + contents.byteLength, 0);
        expect(total).toBeLessThan(LAMBDA_BUDGET.maxBytes);
      }
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
