import * as z from '../../shared/zod';
import type { TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { paymentReferenceKeys, userPartition } from '../lib/table-keys';
import type { TransactionPart } from '../lib/transactions';

/** One of the user's Razorpay orders or subscriptions, as their partition lists it. */
export interface PaymentReference {
  kind: 'order' | 'subscription';
  /** Razorpay's order or subscription id. */
  id: string;
  createdAt: Date;
}

const referenceItemSchema = z.object({
  kind: z.enum(['order', 'subscription']),
  payment_id: z.string(),
  created_at: z.iso.datetime(),
});

/**
 * The PaymentReference item kind: an order or subscription of the user, by id, in their
 * partition. Written in the same transaction as the order or the subscription's owner, so every
 * one made since references existed is found from the user alone (no index, no scan).
 */
const referenceItems = defineEntity({
  entity: 'PaymentReference',
  key: paymentReferenceKeys.reference,
  schema: referenceItemSchema,
  toValue: (parsed): PaymentReference => ({
    kind: parsed.kind,
    id: parsed.payment_id,
    createdAt: new Date(parsed.created_at),
  }),
});

/** The reference's write, for the transaction that records the order or subscription. */
export function paymentReferencePart(
  tableName: string,
  userId: string,
  reference: PaymentReference,
): TransactionPart {
  return {
    name: 'paymentReference',
    write: {
      Put: {
        TableName: tableName,
        Item: referenceItems.item([userId, reference.id], {
          kind: reference.kind,
          payment_id: reference.id,
          created_at: reference.createdAt.toISOString(),
        }),
      },
    },
  };
}

/** Every order and subscription the user's partition references, oldest id first. */
export function paymentReferencesOf(
  table: TableClient,
  userId: string,
): Promise<PaymentReference[]> {
  return referenceItems.all(table, {
    partition: userPartition(userId),
    prefix: paymentReferenceKeys.prefix,
  });
}
