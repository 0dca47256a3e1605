import { z } from 'zod';
import { openJsonStateFile } from '../json-state-file';
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
const razorpayKeysSchema = z.object({
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

/**
 * Events waiting to be delivered, in turn: due at `due_at` (ms), after `attempt` failed tries.
 * Kept in the state file, so a restart delivers them still, on the same retry schedule.
 */
const queuedDeliverySchema = z.object({
  id: z.string(),
  event_ids: z.array(z.string()).min(1),
  due_at: z.number(),
  attempt: z.number().int().nonnegative(),
});
export type QueuedDelivery = z.infer<typeof queuedDeliverySchema>;

/** An update of a subscription's plan waiting for the end of its cycle. */
const scheduledUpdateSchema = z.object({ subscription_id: z.string(), plan_id: z.string() });
export type ScheduledUpdate = z.infer<typeof scheduledUpdateSchema>;

// Plans, subscriptions, invoices, refunds, the queue and updates came later: older files lack them.
const stateSchema = z.object({
  keys: razorpayKeysSchema,
  orders: z.array(razorpayOrderSchema),
  payments: z.array(razorpayPaymentSchema),
  events: z.array(webhookEventSchema),
  plans: z.array(razorpayPlanSchema).default([]),
  subscriptions: z.array(razorpaySubscriptionSchema).default([]),
  invoices: z.array(invoiceSchema).default([]),
  refunds: z.array(razorpayRefundSchema).default([]),
  webhook_queue: z.array(queuedDeliverySchema).default([]),
  scheduled_updates: z.array(scheduledUpdateSchema).default([]),
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

/**
 * Orders, payments, refunds, plans, subscriptions and webhook events of the local Razorpay
 * account, in memory and, with a data folder, in one JSON state file rewritten after each change.
 * Changes are synchronous, so each is whole.
 */
export async function openRazorpayStore(dataDir: string | null) {
  const stateFile = await openJsonStateFile({
    dataDir,
    fileName: STATE_FILE,
    schema: stateSchema,
    owner: 'local Razorpay',
  });
  const state: State = stateFile.saved ?? {
    keys: newKeys(),
    orders: [],
    payments: [],
    events: [],
    plans: [],
    subscriptions: [],
    invoices: [],
    refunds: [],
    webhook_queue: [],
    scheduled_updates: [],
  };
  const persist = () => stateFile.save(state);
  if (!stateFile.saved) await persist();

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
    scheduledUpdate: (subscriptionId: string) =>
      state.scheduled_updates.find((update) => update.subscription_id === subscriptionId),
    /**
     * Schedules a subscription's update for the end of its cycle (replacing any before), or drops
     * it (null), with the subscription's own change, as one change.
     */
    scheduleUpdate(
      subscription: RazorpaySubscription,
      planId: string | null,
      changes: Partial<Omit<RazorpaySubscription, 'id' | 'entity'>>,
    ): void {
      state.scheduled_updates = state.scheduled_updates.filter(
        (update) => update.subscription_id !== subscription.id,
      );
      if (planId)
        state.scheduled_updates.push({ subscription_id: subscription.id, plan_id: planId });
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
    /** Records a refund of the rest of its payment, and the payment refunded, as one change. */
    addRefund(refund: RazorpayRefund, payment: RazorpayPayment): void {
      state.refunds.push(refund);
      payment.amount_refunded += refund.amount;
      payment.refund_status = 'full';
      payment.status = 'refunded';
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
    webhookQueue: (): readonly QueuedDelivery[] => state.webhook_queue,
    /** Queues events (and adds those not recorded yet) as one change. */
    enqueue(delivery: QueuedDelivery, newEvents: readonly WebhookEvent[] = []): Promise<void> {
      state.events.push(...newEvents);
      state.webhook_queue.push(delivery);
      return persist();
    },
    /** Takes a delivery off the queue, putting back what is still to be tried, as one change. */
    dequeue(id: string, retry?: QueuedDelivery): Promise<void> {
      state.webhook_queue = state.webhook_queue.filter((queued) => queued.id !== id);
      if (retry) state.webhook_queue.push(retry);
      return persist();
    },
    /** Waits for the queued writes. */
    flush: stateFile.flush,
  };
}

export type RazorpayStore = Awaited<ReturnType<typeof openRazorpayStore>>;
