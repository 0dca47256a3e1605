import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { projectDetailSchema } from '../../shared/api/project-schemas';
import type { ScorecardMessage } from '../../shared/api/socket-schemas';
import { callApi, signUpWithProfile } from '../../testing/cloud/local-accounts';
import { isComplete, openTestSocket } from '../../testing/cloud/socket-client';
import { SOCKET_MESSAGES_PER_MINUTE } from '../../functions/generation/pipeline/connections';
import type { LocalCloud } from '../local-cloud/local-cloud';
import { seedProject, setCredits } from '../../testing/cloud/seed';
import { percentile } from './load';

/** Edits that each change something, in turn, so none is a no-op. */
const EDITS = [
  'make it dark',
  'make it light',
  'add a FAQ section after the menu',
  'remove the faq',
  'change the headline to "Fresh bread at dawn"',
  'change the headline to "Bread and pastries"',
];

export interface EditBenchResult {
  name: string;
  count: number;
  p50: number;
  p95: number;
}

function summary(name: string, times: number[]): EditBenchResult {
  const sorted = [...times].sort((a, b) => a - b);
  return { name, count: times.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/**
 * An edit by chat (message → complete, the offline editor) and an edit saved from the preview
 * (PUT …/code → the new version), one after another on one project.
 */
export async function benchEdits(cloud: LocalCloud, rounds = 30): Promise<EditBenchResult[]> {
  const user = await signUpWithProfile(cloud, `bench-${randomUUID().slice(0, 8)}@example.com`);
  await setCredits(cloud, user.sub, 1_000_000);
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bench' });
  // A tab may send SOCKET_MESSAGES_PER_MINUTE messages a minute; the bench sends more, faster,
  // so it moves to a new connection (a reload, for a person) before its socket's count is full.
  const openWatching = async () => {
    const opened = await openTestSocket(cloud, projectId, user.idToken);
    opened.watch(user.idToken);
    return { socket: opened, left: SOCKET_MESSAGES_PER_MINUTE - 1 };
  };
  let connection = await openWatching();
  const chat: number[] = [];
  const saves: number[] = [];
  try {
    const send = async (message: string) => {
      if (connection.left === 0) {
        await connection.socket.close();
        connection = await openWatching();
      }
      connection.left -= 1;
      const { socket } = connection;
      const from = socket.messages.length;
      const started = performance.now();
      socket.generate(user.idToken, message);
      const end = await socket.end({ from, timeoutMs: 60_000 });
      if (!isComplete(end)) throw new Error(`The edit failed: ${end.error}`);
      const time = performance.now() - started;
      // The checks of what the page delivered follow the complete; someone reads the new page
      // meanwhile. Locally they share this process, so the next message waits for them.
      await socket.next(
        (message): message is ScorecardMessage => 'type' in message && message.type === 'scorecard',
        { from, timeoutMs: 60_000 },
      );
      return time;
    };
    await send('A bakery called Crumb & Co in Pune with a menu and opening hours');
    for (let i = 0; i < rounds + 2; i += 1) {
      const time = await send(EDITS[i % EDITS.length] ?? 'make it dark');
      if (i >= 2) chat.push(time);
    }
    const path = `/api/projects/${projectId}`;
    for (let i = 0; i < rounds + 2; i += 1) {
      const detail = projectDetailSchema.parse(
        (await callApi(cloud, 'GET', path, { token: user.idToken })).body,
      );
      const code = (detail.generated_code ?? '').replace('</footer>', `<!-- ${i} --></footer>`);
      const started = performance.now();
      const reply = await callApi(cloud, 'PUT', `${path}/code`, {
        token: user.idToken,
        body: { code, base_version: detail.versions[0]?.version ?? 0 },
      });
      if (reply.status !== 200) throw new Error(`The save failed: ${reply.status}`);
      if (i >= 2) saves.push(performance.now() - started);
    }
  } finally {
    await connection.socket.close();
  }
  return [summary('edit by chat', chat), summary('edit saved from preview', saves)];
}

export function formatEdits(results: EditBenchResult[]): string {
  return [
    `${''.padEnd(26)} ${'count'.padStart(6)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)}`,
    ...results.map(
      (result) =>
        `${result.name.padEnd(26)} ${String(result.count).padStart(6)} ${result.p50.toFixed(1).padStart(9)} ${result.p95.toFixed(1).padStart(9)}`,
    ),
    '(message → complete with the offline editor; PUT …/code → saved version; targets: p50 ≤ 150 and ≤ 100)',
  ].join('\n');
}
