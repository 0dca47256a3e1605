import { ulid } from 'ulid';
import * as z from '../../shared/zod';
import { WELCOME_CREDITS } from '../../shared/constants';
import type { TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { welcomeKeys } from '../lib/table-keys';
import type { TransactionPart } from '../lib/transactions';
import { zeroTotals, type Totals } from './balances';
import { createCreditAccount } from './credit-account';
import { putLedgerEntry, type LedgerEntry } from './ledger';

const WELCOME_OPERATION = 'Welcome credits';

/** The sign-up grant (requirements §1: 20 free credits), the first entry of every ledger. */
export function welcomeEntry(userId: string, createdAt: Date): LedgerEntry {
  return {
    userId,
    id: ulid(createdAt.getTime()),
    type: 'welcome',
    amount: WELCOME_CREDITS,
    operation: WELCOME_OPERATION,
    status: 'completed',
    balanceAfter: WELCOME_CREDITS,
    createdAt,
  };
}

/**
 * The `WelcomeDue` item kind: an account whose welcome credits wait for its email to be proved.
 * Granting them deletes it in the grant's own transaction, so it is the grant's idempotency key.
 */
const dueItems = defineEntity({
  entity: 'WelcomeDue',
  key: welcomeKeys.due,
  schema: z.object({ credits: z.number().check(z.int(), z.positive()) }),
  toValue: (parsed) => parsed.credits,
});

/** The balance attributes a new profile item is created with. */
export type OpeningBalance = { credits: number } & Totals;

export interface WelcomeGrant {
  /** Goes onto the new profile item, in the same Put as the profile itself. */
  openingBalance: OpeningBalance;
  /**
   * The other part of the same transaction: the grant's ledger entry, or for an account that must
   * first prove its email, the mark that the grant is owed (granted by `grantIfDue`).
   */
  part: TransactionPart;
}

/**
 * The welcome grant, written in the transaction that creates the profile: the profile's Put
 * carries the opening balance and the ledger entry comes with it (the totals start at zero, as the
 * grant is neither spent, refunded nor purchased). An account that has to verify its email first
 * opens at zero with the grant owed instead: an address nobody proved is worth no credits, so
 * sign-ups with made-up addresses gain nothing. The profile's condition that no profile exists
 * yet makes the profile the idempotency key of either.
 */
export function welcomeGrant(
  tableName: string,
  userId: string,
  at: Date,
  { verified }: { verified: boolean },
): WelcomeGrant {
  if (verified) {
    return {
      openingBalance: { credits: WELCOME_CREDITS, ...zeroTotals() },
      part: putLedgerEntry(tableName, welcomeEntry(userId, at)),
    };
  }
  return {
    openingBalance: { credits: 0, ...zeroTotals() },
    part: dueItems.putNewPart(
      tableName,
      'welcomeDue',
      dueItems.item([userId], { credits: WELCOME_CREDITS }),
    ),
  };
}

/** The owed grant was granted meanwhile, by another call. */
class WelcomeNotDue extends Error {}

/**
 * Owed welcome grants: how many credits an account has waiting for its email to be proved, and
 * granting them once it is. The grant is a balance change like any other (its entry dated when
 * granted, so the ledger keeps time order) with the owed mark's deletion in its transaction: of
 * any number of calls, racing or retried after a crash, one grants.
 */
export function createWelcomeGrants(table: TableClient) {
  const account = createCreditAccount(table);
  return {
    /** The credits waiting for the account's email to be proved; 0 when none are. */
    due: async (userId: string): Promise<number> => (await dueItems.get(table, userId)) ?? 0,

    /** Grants the owed welcome credits; the balance after, or null when none were owed. */
    async grantIfDue(userId: string, at: Date): Promise<number | null> {
      const credits = await dueItems.get(table, userId);
      if (credits === null) return null;
      const owed = dueItems.removePart(
        table.tableName,
        'welcomeDue',
        [userId],
        { ConditionExpression: 'attribute_exists(PK)' },
        () => new WelcomeNotDue(),
      );
      try {
        const granted = await account.changeBalance({
          userId,
          entryId: ulid(at.getTime()),
          type: 'welcome',
          amount: credits,
          operation: WELCOME_OPERATION,
          at,
          alongside: [owed],
        });
        return granted.balanceAfter;
      } catch (error) {
        if (error instanceof WelcomeNotDue) return null;
        throw error;
      }
    },
  };
}

export type WelcomeGrants = ReturnType<typeof createWelcomeGrants>;
