import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import WebSocket from 'ws';
import { loopbackAddress } from '../gateway/loopback';
import { liveSocketAddress } from './live-socket-address';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repositoryRoot } from '../../../infra/repository-root';
import { CONTROL_TOKEN_HEADER } from '../gateway/control-token-names';
import { CONTROL_TOKEN_FILE, startLocalCloud, type LocalCloud } from '../local-cloud';
import { localDynamoClientConfig } from '../dynamodb';
import { signUpWithProfile, type SignedUpAccount } from '../../../testing/cloud/local-accounts';
import { ledgerKeys, projectKeys, runKeys, userPartition } from '../../../functions/lib/table-keys';

/**
 * The crash test: `npm start`'s local cloud, in a process of its own, serves a few users building,
 * editing, buying credits and paying subscriptions, and is killed with SIGKILL at a random
 * moment; then the cloud is started again on the same data, and within 30 s every balance must
 * equal the sum of its ledger, each order and each subscription cycle be credited once, every run
 * be completed or refunded and no project be locked. Repeated `kills` times.
 */
export interface ChaosOptions {
  kills: number;
  dataDir: string;
  /** The gateway's port, and the storage stand-ins' when the cloud runs in this process. */
  port: number;
  storagePorts: { dynamo: number; s3: number };
  log?: (line: string) => void;
}

export interface ChaosFigures {
  kills: number;
  actions: Record<Action, number>;
  runs: { completed: number; failed: number };
  users: number;
  ordersCredited: number;
  cyclesCredited: number;
  ledgerEntries: number;
  slowestRecoveryMs: number;
}

type Action = 'build' | 'edit' | 'purchase' | 'subscribe' | 'renew';

const USERS = 3;
const RECOVERY_LIMIT_MS = 30_000;
/** How often the locked projects are watched while the restart recovers. */
const WATCH_EVERY_MS = 2_500;

export interface User {
  account: SignedUpAccount;
  projects: string[];
  subscriptionId?: string;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function json(
  url: string,
  method: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
  };
}

/** Sends one build or edit message and waits for the run's end (or the socket's). */
async function runOnSocket(base: string, token: string, projectId: string, message: string) {
  // No ticket while the cloud is down: the action is skipped, as a socket that failed to open.
  const address = await liveSocketAddress(base, token, projectId).catch(() => null);
  if (!address) return;
  await new Promise<void>((resolve) => {
    const socket = new WebSocket(address, { localAddress: loopbackAddress() });
    const done = () => {
      socket.terminate();
      resolve();
    };
    const timer = setTimeout(done, 30_000);
    socket.on('error', done);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.on('open', () => socket.send(JSON.stringify({ token, message, action: 'generate' })));
    socket.on('message', (data: Buffer) => {
      const parsed = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      if (parsed.type === 'complete' || 'error' in parsed) done();
    });
  });
}

/** The local cloud a child process started on the data folder: where, and its control token. */
export interface ChildCloud {
  base: string;
  controlToken: string;
}

/** The token the cloud started on `dataDir` wrote there for scripts (a new one each start). */
export async function controlTokenIn(dataDir: string): Promise<string> {
  return (await readFile(join(dataDir, CONTROL_TOKEN_FILE), 'utf8')).trim();
}

/** What the checkout page's script and a developer's control call send. */
const controlHeaders = (cloud: ChildCloud) => ({ [CONTROL_TOKEN_HEADER]: cloud.controlToken });

/**
 * Buys the 100-credit package through the local checkout, as a user does; with `verify`, the tab
 * also calls verify (else only the webhooks credit it). Answers whether the payment was taken.
 */
export async function buyPackage(cloud: ChildCloud, token: string, verify: boolean) {
  const { base } = cloud;
  const order = await json(`${base}/api/credits/create-order`, 'POST', token, {
    package_id: 'pack_100',
  });
  if (typeof order.body.order_id !== 'string') return false;
  const paid = await json(
    `${base}/_local/razorpay/checkout/payments`,
    'POST',
    undefined,
    { key_id: order.body.key_id, order_id: order.body.order_id, outcome: 'captured' },
    controlHeaders(cloud),
  );
  if (paid.status !== 200) return false;
  if (!verify) return true;
  const verified = await json(`${base}/api/credits/verify-payment`, 'POST', token, {
    order_id: paid.body.razorpay_order_id,
    payment_id: paid.body.razorpay_payment_id,
    signature: paid.body.razorpay_signature,
  });
  return verified.status === 200;
}

/** One user's work, action after action, until the process is killed under it. */
async function work(
  cloud: ChildCloud,
  user: User,
  counts: Record<Action, number>,
  stop: () => boolean,
) {
  const { base } = cloud;
  const token = user.account.idToken;
  while (!stop()) {
    const roll = Math.random();
    try {
      if (roll < 0.3) {
        counts.build += 1;
        const created = await json(`${base}/api/projects/create`, 'POST', token, {
          name: `Shop ${randomUUID().slice(0, 6)}`,
          description: 'A landing page for a neighbourhood bakery',
          model: 'gpt-5',
        });
        if (typeof created.body.id === 'string') {
          user.projects.push(created.body.id);
          await runOnSocket(
            base,
            token,
            created.body.id,
            'A landing page for a bakery called Crumb',
          );
        }
      } else if (roll < 0.5 && user.projects.length > 0) {
        counts.edit += 1;
        const projectId = user.projects[Math.floor(Math.random() * user.projects.length)] ?? '';
        await runOnSocket(
          base,
          token,
          projectId,
          'Change the main heading to "Fresh every morning"',
        );
      } else if (roll < 0.75) {
        counts.purchase += 1;
        // Half the buyers close the tab before the verify call: the webhooks must credit them.
        await buyPackage(cloud, token, Math.random() < 0.5);
      } else if (!user.subscriptionId) {
        counts.subscribe += 1;
        const created = await json(`${base}/api/subscriptions/create`, 'POST', token, {
          plan_id: 'starter',
        });
        const subscription = created.body.subscription as Record<string, unknown> | undefined;
        if (typeof subscription?.subscription_id !== 'string') continue;
        user.subscriptionId = subscription.subscription_id;
        const paid = await json(
          `${base}/_local/razorpay/checkout/payments`,
          'POST',
          undefined,
          {
            key_id: subscription.key_id,
            subscription_id: subscription.subscription_id,
            outcome: 'captured',
          },
          controlHeaders(cloud),
        );
        if (paid.status === 200) {
          await json(`${base}/api/subscriptions/verify`, 'POST', token, {
            subscription_id: paid.body.razorpay_subscription_id,
            payment_id: paid.body.razorpay_payment_id,
            signature: paid.body.razorpay_signature,
          });
        }
      } else {
        counts.renew += 1;
        await json(
          `${base}/_local/razorpay/control/subscriptions/renew`,
          'POST',
          undefined,
          { subscription_id: user.subscriptionId },
          controlHeaders(cloud),
        );
      }
    } catch {
      // The process was killed under the call, or it timed out: the next check says if it mattered.
    }
  }
}

/**
 * `npm start`'s local cloud in a process of its own on the options' port and data (or another
 * entry of the local cloud's, with more environment).
 */
export function startChild(
  options: Pick<ChaosOptions, 'port' | 'dataDir'>,
  {
    entry = 'tools/local-cloud/start.ts',
    env = {},
  }: { entry?: string; env?: NodeJS.ProcessEnv } = {},
): ChildProcess {
  return spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', entry], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOCAL_WEB: 'none',
      LOCAL_DATA_DIR: options.dataDir,
      EMAIL_VERIFICATION: 'off',
      ...env,
    },
    stdio: 'ignore',
  });
}

export async function untilAnswering(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The local cloud exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/credits/packages`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(200);
  }
  throw new Error('The local cloud did not answer within 90 s');
}

export function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Every invariant the restart must restore; what is still wrong, in words. */
export async function check(cloud: LocalCloud, users: readonly User[], figures: ChaosFigures) {
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
  );
  const TableName = cloud.dynamo.tableName;
  const query = async (pk: string, prefix: string) => {
    const items: Record<string, unknown>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await documents.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
          ConsistentRead: true,
          ExclusiveStartKey,
        }),
      );
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  };
  const problems: string[] = [];
  const credited = new Map<string, number>();
  let ledgerEntries = 0;
  const runs = { completed: 0, failed: 0 };
  try {
    for (const { account } of users) {
      const pk = userPartition(account.sub);
      const { Item: profile } = await documents.send(
        new GetCommand({ TableName, Key: { PK: pk, SK: 'PROFILE' }, ConsistentRead: true }),
      );
      const ledger = await query(pk, ledgerKeys.prefix);
      ledgerEntries += ledger.length;
      const sum = ledger.reduce((total, entry) => total + Number(entry.amount), 0);
      if (Number(profile?.credits) !== sum) {
        problems.push(`${account.sub}: balance ${String(profile?.credits)}, ledger ${sum}`);
      }
      for (const entry of ledger) {
        if (typeof entry.reference !== 'string') continue;
        const key = `${String(entry.type)} ${entry.reference}`;
        credited.set(key, (credited.get(key) ?? 0) + 1);
      }
      for (const run of await query(pk, runKeys.prefix)) {
        if (run.status === 'running')
          problems.push(`run ${String(run.generation_id)} still running`);
        else if (run.status === 'completed') runs.completed += 1;
        else runs.failed += 1;
      }
      for (const item of await query(pk, projectKeys.project(account.sub, '').SK)) {
        const until = Number(item.active_until ?? 0);
        if (item.active_generation !== undefined && until > Date.now()) {
          problems.push(`project ${String(item.SK)} locked by ${String(item.active_generation)}`);
        }
      }
    }
    for (const [key, count] of credited) {
      if (count > 1) problems.push(`${key} credited ${count} times`);
    }
    // Every order paid at Razorpay for a credit package is credited (a subscription's orders are
    // its invoices', credited as cycles).
    const invoiceOrders = new Set(
      cloud.razorpay
        .subscriptions()
        .flatMap((subscription) =>
          cloud.razorpay.invoicesOf(subscription.id).map((invoice) => invoice.order_id),
        ),
    );
    const paidOrders = cloud.razorpay
      .orders()
      .filter((order) => order.status === 'paid' && !invoiceOrders.has(order.id));
    // An order whose webhook was not accepted yet (the product was down, or busy) is credited
    // when its retry comes, on Razorpay's schedule (5 s, 30 s, 2 min…): it is queued, not lost.
    const queuedEvents = new Set(
      cloud.razorpay.webhookQueue().flatMap((queued) => queued.event_ids),
    );
    const paymentsQueued = new Set(
      cloud.razorpay
        .events()
        .filter((event) => queuedEvents.has(event.id) && event.payment_id !== null)
        .map((event) => event.payment_id),
    );
    const ordersQueued = new Set(
      cloud.razorpay
        .payments()
        .filter((payment) => paymentsQueued.has(payment.id))
        .map((payment) => payment.order_id),
    );
    for (const order of paidOrders) {
      if (!credited.has(`purchase ${order.id}`) && !ordersQueued.has(order.id)) {
        problems.push(`order ${order.id} neither credited nor queued for its webhook`);
      }
    }
    // Each subscription's latest paid cycle is credited, or its webhook is still owed (queued).
    const subscriptionsQueued = new Set(
      cloud.razorpay
        .events()
        .filter((event) => queuedEvents.has(event.id) && event.subscription_id !== null)
        .map((event) => event.subscription_id),
    );
    for (const subscription of cloud.razorpay.subscriptions()) {
      if (subscription.status !== 'active' || subscription.paid_count === 0) continue;
      const cycle = `${subscription.id}#${subscription.paid_count}`;
      const isCredited = [...credited.keys()].some((key) => key.endsWith(` ${cycle}`));
      if (!isCredited && !subscriptionsQueued.has(subscription.id)) {
        problems.push(`subscription cycle ${cycle} paid, neither credited nor queued`);
      }
    }
    figures.ordersCredited = paidOrders.length;
    figures.cyclesCredited = [...credited.keys()].filter((key) =>
      key.startsWith('subscription '),
    ).length;
    figures.ledgerEntries = ledgerEntries;
    figures.runs = runs;
  } finally {
    documents.destroy();
  }
  return problems;
}

/** The projects the check found locked by a run. */
function lockedIn(problems: readonly string[]): Set<string> {
  return new Set(
    problems.flatMap((problem) => /^project PROJECT#(\S+) locked by/.exec(problem)?.[1] ?? []),
  );
}

/**
 * Opens the live connection of each of `projects` and watches, as a returning tab does (a watch
 * starts a run whose start was lost). Only the projects a run holds: a tab per project every
 * round would pass the connections an account may open in a minute.
 */
async function watchAll(base: string, users: readonly User[], only: ReadonlySet<string>) {
  await Promise.all(
    users.flatMap(({ account, projects }) =>
      projects
        .filter((projectId) => only.has(projectId))
        .map(async (projectId) => {
          const address = await liveSocketAddress(base, account.idToken, projectId).catch(
            () => null,
          );
          if (!address) return;
          await new Promise<void>((resolve) => {
            const socket = new WebSocket(address, { localAddress: loopbackAddress() });
            const done = () => {
              socket.terminate();
              resolve();
            };
            setTimeout(done, 2000);
            socket.on('error', done);
            socket.on('open', () =>
              socket.send(JSON.stringify({ token: account.idToken, action: 'watch' })),
            );
          });
        }),
    ),
  );
}

export async function runChaos(options: ChaosOptions): Promise<ChaosFigures> {
  const log = options.log ?? (() => undefined);
  const base = `http://localhost:${options.port}`;
  const figures: ChaosFigures = {
    kills: 0,
    actions: { build: 0, edit: 0, purchase: 0, subscribe: 0, renew: 0 },
    runs: { completed: 0, failed: 0 },
    users: USERS,
    ordersCredited: 0,
    cyclesCredited: 0,
    ledgerEntries: 0,
    slowestRecoveryMs: 0,
  };
  const startHere = () =>
    startLocalCloud({
      host: '127.0.0.1',
      port: options.port,
      dataDir: options.dataDir,
      web: 'none',
      storagePorts: options.storagePorts,
    });

  // The accounts, made once; their tokens stay valid across restarts (the pool's keys are kept).
  let cloud = await startHere();
  const users: User[] = [];
  try {
    for (let index = 0; index < USERS; index += 1) {
      const account = await signUpWithProfile(
        cloud,
        `chaos-${index}-${randomUUID().slice(0, 6)}@example.com`,
      );
      users.push({ account, projects: [] });
    }
  } finally {
    await cloud.close();
  }

  for (let kill = 1; kill <= options.kills; kill += 1) {
    const child = startChild(options);
    try {
      await untilAnswering(base, child);
      const started = { base, controlToken: await controlTokenIn(options.dataDir) };
      let stopped = false;
      const workers = users.map((user) => work(started, user, figures.actions, () => stopped));
      await sleep(500 + Math.random() * 4000);
      await killed(child);
      stopped = true;
      await Promise.allSettled(workers);
    } finally {
      await killed(child);
    }
    figures.kills = kill;

    const restartedAt = Date.now();
    cloud = await startHere();
    try {
      let problems = await check(cloud, users, figures);
      while (problems.length > 0 && Date.now() - restartedAt < RECOVERY_LIMIT_MS) {
        await watchAll(base, users, lockedIn(problems));
        await sleep(WATCH_EVERY_MS);
        problems = await check(cloud, users, figures);
      }
      const recovery = Date.now() - restartedAt;
      figures.slowestRecoveryMs = Math.max(figures.slowestRecoveryMs, recovery);
      if (problems.length > 0) {
        throw new Error(
          `Kill ${kill}: still wrong ${RECOVERY_LIMIT_MS / 1000} s after the restart:\n${problems.join('\n')}`,
        );
      }
      log(`kill ${kill}: consistent ${recovery} ms after the restart`);
    } finally {
      await cloud.close();
    }
  }
  return figures;
}
