import { describe, expect, it } from 'vitest';
import { recordedMetrics } from '../../testing/recorded-metrics';
import type { AccountState } from '../auth/profiles';
import { PaymentError } from '../payments/payment-errors';
import type { AccountCaller } from './account-caller';
import { createAccountDeletion, type AccountDeletionDeps } from './account-deletion';
import { AccountError } from './account-errors';
import type { PasswordCheck } from './user-pool-closure';

const NOW = new Date('2026-12-05T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

const passwordUser: AccountCaller = {
  userId: 'sub-1',
  username: 'asha@example.com',
  federated: false,
  authTime: minutesAgo(50),
};
const googleUser: AccountCaller = {
  userId: 'sub-2',
  username: 'google_123',
  federated: true,
  authTime: minutesAgo(1),
};

interface World {
  state: AccountState;
  tombstone: string | null;
  password: PasswordCheck;
  projects: string[][];
  paying: boolean;
  /** A step that fails once, as a crash there would stop the deletion. */
  crashAt: string | null;
}

/** The deletion's collaborators as a record of the steps taken, in order. */
function fakeDeps(world: Partial<World> = {}) {
  const state: World = {
    state: 'open',
    tombstone: null,
    password: 'correct',
    projects: [['p1', 'p2'], []],
    paying: false,
    crashAt: null,
    ...world,
  };
  const steps: string[] = [];
  const step = async (name: string) => {
    steps.push(name);
    if (state.crashAt === name) {
      state.crashAt = null;
      throw new Error(`crashed at ${name}`);
    }
  };
  const recorded = recordedMetrics();
  const deps: AccountDeletionDeps = {
    profiles: {
      stateOf: async () => state.state,
      markClosing: async (_userId, tombstoneId) => {
        await step('markClosing');
        if (state.state === 'gone') return null;
        state.state = 'closing';
        state.tombstone ??= tombstoneId;
        return state.tombstone;
      },
      remove: async () => {
        await step('removeProfile');
        state.state = 'gone';
      },
    },
    userPool: {
      checkPassword: async () => {
        await step('checkPassword');
        return state.password;
      },
      deleteUser: (username) => step(`deleteUser ${username}`),
    },
    payments: {
      refuseWhilePaying: async () => {
        await step('refuseWhilePaying');
        if (state.paying) throw new PaymentError('paymentInProgress');
      },
      close: (_userId, tombstoneId) => step(`closePayments ${tombstoneId}`),
    },
    projects: {
      idsOf: async () => state.projects.shift() ?? [],
      remove: (_userId, projectId) => step(`removeProject ${projectId}`),
    },
    closeWatchers: (_userId, projectId) => step(`closeWatchers ${projectId}`),
    ledger: {
      anonymiseAll: async (_userId, tombstoneId) => {
        await step(`anonymiseLedger ${tombstoneId}`);
        return 3;
      },
    },
    removeAccountItems: async () => {
      await step('removeAccountItems');
      return 5;
    },
    clock: () => NOW,
    newTombstoneId: (() => {
      let next = 0;
      return () => `erased_${(next += 1)}`;
    })(),
    metrics: recorded.metrics,
  };
  return { deps, steps, state, recorded };
}

describe('closing an account', () => {
  it('deletes everything in an order a retry can finish: marked first, the profile last', async () => {
    const { deps, steps, recorded } = fakeDeps();

    await createAccountDeletion(deps).delete(passwordUser, { password: 'secret12' });

    expect(steps).toEqual([
      'checkPassword',
      'refuseWhilePaying',
      'markClosing',
      'closePayments erased_1',
      'closeWatchers p1',
      'removeProject p1',
      'closeWatchers p2',
      'removeProject p2',
      'anonymiseLedger erased_1',
      'removeAccountItems',
      'deleteUser asha@example.com',
      'removeProfile',
    ]);
    expect(recorded.times('AccountsDeleted')).toBe(1);
  });

  it('refuses a wrong password with a plain message, and changes nothing', async () => {
    const { deps, steps } = fakeDeps({ password: 'incorrect' });

    const refusal = createAccountDeletion(deps).delete(passwordUser, { password: 'wrong-one' });

    await expect(refusal).rejects.toThrow(new AccountError('incorrectPassword'));
    await expect(refusal).rejects.toThrow('Incorrect password');
    expect(steps).toEqual(['checkPassword']);
  });

  it('asks a password account for its password before anything else', async () => {
    const { deps, steps } = fakeDeps();

    await expect(createAccountDeletion(deps).delete(passwordUser, {})).rejects.toThrow(
      'Enter your password to delete your account',
    );
    expect(steps).toEqual([]);
  });

  it('passes on the pool refusing too many attempts', async () => {
    const { deps } = fakeDeps({ password: 'tooManyAttempts' });

    await expect(
      createAccountDeletion(deps).delete(passwordUser, { password: 'secret12' }),
    ).rejects.toThrow(new AccountError('tooManyAttempts'));
  });

  it('lets a Google or GitHub account confirm by a sign-in made within five minutes', async () => {
    const recent = fakeDeps();
    await createAccountDeletion(recent.deps).delete(googleUser, {});
    expect(recent.steps).not.toContain('checkPassword');
    expect(recent.steps.at(-1)).toBe('removeProfile');

    const stale = fakeDeps();
    const refusal = createAccountDeletion(stale.deps).delete(
      { ...googleUser, authTime: minutesAgo(6) },
      {},
    );
    await expect(refusal).rejects.toThrow(new AccountError('signInAgain'));
    expect(stale.steps).toEqual([]);
  });

  it('refuses while a payment may still go through, before the account is marked', async () => {
    const { deps, steps } = fakeDeps({ paying: true });

    await expect(
      createAccountDeletion(deps).delete(passwordUser, { password: 'secret12' }),
    ).rejects.toThrow(new PaymentError('paymentInProgress'));
    expect(steps).toEqual(['checkPassword', 'refuseWhilePaying']);
  });

  it('finishes a deletion that stopped part-way when asked again, under the same tombstone', async () => {
    const { deps, steps, state } = fakeDeps({ crashAt: 'removeAccountItems' });
    const deletion = createAccountDeletion(deps);

    await expect(deletion.delete(passwordUser, { password: 'secret12' })).rejects.toThrow(
      'crashed at removeAccountItems',
    );
    expect(state.state).toBe('closing');
    steps.length = 0;
    state.password = 'incorrect';
    await deletion.delete(passwordUser, {});

    // Confirmed when it began: asked again, it goes on without the password, with the same id.
    expect(steps).not.toContain('checkPassword');
    expect(steps).toContain('closePayments erased_1');
    expect(steps).toContain('anonymiseLedger erased_1');
    expect(steps.slice(-3)).toEqual([
      'removeAccountItems',
      'deleteUser asha@example.com',
      'removeProfile',
    ]);
    expect(state.state).toBe('gone');
  });

  it('deletes a project made while the others were being deleted', async () => {
    const { deps, steps } = fakeDeps({ projects: [['p1'], ['p3'], []] });

    await createAccountDeletion(deps).delete(passwordUser, { password: 'secret12' });

    expect(steps.filter((step) => step.startsWith('removeProject'))).toEqual([
      'removeProject p1',
      'removeProject p3',
    ]);
  });

  it('answers an account already gone, from the pool and the table, as deleted', async () => {
    const { deps, steps } = fakeDeps({ state: 'gone', password: 'noAccount', projects: [] });

    await createAccountDeletion(deps).delete(passwordUser, { password: 'secret12' });

    expect(steps.at(-1)).toBe('removeProfile');
  });

  it('refuses a password the pool has no account for while the profile is still open', async () => {
    const { deps } = fakeDeps({ password: 'noAccount' });

    await expect(
      createAccountDeletion(deps).delete(passwordUser, { password: 'secret12' }),
    ).rejects.toThrow(new AccountError('incorrectPassword'));
  });
});
