import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { CONTACT_MESSAGES_PER_HOUR } from '../../shared/constants';
import type { TableClient } from '../lib/dynamo-client';
import { failedConditionAt } from '../lib/errors';

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

/** Messages are filed by month so an operator can read a month with one query. */
export const contactKeys = {
  message: (id: string, createdAt: Date) => ({
    PK: `CONTACT#${createdAt.toISOString().slice(0, 7)}`,
    SK: `MSG#${id}`,
  }),
  senderWindow: (sourceIp: string, createdAt: Date) => ({
    PK: `RATE#CONTACT#${sourceIp}`,
    SK: `HOUR#${Math.floor(createdAt.getTime() / HOUR_MS)}`,
  }),
};

export class TooManyContactMessagesError extends Error {
  constructor() {
    super('Too many messages from this address. Please try again later.');
  }
}

export function createContactMessages({ documents, tableName }: TableClient) {
  return {
    /**
     * Stores the message and counts it against its sender's hour in one transaction: past the
     * limit neither happens, so a refused message leaves no trace and uses up nothing.
     */
    async save(message: ContactMessage): Promise<void> {
      const windowEnds = Math.ceil((message.createdAt.getTime() + 1) / HOUR_MS) * HOUR_MS;
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [
              {
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
              {
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
            ],
          }),
        );
      } catch (error) {
        // Action 0 is the sender's counter; a refused message Put (an id collision) is a real error.
        if (failedConditionAt(error, 0)) throw new TooManyContactMessagesError();
        throw error;
      }
    },
  };
}

export type ContactMessages = ReturnType<typeof createContactMessages>;
