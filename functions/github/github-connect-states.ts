import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
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

/** The GitHubConnectState item kind, found by the state itself. */
const stateItems = defineEntity({
  entity: 'GitHubConnectState',
  key: githubKeys.state,
  schema: z.object({ user_id: z.string(), project_id: z.nullable(z.string()) }),
  toValue: (item) => ({ userId: item.user_id, projectId: item.project_id }),
});

/** The table's TTL removes states nobody came back with. */
async function create(table: TableClient, state: ConnectState, at: Date) {
  await stateItems.putIfNew(
    table,
    stateItems.item([state.state], {
      user_id: state.userId,
      project_id: state.projectId,
      expires_at: Math.floor(at.getTime() / 1000) + CONNECT_STATE_LIFETIME_SECONDS,
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
        Key: stateItems.key(state),
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
  return { state, ...stateItems.fromItem(deleted.Attributes) };
}

export function createConnectStates(table: TableClient) {
  return {
    create: (state: ConnectState, at: Date) => create(table, state, at),
    take: (state: string, userId: string, at: Date) => take(table, state, userId, at),
  };
}

export type ConnectStates = ReturnType<typeof createConnectStates>;
