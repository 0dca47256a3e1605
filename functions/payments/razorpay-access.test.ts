import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandIn } from '../../testing/cloud/razorpay-stand-in-server';
import { testKeys } from '../../testing/fakes/fake-razorpay';
import { PaymentError } from './payment-errors';
import { razorpayAccessFrom } from './razorpay-access';

let standIn: Awaited<ReturnType<typeof startStandIn>>;

beforeAll(async () => {
  standIn = await startStandIn();
});

afterAll(async () => {
  await standIn?.close();
});

/** The stand-in's account; the plans are not used here. */
const keys = () => {
  const { keyId, keySecret, webhookSecret } = standIn.razorpay;
  return { keyId, keySecret, webhookSecret, planIds: testKeys.planIds };
};

describe('the Razorpay gateway', () => {
  it("creates orders through the SDK at the configured URL, with the account's keys", async () => {
    const access = razorpayAccessFrom({
      keys: () => Promise.resolve(keys()),
      apiUrl: standIn.apiUrl,
    });

    const { gateway } = await access();
    const order = await gateway.createOrder({
      amount: 19900,
      currency: 'INR',
      receipt: 'credits_1',
      notes: { user_id: 'u1', package_id: 'pack_100' },
    });

    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amount: 19900, currency: 'INR' });
    expect(standIn.razorpay.orders()).toEqual([
      expect.objectContaining({
        id: order.id,
        amount: 19900,
        currency: 'INR',
        receipt: 'credits_1',
        notes: { user_id: 'u1', package_id: 'pack_100' },
      }),
    ]);
    expect(await access()).toBe(await access());
  });

  it('refuses with its error body when the keys are wrong', async () => {
    const { gateway } = await razorpayAccessFrom({
      keys: () => Promise.resolve({ ...keys(), keySecret: 'wrong' }),
      apiUrl: standIn.apiUrl,
    })();
    await expect(
      gateway.createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it('answers "not configured" without an account', async () => {
    const access = razorpayAccessFrom({ keys: null });
    await expect(access()).rejects.toEqual(new PaymentError('notConfigured'));
  });
});
