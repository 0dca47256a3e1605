import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SOCKET_CONNECTS_PER_ADDRESS_MINUTE,
  SOCKET_CONNECTS_PER_USER_MINUTE,
} from '../../functions/generation/pipeline/connections';
import { loopbackAddress } from '../../tools/local-cloud/gateway/loopback';
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
 * One user opens hundreds of live connections to a project (each from an address of its own, each
 * with a ticket of its own) and watches on each, then users connect and hang up as fast as they
 * can from one address, while another user builds: the account's new connections are refused at
 * the door past SOCKET_CONNECTS_PER_USER_MINUTE across addresses, one address's past
 * SOCKET_CONNECTS_PER_ADDRESS_MINUTE across accounts, every connection left is cleaned up, and the
 * other user's build completes. ATTACK_SEED replays the order of the hang-ups.
 */
const CONNECTIONS = 200;
const WAVE = 25;
const RECONNECTS = 300;
/** Accounts sharing the one address, so each stays under its own minute while the address fills. */
const RECONNECTING_ACCOUNTS = 3;
const TIME_LIMIT_MS = 50_000;

const cloud = useSharedCloud();

async function userWithProject(label: string) {
  const user = await signUpWithProfile(cloud, `${label}-${randomUUID().slice(0, 8)}@example.com`);
  const projectId = await seedProject(cloud, { userId: user.sub, name: 'Bakery' });
  return { user, projectId };
}

type UserWithProject = Awaited<ReturnType<typeof userWithProject>>;

const watchersOf = async (user: SignedUpAccount) =>
  (await itemsOfUser(cloud, user.sub)).filter((item) => String(item.SK).startsWith('WATCHER#'));

/** A socket of the owner's project, or what refused it ('refused 429', or the error). */
const openOrRefusal = (owner: UserWithProject, options?: { from: string }) =>
  openTestSocket(cloud, owner.projectId, owner.user.idToken, options).catch((error: unknown) =>
    /refused with 429/.test(String(error)) ? 'refused 429' : String(error),
  );

describe('a flood of live connections', () => {
  it('is refused at the door per account and per address, leaves nothing behind, and another build completes', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const flooder = await userWithProject('conn-flood');
    const builder = await userWithProject('conn-build');
    const reconnecting = await Promise.all(
      Array.from({ length: RECONNECTING_ACCOUNTS }, () => userWithProject('conn-again')),
    );
    // The account's count is per clock minute: the connects go within one.
    await awayFromTheTurnOf(60_000, 20_000);

    const build = await openTestSocket(cloud, builder.projectId, builder.user.idToken);
    build.watch(builder.user.idToken);
    build.generate(builder.user.idToken, 'A one-page site for a bakery in Pune with its hours');

    const sockets: TestSocket[] = [];
    const connects = new Tally();
    for (let opened = 0; opened < CONNECTIONS && run.inTime(); opened += WAVE) {
      const wave = await Promise.all(
        Array.from({ length: WAVE }, () => openOrRefusal(flooder, { from: loopbackAddress() })),
      );
      for (const socket of wave) {
        if (typeof socket === 'string') {
          connects.add(socket);
          continue;
        }
        connects.add('opened');
        socket.watch(flooder.user.idToken);
        sockets.push(socket);
      }
    }
    // A watch is answered only when refused (no run is under way): give the answers time.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const refusals = new Tally();
    for (const socket of sockets) {
      for (const message of socket.messages.filter(isError)) refusals.add(message.error);
    }

    // Then, from one address, connect and hang up as fast as they can: the door counts its minute.
    await awayFromTheTurnOf(60_000, 15_000);
    const from = loopbackAddress();
    const reconnects = new Tally();
    for (let index = 0; index < RECONNECTS && run.inTime(); index += WAVE) {
      await Promise.all(
        Array.from({ length: WAVE }, async (_, offset) => {
          const owner = reconnecting[(index + offset) % RECONNECTING_ACCOUNTS];
          if (!owner) throw new Error('No account to reconnect with');
          const socket = await openOrRefusal(owner, { from });
          if (typeof socket === 'string') {
            reconnects.add(socket);
            return;
          }
          reconnects.add('opened');
          if (run.random.next() < 0.5) socket.watch(owner.user.idToken);
          await socket.close();
        }),
      );
    }
    await Promise.all(sockets.map((socket) => socket.close()));
    const end = await build.end({ timeoutMs: 60_000 });
    await build.close();
    run.report(
      'sockets',
      `${connects.total} connects of one account from many addresses: ${connects}; ` +
        `${reconnects.total} reconnects from one address: ${reconnects}; ` +
        `refusals ${refusals}; the other user's build ${isComplete(end) ? 'completed' : JSON.stringify(end)}`,
    );

    expect(connects.toString()).toBe(
      `opened: ${SOCKET_CONNECTS_PER_USER_MINUTE}, refused 429: ${CONNECTIONS - SOCKET_CONNECTS_PER_USER_MINUTE}`,
    );
    expect(refusals.toString()).toBe('');
    expect(reconnects.total).toBe(RECONNECTS);
    expect(reconnects.toString()).toBe(
      `opened: ${SOCKET_CONNECTS_PER_ADDRESS_MINUTE}, refused 429: ${RECONNECTS - SOCKET_CONNECTS_PER_ADDRESS_MINUTE}`,
    );
    expect(isComplete(end) ? 'complete' : end).toBe('complete');
    // Every connection the flood left was cleaned up when it closed.
    await expect.poll(() => watchersOf(flooder.user), { timeout: 10_000 }).toEqual([]);
  }, 120_000);
});
