import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { githubKeys } from '../lib/table-keys';

/**
 * A connection to GitHub under way: the OAuth `state` GitHub hands back to the app's callback,
 * bound to the user who started it and good for ten minutes (as GitHub's codes are), taken once.
 */
export const CONNECT_STATE_LIFETIME_SECONDS = 600;

export interface ConnectState {
  state: string;
  userId: string;
  /** The project the person started from, to go back to. */
  projectId: string | null;
}

const itemSchema = z.object({ user_id: z.string(), project_id: z.nullable(z.string()) });

/** The table's TTL removes states nobody came back with. */
async function create({ documents, tableName }: TableClient, state: ConnectState, at: Date) {
  await documents.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...githubKeys.state(state.state),
        entity: 'GitHubConnectState',
        user_id: state.userId,
        project_id: state.projectId,
        expires_at: Math.floor(at.getTime() / 1000) + CONNECT_STATE_LIFETIME_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Takes the state, once, in one conditional delete: only the user who started it, only within its
 * ten minutes. Anything else (used, expired, another user's, never made) is null and changes
 * nothing: another user's state stays good for its owner.
 */
async function take(
  { documents, tableName }: TableClient,
  state: string,
  userId: string,
  at: Date,
): Promise<ConnectState | null> {
  const deleted = await ifConditionHolds(
    documents.send(
      new DeleteCommand({
        TableName: tableName,
        Key: githubKeys.state(state),
        ConditionExpression: 'user_id = :user AND expires_at > :now',
        ExpressionAttributeValues: {
          ':user': userId,
          ':now': Math.floor(at.getTime() / 1000),
        },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  if (!deleted) return null;
  const item = itemSchema.parse(deleted.Attributes);
  return { state, userId: item.user_id, projectId: item.project_id };
}

export function createConnectStates(table: TableClient) {
  return {
    create: (state: ConnectState, at: Date) => create(table, state, at),
    take: (state: string, userId: string, at: Date) => take(table, state, userId, at),
  };
}

export type ConnectStates = ReturnType<typeof createConnectStates>;
