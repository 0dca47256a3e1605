import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { useLocalTable } from '../../testing/local-table';
import { newUserWithCredits } from '../../testing/fixtures/auth/profiles';
import { createCreditAccount } from './credit-account';
import { createCreditTotals } from './credit-totals';
import { profileKeys } from '../lib/table-keys';

const table = useLocalTable('credit-totals-test');

const at = new Date('2026-01-01T00:00:00Z');
const nextId = monotonicFactory();
const account = () => createCreditAccount(table, { maxAttempts: 50 });

const newUser = () => newUserWithCredits(table, at);

/** A profile as it was before the totals existed: the balance only. */
async function dropTotals(userId: string): Promise<void> {
  await table.documents.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: profileKeys.profile(userId),
      UpdateExpression: 'REMOVE total_spent, total_refunded, total_purchased',
    }),
  );
}

async function profileOf(userId: string) {
  const { Item } = await table.documents.send(
    new GetCommand({ TableName: table.tableName, Key: profileKeys.profile(userId) }),
  );
  return Item;
}

async function spendAndRefund(userId: string) {
  const first = nextId();
  await account().reserveCredits({ userId, generationId: first, amount: 12, operation: 'G', at });
  await account().reserveCredits({ userId, generationId: nextId(), amount: 5, operation: 'G', at });
  await account().refundCredits({ userId, generationId: first, amount: 4, reason: 'R', at });
  await account().changeBalance({
    userId,
    entryId: nextId(),
    type: 'purchase',
    amount: 100,
    operation: 'Starter Pack purchase',
    at,
  });
}

describe('the credit totals', () => {
  it('move with the balance in the same transaction', async () => {
    const userId = await newUser();

    await spendAndRefund(userId);

    expect(await createCreditTotals(table).summary(userId)).toEqual({
      current_balance: 107,
      total_spent: 17,
      total_refunded: 4,
      total_purchased: 100,
    });
  });

  it('are computed once from the ledger for a profile that predates them', async () => {
    const userId = await newUser();
    await spendAndRefund(userId);
    await dropTotals(userId);

    const summary = await createCreditTotals(table).summary(userId);

    expect(summary).toEqual({
      current_balance: 107,
      total_spent: 17,
      total_refunded: 4,
      total_purchased: 100,
    });
    expect(await profileOf(userId)).toMatchObject({
      total_spent: 17,
      total_refunded: 4,
      total_purchased: 100,
    });
  });

  it('are backfilled before the first change of a profile without them, never started from 0', async () => {
    const userId = await newUser();
    await spendAndRefund(userId);
    await dropTotals(userId);

    await Promise.all(
      [3, 4, 5].map((amount) =>
        account().reserveCredits({ userId, generationId: nextId(), amount, operation: 'G', at }),
      ),
    );

    expect(await createCreditTotals(table).summary(userId)).toEqual({
      current_balance: 95,
      total_spent: 29,
      total_refunded: 4,
      total_purchased: 100,
    });
  });

  it('are all zero for a user with no profile', async () => {
    expect(await createCreditTotals(table).summary(randomUUID())).toEqual({
      current_balance: 0,
      total_spent: 0,
      total_refunded: 0,
      total_purchased: 0,
    });
  });
});
