import type Razorpay from 'razorpay';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { z } from 'zod';
import type { LocalRazorpay } from '../../tools/local-cloud/razorpay/local-razorpay';
import {
  payAtLocalCheckout,
  type CheckoutOutcome,
  type CheckoutPurchase,
} from './razorpay-checkout';
import { sdkFor, startStandIn } from './razorpay-stand-in-server';
import { startWebhookReceiver, type ReceivedWebhook } from './razorpay-webhook-receiver';

const sdkErrorSchema = z.object({
  statusCode: z.number(),
  error: z.object({ code: z.literal('BAD_REQUEST_ERROR'), description: z.string() }),
});

/** The error the razorpay SDK rejects with, for a call that must fail with Razorpay's 4xx. */
export async function sdkError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return sdkErrorSchema.parse(error);
  }
  throw new Error('Expected the SDK call to fail');
}

export interface StandInSuite {
  razorpay: LocalRazorpay;
  /** The real SDK with the stand-in's keys. */
  sdk: Razorpay;
  /** The stand-in's origin. */
  url: string;
  /** The control token its checkout page sends. */
  controlToken: string;
  /** What RAZORPAY_API_URL would be: the SDK's base URL. */
  apiUrl: string;
  /** What the stand-in sent to the product's webhook; emptied after each test. */
  received: ReceivedWebhook[];
  /** Presses Pay or Fail on the checkout page. */
  checkout(
    purchase: CheckoutPurchase,
    outcome?: CheckoutOutcome,
    keyId?: string,
  ): ReturnType<typeof payAtLocalCheckout>;
}

/**
 * A stand-in for the tests of one `describe`, on its own server, sending its webhooks to a test
 * receiver. Its fields can be read once the suite's `beforeAll` ran, so inside tests and hooks.
 */
export function useStandInSuite(): StandInSuite {
  let started:
    | {
        standIn: Awaited<ReturnType<typeof startStandIn>>;
        webhooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
        sdk: Razorpay;
      }
    | undefined;
  const current = () => {
    if (!started) throw new Error('The stand-in starts in beforeAll: read it inside a test');
    return started;
  };

  beforeAll(async () => {
    const webhooks = await startWebhookReceiver();
    const standIn = await startStandIn({ webhookUrl: () => webhooks.url });
    const { keyId, keySecret } = standIn.razorpay;
    started = { standIn, webhooks, sdk: sdkFor(standIn.apiUrl, keyId, keySecret) };
  });

  afterAll(async () => {
    await started?.standIn.close();
    await started?.webhooks.close();
    started = undefined;
  });

  // Webhooks a test caused but did not wait for land before the next test starts.
  afterEach(async () => {
    await current().standIn.razorpay.webhooksDelivered();
    current().webhooks.received.length = 0;
  });

  return {
    get razorpay() {
      return current().standIn.razorpay;
    },
    get sdk() {
      return current().sdk;
    },
    get url() {
      return current().standIn.url;
    },
    get controlToken() {
      return current().standIn.controlToken;
    },
    get apiUrl() {
      return current().standIn.apiUrl;
    },
    get received() {
      return current().webhooks.received;
    },
    checkout(purchase, outcome = 'captured', keyId = current().standIn.razorpay.keyId) {
      return payAtLocalCheckout(current().standIn, {
        key_id: keyId,
        ...purchase,
        outcome,
      });
    },
  };
}
