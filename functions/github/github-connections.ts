import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
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

/** The GitHubConnection item kind: one per user, in their partition. */
const connectionItems = defineEntity({
  entity: 'GitHubConnection',
  key: githubKeys.connection,
  schema: itemSchema,
  toValue: (item): GitHubConnection => ({
    userId: item.user_id,
    login: item.login,
    githubUserId: item.github_user_id,
    sealedToken: item.sealed_token,
    connectedAt: new Date(item.connected_at),
  }),
});

/** Connecting again replaces the connection. */
function put(table: TableClient, connection: GitHubConnection) {
  return connectionItems.put(
    table,
    connectionItems.item([connection.userId], {
      user_id: connection.userId,
      login: connection.login,
      github_user_id: connection.githubUserId,
      sealed_token: connection.sealedToken,
      connected_at: connection.connectedAt.toISOString(),
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
        Key: connectionItems.key(userId),
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
    get: (userId: string) => connectionItems.get(table, userId),
    put: (connection: GitHubConnection) => put(table, connection),
    remove: (userId: string, sealedToken?: Uint8Array) => remove(table, userId, sealedToken),
  };
}

export type GitHubConnections = ReturnType<typeof createGitHubConnections>;
