import { currentPlanIdOf, type Plan, type Subscription } from '../../../../shared/api';
import { SUBSCRIPTION_MESSAGES } from './subscription-messages';

/** What a plan's button does: subscribe, or nothing and say why. */
export type PlanChoice =
  | { kind: 'available' }
  | { kind: 'current' }
  /** Not available now; `reason` is shown under the button and said when it is chosen. */
  | { kind: 'blocked'; reason: string }
  /** This plan's subscription is under way. */
  | { kind: 'busy' }
  /** Another plan's subscription is under way. */
  | { kind: 'waiting' };

/**
 * Which plans can be chosen (requirements §5): not the current one, never the free one (a user is on it
 * unless subscribed), and none while a subscription is live, as the server refuses a second one.
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
  return {
    kind: 'blocked',
    reason: subscription.cancel_at_cycle_end
      ? SUBSCRIPTION_MESSAGES.switchAfterEndHint
      : SUBSCRIPTION_MESSAGES.switchHint,
  };
}
