import {
  RECENT_SIGN_IN_MINUTES,
  type DeleteAccountRequest,
} from '../../shared/api/account-schemas';
import type { AccountState } from '../auth/profiles';
import { logger, type BusinessMetrics } from '../lib/observability';
import type { AccountCaller } from './account-caller';
import { AccountError } from './account-errors';
import type { PasswordCheck } from './user-pool-closure';

export interface AccountDeletionDeps {
  /** The profile: where the deletion stands, its mark (with the tombstone id), its removal. */
  profiles: {
    stateOf(userId: string): Promise<AccountState>;
    /** Marks the profile closing; the tombstone id it keeps, or null without a profile. */
    markClosing(userId: string, tombstoneId: string, at: Date): Promise<string | null>;
    remove(userId: string): Promise<void>;
  };
  userPool: {
    checkPassword(caller: AccountCaller, password: string): Promise<PasswordCheck>;
    deleteUser(username: string): Promise<void>;
  };
  /** payments/account-payments.ts: refuses while a payment may land, ends and keeps the rest. */
  payments: {
    refuseWhilePaying(userId: string): Promise<void>;
    close(userId: string, tombstoneId: string): Promise<void>;
  };
  /** The user's projects, each deleted as the projects function deletes one (site and all). */
  projects: {
    idsOf(userId: string): Promise<string[]>;
    remove(userId: string, projectId: string): Promise<void>;
  };
  /** Closes the live connections watching a project (their items name the user). */
  closeWatchers(userId: string, projectId: string): Promise<void>;
  /** credits/ledger.ts: moves the ledger under the tombstone id, anonymised. */
  ledger: { anonymiseAll(userId: string, tombstoneId: string): Promise<number> };
  /** Removes every item left in the user's partition but the profile. */
  removeAccountItems(userId: string): Promise<number>;
  clock: () => Date;
  /** An opaque id the account's payment records and ledger lines are kept under. */
  newTombstoneId: () => string;
  metrics: BusinessMetrics;
}

/** How many times the projects are listed again: one made while the first were deleted goes too. */
const PROJECT_ROUNDS = 3;

/**
 * The person confirms the deletion: a password account with its password (checked by signing in
 * with it, as this very user); one signed in through Google or GitHub by a sign-in made within
 * RECENT_SIGN_IN_MINUTES. Nothing has changed when this refuses.
 */
async function confirm(
  deps: AccountDeletionDeps,
  caller: AccountCaller,
  password: string | undefined,
  state: AccountState,
): Promise<void> {
  if (caller.federated) {
    const since = deps.clock().getTime() - RECENT_SIGN_IN_MINUTES * 60_000;
    if (caller.authTime === null || caller.authTime.getTime() < since) {
      throw new AccountError('signInAgain');
    }
    return;
  }
  if (!password) throw new AccountError('passwordRequired');
  const check = await deps.userPool.checkPassword(caller, password);
  if (check === 'tooManyAttempts') throw new AccountError('tooManyAttempts');
  // No pool user and no profile: the account is already gone, and deleting it again is done.
  if (check === 'noAccount' && state === 'gone') return;
  if (check !== 'correct') throw new AccountError('incorrectPassword');
}

/** Deletes every project (its site, versions, runs, code, uploads), listing them again after. */
async function removeProjects(deps: AccountDeletionDeps, userId: string): Promise<void> {
  for (let round = 0; round < PROJECT_ROUNDS; round += 1) {
    const ids = await deps.projects.idsOf(userId);
    if (ids.length === 0) return;
    for (const projectId of ids) {
      await deps.closeWatchers(userId, projectId);
      await deps.projects.remove(userId, projectId);
    }
  }
}

/**
 * Closes the account, in an order a retry completes after a crash anywhere (every step is safe to
 * repeat). The profile is marked closing first, with the tombstone id: from then on the account
 * starts nothing new (no project passes the balance check), and a retry needs no confirmation again
 * (it was given) and keeps the same tombstone. Then the payments (subscriptions ended at once,
 * orders and subscriptions kept as anonymous payment records), the projects with their sites and
 * uploads, the ledger moved under the tombstone, whatever else is left in the partition, the
 * pool's user, and last the profile: while it is there, the deletion can be asked for again.
 */
async function deleteAccount(
  deps: AccountDeletionDeps,
  caller: AccountCaller,
  request: DeleteAccountRequest,
): Promise<void> {
  const { userId } = caller;
  const state = await deps.profiles.stateOf(userId);
  if (state !== 'closing') {
    await confirm(deps, caller, request.password, state);
    await deps.payments.refuseWhilePaying(userId);
  }
  const tombstoneId =
    (await deps.profiles.markClosing(userId, deps.newTombstoneId(), deps.clock())) ??
    deps.newTombstoneId();
  await deps.payments.close(userId, tombstoneId);
  await removeProjects(deps, userId);
  const moved = await deps.ledger.anonymiseAll(userId, tombstoneId);
  const removed = await deps.removeAccountItems(userId);
  await deps.userPool.deleteUser(caller.username);
  await deps.profiles.remove(userId);
  deps.metrics.count('AccountsDeleted');
  logger.info('Account deleted', { ledgerLinesKept: moved, itemsRemoved: removed });
}

export function createAccountDeletion(deps: AccountDeletionDeps) {
  return {
    delete: (caller: AccountCaller, request: DeleteAccountRequest) =>
      deleteAccount(deps, caller, request),
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
