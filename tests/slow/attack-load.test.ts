import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startAttackRun, Tally } from '../../testing/attack-run';
import { callApi, signUpWithProfile } from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { seedProject } from '../../testing/cloud/seed';
import { measure } from '../../tools/bench/load';
import { WELCOME_CREDITS } from '../../shared/constants';

/**
 * The attack run's load category: 50 clients of 10 accounts read what the workspace and the
 * dashboard read, as fast as they can, for a bounded time. Every answer must be the right one (no
 * error, no other user's data) and nothing may change; how fast is the bench's to say
 * (`npm run bench`), not this test's. ATTACK_SEED replays the mix.
 */
const ACCOUNTS = 10;
const CLIENTS = 50;
const DURATION_MS = 15_000;
const TIME_LIMIT_MS = 60_000;

const cloud = useSharedCloud();

describe('50 clients reading at once', () => {
  it('are each answered rightly, with nothing changed', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const accounts = await Promise.all(
      Array.from({ length: ACCOUNTS }, async (_, index) => {
        const email = `load-${index}-${randomUUID().slice(0, 8)}@example.com`;
        const user = await signUpWithProfile(cloud, email);
        const projectId = await seedProject(cloud, { userId: user.sub, name: `Load ${index}` });
        return { user, email, projectId };
      }),
    );
    const reads = [
      (projectId: string) => `/api/projects/${projectId}`,
      (projectId: string) => `/api/projects/${projectId}/versions`,
      () => '/api/projects',
      () => '/api/auth/me',
      () => '/api/credits/transactions',
      () => '/api/credits/packages',
    ];
    const answers = new Tally();
    const wrong: string[] = [];
    const result = await measure(
      'load',
      async () => {
        const account = accounts[Math.floor(run.random.next() * accounts.length)];
        if (!account) throw new Error('No account to read as');
        const { user, projectId } = account;
        const path = reads[Math.floor(run.random.next() * reads.length)]?.(projectId) ?? '/';
        const reply = await callApi(cloud, 'GET', path, { token: user.idToken });
        answers.add(reply.status);
        const text = JSON.stringify(reply.body);
        // Another account's project or address in the answer is as wrong as an error.
        const leaked = accounts.find(
          (other) =>
            other.user.sub !== user.sub &&
            (text.includes(other.projectId) || text.includes(other.email)),
        );
        if (reply.status !== 200 || leaked) {
          wrong.push(`${path} → ${reply.status}${leaked ? ' with another account’s data' : ''}`);
          throw new Error(wrong.at(-1));
        }
      },
      { concurrency: CLIENTS, durationMs: DURATION_MS, warmupRequests: 20 },
    );
    run.report(
      'load',
      `${CLIENTS} clients of ${ACCOUNTS} accounts: ${result.requests} answered, ` +
        `${result.failures} wrong (${answers}), ${result.throughput.toFixed(0)} req/s, ` +
        `p50 ${result.p50Ms.toFixed(0)} ms, p99 ${result.p99Ms.toFixed(0)} ms`,
    );

    expect(wrong.slice(0, 5)).toEqual([]);
    expect(result.requests).toBeGreaterThan(0);
    // Reading moved no money.
    for (const { user } of accounts) {
      const me = await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
      expect(me.body).toMatchObject({ credits: WELCOME_CREDITS });
    }
  }, 120_000);
});
