import { CONTACT_MESSAGES_PER_HOUR } from '../../shared/constants';
import type { TableClient } from '../lib/dynamo-client';
import { contactKeys } from '../lib/table-keys';
import { writeTogether } from '../lib/transactions';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Who sent it, as far as the network says: for the operator and the rate limit. */
  sourceIp: string;
  createdAt: Date;
}

const HOUR_MS = 60 * 60 * 1000;

export class TooManyContactMessagesError extends Error {
  constructor() {
    super('Too many messages from this address. Please try again later.');
  }
}

export function createContactMessages(table: TableClient) {
  const { tableName } = table;
  return {
    /**
     * Stores the message and counts it against its sender's hour in one transaction: past the
     * limit neither happens, so a refused message leaves no trace and uses up nothing. A refused
     * message Put (an id collision) is a real error.
     */
    async save(message: ContactMessage): Promise<void> {
      const windowEnds = Math.ceil((message.createdAt.getTime() + 1) / HOUR_MS) * HOUR_MS;
      await writeTogether(table, [
        {
          name: 'senderWindow',
          write: {
            Update: {
              TableName: tableName,
              Key: contactKeys.senderWindow(message.sourceIp, message.createdAt),
              UpdateExpression: 'ADD sent :one SET expires_at = :expires',
              ConditionExpression: 'attribute_not_exists(sent) OR sent < :limit',
              ExpressionAttributeValues: {
                ':one': 1,
                ':limit': CONTACT_MESSAGES_PER_HOUR,
                ':expires': Math.floor(windowEnds / 1000) + 3600,
              },
            },
          },
          refused: () => new TooManyContactMessagesError(),
        },
        {
          name: 'message',
          write: {
            Put: {
              TableName: tableName,
              Item: {
                ...contactKeys.message(message.id, message.createdAt),
                type: 'ContactMessage',
                id: message.id,
                name: message.name,
                email: message.email,
                subject: message.subject,
                message: message.message,
                source_ip: message.sourceIp,
                created_at: message.createdAt.toISOString(),
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        },
      ]);
    },
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;
