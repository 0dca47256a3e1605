import { TransactionCanceledException, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TableClient } from './dynamo-client';

/** One write of a TransactWriteItems call: a Put, Update, Delete or ConditionCheck. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The old image DynamoDB returns with a failed condition (`ReturnValuesOnConditionCheckFailure`). */
export type FailedItem = Record<string, AttributeValue> | undefined;

/**
 * One write of a transaction, named after the item it changes, with what its failed condition
 * means: a reader of a cancelled transaction asks which part failed, never at which position.
 */
export interface TransactionPart {
  name: string;
  write: TransactItem;
  /** The error this part's failed condition stands for, given the item as it was. */
  refused?: (item: FailedItem) => Error;
}

/** The parts whose condition failed when DynamoDB cancelled the transaction, with their items. */
export function failedParts<Part extends TransactionPart>(
  error: unknown,
  parts: readonly Part[],
): { part: Part; item: FailedItem }[] {
  if (!(error instanceof TransactionCanceledException)) return [];
  const reasons = error.CancellationReasons ?? [];
  return parts.flatMap((part, index) =>
    reasons[index]?.Code === 'ConditionalCheckFailed' ? [{ part, item: reasons[index]?.Item }] : [],
  );
}

/** True when the condition of the part named `name` is among those that cancelled the transaction. */
export function failedPartNamed(error: unknown, parts: readonly TransactionPart[], name: string) {
  return failedParts(error, parts).some(({ part }) => part.name === name);
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

/**
 * Writes the parts in one transaction. A cancelled transaction becomes the `refused` error of the
 * first failed part that names one; anything else is rethrown as it came.
 */
export async function writeTogether(
  { documents }: TableClient,
  parts: readonly TransactionPart[],
): Promise<void> {
  try {
    await documents.send(new TransactWriteCommand({ TransactItems: parts.map((p) => p.write) }));
  } catch (error) {
    const refusal = failedParts(error, parts).find(({ part }) => part.refused);
    if (refusal?.part.refused) throw refusal.part.refused(refusal.item);
    throw error;
  }
}
