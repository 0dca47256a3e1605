import type { TransactionRun } from '../../shared/api/credits-schemas';
import type { AgentName } from '../../shared/constants';
import type { RunQuote } from '../../shared/pricing';
import {
  createCreditAccount,
  type BalanceChangeResult,
  type CreditAccountOptions,
} from '../credits/credit-account';
import type { TableClient } from '../lib/dynamo-client';
import { businessMetrics, type BusinessMetrics } from '../lib/observability';
import { failedPartNamed, writeTogether, type TransactionPart } from '../lib/transactions';
import { ProjectError } from '../projects/project-errors';
import { acquireRunLock, releaseRunLock, runLockHeld, type RunLockKey } from '../projects/projects';
import { RUN_LEASE_MS } from '../lib/time-budget';
import { createRunSlots, TooManyRunsError } from './run-slots';

export const GENERATION_IN_PROGRESS_MESSAGE =
  'A generation is already running for this project. Please wait for it to finish.';

/** A second run on a project while one is under way. Nothing was written or debited. */
export class GenerationInProgressError extends Error {
  constructor(readonly projectId: string) {
    super(GENERATION_IN_PROGRESS_MESSAGE);
    this.name = 'GenerationInProgressError';
  }
}

/**
 * Why credits went back: a run that failed (at an agent, or before any), nothing to change, a
 * cancel, or agents of a finished run whose work left the page as it was.
 */
export type RefundReason =
  | { kind: 'failed'; agent: AgentName | null }
  | { kind: 'unchanged' }
  | { kind: 'cancelled' }
  | { kind: 'waited' }
  | { kind: 'idle'; agents: readonly AgentName[] };

function runLabel(run: TransactionRun, capitalised: boolean): string {
  const kind = capitalised ? (run.kind === 'build' ? 'Build' : 'Edit') : run.kind;
  // Which edit: its first words, so a page of edits to one project tells them apart.
  const which = run.kind === 'edit' && run.message ? ` “${run.message}”` : '';
  return `${kind}${which} of "${run.project_name}"`;
}

/** The longest quote of an edit's message a ledger line carries, in characters. */
const EDIT_QUOTE_MAX = 48;

/** An edit's first words for its ledger line: whole words, "…" when cut. */
export function editQuote(message: string): string {
  const words = message.trim().replace(/\s+/g, ' ').split(' ');
  let quote = '';
  for (const word of words) {
    const next = quote ? `${quote} ${word}` : word;
    if ([...next].length > EDIT_QUOTE_MAX) break;
    quote = next;
  }
  // One long word: its first characters.
  if (!quote) quote = [...(words[0] ?? '')].slice(0, EDIT_QUOTE_MAX).join('');
  return quote.length < message.trim().replace(/\s+/g, ' ').length ? `${quote}…` : quote;
}

/** The ledger's words for a run's debit: build or edit, which project, which agents. */
export function spendOperation(run: TransactionRun): string {
  return `${runLabel(run, true)} (${run.agents.join(', ')})`;
}

/** The ledger's words for a run's refund, with its reason. */
export function refundOperation(run: TransactionRun, reason: RefundReason): string {
  const label = runLabel(run, false);
  switch (reason.kind) {
    case 'failed':
      return reason.agent
        ? `Refund: ${label} failed at the ${reason.agent} agent`
        : `Refund: ${label} could not start`;
    case 'unchanged':
      return `Refund: ${label} left the page unchanged`;
    case 'cancelled':
      return `Refund: ${label} was cancelled`;
    case 'waited':
      return `Refund: ${label} found no free builder in time`;
    case 'idle':
      return `Refund: ${reason.agents.join(' and ')} changed nothing in the ${label}`;
  }
}

export interface IdleRefundRequest {
  userId: string;
  generationId: string;
  /** The credits of the agents that changed nothing, as quoted. */
  amount: number;
  agents: readonly AgentName[];
  run?: TransactionRun;
  at: Date;
}

export interface StartGenerationRequest extends RunLockKey {
  quote: RunQuote;
  /** What the debit is for, recorded on its ledger entry. */
  run: TransactionRun;
  at: Date;
  /** More writes of the start (the run's record, its owed start), with the debit or not at all. */
  with?: readonly TransactionPart[];
  /**
   * The writes of the run queued instead (its record saying so), for when every place of the
   * account is held: it is debited, holds its project and waits for a place (`admitWaiting`).
   * Without them a full account is refused.
   */
  queued?: readonly TransactionPart[];
}

export interface StartedGeneration {
  newBalance: number;
  /** False when this generation id had already started: a retry, nothing debited again. */
  applied: boolean;
  /** The run was queued (with `queued`): every place of the account is held. */
  waiting: boolean;
}

export interface FailGenerationRequest extends RunLockKey {
  /** What the run did not use (see `unusedCredits`); given back with a refund entry. */
  unusedCredits: number;
  /** The run, as its debit recorded it (absent for runs started before runs were recorded). */
  run?: TransactionRun;
  reason: RefundReason;
  at: Date;
}

export interface FailedGeneration {
  refunded: number;
  /** The balance right after the refund (the current one when nothing was refunded). */
  newBalance: number | null;
  /** Whether this call freed the project (false when the run no longer held it). */
  released: boolean;
}

export interface GenerationRunsOptions extends CreditAccountOptions {
  leaseMs?: number;
  /** @default the function's metrics (CreditsSpent, CreditsRefunded, BuildsRefunded, ...) */
  metrics?: BusinessMetrics;
}

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * Generation ids are ULIDs: they key the ledger entries (which then sort by time), name the state
 * machine's execution, and must never carry the key separator `#`.
 */
function assertGenerationId(generationId: string): void {
  if (!ULID.test(generationId)) throw new Error(`Generation id ${generationId} is not a ULID`);
}

/** Counted once, by the call whose transaction gave the credits back (a retry finds it done). */
function countRefundIn(
  metrics: BusinessMetrics,
  refunded: BalanceChangeResult | null,
  reason: RefundReason,
): void {
  if (!refunded?.applied) return;
  // A finished run's idle agents are not a refunded build.
  if (reason.kind !== 'idle') metrics.count('BuildsRefunded');
  metrics.count('CreditsRefunded', refunded.entry.amount);
  if (reason.kind === 'unchanged') metrics.count('EditsRefundedUnchanged');
}

/** The lock was no longer this run's (a refund then goes ahead without the release). */
export class RunLockNotHeld extends Error {
  constructor() {
    super('The run no longer holds its project: it was deleted, or the run outlived its lease');
    this.name = 'RunLockNotHeld';
  }
}

/** Frees the project's run lock; false when the run no longer held it. */
async function releaseLock(table: TableClient, key: RunLockKey): Promise<boolean> {
  const parts = [releaseRunLock(table.tableName, key)];
  try {
    await writeTogether(table, parts);
    return true;
  } catch (error) {
    if (failedPartNamed(error, parts, 'runLock')) return false;
    throw error;
  }
}

/** `refundIdle` of createGenerationRuns, on its credit account. */
async function refundIdle(
  credits: ReturnType<typeof createCreditAccount>,
  countRefund: (refunded: BalanceChangeResult | null, reason: RefundReason) => void,
  request: IdleRefundRequest,
): Promise<number | null> {
  const { amount, agents, run, at, userId, generationId } = request;
  assertGenerationId(generationId);
  if (amount === 0 || agents.length === 0) return credits.balanceOf(userId);
  const reason: RefundReason = { kind: 'idle', agents };
  const result = await credits.refundCredits({
    userId,
    generationId,
    amount,
    reason: run ? refundOperation(run, reason) : 'Refund: agents that changed nothing',
    ...(run === undefined ? {} : { run }),
    at,
  });
  countRefund(result, reason);
  return result?.balanceAfter ?? (await credits.balanceOf(userId));
}

/** What a start uses: the account, its places, and the lease it takes the project for. */
interface StartDeps {
  table: TableClient;
  credits: ReturnType<typeof createCreditAccount>;
  slots: ReturnType<typeof createRunSlots>;
  metrics: BusinessMetrics;
  leaseMs: number;
}

/** `startGeneration` of createGenerationRuns. */
async function startGeneration(
  { table, credits, slots, metrics, leaseMs }: StartDeps,
  request: StartGenerationRequest,
): Promise<StartedGeneration> {
  const { tableName } = table;
  const { quote, run, at, with: extra = [], queued, ...key } = request;
  assertGenerationId(key.generationId);
  const debit = (place: TransactionPart | null, writes: readonly TransactionPart[]) =>
    credits.reserveCredits({
      userId: key.userId,
      generationId: key.generationId,
      amount: quote.total,
      operation: spendOperation(run),
      run,
      at,
      alongside: [
        {
          ...acquireRunLock(tableName, key, at, leaseMs),
          refused: (project) =>
            project === undefined || project.deleting !== undefined
              ? new ProjectError('notFound')
              : new GenerationInProgressError(key.projectId),
        },
        ...(place ? [place] : []),
        ...writes.map((part) => ({
          ...part,
          refused: () => new Error(`Generation ${key.generationId} was started before`),
        })),
      ],
    });
  let waiting = false;
  let result: BalanceChangeResult;
  try {
    result = await slots.holding(key, at, (place) => debit(place, extra));
  } catch (error) {
    if (!(error instanceof TooManyRunsError) || !queued) throw error;
    waiting = true;
    result = await debit(null, queued);
  }
  if (result.applied) metrics.count('CreditsSpent', quote.total);
  return { newBalance: result.balanceAfter, applied: result.applied, waiting };
}

/**
 * The money and the project lock of a generation, each step ONE transaction:
 *
 * - start: debit the quote (`credits >= total`), write the 'spend' entry keyed by the generation
 *   id, and take the project's run lock and one of the account's places for runs at once
 *   (run-slots.ts); on a full account, the same with the run queued instead of a place (or
 *   nothing, for a caller that cannot queue). A refused lock debits nothing; a short balance
 *   locks nothing; a retried start debits nothing more.
 * - admit: a queued run takes a place, while it still holds its project.
 * - fail: refund the unused credits with a 'refund' entry keyed `{generationId}#refund` (never
 *   more than the debit) and release the lock, together. If the run no longer holds the lock (the
 *   project was deleted meanwhile, or the lease expired and another run took it), the refund is
 *   still made, alone.
 * - finish: release the lock (all credits were used).
 * Both ends give the account's place back after their transaction.
 */
export function createGenerationRuns(table: TableClient, options: GenerationRunsOptions = {}) {
  const { tableName } = table;
  const credits = createCreditAccount(table, options);
  const leaseMs = options.leaseMs ?? RUN_LEASE_MS;
  const metrics = options.metrics ?? businessMetrics;
  const slots = createRunSlots(table, leaseMs);

  const countRefund = (refunded: BalanceChangeResult | null, reason: RefundReason) =>
    countRefundIn(metrics, refunded, reason);

  const release = (key: RunLockKey) => releaseLock(table, key);

  return {
    /**
     * Throws ProjectError('notFound') for a project the caller does not have (another user's
     * included) or one being deleted, GenerationInProgressError while another run holds it, and
     * InsufficientCreditsError when the balance is below the quote; in each case nothing is written.
     */
    startGeneration: (request: StartGenerationRequest) =>
      startGeneration({ table, credits, slots, metrics, leaseMs }, request),

    /**
     * A queued run takes one of its account's places, if one is free (false while every place is
     * held); RunLockNotHeld when its project is being deleted or is no longer its.
     */
    async admitWaiting(key: RunLockKey, at: Date): Promise<boolean> {
      const holds = { ...runLockHeld(tableName, key), refused: () => new RunLockNotHeld() };
      try {
        await slots.holding(key, at, (place) => writeTogether(table, [place, holds]));
        return true;
      } catch (error) {
        if (error instanceof TooManyRunsError) return false;
        throw error;
      }
    },

    /** Frees the project and the account's place after a successful run. Safe to repeat. */
    async finishGeneration(key: RunLockKey): Promise<{ released: boolean }> {
      const released = await release(key);
      await slots.release(key.userId, key.generationId);
      return { released };
    },

    /**
     * Gives back the credits of a finished run's agents whose work left the page as it was, with
     * the run's one refund entry (`{generationId}#refund`: a finished run has no other refund).
     * Safe to repeat; nothing to give back writes nothing. Answers the balance after it.
     */
    refundIdle: (request: IdleRefundRequest) => refundIdle(credits, countRefund, request),

    /** Gives back the account's place the run held (the version's save freed the project). */
    releaseSlot: (userId: string, generationId: string) => slots.release(userId, generationId),

    /**
     * Gives back what a failed run did not use, frees the project, then the account's place.
     * Safe to repeat.
     */
    async failGeneration(request: FailGenerationRequest): Promise<FailedGeneration> {
      const failed = await refundAndRelease(request);
      await slots.release(request.userId, request.generationId);
      return failed;
    },
  };

  async function refundAndRelease(request: FailGenerationRequest): Promise<FailedGeneration> {
    const { unusedCredits, run, reason, at, ...key } = request;
    assertGenerationId(key.generationId);
    if (unusedCredits === 0) {
      const released = await release(key);
      return { refunded: 0, newBalance: await credits.balanceOf(key.userId), released };
    }
    const refund = {
      userId: key.userId,
      generationId: key.generationId,
      amount: unusedCredits,
      reason: run ? refundOperation(run, reason) : 'Refund: website generation failed',
      ...(run === undefined ? {} : { run }),
      at,
    };
    try {
      const result = await credits.refundCredits({
        ...refund,
        alongside: [{ ...releaseRunLock(tableName, key), refused: () => new RunLockNotHeld() }],
      });
      countRefund(result, reason);
      return {
        refunded: unusedCredits,
        newBalance: result?.balanceAfter ?? null,
        released: result?.applied ?? false,
      };
    } catch (error) {
      if (!(error instanceof RunLockNotHeld)) throw error;
      const result = await credits.refundCredits(refund);
      countRefund(result, reason);
      return {
        refunded: unusedCredits,
        newBalance: result?.balanceAfter ?? null,
        released: false,
      };
    }
  }
}

export type GenerationRuns = ReturnType<typeof createGenerationRuns>;
