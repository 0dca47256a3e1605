import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { loopbackAddress } from '../gateway/loopback';
import { liveSocketAddress } from './live-socket-address';
import { signUpWithProfile } from '../../../testing/cloud/local-accounts';
import { startLocalCloud } from '../local-cloud';
import {
  buyPackage,
  controlTokenIn,
  check,
  json,
  killed,
  sleep,
  startChild,
  untilAnswering,
  type ChaosFigures,
  type ChaosOptions,
  type User,
} from './chaos';

/**
 * The crash test's sharpest window: the cloud killed after runs were debited and before their
 * executions started. Each round starts the cloud in a process whose StartExecution is held,
 * sends `runsPerKill` builds, kills the process once every one of them is debited (its pending
 * statuses came), and starts the cloud again with its schedule: with no tab watching, every run
 * must be started or refunded, every balance equal its ledger and no project stay locked.
 */
export interface UnstartedRunsOptions extends Omit<ChaosOptions, 'kills'> {
  kills: number;
  runsPerKill: number;
}

export interface UnstartedRunsFigures {
  /** Runs debited before the kill, each while its start was held. */
  debited: number;
  completed: number;
  refunded: number;
  /** Runs still debited and unstarted when the recovery time ran out. */
  stranded: number;
  slowestRecoveryMs: number;
}

/** How long StartExecution is held in the killed process: far longer than the kill takes. */
const START_HELD_MS = 30_000;
const RECOVERY_LIMIT_MS = 30_000;
/** The restarted cloud sweeps often, with a short deadline, so rounds take seconds, not minutes. */
const SWEEP = { everyMs: 500, event: { deadline_ms: 1_000 } };

/** Sends a build and resolves once it is debited: its first pending status arrived. */
async function debitedBuild(base: string, token: string, projectId: string): Promise<WebSocket> {
  const address = await liveSocketAddress(base, token, projectId);
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(address, { localAddress: loopbackAddress() });
    const timer = setTimeout(() => reject(new Error('No pending status within 20 s')), 20_000);
    socket.on('error', reject);
    socket.on('open', () =>
      socket.send(JSON.stringify({ token, message: 'A landing page for a bakery called Crumb' })),
    );
    socket.on('message', (data: Buffer) => {
      const parsed = JSON.parse(data.toString('utf8')) as Record<string, unknown>;
      if ('error' in parsed) reject(new Error(String(parsed.error)));
      if (parsed.type === 'status' && parsed.status === 'pending') {
        clearTimeout(timer);
        resolve(socket);
      }
    });
  });
}

/**
 * A new project's id. A restarted cloud under load (the slow lane runs its chaos tests side by
 * side) may answer a first call with a 5xx, as a browser would see it: that call is tried again,
 * twice at most; any other refusal fails the run, with what the cloud said.
 */
async function createdProject(base: string, token: string, name: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const created = await json(`${base}/api/projects/create`, 'POST', token, {
      name,
      description: 'A landing page for a neighbourhood bakery',
      model: 'gpt-5',
    });
    if (typeof created.body.id === 'string') return created.body.id;
    if (created.status < 500 || attempt === 3) {
      throw new Error(`No project was created: ${created.status} ${JSON.stringify(created.body)}`);
    }
    console.log(`creating ${name}: ${created.status}, trying again`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function runUnstartedRuns(
  options: UnstartedRunsOptions,
): Promise<UnstartedRunsFigures> {
  const log = options.log ?? (() => undefined);
  const base = `http://localhost:${options.port}`;
  const figures: UnstartedRunsFigures = {
    debited: 0,
    completed: 0,
    refunded: 0,
    stranded: 0,
    slowestRecoveryMs: 0,
  };
  const startHere = (sweep: boolean) =>
    startLocalCloud({
      host: '127.0.0.1',
      port: options.port,
      dataDir: options.dataDir,
      web: 'none',
      storagePorts: options.storagePorts,
      schedules: sweep ? SWEEP : false,
    });

  let cloud = await startHere(false);
  let user: User;
  try {
    const account = await signUpWithProfile(
      cloud,
      `unstarted-${randomUUID().slice(0, 6)}@example.com`,
    );
    user = { account, projects: [] };
  } finally {
    await cloud.close();
  }

  for (let kill = 1; kill <= options.kills; kill += 1) {
    const child = startChild(options, {
      entry: 'tools/local-cloud/chaos/held-start-cloud.ts',
      env: { HELD_START_MS: String(START_HELD_MS) },
    });
    const sockets: WebSocket[] = [];
    try {
      await untilAnswering(base, child);
      const token = user.account.idToken;
      const projects: string[] = [];
      for (let index = 0; index < options.runsPerKill; index += 1) {
        projects.push(await createdProject(base, token, `Held ${kill}.${index}`));
      }
      user.projects.push(...projects);
      const started = { base, controlToken: await controlTokenIn(options.dataDir) };
      if (!(await buyPackage(started, token, true))) throw new Error('The purchase failed');
      sockets.push(...(await Promise.all(projects.map((id) => debitedBuild(base, token, id)))));
      figures.debited += projects.length;
    } finally {
      await killed(child);
      for (const socket of sockets) socket.terminate();
    }

    const restartedAt = Date.now();
    cloud = await startHere(true);
    try {
      const round: ChaosFigures = {
        kills: kill,
        actions: { build: 0, edit: 0, purchase: 0, subscribe: 0, renew: 0 },
        runs: { completed: 0, failed: 0 },
        users: 1,
        ordersCredited: 0,
        cyclesCredited: 0,
        ledgerEntries: 0,
        slowestRecoveryMs: 0,
      };
      let problems: string[];
      do {
        problems = await check(cloud, [user], round);
        if (problems.length === 0) break;
        await sleep(500);
      } while (Date.now() - restartedAt < RECOVERY_LIMIT_MS);
      const recovery = Date.now() - restartedAt;
      figures.slowestRecoveryMs = Math.max(figures.slowestRecoveryMs, recovery);
      figures.completed = round.runs.completed;
      figures.refunded = round.runs.failed;
      figures.stranded = problems.filter((problem) => problem.includes('still running')).length;
      if (problems.length > 0) {
        throw new Error(
          `Round ${kill}: still wrong ${RECOVERY_LIMIT_MS / 1000} s after the restart:\n${problems.join('\n')}`,
        );
      }
      log(
        `round ${kill}: ${options.runsPerKill} debited runs settled ${recovery} ms after the restart`,
      );
    } finally {
      await cloud.close();
    }
  }
  return figures;
}
