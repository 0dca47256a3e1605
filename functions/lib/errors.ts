import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** True when the transaction was refused because the condition of action `index` did not hold. */
export function failedConditionAt(error: unknown, index: number): boolean {
  return (
    error instanceof TransactionCanceledException &&
    error.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed'
  );
}

/**
 * True when DynamoDB cancelled the transaction because another one was writing the same items at
 * that moment (not because a condition failed): trying again is safe.
 */
export function wasTransactionConflict(error: unknown): boolean {
  return (
    error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'TransactionConflict')
  );
}
