import type { TransactionPart } from '../lib/transactions';
import { profileKeys } from '../lib/table-keys';
import { WELCOME_CREDITS } from '../../shared/constants';

/*
 * Conditions on the balance that other areas' transactions carry. Apart from balances.ts (with
 * its schemas), so a function that only checks a balance does not load the credits' code at its
 * cold start.
 */

/**
 * A check, in another write's transaction, that the user's balance is at least `min`, counting the
 * welcome credits an account still proving its email is owed (welcome-grant.ts): such an account
 * opens at zero, and is granted them the moment it verifies. An account being closed
 * (`closing_at`, auth/profiles.ts) passes no such check: nothing new starts while it is deleted.
 */
export function creditsAtLeast(
  tableName: string,
  userId: string,
  min: number,
  refused: () => Error,
): TransactionPart {
  const owedCounts = min <= WELCOME_CREDITS;
  return {
    name: 'creditsAtLeast',
    write: {
      ConditionCheck: {
        TableName: tableName,
        Key: profileKeys.profile(userId),
        ConditionExpression: owedCounts
          ? '(credits >= :min OR email_verified = :no) AND attribute_not_exists(closing_at)'
          : 'credits >= :min AND attribute_not_exists(closing_at)',
        ExpressionAttributeValues: { ':min': min, ...(owedCounts ? { ':no': false } : {}) },
      },
    },
    refused,
  };
}
