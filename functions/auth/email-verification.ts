import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { EMAIL_CODE_LENGTH } from '../../shared/api/auth-schemas';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import type { SendEmail } from '../lib/email-sender';
import { defineEntity } from '../lib/table-entity';
import { profileKeys } from '../lib/table-keys';
import { writeTogether } from '../lib/transactions';
import type { Profile, Profiles } from './profiles';
import { logger } from '../lib/observability';

/** How long an emailed code works. */
export const EMAIL_CODE_LIFETIME_MINUTES = 30;
/** How soon another code may be sent: one email a minute per account. */
export const EMAIL_CODE_RESEND_SECONDS = 60;
/** Wrong tries a code survives; after them it is dead and a new one must be asked for. */
export const EMAIL_CODE_MAX_WRONG = 5;

/** A refusal with its status: the handler answers with both. */
export class EmailVerificationError extends Error {
  constructor(
    readonly status: 400 | 404 | 429 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'EmailVerificationError';
  }
}

/** The EmailCode item kind: the hash of the code last emailed, beside the profile. */
const codeItems = defineEntity({
  entity: 'EmailCode',
  key: profileKeys.emailCode,
  schema: z.object({
    code_hash: z.string(),
    expires_at: z.number(),
    wrong: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  }),
  toValue: (parsed) => parsed,
});

/** The code is never stored: only its hash, salted with the account it belongs to. */
function hashOf(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function newCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
}

export interface EmailVerificationDeps {
  table: TableClient;
  profiles: Pick<Profiles, 'get' | 'withWelcomeGranted'>;
  sendEmail: SendEmail;
  now?: () => Date;
  code?: () => string;
}

type Deps = Required<EmailVerificationDeps>;

async function profileOf({ profiles }: Deps, userId: string): Promise<Profile> {
  const profile = await profiles.get(userId);
  if (!profile) {
    throw new EmailVerificationError(404, 'Your profile was not found. Please login again.');
  }
  return profile;
}

const expired = () => new EmailVerificationError(400, 'That code has expired. Ask for a new one.');

/** Stores the new code's hash, unless the last code went out less than a minute ago. */
async function storeCode({ table }: Deps, userId: string, codeHash: string, at: number) {
  const stored = await ifConditionHolds(
    table.documents.send(
      new PutCommand({
        TableName: table.tableName,
        Item: codeItems.item([userId], {
          code_hash: codeHash,
          sent_at: at,
          wrong: 0,
          // Epoch seconds: also the item's TTL.
          expires_at: Math.floor(at / 1000) + EMAIL_CODE_LIFETIME_MINUTES * 60,
        }),
        ConditionExpression: 'attribute_not_exists(PK) OR sent_at <= :resendFrom',
        ExpressionAttributeValues: { ':resendFrom': at - EMAIL_CODE_RESEND_SECONDS * 1000 },
      }),
    ),
  );
  if (!stored) {
    throw new EmailVerificationError(
      429,
      'A code was sent less than a minute ago. Check your inbox (and spam folder), or ask again in a minute.',
    );
  }
}

/** Emails a new code, unless the last one went out less than a minute ago. */
async function send(deps: Deps, userId: string): Promise<{ sentTo: string }> {
  const profile = await profileOf(deps, userId);
  if (profile.emailVerified) return { sentTo: profile.email };
  const code = deps.code();
  const codeHash = hashOf(userId, code);
  await storeCode(deps, userId, codeHash, deps.now().getTime());
  try {
    await deps.sendEmail({
      to: profile.email,
      subject: `Your Sitewright code: ${code}`,
      text:
        `Your Sitewright verification code is ${code}.\n\n` +
        `Enter it where you were asked for it. It works for ${EMAIL_CODE_LIFETIME_MINUTES} minutes.\n` +
        'If you did not sign up for Sitewright, you can ignore this email.',
    });
  } catch (error) {
    // Not sent: the next ask must not wait for a minute that bought nothing.
    await deps.table.documents.send(
      new DeleteCommand({
        TableName: deps.table.tableName,
        Key: codeItems.key(userId),
        ConditionExpression: 'code_hash = :hash',
        ExpressionAttributeValues: { ':hash': codeHash },
      }),
    );
    logger.error('The verification email could not be sent', { error });
    throw new EmailVerificationError(
      502,
      'We could not send the email just now. Please try again in a moment.',
    );
  }
  return { sentTo: profile.email };
}

/**
 * Takes one of the code's tries before it is compared, in one conditional update: the count is in
 * the condition, so tries sent side by side can never check more than the limit between them.
 * False when none is left (or the code was replaced meanwhile).
 */
async function takeTry({ table }: Deps, userId: string, codeHash: string): Promise<boolean> {
  const taken = await ifConditionHolds(
    codeItems.update(table, [userId], {
      UpdateExpression: 'ADD wrong :one',
      ConditionExpression: 'code_hash = :hash AND (attribute_not_exists(wrong) OR wrong < :max)',
      ExpressionAttributeValues: { ':one': 1, ':hash': codeHash, ':max': EMAIL_CODE_MAX_WRONG },
    }),
  );
  return taken !== undefined;
}

/** The profile verified and its code retired, together. */
async function markVerified({ table }: Deps, userId: string, codeHash: string): Promise<void> {
  await writeTogether(table, [
    {
      name: 'profile',
      write: {
        Update: {
          TableName: table.tableName,
          Key: profileKeys.profile(userId),
          UpdateExpression: 'SET email_verified = :yes',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':yes': true },
        },
      },
    },
    codeItems.removePart(
      table.tableName,
      'code',
      [userId],
      {
        ConditionExpression: 'code_hash = :hash',
        ExpressionAttributeValues: { ':hash': codeHash },
      },
      expired,
    ),
  ]);
}

/**
 * Checks a code; the right one verifies the profile and grants the welcome credits it was owed.
 * The profile is returned as it now is.
 */
async function verify(deps: Deps, userId: string, code: string): Promise<Profile> {
  const profile = await profileOf(deps, userId);
  if (profile.emailVerified) return deps.profiles.withWelcomeGranted(profile, deps.now());
  const stored = await codeItems.get(deps.table, userId);
  if (!stored || stored.expires_at * 1000 <= deps.now().getTime()) throw expired();
  if (!(await takeTry(deps, userId, stored.code_hash))) {
    throw new EmailVerificationError(429, 'Too many wrong codes. Ask for a new one.');
  }
  if (!sameHash(hashOf(userId, code), stored.code_hash)) {
    throw new EmailVerificationError(
      400,
      'That code is not right. Check the newest email and try again.',
    );
  }
  await markVerified(deps, userId, stored.code_hash);
  return deps.profiles.withWelcomeGranted({ ...profile, emailVerified: true }, deps.now());
}

/**
 * Proving an account owns its email: a six-digit code, emailed at most once a minute, good for
 * half an hour and five wrong tries, stored only as a hash. The right code marks the profile
 * verified and retires the code in one transaction.
 */
export function createEmailVerification(options: EmailVerificationDeps) {
  const deps: Deps = { now: () => new Date(), code: newCode, ...options };
  return {
    send: (userId: string) => send(deps, userId),
    verify: (userId: string, code: string) => verify(deps, userId, code),
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
