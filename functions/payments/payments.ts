import type { FunnelCounter } from '../analytics/product-analytics';
import type { CreditAccount } from '../credits/credit-account';
import type { TableClient } from '../lib/dynamo-client';
import { businessMetrics, type BusinessMetrics } from '../lib/observability';
import { madeOnFirstCall, rememberedUntilFailure } from '../../shared/remembered';
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
 * Each of the three is made, and its code (its records, their schemas) loaded, by the first call
 * of one of its methods, so a cold start reads none of what its request's route does not use: a
 * subscription's status loads no orders, a purchase no subscriptions. The credit account and the
 * funnel, which purchases and subscriptions share, are loaded with the first of them.
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
  const shared = rememberedUntilFailure(async () => {
    const [{ createCreditAccount }, { productAnalyticsOf }] = await Promise.all([
      import('../credits/credit-account'),
      import('../analytics/product-analytics'),
    ]);
    return {
      credits: credits ?? createCreditAccount(table),
      funnel: funnel ?? productAnalyticsOf(table),
    };
  });
  const purchases = madeOnFirstCall<CreditPurchases>(
    async () => {
      const [{ createCreditPurchases }, { createPaymentOrders }] = await Promise.all([
        import('./credit-purchases'),
        import('./payment-orders'),
      ]);
      const orders = createPaymentOrders(table);
      return createCreditPurchases({
        orders,
        razorpay,
        clock,
        newId,
        metrics,
        ...(await shared()),
      });
    },
    { createOrder: true, verifyPayment: true, settle: true },
  );
  const subscriptions = madeOnFirstCall<SubscriptionBilling>(
    async () => {
      const [{ createSubscriptionBilling }, { createSubscriptionRecords }] = await Promise.all([
        import('./subscription-billing'),
        import('./subscription-records'),
      ]);
      const records = createSubscriptionRecords(table);
      return createSubscriptionBilling({
        table,
        records,
        razorpay,
        clock,
        newId,
        metrics,
        ...(await shared()),
      });
    },
    {
      status: true,
      create: true,
      verify: true,
      cancel: true,
      change: true,
      cancelChange: true,
      report: true,
    },
  );
  const webhooks = madeOnFirstCall<PaymentWebhooks>(
    async () => {
      const [{ createPaymentWebhooks }, { createWebhookEvents }] = await Promise.all([
        import('./payment-webhooks'),
        import('./webhook-events'),
      ]);
      const events = createWebhookEvents(table);
      return createPaymentWebhooks({ events, purchases, subscriptions, razorpay, clock });
    },
    { handle: true },
  );
  return { purchases, subscriptions, webhooks };
}
