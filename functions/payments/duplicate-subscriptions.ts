import type { RazorpayAccess, RazorpayGateway } from './razorpay-gateway';
import type { SubscriptionOwner, SubscriptionRecords } from './subscription-records';
import { logger } from '../lib/observability';

/** A second subscription paid for while the user's first is live (two checkouts at once). */
export class DuplicateSubscription extends Error {
  constructor(
    readonly owner: SubscriptionOwner,
    readonly liveId: string,
  ) {
    super(`Subscription ${owner.subscriptionId} was paid while ${liveId} is live`);
  }
}

/** Cancels a subscription at once; one Razorpay already shows as over counts as cancelled. */
export async function cancelAtOnce(
  gateway: RazorpayGateway,
  subscriptionId: string,
): Promise<void> {
  try {
    await gateway.cancelSubscription(subscriptionId, false);
  } catch (error) {
    const { status } = await gateway.fetchSubscription(subscriptionId);
    if (!['cancelled', 'completed', 'expired'].includes(status)) throw error;
  }
}

/**
 * Gives a payment back in full. Razorpay refuses a second refund of a payment refunded in full
 * (verify and the webhook may both get here); the payment itself says whether one was made.
 */
async function refundInFull(gateway: RazorpayGateway, paymentId: string, liveId: string) {
  try {
    await gateway.refundPayment(paymentId, { reason: `duplicate of subscription ${liveId}` });
  } catch (error) {
    const payment = await gateway.fetchPayment(paymentId);
    if (payment.amount_refunded < payment.amount) throw error;
  }
}

export interface UndoDeps {
  records: SubscriptionRecords;
  razorpay: () => Promise<RazorpayAccess>;
}

/**
 * Undoes a duplicate: the second subscription is cancelled at once, so it never charges again,
 * and every payment it took is refunded in full. Each step is recorded on the subscription's item
 * when done (subscription-records.ts), so one that fails is tried again by the next report about
 * it, and one done is not done twice.
 */
export async function undoDuplicate(
  { records, razorpay }: UndoDeps,
  duplicate: DuplicateSubscription,
  paymentId: string | null,
): Promise<void> {
  const { owner, liveId } = duplicate;
  const id = owner.subscriptionId;
  logger.error(`${duplicate.message}: cancelling and refunding it`);
  await records.markDuplicate(id, liveId, paymentId);
  const { gateway } = await razorpay();
  const toRefund = new Set([
    ...(owner.duplicate?.toRefund ?? []),
    ...(paymentId ? [paymentId] : []),
  ]);
  for (const refunded of owner.duplicate?.refunded ?? []) toRefund.delete(refunded);
  // Each step on its own: a cancellation Razorpay refuses does not hold back a refund.
  const steps = [
    ...(owner.duplicate?.cancelled
      ? []
      : [
          async () => {
            await cancelAtOnce(gateway, id);
            await records.markUndone(id, { cancelled: true });
          },
        ]),
    ...[...toRefund].map((payment) => async () => {
      await refundInFull(gateway, payment, liveId);
      await records.markUndone(id, { refunded: payment });
    }),
  ];
  const failures: unknown[] = [];
  for (const step of steps) await step().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
}
