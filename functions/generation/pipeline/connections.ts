import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import type { ServerSocketMessage } from '../../../shared/api/socket-schemas';
import { ifConditionHolds, queryPages, type TableClient } from '../../lib/dynamo-client';
import { readEnvironment } from '../../lib/environment';
import { defineEntity } from '../../lib/table-entity';
import { countInMinute } from '../../lib/rate-limits';
import { connectionKeys, userPartition } from '../../lib/table-keys';
import { logger } from '../../lib/observability';

/**
 * API Gateway closes a WebSocket after two hours at most; the items outlive that a little, and
 * the table's TTL (`expires_at`) removes those a lost `$disconnect` left behind.
 */
export const CONNECTION_TTL_SECONDS = 2 * 60 * 60 + 5 * 60;

/**
 * The Connection item kind: a socket, the project it is for, and its user (from its ticket; a
 * connection opened before tickets gets it at its first watch).
 */
const connectionItems = defineEntity({
  entity: 'Connection',
  key: connectionKeys.connection,
  schema: z.object({
    connection_id: z.string(),
    project_id: z.string(),
    user_id: z.optional(z.string()),
  }),
  toValue: (parsed) => ({ projectId: parsed.project_id, userId: parsed.user_id ?? null }),
});

/** The Watcher item kind: a connection watching one of the user's projects. */
const watcherItems = defineEntity({
  entity: 'Watcher',
  key: connectionKeys.watcher,
  schema: z.object({ connection_id: z.string() }),
  toValue: (parsed) => parsed.connection_id,
});

/** Messages one connection may send in a minute; a browser tab sends a few in an hour. */
export const SOCKET_MESSAGES_PER_MINUTE = 30;

/**
 * Messages one user may send in a minute over all their connections: four busy tabs' worth, so a
 * client that reconnects whenever it is cut off gains nothing by it.
 */
export const SOCKET_MESSAGES_PER_USER_MINUTE = 4 * SOCKET_MESSAGES_PER_MINUTE;

/**
 * Connections opened from one address in a minute: an office behind one address opening its
 * tabs is served; a script that reconnects as fast as it is cut off is not (each connect spends a
 * ticket and costs the function writes).
 */
export const SOCKET_CONNECTS_PER_ADDRESS_MINUTE = 60;

/**
 * Connections one user may open in a minute, from any address: a person reloading and opening
 * tabs stays far below; a script reconnecting from many addresses with one account does not, and
 * its connects past it are refused (429) before they open.
 */
export const SOCKET_CONNECTS_PER_USER_MINUTE = 30;

function expiresAt(at: Date): number {
  return Math.floor(at.getTime() / 1000) + CONNECTION_TTL_SECONDS;
}

/**
 * Counts a message against its connection's minute: false past SOCKET_MESSAGES_PER_MINUTE, or
 * for a connection that is not open. A new minute starts the count again.
 */
async function countMessage(table: TableClient, connectionId: string, at: Date): Promise<boolean> {
  const minute = Math.floor(at.getTime() / 60_000);
  /** True when the update's condition held and it was made. */
  const update = async (
    expression: string,
    condition: string,
    values: Record<string, unknown>,
  ): Promise<boolean> => {
    const written = await ifConditionHolds(
      connectionItems.update(table, [connectionId], {
        UpdateExpression: expression,
        ConditionExpression: `attribute_exists(PK) AND ${condition}`,
        ExpressionAttributeValues: { ':minute': minute, ...values },
      }),
    );
    return written !== undefined;
  };
  // Messages arriving together race to start the minute: a loser counts again in it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const counted = await update(
      'ADD messages :one',
      'message_minute = :minute AND messages < :limit',
      { ':one': 1, ':limit': SOCKET_MESSAGES_PER_MINUTE },
    );
    if (counted) return true;
    // The first message of a new minute (or of the connection).
    const started = await update(
      'SET message_minute = :minute, messages = :one',
      '(attribute_not_exists(message_minute) OR message_minute <> :minute)',
      { ':one': 1 },
    );
    if (started) return true;
  }
  // Neither: this minute's count is full (or the connection is not open).
  return false;
}

/** The connection ids watching a project. */
async function watchersOf(
  table: TableClient,
  userId: string,
  projectId: string,
): Promise<string[]> {
  const ids: string[] = [];
  const pages = queryPages(table, {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': userPartition(userId),
      ':prefix': connectionKeys.watcherPrefix(projectId),
    },
    ProjectionExpression: 'connection_id',
  });
  for await (const items of pages) {
    for (const item of items) {
      if (typeof item.connection_id === 'string') ids.push(item.connection_id);
    }
  }
  return ids;
}

export function createConnections(table: TableClient) {
  const { documents, tableName } = table;
  return {
    /** `$connect`: remembers whose the connection is (its ticket's user) and for which project. */
    async open(
      connectionId: string,
      { userId, projectId }: { userId: string; projectId: string },
      at: Date,
    ): Promise<void> {
      await connectionItems.put(
        table,
        connectionItems.item([connectionId], {
          connection_id: connectionId,
          project_id: projectId,
          user_id: userId,
          connected_at: at.toISOString(),
          expires_at: expiresAt(at),
        }),
      );
    },

    /** The connection's project and user; null when it is unknown. */
    get: (connectionId: string) => connectionItems.get(table, connectionId),

    /**
     * Makes the connection one of the project's watchers, for the verified user. A connection
     * serves one user: a token of another user on the same connection is refused (false).
     */
    async watch(
      connectionId: string,
      userId: string,
      projectId: string,
      at: Date,
    ): Promise<boolean> {
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: connectionItems.key(connectionId),
                  UpdateExpression: 'SET user_id = :user',
                  ConditionExpression:
                    'project_id = :project AND (attribute_not_exists(user_id) OR user_id = :user)',
                  ExpressionAttributeValues: { ':user': userId, ':project': projectId },
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: watcherItems.item([userId, projectId, connectionId], {
                    connection_id: connectionId,
                    expires_at: expiresAt(at),
                  }),
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof Error && error.name === 'TransactionCanceledException') return false;
        throw error;
      }
    },

    countMessage: (connectionId: string, at: Date) => countMessage(table, connectionId, at),

    /** Counts a message against its user's minute, over all their connections: false when full. */
    countUserMessage: (userId: string, at: Date) =>
      countInMinute(
        table,
        { scope: 'SOCKET_USER', subject: userId, perMinute: SOCKET_MESSAGES_PER_USER_MINUTE },
        at,
      ),

    /** Counts a connection opened by the user against their minute: false when full. */
    countUserConnect: (userId: string, at: Date) =>
      countInMinute(
        table,
        {
          scope: 'SOCKET_USER_CONNECT',
          subject: userId,
          perMinute: SOCKET_CONNECTS_PER_USER_MINUTE,
        },
        at,
      ),

    /** Counts a connection opened from the address against its minute: false when full. */
    countConnect: (address: string, at: Date) =>
      countInMinute(
        table,
        {
          scope: 'SOCKET_CONNECT',
          subject: address,
          perMinute: SOCKET_CONNECTS_PER_ADDRESS_MINUTE,
        },
        at,
      ),

    /** The connection ids watching a project. */
    watchersOf: (userId: string, projectId: string) => watchersOf(table, userId, projectId),

    /** Stops a project's watcher (its socket is gone). */
    stopWatching: (userId: string, projectId: string, connectionId: string): Promise<void> =>
      watcherItems.remove(table, userId, projectId, connectionId),

    /** `$disconnect`: removes the connection and its watcher. Safe to repeat. */
    async close(connectionId: string): Promise<void> {
      const connection = await this.get(connectionId);
      if (connection?.userId) {
        await this.stopWatching(connection.userId, connection.projectId, connectionId);
      }
      await connectionItems.remove(table, connectionId);
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;

/** Sends one message to one connection; false when the connection is gone (HTTP 410). */
export type PostToConnection = (
  connectionId: string,
  message: ServerSocketMessage,
) => Promise<boolean>;

function managementClient(environment: NodeJS.ProcessEnv): ApiGatewayManagementApiClient {
  const { WEBSOCKET_CALLBACK_URL } = readEnvironment(
    z.object({ WEBSOCKET_CALLBACK_URL: z.url() }),
    environment,
  );
  return new ApiGatewayManagementApiClient({ endpoint: WEBSOCKET_CALLBACK_URL });
}

/** Closes a connection through the `@connections` API; one already gone is fine. */
export function createConnectionCloser(environment: NodeJS.ProcessEnv = process.env) {
  const client = managementClient(environment);
  return async (connectionId: string): Promise<void> => {
    try {
      await client.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    } catch (error) {
      if (!(error instanceof GoneException)) throw error;
    }
  };
}

/** Posts through the WebSocket API's `@connections` API (`WEBSOCKET_CALLBACK_URL`). */
export function createConnectionPoster(environment: NodeJS.ProcessEnv = process.env) {
  const client = managementClient(environment);
  const post: PostToConnection = async (connectionId, message) => {
    try {
      await client.send(
        new PostToConnectionCommand({
          ConnectionId: connectionId,
          Data: new TextEncoder().encode(JSON.stringify(message)),
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof GoneException) return false;
      throw error;
    }
  };
  return post;
}

/**
 * Tells every tab watching a project. A closed tab never fails a run: a gone connection stops
 * watching, any other delivery failure is logged and the run goes on (the result is saved and
 * shown on reload).
 */
export function createProjectNotifier(connections: Connections, post: PostToConnection) {
  async function deliver(connectionId: string, message: ServerSocketMessage): Promise<boolean> {
    try {
      return await post(connectionId, message);
    } catch (error) {
      logger.warn('Socket post failed', { connectionId, error });
      return true;
    }
  }

  return {
    /** One connection (the answer to its own message). */
    async send(connectionId: string, message: ServerSocketMessage): Promise<void> {
      await deliver(connectionId, message);
    },

    /** Every watcher of the project, in the order given. */
    async broadcast(
      userId: string,
      projectId: string,
      ...messages: ServerSocketMessage[]
    ): Promise<void> {
      const watchers = await connections.watchersOf(userId, projectId);
      await Promise.all(
        watchers.map(async (connectionId) => {
          for (const message of messages) {
            if (!(await deliver(connectionId, message))) {
              await connections.stopWatching(userId, projectId, connectionId);
              return;
            }
          }
        }),
      );
    },
  };
}

export type ProjectNotifier = ReturnType<typeof createProjectNotifier>;
