import { currentPlanIdOf, type Plan, type Subscription } from '../../../../shared/api';
import { findPlan } from '../../../../shared/catalogue';
import { isUpgrade } from '../../../../shared/plan-changes';
import { SUBSCRIPTION_MESSAGES } from './subscription-messages';

/** What a plan's button does: subscribe, change plan, or nothing and say why. */
export type PlanChoice =
  | { kind: 'available' }
  | { kind: 'current' }
  /** A dearer plan than the subscription's: moved to at once, pro rata. */
  | { kind: 'upgrade' }
  /** A cheaper paid plan: moved to at renewal. */
  | { kind: 'downgrade' }
  /** Not available now; `reason` is shown under the button and said when it is chosen. */
  | { kind: 'blocked'; reason: string }
  /** This plan's subscription is under way. */
  | { kind: 'busy' }
  /** Another plan's subscription is under way. */
  | { kind: 'waiting' };

/**
 * Which plans can be chosen (requirements §5): not the current one, never the free one (a user is on it
 * unless subscribed). A subscriber changes plan instead of subscribing again: up at once, down at
 * renewal; not while the subscription ends or already switches at renewal.
 */
export function planChoice(
  plan: Plan,
  subscription: Subscription,
  subscribingPlanId: string | null,
): PlanChoice {
  if (subscribingPlanId !== null) {
    return plan.id === subscribingPlanId ? { kind: 'busy' } : { kind: 'waiting' };
  }
  const currentPlanId = currentPlanIdOf(subscription);
  if (plan.id === currentPlanId) return { kind: 'current' };
  if (currentPlanId === 'free') return { kind: 'available' };
  if (subscription.cancel_at_cycle_end) {
    return { kind: 'blocked', reason: SUBSCRIPTION_MESSAGES.switchAfterEndHint };
  }
  const current = findPlan(currentPlanId);
  if (plan.price === 0 || subscription.status !== 'active' || !current) {
    return { kind: 'blocked', reason: SUBSCRIPTION_MESSAGES.switchHint };
  }
  if (subscription.scheduled_change) {
    return { kind: 'blocked', reason: SUBSCRIPTION_MESSAGES.changeScheduledHint };
  }
  return isUpgrade(current, plan) ? { kind: 'upgrade' } : { kind: 'downgrade' };
}
