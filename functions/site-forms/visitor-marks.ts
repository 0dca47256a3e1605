import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { visitKeys } from '../lib/table-keys';
import { visitorDataExpiry } from './visitor-salts';

/**
 * That a visitor was counted on a site on a day, known only by the day's salted hash of their
 * address, browser and the site: the mark holds nothing else, and expires the day after.
 */
/** The VisitorMark item kind: nothing but its key (the day's hash) and its expiry. */
const markItems = defineEntity({
  entity: 'VisitorMark',
  key: visitKeys.visitor,
  schema: z.object({ expires_at: z.number() }),
  toValue: (parsed) => parsed,
});

export function createVisitorMarks(table: TableClient) {
  return {
    /** Marks the visitor; true when this is their first view that day (the put's condition). */
    async firstToday(day: string, hash: string): Promise<boolean> {
      const written = await ifConditionHolds(
        markItems.putIfNew(
          table,
          markItems.item([day, hash], { expires_at: visitorDataExpiry(day) }),
        ),
      );
      return written !== undefined;
    },
  };
}

export type VisitorMarks = ReturnType<typeof createVisitorMarks>;
