import type { Plan, Subscription, SubscriptionStatus } from '../../../../shared/api';
import { formatPaise } from '../../../../shared/pricing';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long' });

/** A billing date the server gives in unix seconds: 1764583200 → "1 December 2025". */
export function formatBillingDate(unixSeconds: number): string {
  return dateFormat.format(new Date(unixSeconds * 1000));
}

/** When the subscription's current period ends (unix seconds), or null before Razorpay says. */
export function periodEnd(subscription: Subscription): number | null {
  return subscription.current_end ?? subscription.charge_at ?? null;
}

/** A plan's price (requirements §9): "₹0" for free, "₹499" and "/month" for a paid plan. */
export function planPrice(plan: Plan): { amount: string; period: string | null } {
  return { amount: formatPaise(plan.price), period: plan.price > 0 ? '/month' : null };
}

/** The badge's colour: paid up, waiting on a payment, or over. */
export type SubscriptionTone = 'active' | 'pending' | 'ended';

export function subscriptionTone(status: SubscriptionStatus): SubscriptionTone {
  if (status === 'active') return 'active';
  if (status === 'created' || status === 'authenticated' || status === 'pending') return 'pending';
  return 'ended';
}
