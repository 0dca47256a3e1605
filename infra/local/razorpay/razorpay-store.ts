import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import {
  randomId,
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayPlanSchema,
  razorpayRefundSchema,
  razorpaySubscriptionSchema,
  webhookEventSchema,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayPlan,
  type RazorpayRefund,
  type RazorpaySubscription,
  type WebhookEvent,
} from './razorpay-entities';

/** The local account's test keys, made once per data folder and kept with it. */
export const razorpayKeysSchema = z.object({
  keyId: z.string().startsWith('rzp_test_'),
  keySecret: z.string().min(20),
  webhookSecret: z.string().min(20),
  /** `account_id` of webhook events. */
  accountId: z.string().startsWith('acc_'),
});
export type RazorpayKeys = z.infer<typeof razorpayKeysSchema>;

/** A subscription's invoice, kept only to link its order and payments to the subscription. */
const invoiceSchema = z.object({
  id: z.string().startsWith('inv_'),
  subscription_id: z.string(),
  order_id: z.string(),
});
export type SubscriptionInvoice = z.infer<typeof invoiceSchema>;

// Plans, subscriptions, invoices and refunds came later: state files from before have none.
const stateSchema = z.object({
  keys: razorpayKeysSchema,
  orders: z.array(razorpayOrderSchema),
  payments: z.array(razorpayPaymentSchema),
  events: z.array(webhookEventSchema),
  plans: z.array(razorpayPlanSchema).default([]),
  subscriptions: z.array(razorpaySubscriptionSchema).default([]),
  invoices: z.array(invoiceSchema).default([]),
  refunds: z.array(razorpayRefundSchema).default([]),
});
type State = z.infer<typeof stateSchema>;

export const STATE_FILE = 'razorpay.json';

function newKeys(): RazorpayKeys {
  return {
    keyId: randomId('rzp_test_'),
    keySecret: randomId('', 24),
    webhookSecret: randomId('', 32),
    accountId: randomId('acc_'),
  };
}

async function loadState(file: string): Promise<State | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = stateSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${file} is not the local Razorpay's state: ${parsed.error.message}`);
  }
  return parsed.data;
}

/**
 * Orders, payments, refunds, plans, subscriptions and webhook events of the local Razorpay
 * account, in memory and, with a data folder, in one JSON file rewritten after each change
 * (atomically: a temporary file renamed).
 * Changes are synchronous, so each is whole; writes are queued so the newest state lands last.
 */
export async function openRazorpayStore(dataDir: string | null) {
  const file = dataDir ? join(dataDir, STATE_FILE) : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const loaded = file ? await loadState(file) : undefined;
  const state: State = loaded ?? {
    keys: newKeys(),
    orders: [],
    payments: [],
    events: [],
    plans: [],
    subscriptions: [],
    invoices: [],
    refunds: [],
  };
  let writing = Promise.resolve();

  function persist(): Promise<void> {
    if (!file) return Promise.resolve();
    const snapshot = JSON.stringify(state, null, 2);
    writing = writing
      .then(async () => {
        await writeFile(`${file}.tmp`, snapshot);
        await rename(`${file}.tmp`, file);
      })
      .catch((error: unknown) => console.error('[local razorpay] could not save', error));
    return writing;
  }
  if (!loaded) await persist();

  return {
    keys: state.keys,
    orders: (): readonly RazorpayOrder[] => state.orders,
    payments: (): readonly RazorpayPayment[] => state.payments,
    events: (): readonly WebhookEvent[] => state.events,
    plans: (): readonly RazorpayPlan[] => state.plans,
    subscriptions: (): readonly RazorpaySubscription[] => state.subscriptions,
    refunds: (): readonly RazorpayRefund[] => state.refunds,
    plan: (id: string) => state.plans.find((plan) => plan.id === id),
    subscription: (id: string) => state.subscriptions.find((item) => item.id === id),
    event: (id: string) => state.events.find((event) => event.id === id),
    invoicesOf: (subscriptionId: string) =>
      state.invoices.filter((invoice) => invoice.subscription_id === subscriptionId),
    order: (id: string) => state.orders.find((order) => order.id === id),
    payment: (id: string) => state.payments.find((payment) => payment.id === id),
    paymentsOf: (orderId: string) => state.payments.filter((p) => p.order_id === orderId),
    /** The latest event of that name for that payment, whose id a resend reuses. */
    eventOf: (paymentId: string, event: WebhookEvent['event']) =>
      state.events.findLast((item) => item.payment_id === paymentId && item.event === event),
    addPlan(plan: RazorpayPlan): void {
      state.plans.push(plan);
      void persist();
    },
    addSubscription(subscription: RazorpaySubscription): void {
      state.subscriptions.push(subscription);
      void persist();
    },
    /** A subscription's new invoice and the order it is paid through, as one change. */
    addInvoice(invoice: SubscriptionInvoice, order: RazorpayOrder): void {
      state.orders.push(order);
      state.invoices.push(invoice);
      void persist();
    },
    /** Changes a subscription in place, so every reader sees its one current version. */
    updateSubscription(
      subscription: RazorpaySubscription,
      changes: Partial<Omit<RazorpaySubscription, 'id' | 'entity'>>,
    ): void {
      Object.assign(subscription, changes);
      void persist();
    },
    addOrder(order: RazorpayOrder): void {
      state.orders.push(order);
      void persist();
    },
    /** Records a payment attempt and what it did to its order, as one change. */
    addPayment(payment: RazorpayPayment, order: RazorpayOrder): void {
      state.payments.push(payment);
      order.attempts += 1;
      if (payment.status === 'captured') {
        order.status = 'paid';
        order.amount_paid = payment.amount;
        order.amount_due = order.amount - payment.amount;
      } else if (order.status === 'created') {
        order.status = 'attempted';
      }
      void persist();
    },
    /** Records a refund and what it did to its payment, as one change. */
    addRefund(refund: RazorpayRefund, payment: RazorpayPayment): void {
      state.refunds.push(refund);
      payment.amount_refunded += refund.amount;
      const full = payment.amount_refunded >= payment.amount;
      payment.refund_status = full ? 'full' : 'partial';
      if (full) payment.status = 'refunded';
      void persist();
    },
    addEvent(event: WebhookEvent): void {
      state.events.push(event);
      void persist();
    },
    recordDelivery(event: WebhookEvent, delivery: WebhookEvent['deliveries'][number]): void {
      event.deliveries.push(delivery);
      void persist();
    },
    /** Waits for the queued writes. */
    flush: () => writing,
  };
}

export type RazorpayStore = Awaited<ReturnType<typeof openRazorpayStore>>;
