import { remainingShare } from '../../../shared/plan-changes';
import {
  addMonths,
  newOrder,
  newPayment,
  newWebhookEvent,
  randomId,
  unixSeconds,
  type PaymentMethod,
  type PaymentOutcome,
  type RazorpayNotes,
  type RazorpayPayment,
  type RazorpayPlan,
  type RazorpaySubscription,
  type RazorpaySubscriptionStatus,
  type SubscriptionEventName,
  type WebhookEvent,
} from './razorpay-entities';
import type { RazorpayStore } from './razorpay-store';
import { refundPayment } from './razorpay-refunds';

/** A request Razorpay would refuse with a 400; the message is its description. */
export class SubscriptionRequestError extends Error {}

export interface SubscriptionRequest {
  plan_id: string;
  total_count: number;
  notes: RazorpayNotes;
  /** The first charge's time, unix seconds; Checkout then only authorises the payment method. */
  start_at?: number;
}

/** What Razorpay takes to authorise a method for a subscription that starts later, and refunds. */
export const AUTHORISATION_AMOUNT = 500;

/** `PATCH /v1/subscriptions/:id` as the product sends it: another plan, now or at the cycle's end. */
export interface SubscriptionUpdateRequest {
  plan_id: string;
  schedule_change_at: 'now' | 'cycle_end';
}

/** What a step of the life cycle did: the subscription now, the payment it made, its events. */
export interface SubscriptionChange {
  subscription: RazorpaySubscription;
  payment?: RazorpayPayment;
  /** Recorded already, in the order Razorpay sends them; delivering them is the caller's part. */
  events: WebhookEvent[];
}

const FINISHED: readonly RazorpaySubscriptionStatus[] = ['cancelled', 'completed', 'expired'];
const CHARGEABLE: readonly RazorpaySubscriptionStatus[] = ['active', 'pending', 'halted'];
const UPDATABLE: readonly RazorpaySubscriptionStatus[] = ['authenticated', 'active'];
const NO_SCHEDULED_CHANGES = 'There are no scheduled changes for this subscription';

/**
 * Razorpay Subscriptions' life cycle on one machine: created, paid from Checkout (authenticated,
 * then active), renewed, failing to renew (pending, then halted), cancelled now or at the cycle's
 * end, completed. Every step records its webhook events with snapshots of the subscription.
 */
export function createSubscriptionLifecycle(store: RazorpayStore) {
  function find(id: string): { subscription: RazorpaySubscription; plan: RazorpayPlan } {
    const subscription = store.subscription(id);
    const plan = subscription && store.plan(subscription.plan_id);
    if (!subscription || !plan)
      throw new SubscriptionRequestError('The id provided does not exist');
    return { subscription, plan };
  }

  function subscriptionEvent(
    name: SubscriptionEventName,
    subscription: RazorpaySubscription,
    payment?: RazorpayPayment,
  ): WebhookEvent {
    const event = newWebhookEvent(name, {
      payment_id: payment?.id ?? null,
      subscription_id: subscription.id,
      snapshot: {
        subscription: structuredClone(subscription),
        ...(payment ? { payment: structuredClone(payment) } : {}),
      },
    });
    store.addEvent(event);
    return event;
  }

  function paymentEvent(name: 'payment.captured' | 'payment.failed', payment: RazorpayPayment) {
    const event = newWebhookEvent(name, {
      payment_id: payment.id,
      subscription_id: null,
      snapshot: undefined,
    });
    store.addEvent(event);
    return event;
  }

  /** The invoice being paid (one whose order is unpaid, as after a failed charge) or a new one. */
  function openInvoice(subscription: RazorpaySubscription, plan: RazorpayPlan) {
    for (const invoice of store.invoicesOf(subscription.id)) {
      const order = store.order(invoice.order_id);
      if (order && order.status !== 'paid') return { invoice, order };
    }
    const order = newOrder({
      amount: plan.item.amount,
      currency: plan.item.currency,
      receipt: null,
      notes: subscription.notes,
    });
    const invoice = { id: randomId('inv_'), subscription_id: subscription.id, order_id: order.id };
    store.addInvoice(invoice, order);
    return { invoice, order };
  }

  function charge(
    subscription: RazorpaySubscription,
    plan: RazorpayPlan,
    outcome: PaymentOutcome,
    method: PaymentMethod = subscription.payment_method ?? 'upi',
  ): RazorpayPayment {
    const { invoice, order } = openInvoice(subscription, plan);
    const payment = newPayment(order, outcome, invoice.id, method);
    store.addPayment(payment, order);
    return payment;
  }

  /** An update's invoice for the price difference, charged to the subscription's card. */
  function chargeDifference(
    subscription: RazorpaySubscription,
    plan: RazorpayPlan,
    amount: number,
  ) {
    const order = newOrder({
      amount,
      currency: plan.item.currency,
      receipt: null,
      notes: subscription.notes,
    });
    const invoice = { id: randomId('inv_'), subscription_id: subscription.id, order_id: order.id };
    store.addInvoice(invoice, order);
    const payment = newPayment(order, 'captured', invoice.id, 'card');
    store.addPayment(payment, order);
    return payment;
  }

  /** A cancellation at the cycle's end is scheduled (an update at the cycle's end is not one). */
  function cancellationScheduled(subscription: RazorpaySubscription): boolean {
    return subscription.has_scheduled_changes && !store.scheduledUpdate(subscription.id);
  }

  /** Why Razorpay would refuse to update the subscription, if it would. */
  function updateProblem(subscription: RazorpaySubscription): string | undefined {
    if (!UPDATABLE.includes(subscription.status)) {
      return `Subscription cannot be updated in ${subscription.status} status.`;
    }
    // Razorpay updates subscriptions charged to cards only (not UPI Autopay or emandate).
    if (subscription.payment_method !== 'card') {
      return 'subscriptions cannot be updated when payment mode is UPI';
    }
    if (cancellationScheduled(subscription)) {
      return `${subscription.id} is cancelled at the end of its cycle, so it cannot be updated`;
    }
    return undefined;
  }

  /** Renewals are charged to whoever paid last, as Razorpay charges the saved method. */
  function refuseUnlessChargeable(subscription: RazorpaySubscription, what: string): void {
    if (!CHARGEABLE.includes(subscription.status)) {
      throw new SubscriptionRequestError(
        `Only an active, pending or halted subscription can ${what}; ${subscription.id} is ${subscription.status}`,
      );
    }
    if (cancellationScheduled(subscription)) {
      throw new SubscriptionRequestError(
        `${subscription.id} is cancelled at the end of its cycle, so it is not charged again: end the period instead`,
      );
    }
    if (subscription.remaining_count <= 0) {
      throw new SubscriptionRequestError(
        `${subscription.id} has no charges left: end the period instead`,
      );
    }
  }

  /**
   * Checkout for a subscription that starts later: a token payment authorises the method and is
   * refunded at once; the subscription is authenticated, its first charge due at `start_at`.
   */
  function authorise(
    subscription: RazorpaySubscription,
    outcome: PaymentOutcome,
    method: PaymentMethod,
  ): SubscriptionChange {
    const order = newOrder({
      amount: AUTHORISATION_AMOUNT,
      currency: 'INR',
      receipt: null,
      notes: subscription.notes,
    });
    store.addOrder(order);
    const payment = newPayment(order, outcome, null, method);
    store.addPayment(payment, order);
    if (payment.status === 'failed') {
      return { subscription, payment, events: [paymentEvent('payment.failed', payment)] };
    }
    store.updateSubscription(subscription, {
      status: 'authenticated',
      charge_at: subscription.start_at,
      payment_method: method,
    });
    const authenticated = subscriptionEvent('subscription.authenticated', subscription);
    const refunded = refundPayment(store, payment.id, { reason: 'authorisation' });
    return { subscription, payment, events: [authenticated, ...refunded.events] };
  }

  /** Why Checkout cannot take the subscription's first payment, if it cannot. */
  function payProblem(subscription: RazorpaySubscription): string | undefined {
    if (subscription.status === 'created') return undefined;
    return subscription.paid_count > 0
      ? 'This subscription has already been paid'
      : `This subscription is ${subscription.status} and cannot be paid`;
  }

  return {
    /** `POST /v1/subscriptions`: a subscription waiting for its first payment. */
    create(request: SubscriptionRequest): RazorpaySubscription {
      const plan = store.plan(request.plan_id);
      if (!plan) throw new SubscriptionRequestError('The id provided does not exist');
      if (request.start_at !== undefined && request.start_at <= unixSeconds()) {
        throw new SubscriptionRequestError('start_at cannot be lesser than the current time');
      }
      const id = randomId('sub_');
      const subscription: RazorpaySubscription = {
        id,
        entity: 'subscription',
        plan_id: plan.id,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        notes: request.notes,
        charge_at: null,
        total_count: request.total_count,
        paid_count: 0,
        created_at: unixSeconds(),
        has_scheduled_changes: false,
        change_scheduled_at: null,
        remaining_count: request.total_count,
        payment_method: null,
        start_at: request.start_at ?? null,
      };
      store.addSubscription(subscription);
      return subscription;
    },

    payProblem,

    /**
     * Checkout's payment for a created subscription. Paid: the first period starts now
     * (authenticated, then active); failed: the subscription stays created for another try.
     */
    pay(id: string, outcome: PaymentOutcome, method: PaymentMethod = 'upi'): SubscriptionChange {
      const { subscription, plan } = find(id);
      const problem = payProblem(subscription);
      if (problem) throw new SubscriptionRequestError(problem);
      if (subscription.start_at !== null && subscription.start_at > unixSeconds()) {
        return authorise(subscription, outcome, method);
      }
      const payment = charge(subscription, plan, outcome, method);
      if (payment.status === 'failed') {
        return { subscription, payment, events: [paymentEvent('payment.failed', payment)] };
      }
      const now = unixSeconds();
      store.updateSubscription(subscription, { status: 'authenticated' });
      const authenticated = subscriptionEvent('subscription.authenticated', subscription);
      const currentEnd = addMonths(now, 1);
      store.updateSubscription(subscription, {
        status: 'active',
        current_start: now,
        current_end: currentEnd,
        charge_at: currentEnd,
        paid_count: 1,
        remaining_count: subscription.total_count - 1,
        payment_method: method,
      });
      const events = [
        authenticated,
        subscriptionEvent('subscription.activated', subscription),
        subscriptionEvent('subscription.charged', subscription, payment),
        paymentEvent('payment.captured', payment),
      ];
      return { subscription, payment, events };
    },

    /** `POST /v1/subscriptions/:id/cancel`: now, or at the end of the current cycle. */
    cancel(id: string, atCycleEnd: boolean): SubscriptionChange {
      const { subscription } = find(id);
      if (FINISHED.includes(subscription.status)) {
        throw new SubscriptionRequestError(
          `Subscription is not cancellable in ${subscription.status} status.`,
        );
      }
      // A cancellation replaces an update scheduled for the cycle's end.
      if (atCycleEnd && subscription.current_end !== null) {
        store.scheduleUpdate(subscription, null, {
          has_scheduled_changes: true,
          change_scheduled_at: subscription.current_end,
        });
        return { subscription, events: [] };
      }
      store.scheduleUpdate(subscription, null, {
        status: 'cancelled',
        ended_at: unixSeconds(),
        has_scheduled_changes: false,
        change_scheduled_at: null,
      });
      return { subscription, events: [subscriptionEvent('subscription.cancelled', subscription)] };
    },

    /**
     * `PATCH /v1/subscriptions/:id`: to another plan now (the price difference for the days left
     * is charged to the card at once, and `subscription.updated` says so) or at the cycle's end
     * (scheduled; the renewal charges the new plan). The period stays as it was.
     */
    update(id: string, request: SubscriptionUpdateRequest): SubscriptionChange {
      const { subscription, plan } = find(id);
      const problem = updateProblem(subscription);
      if (problem) throw new SubscriptionRequestError(problem);
      const next = store.plan(request.plan_id);
      if (!next) throw new SubscriptionRequestError('The id provided does not exist');
      if (request.schedule_change_at === 'cycle_end') {
        store.scheduleUpdate(subscription, next.id, {
          has_scheduled_changes: true,
          change_scheduled_at: subscription.current_end,
        });
        return { subscription, events: [] };
      }
      if (subscription.current_start === null || subscription.current_end === null) {
        throw new SubscriptionRequestError(`${subscription.id} has no paid period to update`);
      }
      const { left, days } = remainingShare(
        { start: subscription.current_start, end: subscription.current_end },
        unixSeconds(),
      );
      const difference = Math.round(((next.item.amount - plan.item.amount) * left) / days);
      if (difference < 0) {
        throw new SubscriptionRequestError(
          'The local Razorpay makes no credit notes: update to a cheaper plan at cycle_end',
        );
      }
      if (difference < 1) {
        throw new SubscriptionRequestError(
          'The difference amount after updating the subscription is less than the minimum amount',
        );
      }
      const payment = chargeDifference(subscription, next, difference);
      store.scheduleUpdate(subscription, null, {
        plan_id: next.id,
        has_scheduled_changes: false,
        change_scheduled_at: null,
      });
      return {
        subscription,
        payment,
        events: [
          subscriptionEvent('subscription.updated', subscription, payment),
          paymentEvent('payment.captured', payment),
        ],
      };
    },

    /** `GET /v1/subscriptions/:id/retrieve_scheduled_changes`: the subscription as it will be. */
    pendingUpdate(id: string): RazorpaySubscription {
      const { subscription } = find(id);
      const scheduled = store.scheduledUpdate(id);
      if (!scheduled) throw new SubscriptionRequestError(NO_SCHEDULED_CHANGES);
      return { ...structuredClone(subscription), plan_id: scheduled.plan_id };
    },

    /** `POST /v1/subscriptions/:id/cancel_scheduled_changes`: the update at cycle end is dropped. */
    cancelScheduledChanges(id: string): RazorpaySubscription {
      const { subscription } = find(id);
      if (!store.scheduledUpdate(id)) throw new SubscriptionRequestError(NO_SCHEDULED_CHANGES);
      store.scheduleUpdate(subscription, null, {
        has_scheduled_changes: false,
        change_scheduled_at: null,
      });
      return subscription;
    },

    /**
     * The next cycle's charge succeeds: the next period starts where the last one ended, at the
     * plan an update scheduled for the cycle's end moves it to.
     */
    renew(id: string): SubscriptionChange {
      const found = find(id);
      const { subscription } = found;
      refuseUnlessChargeable(subscription, 'be renewed');
      const scheduled = store.scheduledUpdate(id);
      const plan = (scheduled && store.plan(scheduled.plan_id)) ?? found.plan;
      const updated: WebhookEvent[] = [];
      if (scheduled) {
        store.scheduleUpdate(subscription, null, {
          plan_id: plan.id,
          has_scheduled_changes: false,
          change_scheduled_at: null,
        });
        updated.push(subscriptionEvent('subscription.updated', subscription));
      }
      const recovering = subscription.status !== 'active';
      const payment = charge(subscription, plan, 'captured');
      const currentStart = subscription.current_end ?? unixSeconds();
      const currentEnd = addMonths(currentStart, 1);
      store.updateSubscription(subscription, {
        status: 'active',
        current_start: currentStart,
        current_end: currentEnd,
        charge_at: currentEnd,
        paid_count: subscription.paid_count + 1,
        remaining_count: subscription.remaining_count - 1,
      });
      // Back from pending or halted, Razorpay also tells that the subscription is active again.
      const events = [
        ...updated,
        ...(recovering ? [subscriptionEvent('subscription.activated', subscription)] : []),
        subscriptionEvent('subscription.charged', subscription, payment),
      ];
      return { subscription, payment, events };
    },

    /**
     * `start_at` has come for an authorised subscription: its first cycle is charged to the
     * method authorised, and its first period starts then.
     */
    start(id: string): SubscriptionChange {
      const { subscription, plan } = find(id);
      if (subscription.status !== 'authenticated' || subscription.start_at === null) {
        throw new SubscriptionRequestError(
          `${subscription.id} is ${subscription.status}: only an authorised subscription with a start_at starts`,
        );
      }
      const payment = charge(subscription, plan, 'captured');
      const currentStart = subscription.start_at;
      const currentEnd = addMonths(currentStart, 1);
      store.updateSubscription(subscription, {
        status: 'active',
        current_start: currentStart,
        current_end: currentEnd,
        charge_at: currentEnd,
        paid_count: 1,
        remaining_count: subscription.total_count - 1,
      });
      const events = [
        subscriptionEvent('subscription.activated', subscription),
        subscriptionEvent('subscription.charged', subscription, payment),
        paymentEvent('payment.captured', payment),
      ];
      return { subscription, payment, events };
    },

    /** The next cycle's charge fails: active becomes pending, pending becomes halted. */
    failCharge(id: string): SubscriptionChange {
      const { subscription, plan } = find(id);
      refuseUnlessChargeable(subscription, 'fail a charge');
      if (subscription.status === 'halted') {
        throw new SubscriptionRequestError(
          `${subscription.id} is halted: Razorpay charges it no more until it is renewed`,
        );
      }
      const payment = charge(subscription, plan, 'failed');
      const status = subscription.status === 'active' ? 'pending' : 'halted';
      store.updateSubscription(subscription, { status });
      const name = status === 'pending' ? 'subscription.pending' : 'subscription.halted';
      return { subscription, payment, events: [subscriptionEvent(name, subscription)] };
    },

    /** The current period ends: a scheduled cancellation happens, or the last cycle completes. */
    endPeriod(id: string): SubscriptionChange {
      const { subscription } = find(id);
      if (!CHARGEABLE.includes(subscription.status) && subscription.status !== 'authenticated') {
        throw new SubscriptionRequestError(
          `${subscription.id} is ${subscription.status}: it has no period to end`,
        );
      }
      if (cancellationScheduled(subscription)) {
        store.updateSubscription(subscription, {
          status: 'cancelled',
          ended_at: unixSeconds(),
          has_scheduled_changes: false,
          change_scheduled_at: null,
        });
        return {
          subscription,
          events: [subscriptionEvent('subscription.cancelled', subscription)],
        };
      }
      if (subscription.remaining_count <= 0) {
        store.updateSubscription(subscription, {
          status: 'completed',
          ended_at: unixSeconds(),
          charge_at: null,
        });
        return {
          subscription,
          events: [subscriptionEvent('subscription.completed', subscription)],
        };
      }
      throw new SubscriptionRequestError(
        `${subscription.id} is renewed when its period ends (${subscription.remaining_count} charges left, no cancellation scheduled): renew it or fail the charge instead`,
      );
    },
  };
}

export type SubscriptionLifecycle = ReturnType<typeof createSubscriptionLifecycle>;
