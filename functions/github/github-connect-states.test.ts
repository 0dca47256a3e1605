import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createConnectStates } from './github-connect-states';

const documentsMock = mockClient(DynamoDBDocumentClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => documentsMock.restore());
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const states = createConnectStates({ documents, tableName: 'table' });
const at = new Date('2026-11-05T10:00:00.000Z');
const nowSeconds = at.getTime() / 1000;

beforeEach(() => documentsMock.reset());

describe('connect states', () => {
  it('keeps a new state for its user, for ten minutes (the TTL removes it after)', async () => {
    documentsMock.on(PutCommand).resolves({});

    await states.create({ state: 's'.repeat(43), userId: 'u1', projectId: null }, at);

    const [call] = documentsMock.commandCalls(PutCommand);
    expect(call?.args[0].input).toMatchObject({
      Item: {
        PK: `GITHUB_STATE#${'s'.repeat(43)}`,
        SK: 'STATE',
        user_id: 'u1',
        project_id: null,
        expires_at: nowSeconds + 600,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('takes a state in one conditional delete: only its user, only in time', async () => {
    documentsMock
      .on(DeleteCommand)
      .resolves({ Attributes: { user_id: 'u1', project_id: 'p1', expires_at: nowSeconds + 5 } });

    const taken = await states.take('state-1', 'u1', at);

    expect(taken).toEqual({ state: 'state-1', userId: 'u1', projectId: 'p1' });
    const [call] = documentsMock.commandCalls(DeleteCommand);
    expect(call?.args[0].input).toMatchObject({
      Key: { PK: 'GITHUB_STATE#state-1', SK: 'STATE' },
      ConditionExpression: 'user_id = :user AND expires_at > :now',
      ExpressionAttributeValues: { ':user': 'u1', ':now': nowSeconds },
      ReturnValues: 'ALL_OLD',
    });
  });

  it('answers null for a state it cannot take (used, expired, another user’s)', async () => {
    documentsMock
      .on(DeleteCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));

    await expect(states.take('state-1', 'u2', at)).resolves.toBeNull();
  });
});
