import { randomUUID } from 'node:crypto';
import { ListUsersCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_MAX_WRONG } from '../../functions/auth/email-verification';
import { meResponseSchema } from '../../shared/api/auth-schemas';
import { appConfigSchema } from '../../shared/app-config';
import { ACCOUNT_EMAIL_LIMITS } from '../../shared/constants';
import { startAttackRun, Tally } from '../../testing/attack-run';
import { awayFromTheHoursTurn } from '../../testing/cloud/contact-messages';
import {
  callApi,
  localCognitoClient,
  signUpDirectly,
  signUpWithProfile,
} from '../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../testing/cloud/local-cloud-suite';
import { visitSite } from '../../testing/cloud/visit-site';
import { outboxResponseSchema } from '../../tools/local-cloud/cognito/outbox';

/**
 * Bursts at the sign-in flows, each sent all at once: wrong passwords for one account, wrong
 * emailed codes (at most EMAIL_CODE_MAX_WRONG may be tried, however many arrive together),
 * sign-ups of one email and from one address, password resets of one email, and sign-ups around
 * the API through the user pool itself. Each limit holds exactly. Each burst comes from a
 * loopback address of its own, so the per-address counts are its own.
 */
const BURST = 40;
const TIME_LIMIT_MS = 50_000;

// A cloud of its own: emailed codes are a setting of the whole cloud, and the bursts use up the
// hourly sign-up and reset limits that every file's sign-ups share.
const cloud = useOwnLocalCloud({ emailVerification: 'required' });

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A JSON call from the loopback address `from`, as a caller there would make it. */
async function callFrom(from: string, path: string, body: unknown, token?: string) {
  const reply = await visitSite(`${cloud.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
    from,
  });
  const parsed: unknown = reply.body ? JSON.parse(reply.body) : null;
  const detail =
    typeof parsed === 'object' && parsed !== null && 'detail' in parsed
      ? String(parsed.detail)
      : '';
  return { status: reply.status, detail };
}

async function outboxFor(email: string) {
  const response = await fetch(`${cloud.url}/_local/outbox.json?to=${encodeURIComponent(email)}`);
  return outboxResponseSchema.parse(await response.json()).messages;
}

async function accountsWithEmail(email: string) {
  const cognito = localCognitoClient(cloud);
  try {
    const { Users = [] } = await cognito.send(
      new ListUsersCommand({ UserPoolId: cloud.userPool.userPoolId, Filter: `email = "${email}"` }),
    );
    return Users;
  } finally {
    cognito.destroy();
  }
}

const burst = <T>(make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: BURST }, (_, index) => make(index)));

const tally = (replies: readonly { status: number; detail: string }[]) => {
  const counts = new Tally();
  for (const reply of replies) counts.add(`${reply.status} ${reply.detail}`.trim());
  return counts;
};

describe('bursts at the sign-in flows', () => {
  it('signs no one in with wrong passwords sent all at once', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const email = uniqueEmail('password');
    await signUpDirectly(cloud, email, 'the-right-one');
    const replies = await burst((index) =>
      callFrom('127.0.1.1', '/api/auth/login', { email, password: `wrong-${index}` }),
    );
    const counts = tally(replies);
    run.report('sign-in: wrong passwords', `${BURST} at once; answers ${counts}`);

    expect(replies.filter((reply) => reply.status === 200 || reply.status >= 500)).toEqual([]);
    expect(replies.every((reply) => reply.status === 401 || reply.status === 429)).toBe(true);
  });

  it(`lets ${EMAIL_CODE_MAX_WRONG} of ${BURST} wrong codes sent at once be tried, then kills the code`, async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const email = uniqueEmail('code');
    const user = await signUpWithProfile(cloud, email);
    const sent = await callApi(cloud, 'POST', '/api/auth/email/code', {
      token: user.idToken,
      body: {},
    });
    expect(sent.status).toBe(200);
    const [message] = await outboxFor(email);
    const code = message?.code ?? '';
    const wrongCodes = run.random
      .shuffle(Array.from({ length: 1000 }, (_, n) => String(n * 997 + 13).padStart(6, '0')))
      .filter((candidate) => candidate !== code);
    const replies = await burst((index) =>
      callFrom(
        '127.0.1.2',
        '/api/auth/email/verify',
        { code: wrongCodes[index] ?? '000000' },
        user.idToken,
      ),
    );
    const right = await callApi(cloud, 'POST', '/api/auth/email/verify', {
      token: user.idToken,
      body: { code },
    });
    const me = meResponseSchema.parse(
      (await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken })).body,
    );
    const counts = tally(replies);
    run.report(
      'sign-in: wrong email codes',
      `${BURST} at once; answers ${counts}; then the right code ${right.status}`,
    );

    expect(replies.filter((reply) => reply.status === 400)).toHaveLength(EMAIL_CODE_MAX_WRONG);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(
      BURST - EMAIL_CODE_MAX_WRONG,
    );
    // The code is dead: even the right one no longer verifies the address.
    expect(right.status).toBe(429);
    expect(me).toMatchObject({ email_verified: false });
  });

  it('makes one account of one email, and no more accounts from one address than its limit', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    await awayFromTheHoursTurn();
    const { register } = ACCOUNT_EMAIL_LIMITS;
    const email = uniqueEmail('same');
    // The same email, in any case, all at once.
    const same = await burst((index) =>
      callFrom('127.0.1.3', '/api/auth/register', {
        username: 'Farmer',
        email: index % 2 ? email.toUpperCase() : email,
        password: 'secret-1',
      }),
    );
    // Different emails from one address, all at once.
    const emails = Array.from({ length: BURST }, () => uniqueEmail('farm'));
    const many = await burst((index) =>
      callFrom('127.0.1.4', '/api/auth/register', {
        username: 'Farmer',
        email: emails[index],
        password: 'secret-1',
      }),
    );
    // Around the API: the user pool's own SignUp, with the client id the SPA is given.
    const { auth } = appConfigSchema.parse(await (await fetch(`${cloud.url}/config.json`)).json());
    const publicPool = localCognitoClient(cloud);
    const walkedAround = Array.from({ length: 10 }, () => uniqueEmail('walked.around'));
    const direct = await Promise.allSettled(
      walkedAround.map((Username) =>
        publicPool.send(
          new SignUpCommand({ ClientId: auth.clientId, Username, Password: 'secret-1' }),
        ),
      ),
    );
    publicPool.destroy();
    const created = await Promise.all(emails.map(accountsWithEmail));
    run.report(
      'sign-in: sign-ups',
      `${BURST} of one email: ${tally(same)}; ${BURST} from one address: ${tally(many)}; ` +
        `${direct.length} around the API: ${direct.filter((result) => result.status === 'rejected').length} refused`,
    );

    expect(same.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(same.filter((reply) => reply.status === 429)).toHaveLength(BURST - register.perEmail);
    expect(await accountsWithEmail(email)).toHaveLength(1);
    expect(many.filter((reply) => reply.status === 200)).toHaveLength(register.perAddress);
    expect(many.filter((reply) => reply.status === 429)).toHaveLength(BURST - register.perAddress);
    expect(created.filter((users) => users.length > 0)).toHaveLength(register.perAddress);
    expect(direct.map((result) => result.status)).toEqual(direct.map(() => 'rejected'));
    expect(
      (await Promise.all(walkedAround.map(accountsWithEmail))).filter((users) => users.length),
    ).toEqual([]);
  });

  it('emails no more reset codes for one email than its limit, however many arrive at once', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    await awayFromTheHoursTurn();
    const email = uniqueEmail('reset');
    await signUpWithProfile(cloud, email);
    const replies = await burst(() =>
      callFrom('127.0.1.5', '/api/auth/forgot-password', { email }),
    );
    const resets = (await outboxFor(email)).filter((message) => message.code !== undefined);
    run.report(
      'sign-in: password resets',
      `${BURST} at once; answers ${tally(replies)}; ${resets.length} emailed`,
    );

    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(
      ACCOUNT_EMAIL_LIMITS.reset.perEmail,
    );
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(
      BURST - ACCOUNT_EMAIL_LIMITS.reset.perEmail,
    );
    expect(resets).toHaveLength(ACCOUNT_EMAIL_LIMITS.reset.perEmail);
  });
});
