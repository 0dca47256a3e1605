import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createProfiles, toUser, type NewProfile } from './profiles';

const documentsMock = mockClient(DynamoDBDocumentClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => documentsMock.restore());
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const noPause = async () => {};
const profiles = createProfiles({ documents, tableName: 'table' }, { pause: noPause });

const newProfile: NewProfile = {
  userId: 'sub-1',
  username: 'Asha',
  email: 'asha@example.com',
  photoUrl: null,
  emailVerified: true,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
};

function cancelled(...codes: string[]) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

const storedItem = {
  PK: 'USER#sub-1',
  SK: 'PROFILE',
  user_id: 'sub-1',
  username: 'First',
  email: 'asha@example.com',
  credits: 20,
  photo_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => documentsMock.reset());

describe('creating a profile with the welcome credits', () => {
  it('writes the profile and the welcome entry in one transaction, each only if new', async () => {
    documentsMock.on(TransactWriteCommand).resolves({});
    const created = await profiles.createWithWelcomeCredits(newProfile);

    expect(created).toEqual({ profile: { ...newProfile, credits: 20 }, created: true });
    const [call] = documentsMock.commandCalls(TransactWriteCommand);
    const items = call?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(2);
    expect(items[0]?.Put).toMatchObject({
      Item: { PK: 'USER#sub-1', SK: 'PROFILE', credits: 20 },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(items[1]?.Put).toMatchObject({
      Item: {
        PK: 'USER#sub-1',
        SK: expect.stringMatching(/^TXN#[0-9A-HJKMNP-TV-Z]{26}$/),
        type: 'welcome',
        amount: 20,
        balance_after: 20,
        created_at: '2026-01-02T03:04:05.000Z',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('stores the profile item with its opening balance: the welcome credits, no totals yet', async () => {
    documentsMock.on(TransactWriteCommand).resolves({});
    await profiles.createWithWelcomeCredits(newProfile);

    const [call] = documentsMock.commandCalls(TransactWriteCommand);
    expect(call?.args[0].input.TransactItems?.[0]?.Put?.Item).toEqual({
      PK: 'USER#sub-1',
      SK: 'PROFILE',
      entity: 'Profile',
      user_id: 'sub-1',
      username: 'Asha',
      email: 'asha@example.com',
      credits: 20,
      photo_url: null,
      email_verified: true,
      created_at: '2026-01-02T03:04:05.000Z',
      total_spent: 0,
      total_refunded: 0,
      total_purchased: 0,
    });
  });

  it('returns the profile a concurrent first sign-in created, writing nothing more', async () => {
    documentsMock.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    documentsMock.on(GetCommand).resolves({ Item: storedItem });

    const { profile, created } = await profiles.createWithWelcomeCredits(newProfile);
    expect(profile).toMatchObject({ username: 'First', credits: 20 });
    expect(created).toBe(false);
    expect(documentsMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(documentsMock.commandCalls(GetCommand)[0]?.args[0].input.ConsistentRead).toBe(true);
  });

  it('tries again when DynamoDB cancels it for a conflicting transaction', async () => {
    documentsMock
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('TransactionConflict', 'None'))
      .resolves({});
    await expect(profiles.createWithWelcomeCredits(newProfile)).resolves.toMatchObject({
      profile: { credits: 20 },
      created: true,
    });
    expect(documentsMock.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('gives up after its attempts when conflicts go on', async () => {
    documentsMock.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'None'));
    await expect(profiles.createWithWelcomeCredits(newProfile)).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    expect(documentsMock.commandCalls(TransactWriteCommand)).toHaveLength(5);
  });

  it('lets a failed ledger condition through: that entry id was already used', async () => {
    documentsMock.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));
    await expect(profiles.createWithWelcomeCredits(newProfile)).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    expect(documentsMock.commandCalls(GetCommand)).toHaveLength(0);
  });
});

describe('the profile as the contract shows it', () => {
  it('uses the user pool sub as the user id', async () => {
    documentsMock.on(GetCommand).resolves({ Item: storedItem });
    const profile = await profiles.get('sub-1');
    expect(profile && toUser(profile)).toEqual({
      id: 'sub-1',
      username: 'First',
      email: 'asha@example.com',
      credits: 20,
      photo_url: null,
      email_verified: true,
    });
  });

  it('is null for a user without a profile', async () => {
    documentsMock.on(GetCommand).resolves({});
    await expect(profiles.get('sub-2')).resolves.toBeNull();
  });
});
