import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '../../../shared/api/auth-schemas';
import { quoteRun } from '../../../shared/pricing';
import { generationEngine } from '../../../functions/generation/models/model-settings';
import { MAX_RUNS_AT_ONCE } from '../../../functions/generation/run-slots';
import { holdRunPlaces, seedProject, setCredits } from '../../../testing/cloud/seed';
import type { WaitingMessage } from '../../../shared/api/socket-schemas';
import { callApi, signUpWithProfile } from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { isComplete, openTestSocket } from '../../../testing/cloud/socket-client';

/**
 * An account's builds past the builders it may use at once wait for one, debited and told so,
 * and are built after (or refunded in full when their project goes first).
 */

const cloud = useSharedCloud();

describe('build messages to every project of one account at once', () => {
  it(`run ${MAX_RUNS_AT_ONCE} at a time: the others are debited, told they wait for a builder, and built after`, async () => {
    const user = await signUpWithProfile(cloud, `runs-${randomUUID().slice(0, 8)}@example.com`);
    await setCredits(cloud, user.sub, 500);
    const projects = await Promise.all(
      Array.from({ length: MAX_RUNS_AT_ONCE + 3 }, () =>
        seedProject(cloud, { userId: user.sub, name: 'Bakery' }),
      ),
    );
    const sockets = await Promise.all(
      projects.map((projectId) => openTestSocket(cloud, projectId, user.idToken)),
    );
    try {
      for (const socket of sockets) socket.watch(user.idToken);
      for (const socket of sockets) {
        socket.generate(user.idToken, 'A one-page site for a bakery in Pune with its hours');
      }
      const ends = await Promise.all(sockets.map((socket) => socket.end({ timeoutMs: 90_000 })));

      expect(ends.filter(isComplete)).toHaveLength(sockets.length);
      const told = sockets.filter((socket) =>
        socket.messages.some((message) => 'type' in message && message.type === 'waiting'),
      );
      expect(told).toHaveLength(sockets.length - MAX_RUNS_AT_ONCE);
      const me = await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
      expect(meResponseSchema.parse(me.body).credits).toBe(
        500 - sockets.length * quoteRun(['Frontend'], generationEngine(process.env).pricedAs).total,
      );
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  }, 120_000);
});

describe('a queued build whose project is deleted while it waits', () => {
  it('is refunded in full', async () => {
    const user = await signUpWithProfile(cloud, `queued-${randomUUID().slice(0, 8)}@example.com`);
    await setCredits(cloud, user.sub, 100);
    const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bakery' });
    await holdRunPlaces(cloud, user.sub);
    const socket = await openTestSocket(cloud, projectId, user.idToken);
    try {
      socket.watch(user.idToken);
      socket.generate(user.idToken, 'A one-page site for a bakery in Pune with its hours');
      await socket.next(
        (message): message is WaitingMessage => 'type' in message && message.type === 'waiting',
      );
      const me = () => callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
      expect(meResponseSchema.parse((await me()).body).credits).toBeLessThan(100);

      const removal = await callApi(cloud, 'DELETE', `/api/projects/${projectId}`, {
        token: user.idToken,
      });

      expect(removal.status).toBe(200);
      await expect
        .poll(async () => meResponseSchema.parse((await me()).body).credits, { timeout: 20_000 })
        .toBe(100);
    } finally {
      await socket.close();
    }
  }, 60_000);
});
