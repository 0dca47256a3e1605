import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { githubKeys } from '../lib/table-keys';

/**
 * A user's GitHub connection for save to GitHub: their GitHub account and its token, sealed by the
 * token box (token-box.ts); never the token itself. One per user: connecting again replaces it.
 */
export interface GitHubConnection {
  userId: string;
  login: string;
  githubUserId: number;
  sealedToken: Uint8Array;
  connectedAt: Date;
}

const itemSchema = z.object({
  user_id: z.string(),
  login: z.string(),
  github_user_id: z.number().check(z.int()),
  sealed_token: z.instanceof(Uint8Array),
  connected_at: z.iso.datetime(),
});

async function get(
  { documents, tableName }: TableClient,
  userId: string,
): Promise<GitHubConnection | null> {
  const { Item } = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: githubKeys.connection(userId),
      ConsistentRead: true,
    }),
  );
  if (!Item) return null;
  const item = itemSchema.parse(Item);
  return {
    userId: item.user_id,
    login: item.login,
    githubUserId: item.github_user_id,
    sealedToken: item.sealed_token,
    connectedAt: new Date(item.connected_at),
  };
}

async function put({ documents, tableName }: TableClient, connection: GitHubConnection) {
  await documents.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...githubKeys.connection(connection.userId),
        entity: 'GitHubConnection',
        user_id: connection.userId,
        login: connection.login,
        github_user_id: connection.githubUserId,
        sealed_token: connection.sealedToken,
        connected_at: connection.connectedAt.toISOString(),
      },
    }),
  );
}

/**
 * Forgets the connection; with `sealedToken`, only while it is still that one (a token GitHub
 * refused must not take a newer connection with it).
 */
async function remove(
  { documents, tableName }: TableClient,
  userId: string,
  sealedToken?: Uint8Array,
): Promise<void> {
  await ifConditionHolds(
    documents.send(
      new DeleteCommand({
        TableName: tableName,
        Key: githubKeys.connection(userId),
        ...(sealedToken
          ? {
              ConditionExpression: 'sealed_token = :sealed',
              ExpressionAttributeValues: { ':sealed': sealedToken },
            }
          : {}),
      }),
    ),
  );
}

export function createGitHubConnections(table: TableClient) {
  return {
    get: (userId: string) => get(table, userId),
    put: (connection: GitHubConnection) => put(table, connection),
    remove: (userId: string, sealedToken?: Uint8Array) => remove(table, userId, sealedToken),
  };
}

export type GitHubConnections = ReturnType<typeof createGitHubConnections>;
