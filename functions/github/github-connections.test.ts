import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createGitHubConnections } from './github-connections';

const documentsMock = mockClient(DynamoDBDocumentClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => documentsMock.restore());
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const connections = createGitHubConnections({ documents, tableName: 'table' });
const sealed = new Uint8Array([1, 2, 3]);
const connection = {
  userId: 'u1',
  login: 'rohan',
  githubUserId: 7,
  sealedToken: sealed,
  connectedAt: new Date('2026-11-05T10:00:00.000Z'),
};

beforeEach(() => documentsMock.reset());

describe('GitHub connections', () => {
  it("keeps the sealed token in the user's partition, never a plain one, and reads it back", async () => {
    documentsMock.on(PutCommand).resolves({});
    await connections.put(connection);
    const item = documentsMock.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(item).toEqual({
      PK: 'USER#u1',
      SK: 'GITHUB_CONNECTION',
      entity: 'GitHubConnection',
      user_id: 'u1',
      login: 'rohan',
      github_user_id: 7,
      sealed_token: sealed,
      connected_at: '2026-11-05T10:00:00.000Z',
    });

    documentsMock.on(GetCommand).resolves({ Item: item });
    await expect(connections.get('u1')).resolves.toEqual(connection);
  });

  it('forgets a refused token only while it is still the stored one', async () => {
    documentsMock
      .on(DeleteCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'newer', $metadata: {} }));

    await expect(connections.remove('u1', sealed)).resolves.toBeUndefined();
    expect(documentsMock.commandCalls(DeleteCommand)[0]?.args[0].input).toMatchObject({
      Key: { PK: 'USER#u1', SK: 'GITHUB_CONNECTION' },
      ConditionExpression: 'sealed_token = :sealed',
      ExpressionAttributeValues: { ':sealed': sealed },
    });
  });
});
