import * as z from '../../shared/zod';
import { SITE_ANALYTICS } from '../../shared/api/analytics-schemas';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { visitKeys } from '../lib/table-keys';
import { visitorDataExpiry } from './visitor-salts';

/**
 * The VisitorMark item kind: that an address was counted on a site on a day, keyed by the day's
 * salted hash of the site and address, with the salted tags of the browsers counted from it as
 * visitors (`browsers`, a string set) and its expiry. Nothing in it names the address or a browser.
 */
const markItems = defineEntity({
  entity: 'VisitorMark',
  key: visitKeys.visitor,
  schema: z.object({ browsers: z.optional(z.set(z.string())), expires_at: z.number() }),
  toValue: (parsed) => parsed,
});

/** A view's visitor as the day's salt hides them: their address, and their browser behind it. */
export interface HashedVisitor {
  day: string;
  /** The day's salted hash of the site and the address. */
  address: string;
  /** The day's salted tag of the browser (its User-Agent) at that address. */
  browser: string;
}

/**
 * Who came to a site that day. An address is one visitor per browser, up to
 * `visitorsPerAddressPerDay` browsers: the one update's condition adds a browser only while the set
 * has fewer, so beacons racing from one address cannot count more, and no read precedes the write.
 */
export function createVisitorMarks(table: TableClient) {
  return {
    /** Marks the visitor; true when they are new that day (their browser was added to the mark). */
    async firstToday({ day, address, browser }: HashedVisitor): Promise<boolean> {
      const written = await ifConditionHolds(
        markItems.update(table, [day, address], {
          UpdateExpression: 'ADD browsers :browsers SET #entity = :entity, expires_at = :expires',
          ConditionExpression:
            'NOT contains(browsers, :browser) AND' +
            ' (attribute_not_exists(browsers) OR size(browsers) < :perAddress)',
          ExpressionAttributeNames: { '#entity': 'entity' },
          ExpressionAttributeValues: {
            ':browsers': new Set([browser]),
            ':browser': browser,
            ':perAddress': SITE_ANALYTICS.visitorsPerAddressPerDay,
            ':entity': markItems.entity,
            ':expires': visitorDataExpiry(day),
          },
        }),
      );
      return written !== undefined;
    },
  };
}

export type VisitorMarks = ReturnType<typeof createVisitorMarks>;
