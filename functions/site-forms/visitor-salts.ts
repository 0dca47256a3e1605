import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
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

/** The VisitorSalt item kind: the day's salt, by the day. */
const saltItems = defineEntity({
  entity: 'VisitorSalt',
  key: visitKeys.salt,
  schema: z.object({ salt: z.string().check(z.minLength(16)) }),
  toValue: (parsed) => parsed.salt,
});

const storedSalt = saltItems.get;

/** The day's stored salt, or a new one stored now (unless another beacon stored one first). */
async function storedOrNewSalt(table: TableClient, day: string, newSalt: () => string) {
  const existing = await storedSalt(table, day);
  if (existing) return existing;
  const salt = newSalt();
  const written = await ifConditionHolds(
    saltItems.putIfNew(table, saltItems.item([day], { salt, expires_at: visitorDataExpiry(day) })),
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
