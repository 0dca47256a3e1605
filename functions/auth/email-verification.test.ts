import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useLocalTable } from '../../testing/local-table';
import type { Email } from '../lib/email-sender';
import {
  createEmailVerification,
  EMAIL_CODE_LIFETIME_MINUTES,
  EMAIL_CODE_MAX_WRONG,
  EmailVerificationError,
} from './email-verification';
import { WELCOME_CREDITS } from '../../shared/constants';
import { createLedger } from '../credits/ledger';
import { createProfiles } from './profiles';

const table = useLocalTable('email-verification');

/** A new unverified profile, the emails sent to it, and a clock the test moves. */
async function setUp(options: { failSending?: boolean } = {}) {
  const profiles = createProfiles(table);
  const userId = randomUUID();
  let now = new Date('2026-05-01T10:00:00Z');
  await profiles.createWithWelcomeCredits({
    userId,
    username: 'asha',
    email: 'asha@example.com',
    photoUrl: null,
    emailVerified: false,
    createdAt: now,
  });
  const sent: Email[] = [];
  let next = 100000;
  const verification = createEmailVerification({
    table,
    profiles,
    now: () => now,
    code: () => String((next += 1)),
    sendEmail: async (email) => {
      if (options.failSending) throw new Error('SES is down');
      sent.push(email);
    },
  });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { userId, profiles, verification, sent, advance };
}

const refusal = (status: number, message: RegExp) =>
  expect.objectContaining({
    name: 'EmailVerificationError',
    status,
    message: expect.stringMatching(message),
  });

describe('email verification', () => {
  it('emails the code, refuses another within a minute, then sends a new one that replaces it', async () => {
    const { userId, verification, sent, advance } = await setUp();
    await expect(verification.send(userId)).resolves.toEqual({ sentTo: 'asha@example.com' });
    expect(sent[0]).toMatchObject({
      to: 'asha@example.com',
      subject: 'Your Sitewright code: 100001',
    });
    await expect(verification.send(userId)).rejects.toEqual(refusal(429, /less than a minute/));
    advance(61_000);
    await verification.send(userId);
    const newest = /\d{6}$/.exec(sent.at(-1)?.subject ?? '')?.[0] ?? '';
    expect(newest).not.toBe('100001');
    await expect(verification.verify(userId, '100001')).rejects.toEqual(refusal(400, /not right/));
    await expect(verification.verify(userId, newest)).resolves.toMatchObject({
      emailVerified: true,
    });
  });

  it('kills a code after five wrong tries, even for the right code after them', async () => {
    const { userId, verification, profiles } = await setUp();
    await verification.send(userId);
    for (let index = 0; index < EMAIL_CODE_MAX_WRONG; index += 1) {
      await expect(verification.verify(userId, '999999')).rejects.toBeInstanceOf(
        EmailVerificationError,
      );
    }
    await expect(verification.verify(userId, '100001')).rejects.toEqual(
      refusal(429, /Too many wrong codes/),
    );
    expect((await profiles.get(userId))?.emailVerified).toBe(false);
  });

  it('checks no more than five of many wrong codes sent at once, and then refuses the right one', async () => {
    const { userId, verification, profiles } = await setUp();
    await verification.send(userId);
    const answers = await Promise.allSettled(
      Array.from({ length: 40 }, () => verification.verify(userId, '999999')),
    );
    const statuses = answers.map((answer) =>
      answer.status === 'rejected' ? (answer.reason as EmailVerificationError).status : 200,
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(EMAIL_CODE_MAX_WRONG);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - EMAIL_CODE_MAX_WRONG);
    await expect(verification.verify(userId, '100001')).rejects.toEqual(
      refusal(429, /Too many wrong codes/),
    );
    expect((await profiles.get(userId))?.emailVerified).toBe(false);
  });

  it('refuses a code after its half hour', async () => {
    const { userId, verification, advance } = await setUp();
    await verification.send(userId);
    advance(EMAIL_CODE_LIFETIME_MINUTES * 60_000 + 1000);
    await expect(verification.verify(userId, '100001')).rejects.toEqual(refusal(400, /expired/));
  });

  it('lets the user ask again at once when the email could not be sent', async () => {
    const failing = await setUp({ failSending: true });
    await expect(failing.verification.send(failing.userId)).rejects.toEqual(
      refusal(502, /could not send/),
    );
    await expect(failing.verification.send(failing.userId)).rejects.toEqual(
      refusal(502, /could not send/),
    );
  });

  it('sends nothing to an account that is already verified, and keeps it verified', async () => {
    const { userId, verification, sent } = await setUp();
    await verification.send(userId);
    await verification.verify(userId, '100001');
    await expect(verification.send(userId)).resolves.toEqual({ sentTo: 'asha@example.com' });
    expect(sent).toHaveLength(1);
    await expect(verification.verify(userId, '000000')).resolves.toMatchObject({
      emailVerified: true,
    });
  });

  it('grants the welcome credits once the address is proved, and never twice', async () => {
    const { userId, verification, profiles } = await setUp();
    const ledger = createLedger(table);
    expect(await profiles.get(userId)).toMatchObject({ credits: 0, emailVerified: false });
    expect(await profiles.welcomeDue(userId)).toBe(WELCOME_CREDITS);
    expect((await ledger.listPage(userId, 10)).entries).toEqual([]);

    await verification.send(userId);
    await expect(verification.verify(userId, '100001')).resolves.toMatchObject({
      credits: WELCOME_CREDITS,
      emailVerified: true,
    });
    // A retried verify and sign-ins racing each other add nothing more.
    const verified = await profiles.get(userId);
    if (!verified) throw new Error('the profile is gone');
    await Promise.all([
      verification.verify(userId, '100001'),
      ...Array.from({ length: 5 }, () => profiles.withWelcomeGranted(verified, new Date())),
    ]);
    expect(await profiles.get(userId)).toMatchObject({ credits: WELCOME_CREDITS });
    expect(await profiles.welcomeDue(userId)).toBe(0);
    const { entries } = await ledger.listPage(userId, 10);
    expect(entries).toMatchObject([
      { type: 'welcome', amount: WELCOME_CREDITS, balanceAfter: WELCOME_CREDITS },
    ]);
  });

  it('grants nothing while the address is unproved', async () => {
    const { userId, profiles } = await setUp();
    const profile = await profiles.get(userId);
    if (!profile) throw new Error('the profile is gone');
    await expect(profiles.withWelcomeGranted(profile, new Date())).resolves.toMatchObject({
      credits: 0,
    });
    expect(await profiles.welcomeDue(userId)).toBe(WELCOME_CREDITS);
  });
});
