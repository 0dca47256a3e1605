import type { TransactionPart } from '../lib/transactions';
import { profileKeys } from '../lib/table-keys';

/*
 * Conditions on the balance that other areas' transactions carry. Apart from balances.ts (with
 * its schemas), so a function that only checks a balance does not load the credits' code at its
 * cold start.
 */

/** A check, in another write's transaction, that the user's balance is at least `min`. */
export function creditsAtLeast(
  tableName: string,
  userId: string,
  min: number,
  refused: () => Error,
): TransactionPart {
  return {
    name: 'creditsAtLeast',
    write: {
      ConditionCheck: {
        TableName: tableName,
        Key: profileKeys.profile(userId),
        ConditionExpression: 'credits >= :min',
        ExpressionAttributeValues: { ':min': min },
      },
    },
    refused,
  };
}
