import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { z } from 'zod';
import { functionList, type FunctionDefinition } from '../../functions/function-list';
import { ENVIRONMENT_VARIABLES, type EnvironmentVariable } from '../../functions/lib/environment';
import { lambdaBudgetOf, type LambdaBudget } from '../../infra/constructs/lambda-budget';
import { repositoryRoot } from '../../infra/repository-root';

const run = promisify(execFile);

/** One Lambda function of a synthesized app: its asset folder and what Lambda gives it. */
export interface LambdaAsset {
  /** The function list id (the construct id of its AppFunction). */
  name: string;
  assetDirectory: string;
  /** The module Lambda imports, from `index.handler`. */
  entryFile: string;
  environment: Record<string, string>;
}

export interface LambdaMeasurement {
  name: string;
  bytes: number;
  importMs: number;
  budget: LambdaBudget;
  misses: string[];
}

const templateSchema = z.object({
  Resources: z.record(
    z.string(),
    z.looseObject({
      Type: z.string(),
      Metadata: z.record(z.string(), z.unknown()).optional(),
      Properties: z
        .looseObject({
          Handler: z.string().optional(),
          Runtime: z.unknown().optional(),
          Environment: z.object({ Variables: z.record(z.string(), z.unknown()) }).optional(),
        })
        .optional(),
    }),
  ),
});

/**
 * What a variable holds on AWS, for variables that are references in the template: a function
 * that reads its configuration at import must find it well formed, as it would on AWS.
 */
const deployedValues: Partial<Record<EnvironmentVariable, string>> = {
  TABLE_NAME: 'website-builder-table',
  CODE_BUCKET_NAME: 'website-builder-code',
  SITES_BUCKET_NAME: 'website-builder-sites',
  SITES_KVS_ARN: 'arn:aws:cloudfront::123456789012:key-value-store/0123abcd',
  SITES_URL_TEMPLATE: 'https://{subdomain}.sites.example.com',
  USER_POOL_ID: 'eu-west-1_Example01',
  USER_POOL_CLIENT_ID: 'exampleclientid',
  WEBSOCKET_CALLBACK_URL: 'https://abc123.execute-api.eu-west-1.amazonaws.com/live',
  GENERATION_STATE_MACHINE_ARN: 'arn:aws:states:eu-west-1:123456789012:stateMachine:Generation',
  ORIGIN_VERIFY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin-AbCdEf',
  RAZORPAY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:razorpay-AbCdEf',
  OPENAI_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:openai-AbCdEf',
  CUSTOM_DOMAIN_TARGET: 'd1234abcd.cloudfront.net',
};

/** Set by Lambda itself in every function's environment. */
const lambdaRuntimeEnvironment = {
  AWS_REGION: 'eu-west-1',
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: '512',
  AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'example',
  AWS_SESSION_TOKEN: 'example',
};

const isEnvironmentVariable = (name: string): name is EnvironmentVariable =>
  (ENVIRONMENT_VARIABLES as readonly string[]).includes(name);

/** The template's variables, with a deployed-looking value for each reference. */
function environmentOf(variables: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? value
        : ((isEnvironmentVariable(name) ? deployedValues[name] : undefined) ??
          `bench-${name.toLowerCase()}`),
    ]),
  );
}

/** Every Lambda function in the templates of a cloud assembly (`cdk.out`), by function id. */
export function readLambdaAssets(cdkOut: string): LambdaAsset[] {
  const assets: LambdaAsset[] = [];
  for (const file of readdirSync(cdkOut).filter((name) => name.endsWith('.template.json'))) {
    const template = templateSchema.parse(
      JSON.parse(readFileSync(path.join(cdkOut, file), 'utf8')),
    );
    for (const resource of Object.values(template.Resources)) {
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      // CDK's own Python providers (the web bucket's deployment) are not the product's code.
      const runtime = resource.Properties?.Runtime;
      if (typeof runtime === 'string' && !runtime.startsWith('nodejs')) continue;
      const assetPath = resource.Metadata?.['aws:asset:path'];
      const constructPath = resource.Metadata?.['aws:cdk:path'];
      const handler = resource.Properties?.Handler;
      if (typeof assetPath !== 'string' || typeof constructPath !== 'string' || !handler) continue;
      const segments = constructPath.split('/');
      // ".../<id>/Function/Resource" for an AppFunction.
      const name = segments.at(-3) ?? constructPath;
      const assetDirectory = path.join(cdkOut, assetPath);
      const module = handler.slice(0, handler.lastIndexOf('.'));
      const entryFile = ['.mjs', '.js', '.cjs']
        .map((extension) => path.join(assetDirectory, module + extension))
        .find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
      if (!entryFile) throw new Error(`No module for handler ${handler} in ${assetDirectory}`);
      assets.push({
        name,
        assetDirectory,
        entryFile,
        environment: environmentOf(resource.Properties?.Environment?.Variables ?? {}),
      });
    }
  }
  return assets;
}

/** Bytes of every file under a folder: what Lambda unzips (code, source map, node_modules). */
export function directoryBytes(directory: string): number {
  let total = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) total += directoryBytes(full);
    else if (entry.isFile()) total += statSync(full).size;
  }
  return total;
}

const importScript = `
const started = performance.now();
await import(process.argv[1]);
process.stdout.write(String(performance.now() - started));
`;

/**
 * The time a fresh Node.js process takes to import the function's module, with the function's
 * own environment (NODE_OPTIONS included, as Lambda applies it) and nothing else.
 */
async function importOnce(asset: LambdaAsset): Promise<number> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', importScript, pathToFileURL(asset.entryFile).href],
    {
      cwd: asset.assetDirectory,
      env: { PATH: process.env.PATH, ...lambdaRuntimeEnvironment, ...asset.environment },
    },
  );
  return Number(stdout);
}

interface ImportTime {
  asset: LambdaAsset;
  ms: number;
  /** Why the function could not be imported; null when it was. */
  failure: string | null;
}

/**
 * Each function's median import time of `rounds`, in the order given, measured in rounds of one
 * import of every function: a moment when the machine is busy slows one import of many
 * functions, not all the imports of one. A function that cannot even be imported (say, a
 * configuration it reads at import that the template leaves to a reference this file has no
 * value for) is a failure of its own.
 */
async function importTimes(assets: readonly LambdaAsset[], rounds = 9): Promise<ImportTime[]> {
  const results = assets.map((asset) => ({
    asset,
    times: [] as number[],
    failure: null as string | null,
  }));
  for (let round = 0; round < rounds; round += 1) {
    for (const result of results.filter(({ failure }) => failure === null)) {
      await importOnce(result.asset).then(
        (ms) => void result.times.push(ms),
        (error: unknown) => void (result.failure = importFailureOf(error)),
      );
    }
  }
  return results.map(({ asset, times, failure }) => {
    const sorted = [...times].sort((x, y) => x - y);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
    return { asset, ms: failure === null ? median : Number.NaN, failure };
  });
}

/** The line of a failed import's output that says why (`Error: …`), else its first line. */
function importFailureOf(error: unknown): string {
  const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : String(error);
  const lines = output.split('\n').map((line) => line.trim());
  return (lines.find((line) => /^\w*Error:/.test(line)) ?? lines[0] ?? '').slice(0, 200);
}

/** Size and import time of every function, against its budget (lambda-budget.ts). */
export async function measureLambdas(
  assets: readonly LambdaAsset[],
  definitions: Readonly<Record<string, FunctionDefinition>> = functionList,
): Promise<LambdaMeasurement[]> {
  return (await importTimes(assets)).map(({ asset, ms, failure }) => {
    const budget = lambdaBudgetOf(definitions[asset.name]);
    const bytes = directoryBytes(asset.assetDirectory);
    const misses = [
      ...(bytes > budget.maxBytes ? [`> ${formatMb(budget.maxBytes)}`] : []),
      ...(ms > budget.maxImportMs ? [`> ${budget.maxImportMs} ms`] : []),
      ...(failure ? [`fails to import: ${failure}`] : []),
    ];
    return { name: asset.name, bytes, importMs: ms, budget, misses };
  });
}

/**
 * The app's assets as `cdk synth` writes them, with the context a demo deployment needs (so no
 * AWS account or email sender is needed), in a fresh folder.
 */
export async function synthesizeAssets(): Promise<string> {
  const outdir = mkdtempSync(path.join(tmpdir(), 'bench-cdk-'));
  await run(
    'npx',
    [
      'cdk',
      'synth',
      '--quiet',
      '-c',
      'sharedSitesOrigin=yes',
      '-c',
      'emailVerification=off',
      '-o',
      outdir,
    ],
    { cwd: repositoryRoot, maxBuffer: 64 * 1024 * 1024 },
  );
  return outdir;
}

const formatMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export function formatLambdas(measurements: readonly LambdaMeasurement[]): string {
  const header = ['function', 'unzipped', 'import ms', 'budget', 'misses'];
  const rows = [...measurements]
    .sort((a, b) => b.bytes - a.bytes)
    .map((m) => [
      m.name,
      formatMb(m.bytes),
      m.importMs.toFixed(0),
      `${formatMb(m.budget.maxBytes)}, ${m.budget.maxImportMs} ms`,
      m.misses.length ? `MISSES ${m.misses.join(', ')}` : 'ok',
    ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const missed = measurements.filter((m) => m.misses.length > 0).length;
  return [
    ...[header, ...rows].map((row) =>
      row
        .map((cell, column) =>
          column === 0 || column >= 3
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    ),
    '',
    missed === 0
      ? `All ${measurements.length} functions within budget.`
      : `${missed} of ${measurements.length} functions miss their budget.`,
  ].join('\n');
}
