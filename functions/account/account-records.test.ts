import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ledgerEntriesOf, useLocalTable } from '../../testing/local-table';
import { createProfiles } from '../auth/profiles';
import { createCreditAccount } from '../credits/credit-account';
import { createLedger } from '../credits/ledger';
import { removeItemsUnder } from '../lib/dynamo-client';
import { profileKeys, userPartition } from '../lib/table-keys';

// The owners' writes that closing an account makes, against a table in memory.

const table = useLocalTable('account-records-test');

async function accountWithSpend(userId: string) {
  await createProfiles(table).createWithWelcomeCredits({
    userId,
    username: 'Asha',
    email: `${userId}@example.com`,
    photoUrl: null,
    emailVerified: true,
    createdAt: new Date('2026-11-01T00:00:00Z'),
  });
  await createCreditAccount(table).changeBalance({
    userId,
    entryId: '01JD3ZK8Q6R9V2W4X5Y7Z8A9BC',
    type: 'spend',
    amount: -12,
    operation: 'Build of "Asha\'s bakery" (Planner)',
    at: new Date('2026-11-02T00:00:00Z'),
    run: { project_id: 'p1', project_name: "Asha's bakery", kind: 'build', agents: ['Planner'] },
  });
}

async function sortKeysOf(partition: string): Promise<string[]> {
  const { Items = [] } = await table.documents.send(
    new QueryCommand({
      TableName: table.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
    }),
  );
  return Items.map((item) => String(item.SK));
}

describe("a closing account's records", () => {
  it('marks the profile closing once, keeping the first tombstone id for every retry', async () => {
    await accountWithSpend('closing-mark');
    const profiles = createProfiles(table);

    expect(await profiles.stateOf('closing-mark')).toBe('open');
    const first = await profiles.markClosing('closing-mark', 'erased_a', new Date());
    const again = await profiles.markClosing('closing-mark', 'erased_b', new Date());

    expect([first, again]).toEqual(['erased_a', 'erased_a']);
    expect(await profiles.stateOf('closing-mark')).toBe('closing');
    expect(await profiles.markClosing('no-such-user', 'erased_c', new Date())).toBeNull();
    expect(await profiles.stateOf('no-such-user')).toBe('gone');
  });

  it("moves the ledger under the tombstone, without the user's id, project or words", async () => {
    await accountWithSpend('closing-ledger');
    const ledger = createLedger(table);

    expect(await ledger.anonymiseAll('closing-ledger', 'erased_l')).toBe(2);
    expect(await ledger.anonymiseAll('closing-ledger', 'erased_l')).toBe(0);

    expect(await ledgerEntriesOf(table, 'closing-ledger')).toEqual([]);
    const kept = (await ledgerEntriesOf(table, 'erased_l')).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    expect(kept.map((entry) => [entry.type, entry.amount, entry.balanceAfter])).toEqual([
      ['welcome', 20, 20],
      ['spend', -12, 8],
    ]);
    expect(kept[1]).toMatchObject({ operation: 'Credits spent on a build or an edit' });
    expect(JSON.stringify(kept)).not.toMatch(/closing-ledger|bakery|Planner/);
  });

  it('removes whatever else the partition holds but the profile, which goes last', async () => {
    await accountWithSpend('closing-sweep');

    const removed = await removeItemsUnder(
      table,
      userPartition('closing-sweep'),
      '',
      (sortKey) => sortKey === profileKeys.profile('closing-sweep').SK,
    );

    expect(removed).toBe(2);
    expect(await sortKeysOf(userPartition('closing-sweep'))).toEqual(['PROFILE']);
    await createProfiles(table).remove('closing-sweep');
    expect(await sortKeysOf(userPartition('closing-sweep'))).toEqual([]);
  });
});
