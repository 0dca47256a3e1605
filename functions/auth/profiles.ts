import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import type { User } from '../../shared/api/auth-schemas';
import { WELCOME_CREDITS } from '../../shared/constants';
import { zeroTotals } from '../credits/credit-totals';
import { putLedgerEntry, welcomeEntry } from '../credits/ledger';
import type { TableClient } from '../lib/dynamo-client';
import { failedConditionAt, wasTransactionConflict } from '../lib/errors';

/** A user's profile: who they are to the product, and their credit balance. */
export interface Profile {
  /** The user pool's `sub`: the only user id the product knows. */
  userId: string;
  username: string;
  email: string;
  credits: number;
  photoUrl: string | null;
  createdAt: Date;
}

export type NewProfile = Omit<Profile, 'credits'>;

export const profileKeys = {
  profile: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
};

const profileItemSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  email: z.string(),
  credits: z.number().int().nonnegative(),
  photo_url: z.string().nullable().optional(),
  created_at: z.iso.datetime(),
});

function toItem(profile: Profile) {
  return {
    ...profileKeys.profile(profile.userId),
    entity: 'Profile',
    user_id: profile.userId,
    username: profile.username,
    email: profile.email,
    credits: profile.credits,
    photo_url: profile.photoUrl,
    created_at: profile.createdAt.toISOString(),
  };
}

function fromItem(item: Record<string, unknown>): Profile {
  const parsed = profileItemSchema.parse(item);
  return {
    userId: parsed.user_id,
    username: parsed.username,
    email: parsed.email,
    credits: parsed.credits,
    photoUrl: parsed.photo_url ?? null,
    createdAt: new Date(parsed.created_at),
  };
}

/** The contract's User (spec §3): the id is the user pool's `sub`. */
export function toUser(profile: Profile): User {
  return {
    id: profile.userId,
    username: profile.username,
    email: profile.email,
    credits: profile.credits,
    photo_url: profile.photoUrl,
  };
}

export interface ProfilesOptions {
  /** Attempts when concurrent transactions on the same items make DynamoDB cancel ours. */
  maxAttempts?: number;
  pause?: (attempt: number) => Promise<void>;
}

const PROFILE_ACTION = 0;

function jitteredPause(attempt: number): Promise<void> {
  const ms = Math.random() * 25 * 2 ** attempt;
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createProfiles(
  { documents, tableName }: TableClient,
  { maxAttempts = 5, pause = jitteredPause }: ProfilesOptions = {},
) {
  async function get(userId: string): Promise<Profile | null> {
    const { Item } = await documents.send(
      new GetCommand({
        TableName: tableName,
        Key: profileKeys.profile(userId),
        ConsistentRead: true,
      }),
    );
    return Item ? fromItem(Item) : null;
  }

  return {
    get,

    /**
     * Creates the profile with the welcome credits and their ledger entry, all in one
     * transaction that only succeeds while no profile exists: however many first sign-ins race,
     * one profile is created, credited once, with one entry. The profile is the welcome grant's
     * idempotency key. Resolves to the stored profile, whoever created it.
     */
    async createWithWelcomeCredits(newProfile: NewProfile): Promise<Profile> {
      const profile: Profile = { ...newProfile, credits: WELCOME_CREDITS };
      const entry = welcomeEntry(profile.userId, profile.createdAt);
      for (let attempt = 1; ; attempt += 1) {
        try {
          await documents.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Put: {
                    TableName: tableName,
                    // The ledger's totals start at zero: the welcome grant is neither spent,
                    // refunded nor purchased (credits/credit-totals.ts).
                    Item: { ...toItem(profile), ...zeroTotals() },
                    ConditionExpression: 'attribute_not_exists(PK)',
                  },
                },
                putLedgerEntry(tableName, entry),
              ],
            }),
          );
          return profile;
        } catch (error) {
          if (failedConditionAt(error, PROFILE_ACTION)) {
            const existing = await get(profile.userId);
            if (existing) return existing;
          }
          if (!wasTransactionConflict(error) || attempt >= maxAttempts) throw error;
          await pause(attempt);
        }
      }
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
