import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { WebhookOutcome } from '../../shared/api/credits-schemas';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { paymentEventKeys } from '../lib/table-keys';

/**
 * How long a handled event's id is remembered. Razorpay retries a failed delivery for about a day;
 * a week leaves room, and DynamoDB's TTL then removes the item.
 */
export const WEBHOOK_EVENT_RETENTION_SECONDS = 7 * 24 * 60 * 60;

/**
 * The key a delivery is remembered by: Razorpay's event id (`X-Razorpay-Event-Id`) with the body's
 * hash. The id header is not signed, so a signed body replayed under another event's id cannot
 * make that event look handled; a redelivery repeats both.
 */
export function handledEventId(eventIdHeader: string | undefined, rawBody: Buffer): string {
  const bodyHash = createHash('sha256').update(rawBody).digest('hex');
  return `${eventIdHeader?.trim().slice(0, 100) || 'no-id'}#${bodyHash}`;
}

export interface HandledEvent {
  eventId: string;
  type: string;
  outcome: WebhookOutcome;
  at: Date;
}

/**
 * Webhook events already handled, by event id, so a redelivery is answered without doing the work
 * again. This is an economy, not the guarantee: crediting an order is idempotent by itself.
 */
export function createWebhookEvents({ documents, tableName }: TableClient) {
  return {
    async wasHandled(eventId: string): Promise<boolean> {
      const { Item } = await documents.send(
        new GetCommand({
          TableName: tableName,
          Key: paymentEventKeys.event(eventId),
          ProjectionExpression: 'PK',
          ConsistentRead: true,
        }),
      );
      return Item !== undefined;
    },

    /** Remembers a handled event; the first record of an id stays. */
    async recordHandled(event: HandledEvent): Promise<void> {
      await ifConditionHolds(
        documents.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...paymentEventKeys.event(event.eventId),
              entity: 'WebhookEvent',
              event_id: event.eventId,
              type: event.type,
              outcome: event.outcome,
              handled_at: event.at.toISOString(),
              expires_at: Math.floor(event.at.getTime() / 1000) + WEBHOOK_EVENT_RETENTION_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          }),
        ),
      );
    },
  };
}

export type WebhookEvents = ReturnType<typeof createWebhookEvents>;
