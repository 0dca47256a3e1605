import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import type { User } from '../../shared/api/auth-schemas';
import { createWelcomeGrants, welcomeGrant, type WelcomeGrants } from '../credits/welcome-grant';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { profileKeys } from '../lib/table-keys';
import {
  failedPartNamed,
  wasTransactionConflict,
  writeTogether,
  type TransactionPart,
} from '../lib/transactions';

/**
 * A user's profile: who they are to the product, and their credit balance. The balance is read
 * here, to show it; only credits writes it (credits/balances.ts).
 */
export interface Profile {
  /** The user pool's `sub`: the only user id the product knows. */
  userId: string;
  username: string;
  email: string;
  credits: number;
  photoUrl: string | null;
  /**
   * Whether the user has proved they own the email (always, where the operator does not ask for
   * it, and for an email Google vouches for). Credits cannot be spent until it is true.
   */
  emailVerified: boolean;
  createdAt: Date;
}

export type NewProfile = Omit<Profile, 'credits'>;

const profileItemSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  email: z.string(),
  credits: z.number().check(z.int(), z.nonnegative()),
  photo_url: z.optional(z.nullable(z.string())),
  // Absent on profiles made before addresses were checked: those count as verified.
  email_verified: z._default(z.boolean(), true),
  created_at: z.iso.datetime(),
});

/** The Profile item kind: who the user is, and their balance (read here, written by credits). */
const profileItems = defineEntity({
  entity: 'Profile',
  key: profileKeys.profile,
  schema: profileItemSchema,
  toValue: (parsed): Profile => ({
    userId: parsed.user_id,
    username: parsed.username,
    email: parsed.email,
    credits: parsed.credits,
    photoUrl: parsed.photo_url ?? null,
    emailVerified: parsed.email_verified,
    createdAt: new Date(parsed.created_at),
  }),
});

/** The item's own attributes; its balance attributes are credits' (credits/balances.ts). */
function toItem(profile: NewProfile) {
  return profileItems.item([profile.userId], {
    user_id: profile.userId,
    username: profile.username,
    email: profile.email,
    photo_url: profile.photoUrl,
    email_verified: profile.emailVerified,
    created_at: profile.createdAt.toISOString(),
  });
}

/** The contract's User (requirements §3): the id is the user pool's `sub`. */
export function toUser(profile: Profile): User {
  return {
    id: profile.userId,
    username: profile.username,
    email: profile.email,
    credits: profile.credits,
    photo_url: profile.photoUrl,
    email_verified: profile.emailVerified,
  };
}

export interface ProfilesOptions {
  /** Attempts when concurrent transactions on the same items make DynamoDB cancel ours. */
  maxAttempts?: number;
  pause?: (attempt: number) => Promise<void>;
}

function jitteredPause(attempt: number): Promise<void> {
  const ms = Math.random() * 25 * 2 ** attempt;
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Whether the user may spend credits as far as their email goes: false only for a profile that
 * still has to verify it (profiles from before verification have no flag and count as verified).
 */
export async function emailVerifiedOf(
  { documents, tableName }: TableClient,
  userId: string,
): Promise<boolean> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKeys.profile(userId),
      ProjectionExpression: 'email_verified',
      ConsistentRead: true,
    }),
  );
  return Item?.email_verified !== false;
}

function get(table: TableClient, userId: string): Promise<Profile | null> {
  return profileItems.get(table, userId);
}

/**
 * Creates the profile with the welcome grant (its opening balance and its ledger entry, or for an
 * address still to be proved, the grant owed), all in one transaction that only succeeds while no
 * profile exists: however many first sign-ins race, one profile is created, credited once, with
 * one entry. The profile is the welcome grant's idempotency key. Resolves to the stored profile,
 * whoever created it, and whether this call did (the account's sign-up).
 */
async function createWithWelcomeCredits(
  table: TableClient,
  { maxAttempts = 5, pause = jitteredPause }: ProfilesOptions,
  newProfile: NewProfile,
): Promise<{ profile: Profile; created: boolean }> {
  const grant = welcomeGrant(table.tableName, newProfile.userId, newProfile.createdAt, {
    verified: newProfile.emailVerified,
  });
  const profile: Profile = { ...newProfile, credits: grant.openingBalance.credits };
  const parts: TransactionPart[] = [
    profileItems.putNewPart(table.tableName, 'profile', {
      ...toItem(newProfile),
      ...grant.openingBalance,
    }),
    grant.part,
  ];
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeTogether(table, parts);
      return { profile, created: true };
    } catch (error) {
      if (failedPartNamed(error, parts, 'profile')) {
        const existing = await get(table, profile.userId);
        if (existing) return { profile: existing, created: false };
      }
      if (!wasTransactionConflict(error) || attempt >= maxAttempts) throw error;
      await pause(attempt);
    }
  }
}

/**
 * The profile as it is once its email is proved: with the welcome credits it was owed, granted now
 * if a crash or a race left them owed after the address was verified.
 */
async function withWelcomeGranted(
  table: TableClient,
  welcome: WelcomeGrants,
  profile: Profile,
  at: Date,
): Promise<Profile> {
  if (!profile.emailVerified) return profile;
  const balanceAfter = await welcome.grantIfDue(profile.userId, at);
  return balanceAfter === null ? profile : ((await get(table, profile.userId)) ?? profile);
}

/**
 * Marks the account as closing (account/account-deletion.ts), the first step of its deletion: it
 * keeps the tombstone id its payment records and ledger lines are kept under, so a deletion that
 * stopped and is asked again goes on with the same one. Resolves to that id, or null without a
 * profile.
 */
async function markClosing(
  table: TableClient,
  userId: string,
  tombstoneId: string,
  at: Date,
): Promise<string | null> {
  const updated = await ifConditionHolds(
    profileItems.update(table, [userId], {
      UpdateExpression:
        'SET closing_at = if_not_exists(closing_at, :at), tombstone_id = if_not_exists(tombstone_id, :tombstone)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':at': at.toISOString(), ':tombstone': tombstoneId },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const kept: unknown = updated?.Attributes?.tombstone_id;
  return typeof kept === 'string' ? kept : null;
}

/** Where an account's deletion stands: not begun, begun (`closing_at`), or its profile gone. */
export type AccountState = 'open' | 'closing' | 'gone';

async function stateOf(
  { documents, tableName }: TableClient,
  userId: string,
): Promise<AccountState> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: profileKeys.profile(userId),
      ProjectionExpression: 'closing_at',
      ConsistentRead: true,
    }),
  );
  if (!Item) return 'gone';
  return typeof Item.closing_at === 'string' ? 'closing' : 'open';
}

/**
 * The owner of the Profile item: every read and write of it goes through these, but for the
 * balance's own reads and writes (credits/balances.ts).
 */
export function createProfiles(table: TableClient, options: ProfilesOptions = {}) {
  const welcome = createWelcomeGrants(table);
  return {
    get: (userId: string): Promise<Profile | null> => get(table, userId),
    createWithWelcomeCredits: (newProfile: NewProfile) =>
      createWithWelcomeCredits(table, options, newProfile),
    /** A verified profile with any welcome credits it was owed granted (at most once, ever). */
    withWelcomeGranted: (profile: Profile, at: Date) =>
      withWelcomeGranted(table, welcome, profile, at),
    /** The welcome credits an unverified profile will be granted once it proves its email. */
    welcomeDue: (userId: string) => welcome.due(userId),
    markClosing: (userId: string, tombstoneId: string, at: Date) =>
      markClosing(table, userId, tombstoneId, at),
    stateOf: (userId: string) => stateOf(table, userId),
    /** The last step of an account's deletion. */
    remove: (userId: string) => profileItems.remove(table, userId),
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
