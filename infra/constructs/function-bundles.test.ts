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
  type FunctionId,
} from '../../functions/function-list';
import { AGENT_FUNCTIONS } from '../../functions/generation/pipeline/pipeline-state';
import { repositoryRoot } from '../repository-root';
import {
  BUNDLE_ENTRY_NAME,
  bundleOptions,
  packagesBesideBundle,
  PRUNED_FILE_SUFFIXES,
  PRUNED_PATHS,
  SEMVER_LEFT_OUT,
  SHIPPED_FILE_COMPRESSION,
} from './function-bundle';
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

/**
 * What only some requests use, or none on AWS: loaded with import() where first needed, so a cold
 * start does not read it. The page checkers (by the page checks); the model API's SDK (where a
 * model API is configured); Razorpay's SDK and its HTTP client (by calls to Razorpay's API);
 * CloudFront's clients (by deploys and custom domains); the SDK's credential providers beyond the
 * environment's, which Lambda's credentials never need, with the STS and SSO clients they use.
 */
const LOADED_ON_FIRST_USE = [
  ...PAGE_CHECKERS,
  'openai',
  'razorpay',
  'axios',
  '@aws-sdk/client-cloudfront',
  '@aws-sdk/client-cloudfront-keyvaluestore',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/nested-clients',
];

/**
 * Clients that some functions use on only some of their calls, or never: the failure Task (refund
 * and record) has no use for the code bucket; the GitHub function needs S3 only to save and KMS
 * only for a token; the deployments function needs S3 only to publish or take a site down; the
 * projects function needs S3 only for a project's page, its versions' HTML, its uploads and its
 * delete (not for the dashboard's list, a new project or a quote), and parses XML only to clean
 * an uploaded SVG; the auth function needs the user pool's client and the ID token verifier only
 * to sign up, in or out and to reset a password, not for the profile. Each is loaded by the calls
 * that use it. The pipeline's Tasks all use the code bucket, but S3's SDK is loaded beside their
 * first requests (agent-function-deps.ts), not before the first Task; and Secrets Manager's only
 * with the model SDK, when the deployment's model key is kept there. (The socket's Step Functions client is not: a build's execution must start right
 * after its debit, with nothing to load between.)
 */
const NOT_AT_COLD_START: Partial<Record<FunctionId, string[]>> = {
  failGeneration: ['@aws-sdk/client-s3'],
  agents: ['@aws-sdk/client-s3', '@aws-sdk/client-secrets-manager'],
  testingAgent: ['@aws-sdk/client-s3', '@aws-sdk/client-secrets-manager'],
  finishGeneration: ['@aws-sdk/client-s3'],
  github: ['@aws-sdk/client-s3', '@aws-sdk/client-kms'],
  deployments: ['@aws-sdk/client-s3'],
  projects: ['fast-xml-parser', '@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'],
  auth: ['@aws-sdk/client-cognito-identity-provider', 'aws-jwt-verify'],
};

/**
 * The repository's modules only some calls use (most for the schemas they build), by the
 * functions that load them on first use: the site plan's, read by a publish's page tags (and by
 * edits, not by the quote's choice of agents); the project contract, whose routes' project id
 * the deployments' routes share; in the projects function, the deployments' stores (taking a
 * deleted project's site down) and the pipeline run's (the run stopper only names its error); in
 * payments, each of its services (purchases, subscriptions, webhooks), loaded by the first call
 * of one of its methods; in the agents' function, the coverage checks and their widget probes,
 * which only the page checker's step runs; in the page checker's, the versions' and projects'
 * code, of which it only attaches scorecards (projects/version-scorecards.ts).
 */
const MODULES_NOT_AT_COLD_START: Partial<Record<FunctionId, string[]>> = {
  generationSocket: ['functions/generation/page/site-plan.ts'],
  deployments: ['functions/generation/page/site-plan.ts', 'shared/api/project-schemas.ts'],
  projects: [
    'functions/generation/page/site-plan.ts',
    'functions/deployments/deployments.ts',
    'functions/generation/pipeline/pipeline-state.ts',
  ],
  agents: [
    'functions/generation/coverage/coverage.ts',
    'functions/generation/catalogue/widgets.ts',
  ],
  testingAgent: ['functions/projects/versions.ts', 'functions/projects/projects.ts'],
  payments: [
    'functions/payments/credit-purchases.ts',
    'functions/payments/subscription-billing.ts',
    'functions/payments/payment-webhooks.ts',
  ],
};

/**
 * The offline models' code: the agents' functions (AGENT_FUNCTIONS) load each step's when the
 * step first runs.
 */
const OFFLINE_MODELS_FOLDER = 'functions/generation/offline/';

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
    ...bundleOptions(definition),
    outdir: 'bundle',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { metafile: result.metafile, bytes: result.outputFiles.map((file) => file.contents) };
}

/**
 * What a cold start loads: the packages and the repository's own files bundled in the entry's
 * chunk and the chunks it imports statically, and the external packages they import. A chunk
 * reached only through `import()` is read when that code first runs.
 */
function loadedAtColdStart(metafile: Metafile): {
  packages: Set<string>;
  files: Set<string>;
  inputs: Set<string>;
} {
  // By name: every chunk reached through import() is an entry point of its own in the metafile.
  const entry = Object.keys(metafile.outputs).find((output) =>
    output.endsWith(`/${BUNDLE_ENTRY_NAME}.mjs`),
  );
  expect(entry).toBeDefined();
  const packages = new Set<string>();
  const files = new Set<string>();
  const inputs = new Set<string>();
  const visited = new Set<string>();
  const visit = (output: string) => {
    visited.add(output);
    const { inputs: chunkInputs = {}, imports = [] } = metafile.outputs[output] ?? {};
    for (const input of Object.keys(chunkInputs)) {
      inputs.add(input);
      const name = packageOf(input);
      if (name) packages.add(name);
      else files.add(input);
    }
    for (const imported of imports) {
      if (imported.kind !== 'import-statement' || visited.has(imported.path)) continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  if (entry) visit(entry);
  return { packages, files, inputs };
}

/** The package a bundled file comes from; undefined for the repository's own. */
const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];

function packagesIn(metafile: Metafile): Set<string> {
  return new Set(Object.keys(metafile.inputs).flatMap((input) => packageOf(input) ?? []));
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
    '%s bundles nothing that reads its own files, and the page checkers only if it checks pages',
    async (id, definition) => {
      const packages = packagesIn((await bundle(definition)).metafile);
      for (const name of READS_OWN_FILES) expect(packages.has(name)).toBe(false);
      if (!PAGE_CHECKING_FUNCTIONS.includes(id)) {
        for (const name of PAGE_CHECKERS) expect(packages.has(name)).toBe(false);
      }
    },
  );

  it.each(Object.entries(functionList))(
    '%s loads at a cold start none of what only some requests use',
    async (_, definition) => {
      const { packages } = loadedAtColdStart((await bundle(definition)).metafile);
      expect(LOADED_ON_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
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

  it.each(Object.entries(NOT_AT_COLD_START) as [FunctionId, string[]][])(
    '%s loads at a cold start none of the clients it loads later',
    async (id, clients) => {
      const { packages } = loadedAtColdStart((await bundle(functionList[id])).metafile);
      expect(clients.filter((name) => packages.has(name))).toEqual([]);
    },
  );

  it.each(Object.entries(MODULES_NOT_AT_COLD_START) as [FunctionId, string[]][])(
    '%s loads at a cold start none of the modules only some of its calls use',
    async (id, modules) => {
      const { files } = loadedAtColdStart((await bundle(functionList[id])).metafile);
      expect(modules.filter((module) => [...files].some((file) => file.endsWith(module)))).toEqual(
        [],
      );
    },
  );

  it.each(AGENT_FUNCTIONS)(
    "%s loads none of the offline models' code at a cold start: each step loads its own",
    async (id) => {
      const { files } = loadedAtColdStart((await bundle(functionList[id])).metafile);
      const offline = [...files].filter(
        (file) => file.includes(OFFLINE_MODELS_FOLDER) && !file.endsWith('/offline-models.ts'),
      );
      expect(offline).toEqual([]);
    },
  );

  // Classic zod costs ~14 ms to load and gives each schema its methods as it is made; the
  // functions build hundreds at a cold start, with zod/mini (shared/zod.ts). Only the OpenAI SDK's
  // structured-output helper brings classic zod, in the model SDK's chunk.
  it.each(Object.entries(functionList))(
    '%s loads no classic zod at a cold start',
    async (_, definition) => {
      const { inputs } = loadedAtColdStart((await bundle(definition)).metafile);
      expect([...inputs].filter((input) => input.includes('node_modules/zod/v4/classic/'))).toEqual(
        [],
      );
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

  // Where pages are not checked, the X-Ray SDK's patcher for the AWS SDK v2 is semver's only
  // importer, and it never runs.
  it.each(
    Object.entries(functionList).filter(
      ([, definition]) => !('checksPages' in definition && definition.checksPages),
    ),
  )(
    '%s bundles no semver, and leaves it out only where the X-Ray SDK asks for it',
    async (_, definition) => {
      const { metafile } = await bundle(definition);
      expect(packagesIn(metafile).has('semver')).toBe(false);
      const leftOut = path.relative(repositoryRoot, SEMVER_LEFT_OUT);
      const importers = Object.entries(metafile.inputs)
        .filter(([, input]) => input.imports.some((imported) => imported.path === leftOut))
        .map(([file]) => file.replace(/^.*node_modules\//, ''));
      expect(importers).toEqual(
        definition.invokedBy === 'stateMachine'
          ? ['aws-xray-sdk-core/dist/lib/patchers/aws_p.js']
          : [],
      );
    },
  );
});
