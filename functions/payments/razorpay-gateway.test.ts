import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, testKeys, type FakeRazorpay } from './fake-razorpay.fixture';
import { PaymentError } from './payment-errors';
import { razorpayAccessFrom } from './razorpay-gateway';

let razorpay: FakeRazorpay;

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
});

afterAll(async () => {
  await razorpay?.close();
});

describe('the Razorpay gateway', () => {
  it("creates orders through the SDK at the configured URL, with the account's keys", async () => {
    const access = razorpayAccessFrom({
      keys: () => Promise.resolve(testKeys),
      apiUrl: razorpay.url,
    });

    const { gateway } = await access();
    const order = await gateway.createOrder({
      amount: 19900,
      currency: 'INR',
      receipt: 'credits_1',
      notes: { user_id: 'u1', package_id: 'pack_100' },
    });

    expect(order).toEqual({ id: expect.stringMatching(/^order_/), amount: 19900, currency: 'INR' });
    expect(razorpay.orderRequests).toEqual([
      {
        amount: 19900,
        currency: 'INR',
        receipt: 'credits_1',
        notes: { user_id: 'u1', package_id: 'pack_100' },
      },
    ]);
    expect(await access()).toBe(await access());
  });

  it('refuses with its error body when the keys are wrong', async () => {
    const { gateway } = await razorpayAccessFrom({
      keys: () => Promise.resolve({ ...testKeys, keySecret: 'wrong' }),
      apiUrl: razorpay.url,
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
