import {
  validatePaymentVerification,
  validateWebhookSignature,
} from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PLANS } from '../../../shared/catalogue';
import {
  addMonths,
  razorpayPaymentSchema,
  razorpayPlanSchema,
  razorpaySubscriptionSchema,
} from './razorpay-entities';
import {
  subscriptionCheckoutSuccessSchema,
  type CheckoutOutcome,
} from '../../../testing/cloud/razorpay-checkout';
import { sdkError, useStandInSuite } from '../../../testing/cloud/razorpay-stand-in-suite';
import { payAtLocalCheckout } from '../../../testing/cloud/razorpay-checkout';
import { postJson } from '../../../testing/cloud/razorpay-webhook-receiver';

const errorSchema = z.object({
  error: z.object({ code: z.literal('BAD_REQUEST_ERROR'), description: z.string() }),
});
const failedSchema = z.object({
  error: z.object({
    reason: z.literal('payment_failed'),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
const subscriptionEventSchema = z.strictObject({
  entity: z.literal('event'),
  account_id: z.string().startsWith('acc_'),
  event: z.string(),
  contains: z.array(z.string()),
  payload: z.strictObject({
    subscription: z.object({ entity: razorpaySubscriptionSchema }),
    payment: z.object({ entity: razorpayPaymentSchema }).optional(),
  }),
  created_at: z.number(),
});
const paymentEventSchema = z.object({
  event: z.string(),
  contains: z.array(z.string()),
  payload: z.strictObject({ payment: z.object({ entity: razorpayPaymentSchema }) }),
});
const controlResultSchema = z.strictObject({
  subscription: razorpaySubscriptionSchema,
  deliveries: z.array(
    z.strictObject({
      event: z.string(),
      event_id: z.string().startsWith('evt_'),
      status: z.number().nullable(),
    }),
  ),
});

const now = () => Math.floor(Date.now() / 1000);

describe('subscriptions in the local Razorpay stand-in', () => {
  const standIn = useStandInSuite();

  async function newSubscription(totalCount = 12, plan: 'starter' | 'pro' = 'pro') {
    return razorpaySubscriptionSchema.parse(
      await standIn.sdk.subscriptions.create({
        plan_id: standIn.razorpay.planIds[plan],
        total_count: totalCount,
        customer_notify: 0,
        notes: { user_id: 'user-1', plan_id: plan },
      }),
    );
  }

  /** What the checkout page's buttons post for a subscription. */
  const checkout = (subscriptionId: string, outcome: CheckoutOutcome) =>
    standIn.checkout({ subscription_id: subscriptionId }, outcome);

  /** A paid subscription, its checkout webhooks received and cleared. */
  async function activeSubscription(totalCount = 12) {
    const subscription = await newSubscription(totalCount);
    const paid = subscriptionCheckoutSuccessSchema.parse(
      (await checkout(subscription.id, 'captured')).body,
    );
    await standIn.razorpay.webhooksDelivered();
    standIn.received.length = 0;
    return { subscription, paid };
  }

  function control(step: 'start' | 'renew' | 'fail-charge' | 'end-period', subscriptionId: string) {
    return postJson(`${standIn.url}/_local/razorpay/control/subscriptions/${step}`, {
      subscription_id: subscriptionId,
    });
  }

  function receivedEvents() {
    return standIn.received.map((webhook) => {
      expect(
        validateWebhookSignature(webhook.body, webhook.signature, standIn.razorpay.webhookSecret),
      ).toBe(true);
      return { body: JSON.parse(webhook.body) as unknown, eventId: webhook.eventId };
    });
  }

  describe('plans', () => {
    it('has a monthly rupee plan for each paid plan of the catalogue', async () => {
      const paid = PLANS.filter((plan) => plan.price > 0);
      expect(Object.keys(standIn.razorpay.planIds).sort()).toEqual(
        paid.map((plan) => plan.id).sort(),
      );

      for (const plan of paid) {
        const planId = Object.entries(standIn.razorpay.planIds).find(([id]) => id === plan.id)?.[1];
        const fetched = razorpayPlanSchema.parse(await standIn.sdk.plans.fetch(planId ?? ''));
        expect(fetched).toMatchObject({
          period: 'monthly',
          interval: 1,
          item: { name: plan.name, amount: plan.price, currency: 'INR' },
          notes: { plan_id: plan.id },
        });
      }
    });

    it('answers an unknown plan id with Razorpay’s 400', async () => {
      const error = await sdkError(standIn.sdk.plans.fetch('plan_0000000000000X'));
      expect(error).toMatchObject({
        statusCode: 400,
        error: { description: 'The id provided does not exist' },
      });
    });
  });

  describe('the API', () => {
    it('creates and fetches a subscription through the SDK, created and waiting for payment', async () => {
      const created = await newSubscription(6);

      expect(created).toMatchObject({
        entity: 'subscription',
        plan_id: standIn.razorpay.planIds.pro,
        status: 'created',
        current_start: null,
        current_end: null,
        ended_at: null,
        notes: { user_id: 'user-1', plan_id: 'pro' },
        total_count: 6,
        paid_count: 0,
        remaining_count: 6,
        has_scheduled_changes: false,
        change_scheduled_at: null,
      });
      expect(created.id).toMatch(/^sub_[0-9A-Za-z]{14}$/);
      expect(Math.abs(created.created_at - now())).toBeLessThan(5);
      expect(await standIn.sdk.subscriptions.fetch(created.id)).toEqual(created);
    });

    it('refuses a subscription to an unknown plan with Razorpay’s 400', async () => {
      const error = await sdkError(
        standIn.sdk.subscriptions.create({ plan_id: 'plan_0000000000000X', total_count: 12 }),
      );
      expect(error).toMatchObject({
        statusCode: 400,
        error: { description: 'The id provided does not exist' },
      });
    });

    it('answers an unknown subscription id with Razorpay’s 400', async () => {
      const error = await sdkError(standIn.sdk.subscriptions.fetch('sub_0000000000000X'));
      expect(error.statusCode).toBe(400);
    });
  });

  describe('a subscription that starts later (start_at)', () => {
    it('refuses a start_at that is not in the future', async () => {
      const error = await sdkError(
        standIn.sdk.subscriptions.create({
          plan_id: standIn.razorpay.planIds.pro,
          total_count: 12,
          start_at: now() - 60,
        }),
      );
      expect(error).toMatchObject({
        statusCode: 400,
        error: { description: 'start_at cannot be lesser than the current time' },
      });
    });

    it('is only authorised at checkout (a token payment, refunded), then charged when it starts', async () => {
      const startAt = now() + 7 * 86_400;
      const created = razorpaySubscriptionSchema.parse(
        await standIn.sdk.subscriptions.create({
          plan_id: standIn.razorpay.planIds.pro,
          total_count: 12,
          start_at: startAt,
          notes: { user_id: 'user-1', plan_id: 'pro' },
        }),
      );
      expect(created).toMatchObject({ status: 'created', start_at: startAt });

      const paid = subscriptionCheckoutSuccessSchema.parse(
        (await checkout(created.id, 'captured')).body,
      );
      await standIn.razorpay.webhooksDelivered();
      const token = razorpayPaymentSchema.parse(
        await standIn.sdk.payments.fetch(paid.razorpay_payment_id),
      );
      expect(token).toMatchObject({ amount: 500, status: 'refunded', amount_refunded: 500 });
      expect(
        razorpaySubscriptionSchema.parse(await standIn.sdk.subscriptions.fetch(created.id)),
      ).toMatchObject({ status: 'authenticated', paid_count: 0, charge_at: startAt });
      const events = receivedEvents().map(({ body }) =>
        z.object({ event: z.string() }).parse(body),
      );
      expect(events.map(({ event }) => event)).toEqual([
        'subscription.authenticated',
        'refund.processed',
      ]);
      standIn.received.length = 0;

      const started = controlResultSchema.parse((await control('start', created.id)).body);
      expect(started.subscription).toMatchObject({
        status: 'active',
        paid_count: 1,
        current_start: startAt,
        current_end: addMonths(startAt, 1),
      });
      expect(started.deliveries.map((delivery) => delivery.event)).toEqual([
        'subscription.activated',
        'subscription.charged',
        'payment.captured',
      ]);
      // Started once: it is not authorised any more.
      expect((await control('start', created.id)).status).toBe(400);
    });
  });

  describe('checkout', () => {
    it('pays a subscription, signed as HMAC(payment_id|subscription_id), and activates it', async () => {
      const subscription = await newSubscription(12);

      const { status, body } = await checkout(subscription.id, 'captured');

      expect(status).toBe(200);
      const success = subscriptionCheckoutSuccessSchema.parse(body);
      expect(success.razorpay_subscription_id).toBe(subscription.id);
      expect(
        validatePaymentVerification(
          { subscription_id: subscription.id, payment_id: success.razorpay_payment_id },
          success.razorpay_signature,
          standIn.razorpay.keySecret,
        ),
      ).toBe(true);
      // Not the order's order: an order-style signature of the same ids does not verify.
      expect(
        validatePaymentVerification(
          { order_id: subscription.id, payment_id: success.razorpay_payment_id },
          success.razorpay_signature,
          standIn.razorpay.keySecret,
        ),
      ).toBe(false);
      const active = razorpaySubscriptionSchema.parse(
        await standIn.sdk.subscriptions.fetch(subscription.id),
      );
      expect(active).toMatchObject({
        status: 'active',
        paid_count: 1,
        remaining_count: 11,
      });
      expect(Math.abs((active.current_start ?? 0) - now())).toBeLessThan(5);
      expect(active.current_end).toBe(addMonths(active.current_start ?? 0, 1));
      expect(active.charge_at).toBe(active.current_end);
      const payment = razorpayPaymentSchema.parse(
        await standIn.sdk.payments.fetch(success.razorpay_payment_id),
      );
      expect(payment).toMatchObject({
        status: 'captured',
        amount: PLANS.find((plan) => plan.id === 'pro')?.price,
        currency: 'INR',
        notes: { user_id: 'user-1', plan_id: 'pro' },
      });
      expect(payment.invoice_id).toMatch(/^inv_/);
      expect(await standIn.sdk.orders.fetch(payment.order_id)).toMatchObject({ status: 'paid' });
    });

    it('sends subscription.authenticated, .activated, .charged and payment.captured, each a snapshot', async () => {
      const subscription = await newSubscription(12);
      const success = subscriptionCheckoutSuccessSchema.parse(
        (await checkout(subscription.id, 'captured')).body,
      );

      await standIn.razorpay.webhooksDelivered();

      const events = receivedEvents();
      const [authenticated, activated, charged] = events
        .slice(0, 3)
        .map(({ body }) => subscriptionEventSchema.parse(body));
      const captured = paymentEventSchema.parse(events[3]?.body);
      expect([authenticated, activated, charged, captured].map((event) => event?.event)).toEqual([
        'subscription.authenticated',
        'subscription.activated',
        'subscription.charged',
        'payment.captured',
      ]);
      expect(authenticated?.contains).toEqual(['subscription']);
      expect(authenticated?.payload.subscription.entity).toMatchObject({
        id: subscription.id,
        status: 'authenticated',
        paid_count: 0,
      });
      expect(activated?.payload.subscription.entity).toMatchObject({
        status: 'active',
        paid_count: 1,
      });
      expect(charged?.contains).toEqual(['subscription', 'payment']);
      expect(charged?.payload.payment?.entity).toMatchObject({
        id: success.razorpay_payment_id,
        status: 'captured',
      });
      expect(captured.payload.payment.entity.id).toBe(success.razorpay_payment_id);
      expect(new Set(events.map((event) => event.eventId)).size).toBe(4);
    });

    it('refuses to pay a subscription twice', async () => {
      const { subscription } = await activeSubscription();

      const again = await checkout(subscription.id, 'captured');

      expect(again.status).toBe(400);
      expect(errorSchema.parse(again.body).error.description).toBe(
        'This subscription has already been paid',
      );
    });

    it('fails a first payment: Checkout’s error, payment.failed, and the subscription stays created', async () => {
      const subscription = await newSubscription();

      const { status, body } = await checkout(subscription.id, 'failed');

      expect(status).toBe(400);
      const { error } = failedSchema.parse(body);
      expect(await standIn.sdk.payments.fetch(error.metadata.payment_id)).toMatchObject({
        status: 'failed',
        order_id: error.metadata.order_id,
      });
      expect(await standIn.sdk.subscriptions.fetch(subscription.id)).toMatchObject({
        status: 'created',
        paid_count: 0,
      });
      await standIn.razorpay.webhooksDelivered();
      const [webhook] = standIn.received;
      expect(paymentEventSchema.parse(JSON.parse(webhook?.body ?? '')).event).toBe(
        'payment.failed',
      );
      // The customer may pay after a failed attempt, against the same invoice.
      const paid = subscriptionCheckoutSuccessSchema.parse(
        (await checkout(subscription.id, 'captured')).body,
      );
      const payment = razorpayPaymentSchema.parse(
        await standIn.sdk.payments.fetch(paid.razorpay_payment_id),
      );
      expect(payment.order_id).toBe(error.metadata.order_id);
    });

    it('shows the plan, its price per month, and Pay and Fail buttons', async () => {
      const subscription = await newSubscription(12, 'starter');
      const query = new URLSearchParams({
        key_id: standIn.razorpay.keyId,
        subscription_id: subscription.id,
        name: 'Sitewright',
      });

      const response = await fetch(`${standIn.url}/_local/razorpay/checkout?${query}`);
      const html = await response.text();

      expect(response.status).toBe(200);
      expect(html).toContain('<p class="plan">Starter</p>');
      expect(html).toContain('₹499 <span class="period">per month</span>');
      expect(html).toContain('>Pay ₹499</button>');
      expect(html).toContain('>Fail payment</button>');
      expect(html).toContain(`"subscription_id":"${subscription.id}"`);
    });

    it('says a paid subscription cannot be paid again, with no Pay button', async () => {
      const { subscription } = await activeSubscription();
      const query = new URLSearchParams({
        key_id: standIn.razorpay.keyId,
        subscription_id: subscription.id,
      });

      const response = await fetch(`${standIn.url}/_local/razorpay/checkout?${query}`);
      const html = await response.text();

      expect(response.status).toBe(400);
      expect(html).toContain('This subscription has already been paid');
      expect(html).not.toContain('Pay ₹');
    });
  });

  describe('cancelling', () => {
    it('cancels now: cancelled, ended, and a subscription.cancelled webhook', async () => {
      const { subscription } = await activeSubscription();

      const cancelled = razorpaySubscriptionSchema.parse(
        await standIn.sdk.subscriptions.cancel(subscription.id, false),
      );

      expect(cancelled).toMatchObject({ status: 'cancelled', has_scheduled_changes: false });
      expect(Math.abs((cancelled.ended_at ?? 0) - now())).toBeLessThan(5);
      await standIn.razorpay.webhooksDelivered();
      const [webhook] = standIn.received;
      const event = subscriptionEventSchema.parse(JSON.parse(webhook?.body ?? ''));
      expect(event.event).toBe('subscription.cancelled');
      expect(event.payload.subscription.entity).toEqual(cancelled);
    });

    it('refuses to cancel a cancelled subscription with Razorpay’s 400', async () => {
      const { subscription } = await activeSubscription();
      await standIn.sdk.subscriptions.cancel(subscription.id, false);

      const error = await sdkError(standIn.sdk.subscriptions.cancel(subscription.id, false));

      expect(error).toMatchObject({
        statusCode: 400,
        error: { description: 'Subscription is not cancellable in cancelled status.' },
      });
    });

    it('cancels at the cycle end: active until current_end, then cancelled when the period ends', async () => {
      const { subscription } = await activeSubscription();

      const scheduled = razorpaySubscriptionSchema.parse(
        await standIn.sdk.subscriptions.cancel(subscription.id, true),
      );

      expect(scheduled).toMatchObject({
        status: 'active',
        has_scheduled_changes: true,
        change_scheduled_at: scheduled.current_end,
        ended_at: null,
      });
      expect(scheduled.current_end).not.toBeNull();
      const renew = await control('renew', subscription.id);
      expect(renew.status).toBe(400);
      expect(errorSchema.parse(renew.body).error.description).toContain('end the period instead');

      const ended = controlResultSchema.parse((await control('end-period', subscription.id)).body);

      expect(ended.subscription).toMatchObject({
        status: 'cancelled',
        has_scheduled_changes: false,
        change_scheduled_at: null,
        paid_count: 1,
      });
      expect(ended.deliveries).toEqual([
        { event: 'subscription.cancelled', event_id: expect.any(String), status: 200 },
      ]);
      const [event] = receivedEvents();
      expect(subscriptionEventSchema.parse(event?.body).payload.subscription.entity).toEqual(
        ended.subscription,
      );
    });
  });

  describe('updating', () => {
    const starterPrice = PLANS.find((plan) => plan.id === 'starter')?.price ?? 0;
    const proPrice = PLANS.find((plan) => plan.id === 'pro')?.price ?? 0;

    /** A Starter subscription paid at checkout with a card (or UPI), its webhooks cleared. */
    async function paidWith(method: 'card' | 'upi') {
      const subscription = await newSubscription(12, 'starter');
      const paid = await payAtLocalCheckout(standIn, {
        key_id: standIn.razorpay.keyId,
        subscription_id: subscription.id,
        outcome: 'captured',
        method,
      });
      expect(paid.status).toBe(200);
      await standIn.razorpay.webhooksDelivered();
      standIn.received.length = 0;
      return razorpaySubscriptionSchema.parse(
        await standIn.sdk.subscriptions.fetch(subscription.id),
      );
    }

    const update = (id: string, plan: 'starter' | 'pro', at: 'now' | 'cycle_end') =>
      standIn.sdk.subscriptions.update(id, {
        plan_id: standIn.razorpay.planIds[plan],
        quantity: 1,
        schedule_change_at: at,
        customer_notify: 1,
      });

    it('updates now: the new plan, the difference charged to the card, subscription.updated', async () => {
      const before = await paidWith('card');
      expect(before.payment_method).toBe('card');

      const updated = razorpaySubscriptionSchema.parse(await update(before.id, 'pro', 'now'));

      expect(updated).toMatchObject({
        plan_id: standIn.razorpay.planIds.pro,
        status: 'active',
        paid_count: 1,
        current_start: before.current_start,
        current_end: before.current_end,
        has_scheduled_changes: false,
      });
      // Paid a moment ago: the whole period is left, so the whole difference is charged.
      const charges = standIn.razorpay
        .payments()
        .filter((payment) => payment.invoice_id !== null && payment.amount !== starterPrice);
      const difference = charges.find((payment) =>
        standIn.razorpay
          .invoicesOf(before.id)
          .some((invoice) => invoice.order_id === payment.order_id),
      );
      expect(difference).toMatchObject({
        amount: proPrice - starterPrice,
        status: 'captured',
        method: 'card',
      });
      await standIn.razorpay.webhooksDelivered();
      const [first, second] = receivedEvents();
      const event = subscriptionEventSchema.parse(first?.body);
      expect(event).toMatchObject({
        event: 'subscription.updated',
        contains: ['subscription', 'payment'],
      });
      expect(event.payload.subscription.entity).toEqual(updated);
      expect(event.payload.payment?.entity.id).toBe(difference?.id);
      expect(paymentEventSchema.parse(second?.body).event).toBe('payment.captured');
    });

    it('refuses to update a subscription paid by UPI, with Razorpay’s 400', async () => {
      const subscription = await paidWith('upi');

      const error = await sdkError(update(subscription.id, 'pro', 'now'));

      expect(error).toMatchObject({
        statusCode: 400,
        error: { description: 'subscriptions cannot be updated when payment mode is UPI' },
      });
      expect(
        razorpaySubscriptionSchema.parse(await standIn.sdk.subscriptions.fetch(subscription.id)),
      ).toMatchObject({ plan_id: standIn.razorpay.planIds.starter });
    });

    it('schedules an update for the cycle end: fetched, cancelled, or made at renewal', async () => {
      const subscription = await paidWith('card');
      await update(subscription.id, 'pro', 'cycle_end');
      const scheduled = razorpaySubscriptionSchema.parse(
        await standIn.sdk.subscriptions.fetch(subscription.id),
      );
      expect(scheduled).toMatchObject({
        plan_id: standIn.razorpay.planIds.starter,
        has_scheduled_changes: true,
        change_scheduled_at: subscription.current_end,
      });
      expect(
        razorpaySubscriptionSchema.parse(
          await standIn.sdk.subscriptions.pendingUpdate(subscription.id),
        ),
      ).toMatchObject({ plan_id: standIn.razorpay.planIds.pro });

      const dropped = razorpaySubscriptionSchema.parse(
        await standIn.sdk.subscriptions.cancelScheduledChanges(subscription.id),
      );
      expect(dropped).toMatchObject({ has_scheduled_changes: false, change_scheduled_at: null });
      expect(
        await sdkError(standIn.sdk.subscriptions.pendingUpdate(subscription.id)),
      ).toMatchObject({
        statusCode: 400,
      });

      await update(subscription.id, 'pro', 'cycle_end');
      const renewed = controlResultSchema.parse((await control('renew', subscription.id)).body);
      expect(renewed.subscription).toMatchObject({
        plan_id: standIn.razorpay.planIds.pro,
        paid_count: 2,
        has_scheduled_changes: false,
      });
      expect(renewed.deliveries.map((delivery) => delivery.event)).toEqual([
        'subscription.updated',
        'subscription.charged',
      ]);
      const [, charged] = receivedEvents();
      expect(subscriptionEventSchema.parse(charged?.body).payload.payment?.entity.amount).toBe(
        proPrice,
      );
    });
  });

  describe('life-cycle controls', () => {
    it('renews: a new captured payment, the next month, and subscription.charged at once', async () => {
      const { subscription, paid } = await activeSubscription(12);
      const before = razorpaySubscriptionSchema.parse(
        await standIn.sdk.subscriptions.fetch(subscription.id),
      );

      const { status, body } = await control('renew', subscription.id);

      expect(status).toBe(200);
      const result = controlResultSchema.parse(body);
      expect(result.subscription).toMatchObject({
        status: 'active',
        paid_count: 2,
        remaining_count: 10,
        current_start: before.current_end,
        current_end: addMonths(before.current_end ?? 0, 1),
        charge_at: addMonths(before.current_end ?? 0, 1),
      });
      expect(result.deliveries).toEqual([
        { event: 'subscription.charged', event_id: expect.any(String), status: 200 },
      ]);
      const [event] = receivedEvents();
      const charged = subscriptionEventSchema.parse(event?.body);
      expect(event?.eventId).toBe(result.deliveries[0]?.event_id);
      expect(charged.payload.subscription.entity).toEqual(result.subscription);
      expect(charged.payload.payment?.entity).toMatchObject({
        status: 'captured',
        invoice_id: expect.stringMatching(/^inv_/),
      });
      expect(charged.payload.payment?.entity.id).not.toBe(paid.razorpay_payment_id);
    });

    it('fails charges: active becomes pending, then halted; a renewal brings it back', async () => {
      const failedCharges = () =>
        standIn.razorpay
          .payments()
          .filter((payment) => payment.status === 'failed' && payment.invoice_id !== null).length;
      const failedBefore = failedCharges();
      const { subscription } = await activeSubscription(12);

      const pending = controlResultSchema.parse(
        (await control('fail-charge', subscription.id)).body,
      );
      const halted = controlResultSchema.parse(
        (await control('fail-charge', subscription.id)).body,
      );
      const renewed = controlResultSchema.parse((await control('renew', subscription.id)).body);

      expect(pending.subscription).toMatchObject({ status: 'pending' });
      expect(pending.deliveries.map((delivery) => delivery.event)).toEqual([
        'subscription.pending',
      ]);
      expect(halted.subscription).toMatchObject({ status: 'halted' });
      expect(halted.deliveries.map((delivery) => delivery.event)).toEqual(['subscription.halted']);
      expect(renewed.subscription).toMatchObject({ status: 'active', paid_count: 2 });
      expect(renewed.deliveries.map((delivery) => delivery.event)).toEqual([
        'subscription.activated',
        'subscription.charged',
      ]);
      const statuses = receivedEvents().map(
        ({ body }) => subscriptionEventSchema.parse(body).payload.subscription.entity.status,
      );
      expect(statuses).toEqual(['pending', 'halted', 'active', 'active']);
      expect(failedCharges() - failedBefore).toBe(2);
    });

    it('completes the last cycle when its period ends', async () => {
      const { subscription } = await activeSubscription(1);

      const renew = await control('renew', subscription.id);
      const ended = controlResultSchema.parse((await control('end-period', subscription.id)).body);

      expect(renew.status).toBe(400);
      expect(errorSchema.parse(renew.body).error.description).toContain('no charges left');
      expect(ended.subscription).toMatchObject({ status: 'completed', remaining_count: 0 });
      expect(ended.deliveries.map((delivery) => delivery.event)).toEqual([
        'subscription.completed',
      ]);
    });

    it('refuses to end a period that renews, and steps on a subscription not yet paid', async () => {
      const { subscription } = await activeSubscription(12);
      const unpaid = await newSubscription();

      const endActive = await control('end-period', subscription.id);
      const renewUnpaid = await control('renew', unpaid.id);
      const failUnpaid = await control('fail-charge', unpaid.id);
      const unknown = await control('renew', 'sub_0000000000000X');

      expect(endActive.status).toBe(400);
      expect(errorSchema.parse(endActive.body).error.description).toContain('renew it');
      expect(renewUnpaid.status).toBe(400);
      expect(errorSchema.parse(renewUnpaid.body).error.description).toContain('is created');
      expect(failUnpaid.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(standIn.received).toEqual([]);
      expect(await standIn.sdk.subscriptions.fetch(subscription.id)).toMatchObject({
        paid_count: 1,
      });
    });

    it('resends a subscription event by its id with the same body, though the subscription moved on', async () => {
      const { subscription } = await activeSubscription(12);
      const renewed = controlResultSchema.parse((await control('renew', subscription.id)).body);
      await control('fail-charge', subscription.id);
      const [first] = standIn.received;
      const eventId = renewed.deliveries[0]?.event_id ?? '';

      const again = await postJson(`${standIn.url}/_local/razorpay/control/webhook`, {
        event_id: eventId,
      });

      expect(again).toEqual({
        status: 200,
        body: { event_id: eventId, event: 'subscription.charged', status: 200 },
      });
      expect(standIn.received.at(-1)).toEqual(first);
    });

    it('refuses life-cycle requests another site’s page posts', async () => {
      const { subscription } = await activeSubscription();

      const { status } = await postJson(
        `${standIn.url}/_local/razorpay/control/subscriptions/renew`,
        { subscription_id: subscription.id },
        { origin: 'https://evil.example' },
      );

      expect(status).toBe(403);
      expect(await standIn.sdk.subscriptions.fetch(subscription.id)).toMatchObject({
        paid_count: 1,
      });
    });

    it('shows plans and subscriptions in the control state', async () => {
      const subscription = await newSubscription();

      const state = z
        .object({
          plan_ids: z.record(z.string(), z.string()),
          plans: z.array(razorpayPlanSchema),
          subscriptions: z.array(razorpaySubscriptionSchema),
        })
        .parse(await (await fetch(`${standIn.url}/_local/razorpay/control/state`)).json());

      expect(state.plan_ids).toEqual(standIn.razorpay.planIds);
      expect(state.plans.map((plan) => plan.id)).toEqual(
        expect.arrayContaining(Object.values(standIn.razorpay.planIds)),
      );
      expect(state.subscriptions.map((item) => item.id)).toContain(subscription.id);
    });
  });
});
