import type { FunnelCounter } from '../analytics/product-analytics';
import type { CreditAccount } from '../credits/credit-account';
import type { TableClient } from '../lib/dynamo-client';
import { businessMetrics, type BusinessMetrics } from '../lib/observability';
import { madeOnFirstCall } from '../../shared/remembered';
import type { CreditPurchases } from './credit-purchases';
import type { PaymentWebhooks } from './payment-webhooks';
import type { RazorpayAccess } from './razorpay-gateway';
import type { SubscriptionBilling } from './subscription-billing';

export interface PaymentsDeps {
  table: TableClient;
  /** Rejects with PaymentError('notConfigured') when there is no Razorpay account. */
  razorpay: () => Promise<RazorpayAccess>;
  clock: () => Date;
  /** A new ULID, monotonic: a renewal's expiry and grant, made in one millisecond, keep order. */
  newId: () => string;
  /** @default the table's credit account, with its usual retries */
  credits?: CreditAccount;
  /** @default the function's metrics */
  metrics?: BusinessMetrics;
  /** Counts purchases and subscriptions started. @default the product's analytics in the table */
  funnel?: FunnelCounter;
}

/**
 * The payments domain wired once, for the payments function and the tests alike: credit pack
 * purchases, subscriptions, and the webhook that reports to both.
 *
 * Each of the three is made, and its module (with its store and their schemas) loaded, by the
 * first call of one of its methods, so a cold start reads none of what its request's route does
 * not use: a subscription's status loads no orders, a purchase no subscriptions. One module each
 * (wired in it from the table): every module loaded with import() that shares code with the cold
 * start splits that code into more files, and each file read costs a cold start about half a
 * millisecond.
 */
export function createPayments({
  table,
  razorpay,
  clock,
  newId,
  credits,
  metrics = businessMetrics,
  funnel,
}: PaymentsDeps) {
  // What purchases and subscriptions are both made with.
  const billing = { razorpay, clock, newId, metrics, credits, funnel };
  const purchases = madeOnFirstCall<CreditPurchases>(
    async () => (await import('./credit-purchases')).creditPurchasesIn(table, billing),
    { createOrder: true, verifyPayment: true, settle: true },
  );
  const subscriptions = madeOnFirstCall<SubscriptionBilling>(
    async () => (await import('./subscription-billing')).subscriptionBillingIn(table, billing),
    {
      status: true,
      create: true,
      verify: true,
      cancel: true,
      change: true,
      cancelChange: true,
      resume: true,
      cancelResume: true,
      report: true,
    },
  );
  const webhooks = madeOnFirstCall<PaymentWebhooks>(
    async () =>
      (await import('./payment-webhooks')).paymentWebhooksIn(table, {
        purchases,
        subscriptions,
        razorpay,
        clock,
      }),
    { handle: true },
  );
  return { purchases, subscriptions, webhooks };
}
