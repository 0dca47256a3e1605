import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { contactKeys } from '../../functions/lib/table-keys';
import { localDynamoClientConfig, type LocalDynamo } from '../../tools/local-cloud/dynamodb';

/**
 * Test-only: every contact message stored in the local table, whatever month it was filed under
 * (a test running across midnight at the month's end would miss some if it asked for one month).
 */
export async function storedContactMessages(dynamo: Pick<LocalDynamo, 'endpoint' | 'tableName'>) {
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(localDynamoClientConfig(dynamo.endpoint)),
  );
  try {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await documents.send(
        new ScanCommand({
          TableName: dynamo.tableName,
          FilterExpression: 'begins_with(PK, :contact)',
          ExpressionAttributeValues: { ':contact': contactKeys.monthPrefix },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  } finally {
    documents.destroy();
  }
}

/**
 * Waits, when a clock window (a minute, an hour) is about to turn, until it has: limits count per
 * clock window, so a burst across the turn would be counted in two.
 */
export async function awayFromTheTurnOf(windowMs: number, burstMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < burstMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** The contact limit counts a sender's messages per clock hour. */
export function awayFromTheHoursTurn(burstMs = 15_000): Promise<void> {
  return awayFromTheTurnOf(60 * 60 * 1000, burstMs);
}
