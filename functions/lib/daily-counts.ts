import { ANALYTICS_RETENTION_MONTHS } from '../../shared/tracking-privacy';

/**
 * Daily counts, as both analytics keep them (a deployed site's visitors, Sitewright's own product
 * analytics): one item per UTC day, counted into with ADD and expiring before the privacy
 * policy's retention is up. Each item's owner module gives the keys and what it counts.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * DynamoDB deletes an expired item within days, not at once: a day's counts expire a week before
 * the policy's months are up, so they are gone by then.
 */
const EXPIRY_MARGIN_DAYS = 7;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The `count` UTC days that end with the one `today` falls in, oldest first. */
export function periodDays(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    utcDay(new Date(today.getTime() - (count - 1 - index) * DAY_MS)),
  );
}

/** When a day's counts expire (TTL, epoch seconds): the retention after that day, less a margin. */
export function dayExpiry(day: string): number {
  const kept = new Date(`${day}T00:00:00Z`);
  kept.setUTCMonth(kept.getUTCMonth() + ANALYTICS_RETENTION_MONTHS);
  return Math.floor((kept.getTime() - EXPIRY_MARGIN_DAYS * DAY_MS) / 1000);
}

/** The counters of an item whose names begin with `prefix`, by the rest of the name. */
export function countersOf(item: Record<string, unknown>, prefix: string): Record<string, number> {
  const counters: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(prefix) && typeof value === 'number') {
      counters[name.slice(prefix.length)] = value;
    }
  }
  return counters;
}

/** What one update counts into a day's item. */
export interface DayCounts {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  /**
   * Attribute → what to add: an amount to a counter, or members to a string set. Counters are
   * top-level attributes named for what they count (`page:/dashboard`, `country:IN`), so ADD
   * creates each on its first count, and the item itself on the day's first.
   */
  add: Readonly<Record<string, number | ReadonlySet<string>>>;
  /** Attributes set on every update besides the day and its expiry (the kind, the owner). */
  set?: Readonly<Record<string, unknown>>;
}

/**
 * The update expression of a day's counts: every counter by ADD, with no read and no race between
 * two counts; the day (`date`) and its expiry (`expires_at`, the table's TTL) set alongside. Every
 * name is a placeholder: counters' names hold any character, and DATE is a reserved word. Spread
 * into an UpdateCommand with the item's key; a condition adds its own values.
 */
export function dayCountsUpdate({ day, add, set = {} }: DayCounts) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clause = (kind: 'a' | 's', entries: [string, unknown][]) =>
    entries.map(([name, value], index) => {
      names[`#${kind}${index}`] = name;
      values[`:${kind}${index}`] = value;
      return kind === 'a' ? `#a${index} :a${index}` : `#s${index} = :s${index}`;
    });
  const adds = clause('a', Object.entries(add));
  if (adds.length === 0) throw new Error(`Nothing to count on ${day}`);
  const sets = clause('s', Object.entries({ ...set, date: day, expires_at: dayExpiry(day) }));
  return {
    UpdateExpression: `ADD ${adds.join(', ')} SET ${sets.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}
