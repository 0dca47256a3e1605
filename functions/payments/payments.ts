import { productAnalyticsOf, type FunnelCounter } from '../analytics/product-analytics';
import { createCreditAccount, type CreditAccount } from '../credits/credit-account';
import type { TableClient } from '../lib/dynamo-client';
import { businessMetrics, type BusinessMetrics } from '../lib/observability';
import { createCreditPurchases } from './credit-purchases';
import { createPaymentOrders } from './payment-orders';
import { createPaymentWebhooks } from './payment-webhooks';
import type { RazorpayAccess } from './razorpay-gateway';
import { createSubscriptionBilling } from './subscription-billing';
import { createSubscriptionRecords } from './subscription-records';
import { createWebhookEvents } from './webhook-events';

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
 * The payments domain wired once, for the credits function and the tests alike: the balance,
 * credit pack purchases, subscriptions, and the webhook that reports to both.
 */
export function createPayments({
  table,
  razorpay,
  clock,
  newId,
  credits = createCreditAccount(table),
  metrics = businessMetrics,
  funnel = productAnalyticsOf(table),
}: PaymentsDeps) {
  const purchases = createCreditPurchases({
    orders: createPaymentOrders(table),
    credits,
    razorpay,
    clock,
    newId,
    metrics,
    funnel,
  });
  const subscriptions = createSubscriptionBilling({
    table,
    records: createSubscriptionRecords(table),
    credits,
    razorpay,
    clock,
    newId,
    metrics,
    funnel,
  });
  const webhooks = createPaymentWebhooks({
    events: createWebhookEvents(table),
    purchases,
    subscriptions,
    razorpay,
    clock,
  });
  return { credits, purchases, subscriptions, webhooks };
}
