import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SOCKET_CONNECTS_PER_ADDRESS_MINUTE,
  SOCKET_CONNECTS_PER_USER_MINUTE,
} from '../../functions/generation/pipeline/connections';
import { loopbackAddress } from '../../tools/local-cloud/gateway/loopback';
import {
  TOO_MANY_ACCOUNT_CONNECTS_MESSAGE,
  TOO_MANY_ACCOUNT_MESSAGES_MESSAGE,
} from '../../functions/generation/socket-service';
import { startAttackRun, Tally } from '../../testing/attack-run';
import { awayFromTheTurnOf } from '../../testing/cloud/contact-messages';
import { signUpWithProfile, type SignedUpAccount } from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { itemsOfUser, seedProject } from '../../testing/cloud/seed';
import {
  isComplete,
  isError,
  openTestSocket,
  type TestSocket,
} from '../../testing/cloud/socket-client';

/**
 * One user opens hundreds of live connections to a project (each from an address of its own) and
 * watches on each, then connects and hangs up as fast as it can from one address, while another
 * user builds: the account's new connections and messages are limited across addresses
 * (SOCKET_CONNECTS_PER_USER_MINUTE, SOCKET_MESSAGES_PER_USER_MINUTE), one address's connections at the door
 * (SOCKET_CONNECTS_PER_ADDRESS_MINUTE), every connection it left is cleaned up, and the other
 * user's build completes. ATTACK_SEED replays the order of the hang-ups.
 */
const CONNECTIONS = 200;
const WAVE = 25;
const RECONNECTS = 300;
const TIME_LIMIT_MS = 50_000;

const cloud = useSharedCloud();

async function userWithProject(label: string) {
  const user = await signUpWithProfile(cloud, `${label}-${randomUUID().slice(0, 8)}@example.com`);
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bakery' });
  return { user, projectId };
}

const watchersOf = async (user: SignedUpAccount) =>
  (await itemsOfUser(cloud, user.sub)).filter((item) => String(item.SK).startsWith('WATCHER#'));

describe('a flood of live connections from one user', () => {
  it('is limited across its connections and at the door, leaves nothing behind, and another build completes', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const flooder = await userWithProject('conn-flood');
    const builder = await userWithProject('conn-build');
    // The account's count is per clock minute: the watches go within one.
    await awayFromTheTurnOf(60_000, 20_000);

    const build = await openTestSocket(cloud, builder.projectId);
    build.watch(builder.user.idToken);
    build.generate(builder.user.idToken, 'A one-page site for a bakery in Pune with its hours');

    const sockets: TestSocket[] = [];
    for (let opened = 0; opened < CONNECTIONS && run.inTime(); opened += WAVE) {
      const wave = await Promise.all(
        Array.from({ length: WAVE }, () => openTestSocket(cloud, flooder.projectId)),
      );
      for (const socket of wave) socket.watch(flooder.user.idToken);
      sockets.push(...wave);
    }
    // A watch is answered only when refused (no run is under way): give the answers time.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const refused = sockets.filter((socket) => socket.messages.some(isError));
    const refusals = new Tally();
    for (const socket of refused) {
      for (const message of socket.messages.filter(isError)) refusals.add(message.error);
    }
    const admitted = sockets.length - refused.length;

    // Then, from one address, connect and hang up as fast as it can: the door counts its minute.
    await awayFromTheTurnOf(60_000, 15_000);
    const from = loopbackAddress();
    const reconnects = new Tally();
    for (let index = 0; index < RECONNECTS && run.inTime(); index += WAVE) {
      await Promise.all(
        Array.from({ length: WAVE }, async () => {
          const socket = await openTestSocket(cloud, flooder.projectId, { from }).catch(
            (error: unknown) => String(error),
          );
          if (typeof socket === 'string') {
            reconnects.add(/refused with 429/.test(socket) ? 'refused 429' : socket);
            return;
          }
          reconnects.add('opened');
          if (run.random.next() < 0.5) socket.watch(flooder.user.idToken);
          await socket.close();
        }),
      );
    }
    await Promise.all(sockets.map((socket) => socket.close()));
    const end = await build.end({ timeoutMs: 60_000 });
    await build.close();
    run.report(
      'sockets',
      `${sockets.length} connections watching (${admitted} admitted); ${reconnects.total} ` +
        `reconnects from one address: ${reconnects}; ` +
        `refusals ${refusals}; the other user's build ${isComplete(end) ? 'completed' : JSON.stringify(end)}`,
    );

    expect(sockets).toHaveLength(CONNECTIONS);
    expect(reconnects.total).toBe(RECONNECTS);
    expect(reconnects.toString()).toBe(
      `opened: ${SOCKET_CONNECTS_PER_ADDRESS_MINUTE}, refused 429: ${RECONNECTS - SOCKET_CONNECTS_PER_ADDRESS_MINUTE}`,
    );
    expect(admitted).toBeLessThanOrEqual(SOCKET_CONNECTS_PER_USER_MINUTE);
    expect(refusals.toString()).toContain(TOO_MANY_ACCOUNT_CONNECTS_MESSAGE);
    expect(refusals.toString()).toContain(TOO_MANY_ACCOUNT_MESSAGES_MESSAGE);
    expect(isComplete(end) ? 'complete' : end).toBe('complete');
    // Every connection the flood left was cleaned up when it closed.
    await expect.poll(() => watchersOf(flooder.user), { timeout: 10_000 }).toEqual([]);
  }, 120_000);
});
