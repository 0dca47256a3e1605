import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { webhookOutcomeSchema, type WebhookOutcome } from '../../shared/api/payment-schemas';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
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

/** The WebhookEvent item kind: a delivery handled, by its event id and body hash. */
const eventItems = defineEntity({
  entity: 'WebhookEvent',
  key: paymentEventKeys.event,
  schema: z.object({
    event_id: z.string(),
    type: z.string(),
    outcome: webhookOutcomeSchema,
    handled_at: z.iso.datetime(),
  }),
  toValue: (parsed): HandledEvent => ({
    eventId: parsed.event_id,
    type: parsed.type,
    outcome: parsed.outcome,
    at: new Date(parsed.handled_at),
  }),
});

/**
 * Webhook events already handled, by event id, so a redelivery is answered without doing the work
 * again. This is an economy, not the guarantee: crediting an order is idempotent by itself.
 */
export function createWebhookEvents(table: TableClient) {
  const { documents, tableName } = table;
  return {
    async wasHandled(eventId: string): Promise<boolean> {
      const { Item } = await documents.send(
        new GetCommand({
          TableName: tableName,
          Key: eventItems.key(eventId),
          ProjectionExpression: 'PK',
          ConsistentRead: true,
        }),
      );
      return Item !== undefined;
    },

    /** Remembers a handled event; the first record of an id stays. */
    async recordHandled(event: HandledEvent): Promise<void> {
      await ifConditionHolds(
        eventItems.putIfNew(
          table,
          eventItems.item([event.eventId], {
            event_id: event.eventId,
            type: event.type,
            outcome: event.outcome,
            handled_at: event.at.toISOString(),
            expires_at: Math.floor(event.at.getTime() / 1000) + WEBHOOK_EVENT_RETENTION_SECONDS,
          }),
        ),
      );
    },
  };
}

export type WebhookEvents = ReturnType<typeof createWebhookEvents>;
