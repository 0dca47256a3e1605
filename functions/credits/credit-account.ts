import type { TransactionRun, TransactionType } from '../../shared/api/credits-schemas';
import type { TableClient } from '../lib/dynamo-client';
import {
  failedParts,
  wasTransactionConflict,
  writeTogether,
  type TransactionPart,
} from '../lib/transactions';
import {
  balanceIn,
  balanceUpdate,
  createBalances,
  hasTotals,
  type AccountBalance,
  type Balances,
} from './balances';
import { createCreditTotals, type CreditTotals } from './credit-totals';
import {
  createLedger,
  generationEntryIds,
  ledgerEntryAbsent,
  putLedgerEntry,
  spendCovers,
  type Ledger,
  type LedgerEntry,
} from './ledger';

export type { AccountBalance } from './balances';

export const INSUFFICIENT_CREDITS_MESSAGE = 'Insufficient credits. Please buy more credits.';

/** A debit the balance cannot cover. Nothing was written. */
export class InsufficientCreditsError extends Error {
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(INSUFFICIENT_CREDITS_MESSAGE);
    this.name = 'InsufficientCreditsError';
  }
}

/** A refund larger than the debit it gives back, or for a debit that was never made. */
export class RefundExceedsSpendError extends Error {
  constructor(readonly generationId: string) {
    super(`A refund for ${generationId} must follow its debit and not exceed it`);
    this.name = 'RefundExceedsSpendError';
  }
}

/** The same entry id was used before for a different change: a bug in the caller, never retried. */
export class LedgerEntryConflictError extends Error {
  constructor(readonly entryId: string) {
    super(`Ledger entry ${entryId} already records a different change`);
    this.name = 'LedgerEntryConflictError';
  }
}

/**
 * Writes that must happen with a balance change or not at all (a project's run lock, say), each
 * with the error its failed condition stands for.
 */
export type Alongside = readonly TransactionPart[];

export interface BalanceChange {
  userId: string;
  /** The idempotency key: a change with an id already in the ledger is never applied again. */
  entryId: string;
  type: TransactionType;
  /** Positive adds credits, negative spends them. */
  amount: number;
  operation: string;
  at: Date;
  /** Recorded on the entry: what it settles outside the ledger (a purchase's order id). */
  reference?: string;
  /** Recorded on the entry: the generation it paid for or gave back. */
  run?: TransactionRun;
  alongside?: Alongside;
}

export const ACCOUNT_BUSY_MESSAGE =
  'Your account is busy with other payments and builds right now. Please try again in a moment.';

/**
 * Other writes kept moving the balance through every attempt: nothing was written, nothing
 * taken. The caller says so and the user tries again.
 */
export class AccountBusyError extends Error {
  constructor(
    readonly userId: string,
    override readonly cause: unknown,
  ) {
    super(ACCOUNT_BUSY_MESSAGE);
    this.name = 'AccountBusyError';
  }
}

export interface BalanceChangeResult {
  entry: LedgerEntry;
  balanceAfter: number;
  /** False when the entry was already there: a retry, answered with the first attempt's result. */
  applied: boolean;
}

export interface CreditAccountOptions {
  /** Attempts while other writes keep moving the balance between our read and our write. */
  maxAttempts?: number;
  pause?: (attempt: number) => Promise<void>;
}

function jitteredPause(attempt: number): Promise<void> {
  const ms = Math.random() * 10 * 2 ** Math.min(attempt, 6);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function positiveCredits(amount: number, what: string): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new RangeError(`${what} must be a positive whole number of credits, got ${amount}`);
  }
}

export interface ReserveRequest {
  userId: string;
  generationId: string;
  amount: number;
  operation: string;
  run?: TransactionRun;
  at: Date;
  alongside?: Alongside;
}

export interface RefundRequest {
  userId: string;
  generationId: string;
  amount: number;
  reason: string;
  run?: TransactionRun;
  at: Date;
  alongside?: Alongside;
}

/** What a change does, worked out from the balance an attempt read. */
interface PlannedChange {
  /** The ledger entries it writes, in order, each with its exact balance after. */
  entries: LedgerEntry[];
  /** The monthly bucket after the change. */
  monthlyAfter: number;
  /** The most the change takes away: the balance must cover it. */
  debit: number;
}

/** A change written (as planned from the balance read), or a replay of one already written. */
type Applied = { plan: PlannedChange } | { replayed: BalanceChangeResult };

/**
 * Replacing the monthly bucket: a subscription's renewal (the new month's credits, `grant`) or its
 * end (no grant). Whatever is left of the old bucket expires first, with an entry of its own.
 */
export interface MonthlyReplacement {
  userId: string;
  grant: { amount: number; operation: string; reference?: string } | null;
  expiryOperation: string;
  at: Date;
  /** A fresh ULID per entry, so the history keeps time order. */
  newId: () => string;
  /** The subscription's own record moves with it; its condition is what makes this happen once. */
  alongside: Alongside;
}

/** What the account's functions work with: the owners of the balance and the ledger. */
interface AccountDeps {
  tableName: string;
  table: TableClient;
  balances: Balances;
  ledger: Ledger;
  totals: CreditTotals;
  maxAttempts: number;
  pause: (attempt: number) => Promise<void>;
}

/** How `apply` answers what it cannot write: a replay of the same change, or a short balance. */
interface ApplyHandlers {
  alongside?: Alongside;
  replay?: () => Promise<BalanceChangeResult>;
  short: (needed: number, balance: AccountBalance | null) => Error;
}

/** The balance, with the totals backfilled first if the profile has none yet. */
async function balanceWithTotals(
  deps: AccountDeps,
  userId: string,
): Promise<AccountBalance | null> {
  const account = await deps.balances.accountWithTotals(userId);
  if (!account) return null;
  if (!account.hasTotals) await deps.totals.backfill(userId);
  return { credits: account.credits, monthly: account.monthly };
}

async function alreadyRecorded(
  deps: AccountDeps,
  change: BalanceChange,
): Promise<BalanceChangeResult> {
  const entry = await deps.ledger.get(change.userId, change.entryId);
  if (!entry || entry.amount !== change.amount || entry.type !== change.type) {
    throw new LedgerEntryConflictError(change.entryId);
  }
  return { entry, balanceAfter: entry.balanceAfter, applied: false };
}

/**
 * The transaction of one attempt: the profile's balance update (conditioned on the balance the
 * plan was made from), the ledger entries, and whatever must happen with them. An entry already
 * known to be short is only checked for absence (its balance after would be negative and fail its
 * schema), so a replay is still recognised first.
 */
function partsOf(
  deps: AccountDeps,
  userId: string,
  seen: AccountBalance | null,
  plan: PlannedChange,
  alongside: Alongside,
): TransactionPart[] {
  return [
    balanceUpdate(deps.tableName, { userId, seen, ...plan }),
    ...plan.entries.map((entry) =>
      entry.balanceAfter >= 0
        ? putLedgerEntry(deps.tableName, entry)
        : ledgerEntryAbsent(deps.tableName, entry),
    ),
    ...alongside,
  ];
}

/**
 * Writes a change planned from the balance each attempt reads, retrying while other writes move
 * the balance (the profile's condition then fails, and its old image is the balance to plan from
 * next). An entry id already in the ledger is a replay; a companion write's failed condition is
 * its own error; a balance that cannot cover the debit is `short`.
 */
async function apply(
  deps: AccountDeps,
  userId: string,
  planFrom: (seen: AccountBalance) => PlannedChange,
  handlers: ApplyHandlers,
): Promise<Applied> {
  let seen = await balanceWithTotals(deps, userId);
  for (let attempt = 1; ; attempt += 1) {
    // With no profile the condition still runs (and fails), so a replay or a refused companion
    // write is reported as such rather than as a missing balance.
    const plan = planFrom(seen ?? { credits: 0, monthly: 0 });
    const parts = partsOf(deps, userId, seen, plan, handlers.alongside ?? []);
    try {
      await writeTogether(
        deps.table,
        parts.map(({ refused: _, ...part }) => part),
      );
      return { plan };
    } catch (error) {
      const failed = failedParts(error, parts);
      if (failed.some(({ part }) => part.name === 'ledgerEntry')) {
        if (handlers.replay) return { replayed: await handlers.replay() };
        throw new LedgerEntryConflictError(plan.entries[0]?.id ?? '?');
      }
      const companion = failed.find(({ part }) => part.name !== 'balance' && part.refused);
      if (companion?.part.refused) throw companion.part.refused(companion.item);
      const balance = failed.find(({ part }) => part.name === 'balance');
      if (balance) {
        const current = balanceIn(balance.item);
        if (current === null) throw handlers.short(plan.debit, null);
        if (current.credits < plan.debit) throw handlers.short(plan.debit, current);
        if (!hasTotals(balance.item)) await deps.totals.backfill(userId);
        seen = current;
      } else if (!wasTransactionConflict(error)) {
        throw error;
      }
      if (attempt >= deps.maxAttempts) throw new AccountBusyError(userId, error);
      await deps.pause(attempt);
      if (!balance) seen = await balanceWithTotals(deps, userId);
    }
  }
}

function entryOf(change: BalanceChange, balanceAfter: number, monthlyAmount: number): LedgerEntry {
  return {
    userId: change.userId,
    id: change.entryId,
    type: change.type,
    amount: change.amount,
    operation: change.operation,
    status: 'completed',
    balanceAfter,
    createdAt: change.at,
    ...(change.reference === undefined ? {} : { reference: change.reference }),
    ...(monthlyAmount === 0 ? {} : { monthlyAmount }),
    ...(change.run === undefined ? {} : { run: change.run }),
  };
}

/**
 * Applies one balance change with its ledger entry. A debit draws on the monthly bucket first;
 * `monthlyCredit` is how much of a credit goes back into it (a refund of monthly credits).
 */
async function changeBalance(
  deps: AccountDeps,
  change: BalanceChange,
  monthlyCredit = 0,
): Promise<BalanceChangeResult> {
  const applied = await apply(
    deps,
    change.userId,
    (seen) => {
      const monthlyAmount =
        change.amount < 0 ? -Math.min(seen.monthly, -change.amount) : monthlyCredit;
      return {
        entries: [entryOf(change, seen.credits + change.amount, monthlyAmount)],
        monthlyAfter: seen.monthly + monthlyAmount,
        debit: Math.max(0, -change.amount),
      };
    },
    {
      ...(change.alongside ? { alongside: change.alongside } : {}),
      replay: () => alreadyRecorded(deps, change),
      short: (needed, balance) =>
        change.amount < 0
          ? new InsufficientCreditsError(needed, balance?.credits ?? 0)
          : new Error(`User ${change.userId} has no profile to credit`),
    },
  );
  if ('replayed' in applied) return applied.replayed;
  const [entry] = applied.plan.entries;
  if (!entry) throw new Error('A balance change writes one entry');
  return { entry, balanceAfter: entry.balanceAfter, applied: true };
}

/**
 * Debits `amount` for a generation, with a 'spend' entry whose id is the generation id. A retry
 * with the same generation id never debits twice: it resolves to the first result
 * (`applied: false`). A short balance throws InsufficientCreditsError and writes nothing.
 */
async function reserveCredits(
  deps: AccountDeps,
  request: ReserveRequest,
): Promise<BalanceChangeResult> {
  positiveCredits(request.amount, 'A debit');
  return changeBalance(deps, {
    userId: request.userId,
    entryId: generationEntryIds.spend(request.generationId),
    type: 'spend',
    amount: -request.amount,
    operation: request.operation,
    ...(request.run === undefined ? {} : { run: request.run }),
    at: request.at,
    ...(request.alongside ? { alongside: request.alongside } : {}),
  });
}

/**
 * Gives back `amount` of a generation's debit with a 'refund' entry keyed `{generationId}#refund`:
 * a retried refund never credits twice, and a refund needs the debit and cannot exceed it. What
 * the debit drew from the monthly bucket goes back into it (into the current month's, should the
 * bucket have been renewed in between). Nothing to refund (0) writes nothing and resolves to null.
 */
async function refundCredits(
  deps: AccountDeps,
  request: RefundRequest,
): Promise<BalanceChangeResult | null> {
  if (request.amount === 0) return null;
  positiveCredits(request.amount, 'A refund');
  const spend = await deps.ledger.get(
    request.userId,
    generationEntryIds.spend(request.generationId),
  );
  const drawn = Math.min(request.amount, -(spend?.monthlyAmount ?? 0));
  const covers = spendCovers(
    deps.tableName,
    request,
    () => new RefundExceedsSpendError(request.generationId),
  );
  return changeBalance(
    deps,
    {
      userId: request.userId,
      entryId: generationEntryIds.refund(request.generationId),
      type: 'refund',
      amount: request.amount,
      operation: request.reason,
      ...(request.run === undefined ? {} : { run: request.run }),
      at: request.at,
      alongside: [covers, ...(request.alongside ?? [])],
    },
    drawn,
  );
}

/**
 * Replaces the monthly bucket (see MonthlyReplacement): one 'expiry' entry for what was left of
 * it, when anything was, then one 'subscription' entry for the new grant, when there is one, in
 * the same transaction as the profile and the alongside writes. Purchased and welcome credits are
 * untouched.
 */
async function replaceMonthlyCredits(
  deps: AccountDeps,
  replacement: MonthlyReplacement,
): Promise<void> {
  const { userId, grant, at } = replacement;
  if (grant) positiveCredits(grant.amount, 'A monthly grant');
  const expiryId = replacement.newId();
  const grantId = replacement.newId();
  await apply(
    deps,
    userId,
    (seen) => {
      const entries: LedgerEntry[] = [];
      let balance = seen.credits;
      if (seen.monthly > 0) {
        balance -= seen.monthly;
        const expiry = {
          userId,
          entryId: expiryId,
          type: 'expiry' as const,
          amount: -seen.monthly,
          operation: replacement.expiryOperation,
          at,
        };
        entries.push(entryOf(expiry, balance, -seen.monthly));
      }
      if (grant) {
        balance += grant.amount;
        const granted = {
          userId,
          entryId: grantId,
          type: 'subscription' as const,
          amount: grant.amount,
          operation: grant.operation,
          at,
          reference: grant.reference,
        };
        entries.push(entryOf(granted, balance, grant.amount));
      }
      return { entries, monthlyAfter: grant?.amount ?? 0, debit: seen.monthly };
    },
    {
      alongside: replacement.alongside,
      short: () => new Error(`User ${userId} has no profile to credit`),
    },
  );
}

/**
 * A user's balance and ledger, changed together. Every change is ONE TransactWriteItems: the
 * profile's balance update (balances.ts `balanceUpdate`: an optimistic lock on the balance read,
 * which must cover the debit), the ledger entries (each id usable once: the idempotency key of the
 * change it records), and whatever must happen with it (`alongside`). If anything moved the
 * balance in between, the transaction is cancelled and retried with the balance DynamoDB returns
 * as the failed condition's old image, so each entry's `balance_after` is exactly the balance the
 * write leaves. A profile without its totals yet gets them from its ledger first.
 *
 * The balance has two parts: `monthly_credits`, a subscription's credits for the current period,
 * replaced at each renewal (what is left expires, with an 'expiry' entry), and the rest (welcome
 * and purchased credits), which never expires. Spending draws on the monthly part first; a refund
 * gives back to it what its spend drew from it. So `0 <= monthly <= credits`.
 */
export function createCreditAccount(
  table: TableClient,
  { maxAttempts = 12, pause = jitteredPause }: CreditAccountOptions = {},
) {
  const deps: AccountDeps = {
    tableName: table.tableName,
    table,
    balances: createBalances(table),
    ledger: createLedger(table),
    totals: createCreditTotals(table),
    maxAttempts,
    pause,
  };
  return {
    /** The balance as the user sees it now; null without a profile. */
    balanceOf: async (userId: string) => (await deps.balances.accountOf(userId))?.credits ?? null,
    /** The balance and its monthly part, as the user sees them now. */
    accountOf: (userId: string) => deps.balances.accountOf(userId),
    changeBalance: (change: BalanceChange) => changeBalance(deps, change),
    /**
     * Adds to the monthly bucket (an upgrade's share of the new plan's credits for the rest of the
     * period) with a 'subscription' entry: they expire with the bucket at renewal.
     */
    addMonthlyCredits: (change: Omit<BalanceChange, 'type'>) => {
      positiveCredits(change.amount, 'A monthly grant');
      return changeBalance(deps, { ...change, type: 'subscription' }, change.amount);
    },
    reserveCredits: (request: ReserveRequest) => reserveCredits(deps, request),
    refundCredits: (request: RefundRequest) => refundCredits(deps, request),
    replaceMonthlyCredits: (replacement: MonthlyReplacement) =>
      replaceMonthlyCredits(deps, replacement),
  };
}

export type CreditAccount = ReturnType<typeof createCreditAccount>;
