import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { ServerSocketMessage, StatusMessage } from '../../shared/api/socket-schemas';
import { ACCOUNT_BUSY_MESSAGE } from '../../functions/credits/credit-account';
import { GENERATION_IN_PROGRESS_MESSAGE } from '../../functions/generation/generation-runs';
import {
  TOO_MANY_ACCOUNT_CONNECTS_MESSAGE,
  TOO_MANY_ACCOUNT_MESSAGES_MESSAGE,
} from '../../functions/generation/socket-service';
import { callApi, signUpWithProfile } from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { ledgerEntriesOf } from '../../testing/local-table';
import { WELCOME_CREDITS } from '../../shared/constants';
import { quoteRun } from '../../shared/pricing';
import { generationEngine } from '../../functions/generation/models/model-settings';
import { localDynamoClientConfig } from '../../tools/local-cloud/dynamodb';
import { seedProject, setCredits } from '../../testing/cloud/seed';
import { isError, openTestSocket, type TestSocket } from '../../testing/cloud/socket-client';

/**
 * Builds under load: the attack run's flood of builds on one account (every message must hear
 * back once), and many users building at the same moment.
 */
const cloud = useSharedCloud();

const PROJECTS = 25;
const TABS_PER_PROJECT = 4;
const CREDITS = 2000;
const LANDING = 'A landing page for a neighbourhood bakery called Crumb & Co';
/** What the local cloud charges for a one-page build on its engine (templates, or a model). */
const LANDING_TOTAL = quoteRun(['Frontend'], generationEngine(process.env).pricedAs).total;

const statusesOf = (messages: readonly ServerSocketMessage[]) =>
  messages.filter(
    (message): message is StatusMessage => 'type' in message && message.type === 'status',
  );

describe('100 build messages at once on one account', () => {
  it('answers each once: a run, or a refusal in words; money exact', async () => {
    const user = await signUpWithProfile(cloud, `flood-${randomUUID().slice(0, 8)}@example.com`);
    await setCredits(cloud, user.sub, CREDITS);
    const projects = await Promise.all(
      Array.from({ length: PROJECTS }, () =>
        seedProject(cloud, { userId: user.sub, name: 'Flood' }),
      ),
    );
    // Past the account's connections, a connect is refused at the door (429), as API Gateway's
    // authorizer and the connect route answer it.
    const opened = await Promise.allSettled(
      projects.flatMap((projectId) =>
        Array.from({ length: TABS_PER_PROJECT }, async () => {
          const socket = await openTestSocket(cloud, projectId, user.idToken);
          socket.watch(user.idToken);
          return socket;
        }),
      ),
    );
    const sockets = opened.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const refusedAtTheDoor = opened.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    expect(new Set(refusedAtTheDoor)).toEqual(
      new Set(refusedAtTheDoor.length > 0 ? ['Error: The socket was refused with 429'] : []),
    );
    expect(sockets.length).toBeGreaterThan(0);
    sockets.forEach((socket) => socket.generate(user.idToken, LANDING));

    const refusalsOf = (socket: TestSocket) =>
      socket.messages.filter((message) => isError(message) && message.generation_id === undefined);
    const runsStarted = () =>
      new Set(statusesOf(sockets.flatMap((socket) => socket.messages)).map((s) => s.generation_id));
    await expect
      .poll(() => sockets.flatMap(refusalsOf).length + runsStarted().size, { timeout: 120_000 })
      .toBe(sockets.length);
    for (const socket of sockets) {
      const refusals = refusalsOf(socket);
      expect(refusals.length).toBeLessThanOrEqual(1);
      for (const refusal of refusals) {
        // Past the account's connections or messages for the minute, a socket is told so and
        // closed.
        expect([
          TOO_MANY_ACCOUNT_CONNECTS_MESSAGE,
          GENERATION_IN_PROGRESS_MESSAGE,
          ACCOUNT_BUSY_MESSAGE,
          TOO_MANY_ACCOUNT_MESSAGES_MESSAGE,
        ]).toContain(isError(refusal) ? refusal.error : '');
      }
    }
    expect(runsStarted().size).toBeLessThanOrEqual(PROJECTS);
    // Every run that started ends, and the balance paid for exactly those.
    await Promise.all(
      sockets.map((socket) =>
        statusesOf(socket.messages).length > 0 ? socket.end({ timeoutMs: 120_000 }) : null,
      ),
    );
    const me = await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
    expect(me.body).toMatchObject({ credits: CREDITS - runsStarted().size * LANDING_TOTAL });
    await Promise.all(sockets.map((socket) => socket.close()));
  }, 300_000);
});

describe('builds of 20 users at once', () => {
  it('completes each, and every balance and ledger is exact', async () => {
    const users = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signUpWithProfile(cloud, `crowd-${index}-${randomUUID().slice(0, 8)}@example.com`),
      ),
    );
    const sockets = await Promise.all(
      users.map(async (user) => {
        const projectId = await seedProject(cloud, { userId: user.sub, name: 'Candles' });
        const socket = await openTestSocket(cloud, projectId, user.idToken);
        socket.watch(user.idToken);
        return socket;
      }),
    );
    sockets.forEach((socket, index) => socket.generate(users[index]?.idToken ?? '', LANDING));
    const ends = await Promise.all(sockets.map((socket) => socket.end({ timeoutMs: 120_000 })));
    for (const end of ends) {
      expect(end).toMatchObject({ type: 'complete', new_balance: WELCOME_CREDITS - LANDING_TOTAL });
    }
    const table = {
      documents: DynamoDBDocumentClient.from(
        new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
      ),
      tableName: cloud.dynamo.tableName,
    };
    for (const user of users) {
      const me = await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
      expect(me.body).toMatchObject({ credits: WELCOME_CREDITS - LANDING_TOTAL });
      const ledger = await ledgerEntriesOf(table, user.sub);
      expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(
        WELCOME_CREDITS - LANDING_TOTAL,
      );
    }
    await Promise.all(sockets.map((socket) => socket.close()));
  }, 300_000);
});
