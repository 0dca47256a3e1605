import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';

/** True when a transaction was refused because one of its conditions did not hold. */
export function isConditionFailure(error: unknown): boolean {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some(
      (reason) => reason.Code === 'ConditionalCheckFailed',
    );
  }
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
