import * as z from '../../shared/zod';
import { writeTogether, type TransactionPart } from '../lib/transactions';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { paymentOrderKeys } from '../lib/table-keys';
import { paymentReferencePart } from './payment-references';

/**
 * A Razorpay order for a credit package: created `pending` with the order, `paid` by the one
 * transaction that credits it (whichever of verify-payment and the webhook gets there first).
 */
export interface PaymentOrder {
  /** Razorpay's order id. */
  orderId: string;
  userId: string;
  packageId: string;
  /** What the order buys, fixed when it was created (the catalogue may change later). */
  packageName: string;
  credits: number;
  /** In paise. */
  amount: number;
  currency: string;
  receipt: string;
  /**
   * The buyer's browser allowed product analytics when it made the order (no DNT or GPC, a
   * person's): its purchase is counted in the funnel once credited, however that comes about.
   */
  countable: boolean;
  status: 'pending' | 'paid';
  /** Set once paid: the payment that paid it, and the ledger entry that credited it. */
  paymentId: string | null;
  entryId: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

export type NewPaymentOrder = Omit<PaymentOrder, 'status' | 'paymentId' | 'entryId' | 'paidAt'>;

const orderItemSchema = z.object({
  order_id: z.string(),
  user_id: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  credits: z.number().check(z.int(), z.positive()),
  amount: z.number().check(z.int(), z.positive()),
  currency: z.string(),
  receipt: z.string(),
  // Orders made before product analytics are not counted.
  analytics_countable: z._default(z.boolean(), false),
  status: z.enum(['pending', 'paid']),
  payment_id: z.optional(z.string()),
  entry_id: z.optional(z.string()),
  created_at: z.iso.datetime(),
  paid_at: z.optional(z.iso.datetime()),
});

/** The PaymentOrder item kind: a Razorpay order, in a partition of its own. */
const orderItems = defineEntity({
  entity: 'PaymentOrder',
  key: paymentOrderKeys.order,
  schema: orderItemSchema,
  toValue: (parsed): PaymentOrder => ({
    orderId: parsed.order_id,
    userId: parsed.user_id,
    packageId: parsed.package_id,
    packageName: parsed.package_name,
    credits: parsed.credits,
    amount: parsed.amount,
    currency: parsed.currency,
    receipt: parsed.receipt,
    countable: parsed.analytics_countable,
    status: parsed.status,
    paymentId: parsed.payment_id ?? null,
    entryId: parsed.entry_id ?? null,
    createdAt: new Date(parsed.created_at),
    paidAt: parsed.paid_at ? new Date(parsed.paid_at) : null,
  }),
});

function toItem(order: PaymentOrder) {
  return orderItems.item([order.orderId], {
    order_id: order.orderId,
    user_id: order.userId,
    package_id: order.packageId,
    package_name: order.packageName,
    credits: order.credits,
    amount: order.amount,
    currency: order.currency,
    receipt: order.receipt,
    analytics_countable: order.countable,
    status: order.status,
    payment_id: order.paymentId ?? undefined,
    entry_id: order.entryId ?? undefined,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString(),
  });
}

export interface MarkPaid {
  orderId: string;
  userId: string;
  paymentId: string;
  entryId: string;
  at: Date;
}

export function createPaymentOrders(table: TableClient) {
  const { tableName } = table;
  return {
    get: (orderId: string): Promise<PaymentOrder | null> => orderItems.get(table, orderId),

    /**
     * Records a new order as pending, with its reference in the buyer's partition; an order id is
     * recorded once.
     */
    async create(newOrder: NewPaymentOrder): Promise<PaymentOrder> {
      const order: PaymentOrder = {
        ...newOrder,
        status: 'pending',
        paymentId: null,
        entryId: null,
        paidAt: null,
      };
      await writeTogether(table, [
        orderItems.putNewPart(tableName, 'order', toItem(order)),
        paymentReferencePart(tableName, order.userId, {
          kind: 'order',
          id: order.orderId,
          createdAt: order.createdAt,
        }),
      ]);
      return order;
    },

    /**
     * Keeps the order as a payment record of an account being closed: its owner becomes the
     * account's tombstone id. Only while it is still the user's, so a repeat changes nothing.
     */
    async anonymise(orderId: string, userId: string, tombstoneId: string): Promise<void> {
      await ifConditionHolds(
        orderItems.update(table, [orderId], {
          UpdateExpression: 'SET user_id = :tombstone',
          ConditionExpression: 'user_id = :user',
          ExpressionAttributeValues: { ':tombstone': tombstoneId, ':user': userId },
        }),
      );
    },

    /**
     * The write that makes a pending order paid, for the transaction that credits it: only while
     * it is still pending (and the user's), so an order is credited at most once.
     */
    markPaid(paid: MarkPaid): TransactionPart {
      return orderItems.updatePart(tableName, 'order', [paid.orderId], {
        UpdateExpression:
          'SET #status = :paid, payment_id = :payment, entry_id = :entry, paid_at = :at',
        ConditionExpression: '#status = :pending AND user_id = :user',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':paid': 'paid',
          ':pending': 'pending',
          ':user': paid.userId,
          ':payment': paid.paymentId,
          ':entry': paid.entryId,
          ':at': paid.at.toISOString(),
        },
      });
    },
  };
}

export type PaymentOrders = ReturnType<typeof createPaymentOrders>;
