import { createHash } from 'node:crypto';
import { rateKeys, type RateScope } from './table-keys';
import type { TableClient } from './dynamo-client';
import { writeTogether, type TransactionPart } from './transactions';

const HOUR_MS = 60 * 60 * 1000;

/** At most `perHour` of something for one subject (an address, an email) in a clock hour. */
export interface HourlyLimit {
  scope: RateScope;
  /** Who is counted; an email is kept only as its hash. */
  subject: string;
  perHour: number;
}

/** An email as a rate-limit subject: the same for any spelling's case, never stored readable. */
export function emailSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * One count against a limit's current hour, as a transaction part: past the limit its condition
 * fails and `refused` is thrown. The window's item expires (TTL) an hour after it ends.
 */
export function hourlyCount(
  tableName: string,
  limit: HourlyLimit,
  at: Date,
  refused: () => Error,
): TransactionPart {
  const windowEnds = Math.ceil((at.getTime() + 1) / HOUR_MS) * HOUR_MS;
  return {
    name: `${limit.scope} limit`,
    write: {
      Update: {
        TableName: tableName,
        Key: rateKeys.hourWindow(limit.scope, limit.subject, at),
        UpdateExpression: 'ADD sent :one SET expires_at = :expires',
        ConditionExpression: 'attribute_not_exists(sent) OR sent < :limit',
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit.perHour,
          ':expires': Math.floor(windowEnds / 1000) + 3600,
        },
      },
    },
    refused,
  };
}

/**
 * Counts one attempt against every limit at once: all counted, or (one of them full) none, and
 * `refused` thrown, so a refused attempt leaves nothing behind and uses up nothing.
 */
export async function countAgainst(
  table: TableClient,
  limits: readonly HourlyLimit[],
  at: Date,
  refused: () => Error,
): Promise<void> {
  await writeTogether(
    table,
    limits.map((limit) => hourlyCount(table.tableName, limit, at, refused)),
  );
}
