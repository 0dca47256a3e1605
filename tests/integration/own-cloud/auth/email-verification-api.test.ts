import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import {
  meResponseSchema,
  sendEmailCodeResponseSchema,
  verifyEmailResponseSchema,
} from '../../../../shared/api/auth-schemas';
import { appConfigSchema } from '../../../../shared/app-config';
import { errorBodySchema } from '../../../../shared/api/common';
import { createProjectResponseSchema } from '../../../../shared/api/project-schemas';
import { quoteResponseSchema } from '../../../../shared/api/quote-schemas';
import { ACCOUNT_EMAIL_LIMITS, WELCOME_CREDITS } from '../../../../shared/constants';
import { EMAIL_NOT_VERIFIED_MESSAGE } from '../../../../functions/generation/socket-service';
import { outboxResponseSchema } from '../../../../tools/local-cloud/cognito/outbox';
import { awayFromTheHoursTurn } from '../../../../testing/cloud/contact-messages';
import {
  callApi,
  localCognitoClient,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { paidEventBody, webhookSignature } from '../../../../testing/fakes/fake-razorpay';
import { isComplete, openTestSocket } from '../../../../testing/cloud/socket-client';

/**
 * Free credits are earned, not farmed: on a local cloud that requires email verification, through
 * the real API, socket, user pool and outbox.
 */

// A cloud of its own: email verification is a setting of the whole cloud.
const cloud = useOwnLocalCloud({ emailVerification: 'required' });

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function me(user: SignedUpAccount) {
  return meResponseSchema.parse(
    (await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken })).body,
  );
}

async function outboxFor(email: string) {
  const response = await fetch(`${cloud.url}/_local/outbox.json?to=${encodeURIComponent(email)}`);
  return outboxResponseSchema.parse(await response.json()).messages;
}

async function newProject(user: SignedUpAccount): Promise<string> {
  const reply = await callApi(cloud, 'POST', '/api/projects/create', {
    token: user.idToken,
    body: { name: 'Bakery', description: 'A bakery in Pune', model: 'gpt-5' },
  });
  expect(reply.status).toBe(200);
  return createProjectResponseSchema.parse(reply.body).id;
}

async function build(user: SignedUpAccount, projectId: string) {
  const socket = await openTestSocket(cloud, projectId, user.idToken);
  try {
    socket.watch(user.idToken);
    socket.generate(user.idToken, 'A one-page site for a bakery in Pune with opening hours');
    return await socket.end({ timeoutMs: 30_000 });
  } finally {
    await socket.close();
  }
}

const detailOf = (body: unknown) => errorBodySchema.parse(body).detail;

describe('an account that has not verified its email', () => {
  it('is quoted its welcome credits but has them, and can build, only once the emailed code is entered', async () => {
    const email = uniqueEmail('verify');
    const user = await signUpWithProfile(cloud, email);
    expect(await me(user)).toMatchObject({ credits: 0, email_verified: false });

    const projectId = await newProject(user);
    const quote = quoteResponseSchema.parse(
      (
        await callApi(cloud, 'POST', `/api/projects/${projectId}/quote`, {
          token: user.idToken,
          body: { message: 'A one-page site for a bakery in Pune with opening hours' },
        })
      ).body,
    );
    expect(quote).toMatchObject({ balance: 0, welcome_due: WELCOME_CREDITS, missing: 0 });
    const refused = await build(user, projectId);
    expect(refused).toEqual({ error: EMAIL_NOT_VERIFIED_MESSAGE, verify_email: true });
    expect((await me(user)).credits).toBe(0);

    const sent = await callApi(cloud, 'POST', '/api/auth/email/code', {
      token: user.idToken,
      body: {},
    });
    expect(sent.status).toBe(200);
    expect(sendEmailCodeResponseSchema.parse(sent.body).sent_to).toBe(email);
    const [message] = await outboxFor(email);
    expect(message?.code).toMatch(/^\d{6}$/);

    const again = await callApi(cloud, 'POST', '/api/auth/email/code', {
      token: user.idToken,
      body: {},
    });
    expect(again.status).toBe(429);
    expect(detailOf(again.body)).toMatch(/less than a minute ago/);
    expect(await outboxFor(email)).toHaveLength(1);

    const wrongCode = message?.code === '000000' ? '111111' : '000000';
    const wrong = await callApi(cloud, 'POST', '/api/auth/email/verify', {
      token: user.idToken,
      body: { code: wrongCode },
    });
    expect(wrong.status).toBe(400);
    expect(detailOf(wrong.body)).toBe(
      'That code is not right. Check the newest email and try again.',
    );

    const verified = await callApi(cloud, 'POST', '/api/auth/email/verify', {
      token: user.idToken,
      body: { code: message?.code },
    });
    expect(verified.status).toBe(200);
    expect(verifyEmailResponseSchema.parse(verified.body).user).toMatchObject({
      email_verified: true,
      credits: WELCOME_CREDITS,
    });

    const end = await build(user, projectId);
    expect(isComplete(end) ? 'complete' : end).toBe('complete');
    expect((await me(user)).credits).toBeLessThan(WELCOME_CREDITS);
  });

  it('cannot be verified with the code sent to another account', async () => {
    const owner = await signUpWithProfile(cloud, uniqueEmail('owner'));
    const other = await signUpWithProfile(cloud, uniqueEmail('other'));
    await callApi(cloud, 'POST', '/api/auth/email/code', { token: owner.idToken, body: {} });
    const [ownersCode] = await outboxFor((await me(owner)).email);
    const tried = await callApi(cloud, 'POST', '/api/auth/email/verify', {
      token: other.idToken,
      body: { code: ownersCode?.code },
    });
    expect(tried.status).toBe(400);
    expect(detailOf(tried.body)).toBe('That code has expired. Ask for a new one.');
    expect((await me(other)).email_verified).toBe(false);
    expect((await me(owner)).email_verified).toBe(false);
  });

  it('refuses a code that is not six digits with a clear message', async () => {
    const user = await signUpWithProfile(cloud, uniqueEmail('format'));
    const reply = await callApi(cloud, 'POST', '/api/auth/email/verify', {
      token: user.idToken,
      body: { code: '12ab' },
    });
    expect(reply.status).toBe(400);
    expect(detailOf(reply.body)).toBe('The code is the 6 digits in the email');
  });
});

describe('limits on sign-ups and password reset emails, which the payments webhook never meets', () => {
  async function accountsWithEmail(email: string) {
    const { Users = [] } = await localCognitoClient(cloud).send(
      new ListUsersCommand({ UserPoolId: cloud.userPool.userPoolId, Filter: `email = "${email}"` }),
    );
    return Users;
  }

  it('answers 429 past the per-email reset limit, and sends no more emails', async () => {
    await awayFromTheHoursTurn();
    const email = uniqueEmail('reset');
    await signUpWithProfile(cloud, email);
    for (let index = 0; index < ACCOUNT_EMAIL_LIMITS.reset.perEmail; index += 1) {
      const reply = await callApi(cloud, 'POST', '/api/auth/forgot-password', { body: { email } });
      expect(reply.status).toBe(200);
    }
    const refused = await callApi(cloud, 'POST', '/api/auth/forgot-password', {
      body: { email: email.toUpperCase() },
    });
    expect(refused.status).toBe(429);
    expect(detailOf(refused.body)).toBe(
      'Too many password reset emails asked for. Please try again in an hour.',
    );
    const resets = (await outboxFor(email)).filter(
      (message) => message.purpose === 'ForgotPassword',
    );
    expect(resets).toHaveLength(ACCOUNT_EMAIL_LIMITS.reset.perEmail);
  });

  it('answers 429 past the per-address sign-up limit, and creates no account', async () => {
    await awayFromTheHoursTurn(60_000);
    const register = (email: string) =>
      callApi(cloud, 'POST', '/api/auth/register', {
        body: { username: 'Farmer', email, password: 'secret-1' },
      });
    let allowed = 0;
    for (;;) {
      const reply = await register(uniqueEmail('farm'));
      if (reply.status !== 200) {
        expect(reply.status).toBe(429);
        expect(detailOf(reply.body)).toBe(
          'Too many sign-ups from here in the last hour. Please try again later.',
        );
        break;
      }
      allowed += 1;
      expect(allowed).toBeLessThanOrEqual(ACCOUNT_EMAIL_LIMITS.register.perAddress);
    }
    // Sign-ups through the API from this address so far in the file: all of them allowed ones.
    expect(allowed).toBeGreaterThan(0);
    const refusedEmail = uniqueEmail('refused');
    expect((await register(refusedEmail)).status).toBe(429);
    expect(await accountsWithEmail(refusedEmail)).toEqual([]);

    // Nor around the API: the user pool's public SignUp, with the client id the SPA is given,
    // as a browser would call it (no AWS credentials).
    const { auth } = appConfigSchema.parse(await (await fetch(`${cloud.url}/config.json`)).json());
    const publicPool = new CognitoIdentityProviderClient({
      endpoint: auth.endpoint,
      region: auth.region,
      credentials: { accessKeyId: 'anyone', secretAccessKey: 'anyone' },
    });
    const walkedAround = uniqueEmail('walked.around');
    await expect(
      publicPool.send(
        new SignUpCommand({
          ClientId: auth.clientId,
          Username: walkedAround,
          Password: 'secret-1',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    publicPool.destroy();
    expect(await accountsWithEmail(walkedAround)).toEqual([]);

    // The Razorpay webhook, from the same address, is not counted with browsers' sign-ups.
    const body = paidEventBody({
      event: 'payment.captured',
      orderId: 'order_NotOneOfOurs01',
      paymentId: 'pay_NotOneOfOurs001',
      amount: 49_900,
    });
    const webhook = await fetch(`${cloud.url}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': `evt_${randomUUID()}`,
        'x-razorpay-signature': webhookSignature(body, cloud.razorpay.webhookSecret),
      },
      body,
    });
    expect(webhook.status).toBe(200);
    // Up to a minute of waiting for the hour to turn, then the burst itself.
  }, 90_000);
});
