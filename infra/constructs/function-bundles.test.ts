import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { functionList, type FunctionDefinition } from '../../functions/function-list';
import { repositoryRoot } from '../repository-root';

/**
 * Packages that read their own files when they load (jsdom: its stylesheet, its workers): bundled,
 * they crash the function at cold start, so a function that uses one must ship it beside the
 * bundle (`nodeModules`), which AppFunction turns into an install next to the bundle.
 */
const READS_OWN_FILES = ['jsdom'];

/** Each entry is bundled once for all the tests. */
const bundled = new Map<string, Promise<Set<string>>>();

function bundledPackages(definition: FunctionDefinition): Promise<Set<string>> {
  let packages = bundled.get(definition.entry);
  if (!packages) {
    packages = packagesIn(definition);
    bundled.set(definition.entry, packages);
  }
  return packages;
}

async function packagesIn(definition: FunctionDefinition): Promise<Set<string>> {
  const result = await build({
    entryPoints: [path.join(repositoryRoot, definition.entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: [...(definition.nodeModules ?? [])],
  });
  const packages = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match?.[1]) packages.add(match[1]);
  }
  return packages;
}

describe('function bundles', () => {
  it.each(Object.entries(functionList))(
    '%s bundles nothing that reads its own files at run time',
    async (_, definition) => {
      const packages = await bundledPackages(definition);
      for (const name of READS_OWN_FILES) expect(packages.has(name)).toBe(false);
    },
  );

  // Powertools' Tracer brings the X-Ray SDK (~125 KB minified): the pipeline's tasks trace, the
  // request path's functions keep to Lambda's own segment and stay small.
  it.each(Object.entries(functionList))(
    '%s bundles the X-Ray SDK only if it is a pipeline task',
    async (_, definition) => {
      const packages = await bundledPackages(definition);
      expect(packages.has('aws-xray-sdk-core')).toBe(definition.invokedBy === 'stateMachine');
    },
  );
});
