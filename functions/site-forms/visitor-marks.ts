import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { visitKeys } from '../lib/table-keys';
import { visitorDataExpiry } from './visitor-salts';

/**
 * That a visitor was counted on a site on a day, known only by the day's salted hash of their
 * address, browser and the site: the mark holds nothing else, and expires the day after.
 */
export function createVisitorMarks({ documents, tableName }: TableClient) {
  return {
    /** Marks the visitor; true when this is their first view that day (the put's condition). */
    async firstToday(day: string, hash: string): Promise<boolean> {
      const written = await ifConditionHolds(
        documents.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...visitKeys.visitor(day, hash),
              entity: 'VisitorMark',
              expires_at: visitorDataExpiry(day),
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      );
      return written !== undefined;
    },
  };
}

export type VisitorMarks = ReturnType<typeof createVisitorMarks>;
