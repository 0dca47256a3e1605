import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES, PLANS } from '../../shared/catalogue';
import {
  checkoutSignature,
  createFakeSubscriptions,
  razorpayId,
  subscriptionSignature,
  testKeys,
} from '../../testing/fakes/fake-razorpay';
import { ledgerEntriesOf, useLocalTable } from '../../testing/local-table';
import { createProfiles } from '../auth/profiles';
import { accountPaymentsIn, PAYMENT_SETTLE_MINUTES } from './account-payments';
import { PaymentError } from './payment-errors';
import { createPaymentOrders } from './payment-orders';
import { createPayments } from './payments';
import type { RazorpayAccess } from './razorpay-gateway';
import { createSubscriptionRecords } from './subscription-records';

const table = useLocalTable('account-payments-test');
const newId = monotonicFactory();

/** An account with a paid order, an order left unpaid and a paid subscription, at `now()`. */
async function payingAccount(userId: string, now: () => Date) {
  const fake = createFakeSubscriptions(
    Object.fromEntries(PLANS.map((plan) => [plan.id, plan.price])),
  );
  const access: RazorpayAccess = {
    keys: testKeys,
    gateway: {
      ...fake.gateway,
      createOrder: (order) =>
        Promise.resolve({
          id: razorpayId('order'),
          amount: order.amount,
          currency: order.currency,
        }),
    },
  };
  const razorpay = () => Promise.resolve(access);
  const { purchases, subscriptions } = createPayments({ table, razorpay, clock: now, newId });
  await createProfiles(table).createWithWelcomeCredits({
    userId,
    username: 'asha',
    email: `${userId}@example.com`,
    photoUrl: null,
    emailVerified: true,
    createdAt: now(),
  });
  const pack = CREDIT_PACKAGES[0];
  if (!pack) throw new Error('No credit package in the catalogue');
  const paid = await purchases.createOrder(userId, pack.id, false);
  const paymentId = razorpayId('pay');
  await purchases.verifyPayment(userId, {
    order_id: paid.order_id,
    payment_id: paymentId,
    signature: checkoutSignature(paid.order_id, paymentId),
  });
  const unpaid = await purchases.createOrder(userId, pack.id, false);
  const { subscription } = await subscriptions.create(userId, 'starter', false);
  fake.pay(subscription.subscription_id);
  const firstPayment = razorpayId('pay');
  await subscriptions.verify(userId, {
    subscription_id: subscription.subscription_id,
    payment_id: firstPayment,
    signature: subscriptionSignature(subscription.subscription_id, firstPayment),
  });
  return {
    fake,
    payments: accountPaymentsIn(table, { razorpay, clock: now, newId }),
    orderIds: [paid.order_id, unpaid.order_id],
    subscriptionId: subscription.subscription_id,
  };
}

describe("an account's payments", () => {
  it('finds every order and subscription of the account, for its export', async () => {
    const account = await payingAccount('pay-export', () => new Date());

    const records = await account.payments.recordsOf('pay-export');

    expect(records.orders.map((order) => order.orderId).sort()).toEqual(
      [...account.orderIds].sort(),
    );
    expect(records.orders.map((order) => order.status).sort()).toEqual(['paid', 'pending']);
    expect(records.subscriptions.map((owner) => owner.subscriptionId)).toEqual([
      account.subscriptionId,
    ]);
    expect(records.current?.status).toBe('active');
  });

  it('refuses to close while an order made in the last half hour may still be paid', async () => {
    let now = new Date();
    const account = await payingAccount('pay-recent', () => now);

    await expect(account.payments.refuseWhilePaying('pay-recent')).rejects.toThrow(
      new PaymentError('paymentInProgress'),
    );
    now = new Date(now.getTime() + (PAYMENT_SETTLE_MINUTES + 1) * 60_000);
    await expect(account.payments.refuseWhilePaying('pay-recent')).resolves.toBeUndefined();
  });

  it('ends a live subscription at once and keeps orders and subscriptions under the tombstone only', async () => {
    const account = await payingAccount('pay-close', () => new Date());

    await account.payments.close('pay-close', 'erased_1');
    await account.payments.close('pay-close', 'erased_1');

    expect(account.fake.get(account.subscriptionId).status).toBe('cancelled');
    const orders = createPaymentOrders(table);
    for (const orderId of account.orderIds) {
      expect((await orders.get(orderId))?.userId).toBe('erased_1');
    }
    const records = createSubscriptionRecords(table);
    expect((await records.owner(account.subscriptionId))?.userId).toBe('erased_1');
    // Recorded as its webhook would: cancelled, and its monthly credits expired in the ledger.
    expect((await records.ofUser('pay-close'))?.status).toBe('cancelled');
    const entries = await ledgerEntriesOf(table, 'pay-close');
    expect(entries.at(-1)).toMatchObject({ type: 'expiry' });
    const left = await account.payments.recordsOf('pay-close');
    expect(left.orders).toEqual([]);
    expect(left.subscriptions).toEqual([]);
  });
});
