// First: Powertools reads its switches when the functions' modules load.
import '../local-cloud/quiet-powertools';
import {
  CreateTableCommand,
  DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import dynalite from 'dynalite';
import { listPackagesResponseSchema } from '../../shared/api';
import { localDynamoClientConfig } from '../local-cloud/dynamodb';
import { startLocalCloud, type LocalCloud } from '../local-cloud/local-cloud';
import { benchLighthouse, buildWeb, formatLighthouse } from './lighthouse';
import { benchWalk, formatWalk } from './walk';
import {
  benchDeployment,
  benchFormPosts,
  benchRollback,
  formatDeployment,
  formatFormPosts,
  formatRollback,
} from './deployment';
import { benchGeneration, benchTaskHandlers, formatGeneration } from './generation';
import { benchEdits, formatEdits } from './edits';
import { benchModelBuilds, formatModelBuilds, readBaselines } from './model-build';
import { formatResults, measure } from './load';
import { formatLambdas, measureLambdas, readLambdaAssets, synthesizeAssets } from './lambdas';

/**
 * `npm run bench`: the local gateway's throughput and latency on a public catalogue call, next to
 * a bare dynalite GetItem, so the gateway's own overhead shows as a ratio; generation latency over
 * the live connection; deploy latency; then Lighthouse on the built landing page, desktop and mobile;
 * then every Lambda function's size and import time, from the synthesized assets; and a new
 * user's walk from the landing page to a live site, in actions and seconds.
 */
// As in start.ts: the SDK's notice about its future Node support only buries the results here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** BENCH_ONLY=model-builds,edits runs just those sections (names as below); all when unset. */
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const runs = (section: string) => !only || only.includes(section);

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000);

/**
 * One local cloud for every benchmark that needs one (started only then): the functions' modules
 * are loaded once per process and keep the clients of the first cloud they saw.
 */
let modelEnv: NodeJS.ProcessEnv | null = null;
const needsCloud = ['gateway', 'generation', 'edits', 'model-builds', 'deploy', 'walk'].some(runs);
// The new user's walk goes through the built SPA, so the one cloud serves it then.
if (runs('walk')) await buildWeb();
const cloud = needsCloud
  ? await startLocalCloud({
      host: '127.0.0.1',
      port: 0,
      dataDir: null,
      web: runs('walk') ? 'dist' : 'none',
      taskHandlers: benchTaskHandlers(() => modelEnv),
    })
  : null;

async function benchGateway(local: LocalCloud) {
  const url = `${local.url}/api/credits/packages`;
  return measure(
    'gateway GET /api/credits/packages',
    async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      listPackagesResponseSchema.parse(await response.json());
    },
    { concurrency, durationMs },
  );
}

async function benchBareDynalite() {
  const server = dynalite({ createTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const client = new DynamoDBClient(localDynamoClientConfig(`http://127.0.0.1:${port}`));
  try {
    await client.send(
      new CreateTableCommand({
        TableName: 'bench',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'PK', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' }],
      }),
    );
    const Key = { PK: { S: 'CATALOGUE' } };
    await client.send(new PutItemCommand({ TableName: 'bench', Item: { ...Key, n: { N: '1' } } }));
    return await measure(
      'bare dynalite GetItem',
      async () => {
        const { Item } = await client.send(new GetItemCommand({ TableName: 'bench', Key }));
        if (!Item) throw new Error('item missing');
      },
      { concurrency, durationMs },
    );
  } finally {
    client.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

if (cloud && runs('gateway')) {
  const gateway = await benchGateway(cloud);
  const bare = await benchBareDynalite();
  console.log(`\nconcurrency ${concurrency}, ${durationMs / 1000} s each\n`);
  console.log(formatResults([gateway, bare]));
  console.log(
    `\ngateway / dynalite: throughput ${(gateway.throughput / bare.throughput).toFixed(2)}x, ` +
      `p50 ${(gateway.p50Ms / bare.p50Ms).toFixed(2)}x, p99 ${(gateway.p99Ms / bare.p99Ms).toFixed(2)}x`,
  );
}

if (cloud && runs('generation')) {
  console.log('\nGeneration over the live connection, instant model (Frontend-only build):\n');
  console.log(formatGeneration(await benchGeneration(cloud)));
}

if (cloud && runs('edits')) {
  console.log('\nEdits, offline editor and from the preview:\n');
  console.log(formatEdits(await benchEdits(cloud)));
}

if (cloud && runs('model-builds')) {
  console.log('\nFull builds with a model (fake OpenAI-compatible server), before and now:\n');
  console.log(
    formatModelBuilds(
      await benchModelBuilds(cloud, (env) => (modelEnv = env)),
      readBaselines(new URL('./model-build-baseline.json', import.meta.url).pathname),
    ),
  );
}

if (cloud && runs('deploy')) {
  console.log('\nDeploy, local sites:\n');
  console.log(formatDeployment(await benchDeployment(cloud)));
  console.log(formatRollback(await benchRollback(cloud)));
  console.log(formatFormPosts(await benchFormPosts(cloud)));
}
if (cloud && runs('walk')) {
  console.log('\nA new user, landing page to a live site (sign-up, quick action, Publish):\n');
  for (const signUp of ['email', 'google'] as const) {
    const walk = await benchWalk(cloud, signUp);
    console.log(formatWalk(walk));
    if (walk.misses.length > 0) process.exitCode = 1;
  }
}
await cloud?.close();

if (runs('lighthouse')) {
  console.log('\nLighthouse, built landing page (/):\n');
  console.log(formatLighthouse(await benchLighthouse()));
}

if (runs('lambdas')) {
  // BENCH_CDK_OUT=cdk.out measures an assembly already synthesized; otherwise one is made.
  const cdkOut = process.env.BENCH_CDK_OUT ?? (await synthesizeAssets());
  console.log(`\nLambda functions, ${cdkOut} (unzipped size; median import in a fresh node):\n`);
  const measurements = await measureLambdas(readLambdaAssets(cdkOut));
  console.log(
    `Load average when measured: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  console.log(formatLambdas(measurements));
  // Issue #20's targets are the bench's to keep (timed tests are not allowed): a miss fails it.
  if (measurements.some((measurement) => measurement.misses.length > 0)) process.exitCode = 1;
}
