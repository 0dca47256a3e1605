import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** True when the transaction was refused because the condition of action `index` did not hold. */
export function failedConditionAt(error: unknown, index: number): boolean {
  return (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed'
  );
}
