import { madeOnFirstCall, rememberedUntilFailure } from '../../shared/remembered';
import { PaymentError } from './payment-errors';
import type { PaymentsConfig } from './razorpay-config';
import type { RazorpayAccess } from './razorpay-gateway';

/**
 * The account's keys and a gateway with them, made once per container (the secret is read on first
 * use, and again only after a failed read). Without an account configured, every use is refused
 * with PaymentError('notConfigured').
 */
export function razorpayAccessFrom(config: PaymentsConfig): () => Promise<RazorpayAccess> {
  const readKeys = config.keys;
  if (!readKeys) return () => Promise.reject(new PaymentError('notConfigured'));
  return rememberedUntilFailure(async () => {
    const keys = await readKeys();
    // The SDK (with axios and its MIME table, a third of the function) is loaded by the first call
    // that reaches Razorpay's API: webhooks and verifications check signatures with the keys alone.
    const gateway = madeOnFirstCall(
      async () => (await import('./razorpay-sdk')).createRazorpayGateway(keys, config.apiUrl),
      {
        createOrder: true,
        fetchPlan: true,
        createSubscription: true,
        fetchSubscription: true,
        cancelSubscription: true,
        updateSubscription: true,
        cancelScheduledChanges: true,
        refundPayment: true,
        fetchPayment: true,
      },
    );
    return { keys, gateway };
  });
}
