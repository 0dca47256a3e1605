import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { visitKeys } from '../lib/table-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a UTC day (`YYYY-MM-DD`) as epoch seconds. */
export const endOfDay = (day: string) =>
  Math.floor((Date.parse(`${day}T00:00:00Z`) + DAY_MS) / 1000);

/**
 * A day's salt and the visitors hashed with it expire a day after that day ends: what joins a
 * visitor's views is gone within two days, and with the salt gone no hash can be recomputed.
 */
export const visitorDataExpiry = (day: string) => endOfDay(day) + DAY_MS / 1000;

const saltItemSchema = z.object({ salt: z.string().check(z.minLength(16)) });

async function storedSalt({ documents, tableName }: TableClient, day: string) {
  const { Item } = await documents.send(
    new GetCommand({ TableName: tableName, Key: visitKeys.salt(day), ConsistentRead: true }),
  );
  return Item ? saltItemSchema.parse(Item).salt : null;
}

/** The day's stored salt, or a new one stored now (unless another beacon stored one first). */
async function storedOrNewSalt(table: TableClient, day: string, newSalt: () => string) {
  const existing = await storedSalt(table, day);
  if (existing) return existing;
  const salt = newSalt();
  const written = await ifConditionHolds(
    table.documents.send(
      new PutCommand({
        TableName: table.tableName,
        Item: {
          ...visitKeys.salt(day),
          entity: 'VisitorSalt',
          salt,
          expires_at: visitorDataExpiry(day),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  if (written !== undefined) return salt;
  const winner = await storedSalt(table, day);
  if (!winner) throw new Error(`The visitor salt of ${day} vanished while it was created`);
  return winner;
}

/**
 * One random salt per UTC day for the hashes that tell visitors apart: the first beacon of the
 * day creates it with a conditional put, every function reads that one (and remembers the day's
 * while it runs), and the table's TTL throws it away the day after. It is never sent anywhere.
 */
export function createVisitorSalts(table: TableClient, newSalt: () => string) {
  let remembered: { day: string; salt: string } | null = null;
  return {
    async forDay(day: string): Promise<string> {
      if (remembered?.day === day) return remembered.salt;
      const salt = await storedOrNewSalt(table, day, newSalt);
      remembered = { day, salt };
      return salt;
    },
  };
}

export type VisitorSalts = ReturnType<typeof createVisitorSalts>;
