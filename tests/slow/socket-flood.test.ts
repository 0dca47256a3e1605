import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createProjectResponseSchema } from '../../shared/api/project-schemas';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { loopbackAddress } from '../../tools/local-cloud/gateway/loopback';
import { awayFromTheTurnOf } from '../../testing/cloud/contact-messages';
import { isComplete, isError, openTestSocket } from '../../testing/cloud/socket-client';
import {
  SOCKET_CONNECTS_PER_ADDRESS_MINUTE,
  SOCKET_CONNECTS_PER_USER_MINUTE,
  SOCKET_MESSAGES_PER_MINUTE,
  SOCKET_MESSAGES_PER_USER_MINUTE,
} from '../../functions/generation/pipeline/connections';
import {
  TOO_MANY_ACCOUNT_MESSAGES_MESSAGE,
  TOO_MANY_MESSAGES_MESSAGE,
} from '../../functions/generation/socket-service';

/**
 * A socket that floods the live connection is closed, and connects past an address's or an
 * account's minute are refused at the door (429); nobody else's build notices. In the slow lane beside the attack
 * run at scale (attack-sockets.test.ts): each burst waits to fall within one clock minute.
 */

const cloud = useSharedCloud();

async function userWithProject(): Promise<{ user: SignedUpAccount; projectId: string }> {
  const user = await signUpWithProfile(cloud, `flood-${randomUUID().slice(0, 8)}@example.com`);
  const reply = await callApi(cloud, 'POST', '/api/projects/create', {
    token: user.idToken,
    body: { name: 'Bakery', description: 'A bakery', model: 'gpt-5' },
  });
  return { user, projectId: createProjectResponseSchema.parse(reply.body).id };
}

describe('a socket that floods messages', () => {
  it('is told why and closed, while another user’s build on its own socket completes', async () => {
    const flooder = await userWithProject();
    const builder = await userWithProject();
    const flood = await openTestSocket(cloud, flooder.projectId, flooder.user.idToken);
    const build = await openTestSocket(cloud, builder.projectId, builder.user.idToken);
    try {
      build.watch(builder.user.idToken);
      build.generate(builder.user.idToken, 'A one-page site for a bakery in Pune with its hours');
      for (let index = 0; index < SOCKET_MESSAGES_PER_MINUTE * 3; index += 1) {
        flood.send({ token: flooder.user.idToken, action: 'watch' });
      }
      await flood.next(
        (message): message is { error: string } =>
          isError(message) && message.error === TOO_MANY_MESSAGES_MESSAGE,
      );
      await flood.closed;
      const end = await build.end({ timeoutMs: 60_000 });
      expect(isComplete(end) ? 'complete' : end).toBe('complete');
    } finally {
      await flood.close();
      await build.close();
    }
  });

  it('lets a tab send its messages at a person’s pace', async () => {
    const { user, projectId } = await userWithProject();
    const socket = await openTestSocket(cloud, projectId, user.idToken);
    try {
      for (let index = 0; index < 5; index += 1) socket.watch(user.idToken);
      socket.generate(user.idToken, 'A one-page site for a tailor in Surat');
      const end = await socket.end({ timeoutMs: 60_000 });
      expect(isComplete(end) ? 'complete' : end).toBe('complete');
      expect(socket.messages.filter(isError)).toEqual([]);
    } finally {
      await socket.close();
    }
  });

  it('gains nothing by reconnecting: the account’s messages are counted across its connections', async () => {
    const { user, projectId } = await userWithProject();
    // The account's count is per clock minute: the burst stays within one.
    await awayFromTheTurnOf(60_000, 15_000);
    // Each socket stays under its own limit; together they pass the account's.
    const perSocket = SOCKET_MESSAGES_PER_MINUTE - 5;
    const sockets = Array.from(
      { length: Math.ceil(SOCKET_MESSAGES_PER_USER_MINUTE / perSocket) + 1 },
      () => openTestSocket(cloud, projectId, user.idToken),
    );
    try {
      for (const opening of sockets) {
        const socket = await opening;
        for (let index = 0; index < perSocket; index += 1) socket.watch(user.idToken);
      }
      const opened = await Promise.all(sockets);
      // A watch is answered only when a run is under way: the one answer awaited is the refusal,
      // and the socket that went over the account's minute is closed after it.
      await Promise.any(opened.map((socket) => socket.closed));

      const refusals = opened.flatMap((socket) =>
        socket.messages.filter(isError).map((message) => message.error),
      );
      expect(refusals).toContain(TOO_MANY_ACCOUNT_MESSAGES_MESSAGE);
    } finally {
      await Promise.all(sockets.map(async (opening) => (await opening).close()));
    }
  }, 60_000);
});

describe('connections opened from one address', () => {
  it(`are refused past ${SOCKET_CONNECTS_PER_ADDRESS_MINUTE} a minute, while another address connects`, async () => {
    // Three accounts behind the one address, each under its own minute while the address fills.
    const owners = await Promise.all([userWithProject(), userWithProject(), userWithProject()]);
    const ownerAt = (index: number) => {
      const owner = owners[index % owners.length];
      if (!owner) throw new Error('No owner');
      return owner;
    };
    const from = loopbackAddress();
    // The count is per clock minute: the burst stays within one.
    await awayFromTheTurnOf(60_000, 15_000);
    const sockets = [];
    try {
      for (let index = 0; index < SOCKET_CONNECTS_PER_ADDRESS_MINUTE; index += 1) {
        const { user, projectId } = ownerAt(index);
        sockets.push(await openTestSocket(cloud, projectId, user.idToken, { from }));
        await sockets.at(-1)?.close();
      }

      const next = ownerAt(SOCKET_CONNECTS_PER_ADDRESS_MINUTE);
      await expect(
        openTestSocket(cloud, next.projectId, next.user.idToken, { from }),
      ).rejects.toThrow('The socket was refused with 429');
      sockets.push(await openTestSocket(cloud, next.projectId, next.user.idToken));
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  }, 60_000);
});

describe('connections one account opens from many addresses', () => {
  it(`are refused past ${SOCKET_CONNECTS_PER_USER_MINUTE} a minute at the door, while another account builds`, async () => {
    const { user, projectId } = await userWithProject();
    const other = await userWithProject();
    await awayFromTheTurnOf(60_000, 15_000);
    const sockets = [];
    try {
      // Each from an address of its own: the per-address limit never applies.
      for (let index = 0; index < SOCKET_CONNECTS_PER_USER_MINUTE; index += 1) {
        const socket = await openTestSocket(cloud, projectId, user.idToken, {
          from: loopbackAddress(),
        });
        sockets.push(socket);
        socket.watch(user.idToken);
      }

      await expect(
        openTestSocket(cloud, projectId, user.idToken, { from: loopbackAddress() }),
      ).rejects.toThrow('The socket was refused with 429');
      // The connections it already has stay open; another account builds.
      expect(sockets.flatMap((socket) => socket.messages.filter(isError))).toEqual([]);
      const watcher = await openTestSocket(cloud, other.projectId, other.user.idToken, {
        from: loopbackAddress(),
      });
      sockets.push(watcher);
      watcher.generate(other.user.idToken, 'A one-page site for a bakery in Pune with its hours');
      const end = await watcher.end({ timeoutMs: 60_000 });
      expect(isComplete(end) ? 'complete' : end).toBe('complete');
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  }, 90_000);
});
