import { createHash } from 'node:crypto';
import { rateKeys, type RateScope } from './table-keys';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ifConditionHolds, type TableClient } from './dynamo-client';
import { writeTogether, type TransactionPart } from './transactions';
import { HOUR_MS, MINUTE_MS, windowEnd } from './clock-windows';

/** At most `perHour` of something for one subject (an address, an email) in a clock hour. */
export interface HourlyLimit {
  scope: RateScope;
  /** Who is counted; an email or a site's visitor is kept only as a hash. */
  subject: string;
  perHour: number;
}

/** An email as a rate-limit subject: the same for any spelling's case, never stored readable. */
export function emailSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * The update that counts one more in a window, on condition it is not full; the window's item
 * expires (TTL) an hour after the window ends.
 */
function windowCount(
  tableName: string,
  key: Record<string, string>,
  limit: number,
  windowEnds: number,
) {
  return {
    TableName: tableName,
    Key: key,
    UpdateExpression: 'ADD sent :one SET expires_at = :expires',
    ConditionExpression: 'attribute_not_exists(sent) OR sent < :limit',
    ExpressionAttributeValues: {
      ':one': 1,
      ':limit': limit,
      ':expires': Math.floor(windowEnds / 1000) + 3600,
    },
  };
}

/**
 * One count against a limit's current hour, as a transaction part: past the limit its condition
 * fails and `refused` is thrown.
 */
export function hourlyCount(
  tableName: string,
  limit: HourlyLimit,
  at: Date,
  refused: () => Error,
): TransactionPart {
  return {
    name: `${limit.scope} limit`,
    write: {
      Update: windowCount(
        tableName,
        rateKeys.hourWindow(limit.scope, limit.subject, at),
        limit.perHour,
        windowEnd(at, HOUR_MS),
      ),
    },
    refused,
  };
}

/** At most `perMinute` of something for one subject in a clock minute. */
export interface MinuteLimit {
  scope: RateScope;
  subject: string;
  perMinute: number;
}

/** Counts one in a window of its own, alone: false when the window is full. */
async function countAlone(
  table: TableClient,
  key: Record<string, string>,
  limit: number,
  windowEnds: number,
): Promise<boolean> {
  const counted = await ifConditionHolds(
    table.documents.send(new UpdateCommand(windowCount(table.tableName, key, limit, windowEnds))),
  );
  return counted !== undefined;
}

/** Counts one against the limit's current minute, alone: false when the minute is full. */
export function countInMinute(table: TableClient, limit: MinuteLimit, at: Date): Promise<boolean> {
  return countAlone(
    table,
    rateKeys.minuteWindow(limit.scope, limit.subject, at),
    limit.perMinute,
    windowEnd(at, MINUTE_MS),
  );
}

/**
 * Counts one against the limit's current hour, alone, for what is not refused past it but
 * quietly left uncounted: false when the hour is full.
 */
export function countInHour(table: TableClient, limit: HourlyLimit, at: Date): Promise<boolean> {
  return countAlone(
    table,
    rateKeys.hourWindow(limit.scope, limit.subject, at),
    limit.perHour,
    windowEnd(at, HOUR_MS),
  );
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
