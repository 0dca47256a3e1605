import { CONTACT_MESSAGES_PER_HOUR } from '../../shared/constants';
import type { TableClient } from '../lib/dynamo-client';
import { hourlyCount } from '../lib/rate-limits';
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

export class TooManyContactMessagesError extends Error {
  constructor() {
    super('Too many messages from this address. Please try again later.');
  }
}

/** `perHour`: messages one address may send in a clock hour. */
export function createContactMessages(table: TableClient, perHour = CONTACT_MESSAGES_PER_HOUR) {
  const { tableName } = table;
  return {
    /**
     * Stores the message and counts it against its sender's hour in one transaction: past the
     * limit neither happens, so a refused message leaves no trace and uses up nothing. A refused
     * message Put (an id collision) is a real error.
     */
    async save(message: ContactMessage): Promise<void> {
      await writeTogether(table, [
        hourlyCount(
          tableName,
          { scope: 'CONTACT', subject: message.sourceIp, perHour },
          message.createdAt,
          () => new TooManyContactMessagesError(),
        ),
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
