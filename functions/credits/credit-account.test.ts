import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { ledgerEntriesOf, useLocalTable } from '../../testing/local-table';
import { newUserWithCredits } from '../../testing/fixtures/auth/profiles';
import {
  createCreditAccount,
  InsufficientCreditsError,
  LedgerEntryConflictError,
  RefundExceedsSpendError,
} from './credit-account';

const table = useLocalTable('credit-account-test');

const at = new Date('2026-01-01T00:00:00Z');

const newUser = (credits?: number) => newUserWithCredits(table, at, credits);

const account = () => createCreditAccount(table, { maxAttempts: 50 });

describe('reserveCredits', () => {
  it('debits the balance and records a spend entry with the exact balance after it', async () => {
    const userId = await newUser(20);
    const generationId = ulid();

    const result = await account().reserveCredits({
      userId,
      generationId,
      amount: 17,
      operation: 'Website generation',
      at,
    });

    expect(result).toMatchObject({ balanceAfter: 3, applied: true });
    expect(await account().balanceOf(userId)).toBe(3);
    const spends = (await ledgerEntriesOf(table, userId)).filter((entry) => entry.type === 'spend');
    expect(spends).toEqual([
      expect.objectContaining({
        id: generationId,
        amount: -17,
        status: 'completed',
        operation: 'Website generation',
        balanceAfter: 3,
      }),
    ]);
  });

  it('never debits twice for the same generation id', async () => {
    const userId = await newUser(50);
    const request = {
      userId,
      generationId: ulid(),
      amount: 17,
      operation: 'Website generation',
      at,
    };

    const first = await account().reserveCredits(request);
    const again = await Promise.all([1, 2, 3].map(() => account().reserveCredits(request)));

    expect(first.balanceAfter).toBe(33);
    for (const retry of again) expect(retry).toMatchObject({ balanceAfter: 33, applied: false });
    expect(await account().balanceOf(userId)).toBe(33);
    expect(
      (await ledgerEntriesOf(table, userId)).filter((entry) => entry.type === 'spend'),
    ).toHaveLength(1);
  });

  it('refuses a debit larger than the balance and writes nothing', async () => {
    const userId = await newUser(16);
    const reserve = account().reserveCredits({
      userId,
      generationId: ulid(),
      amount: 17,
      operation: 'Website generation',
      at,
    });

    await expect(reserve).rejects.toBeInstanceOf(InsufficientCreditsError);
    await expect(reserve).rejects.toMatchObject({
      message: 'Insufficient credits. Please buy more credits.',
      needed: 17,
      balance: 16,
    });
    expect(await account().balanceOf(userId)).toBe(16);
    expect(await ledgerEntriesOf(table, userId)).toHaveLength(1);
  });

  it('treats a user with no profile as having no credits', async () => {
    await expect(
      account().reserveCredits({
        userId: randomUUID(),
        generationId: ulid(),
        amount: 1,
        operation: 'Website generation',
        at,
      }),
    ).rejects.toBeInstanceOf(InsufficientCreditsError);
  });

  it('refuses a retry that reuses a generation id for a different amount', async () => {
    const userId = await newUser(50);
    const generationId = ulid();
    await account().reserveCredits({ userId, generationId, amount: 17, operation: 'x', at });
    await expect(
      account().reserveCredits({ userId, generationId, amount: 18, operation: 'x', at }),
    ).rejects.toBeInstanceOf(LedgerEntryConflictError);
    expect(await account().balanceOf(userId)).toBe(33);
  });

  it('never overdraws under concurrency, and every balance_after is exact', async () => {
    const userId = await newUser(100);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        account().reserveCredits({
          userId,
          generationId: ulid(),
          amount: 17,
          operation: 'Website generation',
          at,
        }),
      ),
    );

    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(succeeded).toHaveLength(5);
    for (const outcome of refused) expect(outcome.reason).toBeInstanceOf(InsufficientCreditsError);
    expect(await account().balanceOf(userId)).toBe(15);
    const afters = (await ledgerEntriesOf(table, userId))
      .filter((entry) => entry.type === 'spend')
      .map((entry) => entry.balanceAfter)
      .sort((a, b) => b - a);
    expect(afters).toEqual([83, 66, 49, 32, 15]);
  });
});

describe('refundCredits', () => {
  async function spent(credits: number, amount: number) {
    const userId = await newUser(credits);
    const generationId = ulid();
    await account().reserveCredits({ userId, generationId, amount, operation: 'Gen', at });
    return { userId, generationId };
  }

  it('gives credits back with a refund entry keyed by the generation', async () => {
    const { userId, generationId } = await spent(40, 32);

    const result = await account().refundCredits({
      userId,
      generationId,
      amount: 16,
      reason: 'Refund: website generation failed',
      at,
    });

    expect(result).toMatchObject({ balanceAfter: 24, applied: true });
    expect(await account().balanceOf(userId)).toBe(24);
    expect(
      (await ledgerEntriesOf(table, userId)).filter((entry) => entry.type === 'refund'),
    ).toEqual([
      expect.objectContaining({ id: `${generationId}#refund`, amount: 16, balanceAfter: 24 }),
    ]);
  });

  it('never refunds twice for the same generation id', async () => {
    const { userId, generationId } = await spent(40, 32);
    const request = { userId, generationId, amount: 16, reason: 'Refund', at };

    const results = await Promise.all([1, 2, 3, 4].map(() => account().refundCredits(request)));

    expect(results.filter((result) => result?.applied)).toHaveLength(1);
    for (const result of results) expect(result?.balanceAfter).toBe(24);
    expect(await account().balanceOf(userId)).toBe(24);
    expect(
      (await ledgerEntriesOf(table, userId)).filter((entry) => entry.type === 'refund'),
    ).toHaveLength(1);
  });

  it('writes nothing for a refund of 0', async () => {
    const { userId, generationId } = await spent(40, 32);
    expect(
      await account().refundCredits({ userId, generationId, amount: 0, reason: 'Refund', at }),
    ).toBeNull();
    expect(await ledgerEntriesOf(table, userId)).toHaveLength(2);
  });

  it('refuses to refund more than was spent, or what was never spent', async () => {
    const { userId, generationId } = await spent(40, 17);
    await expect(
      account().refundCredits({ userId, generationId, amount: 18, reason: 'Refund', at }),
    ).rejects.toBeInstanceOf(RefundExceedsSpendError);
    await expect(
      account().refundCredits({ userId, generationId: ulid(), amount: 1, reason: 'Refund', at }),
    ).rejects.toBeInstanceOf(RefundExceedsSpendError);
    expect(await account().balanceOf(userId)).toBe(23);
  });
});

describe('the balance-change transaction', () => {
  it('debits, records and guards in one TransactWriteItems', async () => {
    const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
    const mock = mockClient(documents);
    mock.onAnyCommand().resolves({ Item: { credits: 20, total_spent: 0 } });
    mock.on(TransactWriteCommand).resolves({});
    const credits = createCreditAccount({ documents, tableName: 'table' });

    await credits.reserveCredits({
      userId: 'u1',
      generationId: 'g1',
      amount: 17,
      operation: 'Website generation',
      at,
    });

    const [call] = mock.commandCalls(TransactWriteCommand);
    const items = call?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]?.Update).toMatchObject({
      Key: { PK: 'USER#u1', SK: 'PROFILE' },
      UpdateExpression:
        'SET credits = credits + :delta, monthly_credits = :monthly, total_spent = total_spent + :total_spent',
      ConditionExpression:
        'credits = :seen AND (attribute_not_exists(monthly_credits) OR monthly_credits = :seenMonthly) AND credits >= :debit AND attribute_exists(total_spent)',
      ExpressionAttributeValues: {
        ':delta': -17,
        ':monthly': 0,
        ':seen': 20,
        ':seenMonthly': 0,
        ':debit': 17,
        ':total_spent': 17,
      },
    });
    expect(items[1]?.Put).toMatchObject({
      Item: { PK: 'USER#u1', SK: 'TXN#g1', type: 'spend', amount: -17, balance_after: 3 },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });
});
