import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVALID_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../functions/generation/socket-service';
import { routeTable } from '../../functions/routes';
import { buildPath } from '../../shared/api/endpoints';
import { startAttackRun, Tally } from '../../testing/attack-run';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { itemsOfUser, seedProjectVersion, setCredits } from '../../testing/cloud/seed';
import { isError, openTestSocket } from '../../testing/cloud/socket-client';
import { poolSigningKey, refusedCredentials } from '../../testing/jwt';
import type { TokenSigningKey } from '../../tools/local-cloud/cognito/signing-key';

/**
 * Every route that needs a user, and both messages of the live connection, tried with every
 * credential that must not let anyone in (testing/jwt.ts), each naming a real user with a
 * project, a version and credits: every try is refused, and that user's stored data is exactly
 * as it was. ATTACK_SEED replays a run's bodies and order.
 */
const ROUNDS = 2;
const CONCURRENCY = 8;
const SOCKET_ROUNDS = 3;
const TIME_LIMIT_MS = 45_000;

const cloud = useSharedCloud();
const victimEmail = `token-victim-${ulid().toLowerCase()}@example.com`;
let victim: SignedUpAccount;
let poolKey: TokenSigningKey;
let projectId: string;

beforeAll(async () => {
  victim = await signUpWithProfile(cloud, victimEmail);
  poolKey = await poolSigningKey(cloud);
  projectId = ulid();
  await seedProjectVersion(cloud, {
    userId: victim.sub,
    projectId,
    html: '<!doctype html><title>Victim</title><h1>Victim</h1>',
  });
  await setCredits(cloud, victim.sub, 500);
});

const credentials = refusedCredentials(() => ({
  userPool: cloud.userPool,
  account: victim,
  email: victimEmail,
  poolKey,
}));
const userRoutes = routeTable.filter((route) => route.access === 'user');

/** The victim's own ids where a route takes one, so a try that got through would reach them. */
function victimPath(path: string): string {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const value = (name: string) =>
    name === 'projectId' ? projectId : name === 'version' ? '1' : ulid();
  return buildPath(path, Object.fromEntries(names.map((name) => [name, value(name)])));
}

/** Bodies that would change the victim's data if a route ran them. */
const bodies = () => [
  {},
  { name: 'Taken over', description: 'Taken over' },
  { project_id: projectId },
  { code: '<h1>Taken over</h1>', html: '<h1>Taken over</h1>' },
  { package_id: 'starter', razorpay_order_id: 'order_x' },
];

describe('tokens that must not let anyone in', () => {
  it('are refused 401 on every user route, and change nothing of the user they name', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const before = await itemsOfUser(cloud, victim.sub);
    const tries = run.random.shuffle(
      Array.from({ length: ROUNDS }, () =>
        userRoutes.flatMap((route) => credentials.map((credential) => ({ route, credential }))),
      ).flat(),
    );
    const answers = new Tally();
    const letIn: string[] = [];
    await run.each(tries, CONCURRENCY, async (attempt) => {
      const { route, credential } = attempt;
      const authorization = credential.authorization();
      const reply = await callApi(cloud, route.method, victimPath(route.path), {
        ...(authorization === undefined ? {} : { authorization }),
        body: route.method === 'GET' ? undefined : run.random.pick(bodies()),
      });
      answers.add(reply.status);
      if (reply.status !== 401 || JSON.stringify(reply.body) !== '{"message":"Unauthorized"}') {
        letIn.push(`${route.routeKey} with ${credential.name}: ${reply.status}`);
      }
    });
    run.report(
      'tokens over HTTP',
      `${answers.total} tries (${userRoutes.length} routes × ${credentials.length} credentials × ${ROUNDS}); answers ${answers}`,
    );

    expect(answers.total).toBe(tries.length);
    expect(letIn).toEqual([]);
    expect(await itemsOfUser(cloud, victim.sub)).toEqual(before);
    const own = await callApi(cloud, 'GET', `/api/projects/${projectId}`, {
      token: victim.idToken,
    });
    expect(own.status).toBe(200);
  });

  it('are refused on the live connection, watching or building, and debit nothing', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const before = await itemsOfUser(cloud, victim.sub);
    const answers = new Tally();
    // A socket takes 30 messages a minute: one socket per round of every credential, twice each.
    for (let round = 0; round < SOCKET_ROUNDS && run.inTime(); round += 1) {
      const socket = await openTestSocket(cloud, projectId, victim.idToken);
      const expected: string[] = [];
      for (const credential of run.random.shuffle(credentials)) {
        const token = credential.authorization()?.replace(/^Bearer /, '');
        const withToken = token === undefined ? {} : { token };
        socket.send({ ...withToken, action: 'watch' });
        socket.send({ ...withToken, message: 'A one-page site for a bakery in Pune' });
        const refusal = token ? SESSION_EXPIRED_MESSAGE : INVALID_MESSAGE;
        expected.push(refusal, refusal);
      }
      // Every message is answered once (the invocations run side by side, so in any order).
      await socket.next(isError, { from: expected.length - 1 }).catch(() => undefined);
      const refusals = socket.messages.map((message) =>
        isError(message) ? message.error : JSON.stringify(message),
      );
      for (const refusal of refusals) answers.add(refusal);
      expect(refusals.toSorted()).toEqual(expected.toSorted());
      await socket.close();
    }
    run.report(
      'tokens on the socket',
      `${answers.total} messages on ${SOCKET_ROUNDS} sockets; answers ${answers}`,
    );

    expect(answers.total).toBe(SOCKET_ROUNDS * credentials.length * 2);
    expect(await itemsOfUser(cloud, victim.sub)).toEqual(before);
  });
});
