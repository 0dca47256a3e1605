import { ulid } from 'ulid';
import { WELCOME_CREDITS } from '../../shared/constants';
import type { TransactionPart } from '../lib/transactions';
import { zeroTotals, type Totals } from './balances';
import { putLedgerEntry, type LedgerEntry } from './ledger';

/** The sign-up grant (requirements §1: 20 free credits), the first entry of every ledger. */
export function welcomeEntry(userId: string, createdAt: Date): LedgerEntry {
  return {
    userId,
    id: ulid(createdAt.getTime()),
    type: 'welcome',
    amount: WELCOME_CREDITS,
    operation: 'Welcome credits',
    status: 'completed',
    balanceAfter: WELCOME_CREDITS,
    createdAt,
  };
}

/** The balance attributes a new profile item is created with. */
export type OpeningBalance = { credits: number } & Totals;

export interface WelcomeGrant {
  /** Goes onto the new profile item, in the same Put as the profile itself. */
  openingBalance: OpeningBalance;
  /** The grant's ledger entry, a part of the same transaction. */
  ledgerEntry: TransactionPart;
}

/**
 * The welcome grant, written in the transaction that creates the profile: the profile's Put
 * carries the opening balance (the welcome credits; the totals start at zero, as the grant is
 * neither spent, refunded nor purchased) and the ledger entry comes with it. The profile's
 * condition that no profile exists yet makes the profile the grant's idempotency key.
 */
export function welcomeGrant(tableName: string, userId: string, at: Date): WelcomeGrant {
  return {
    openingBalance: { credits: WELCOME_CREDITS, ...zeroTotals() },
    ledgerEntry: putLedgerEntry(tableName, welcomeEntry(userId, at)),
  };
}
