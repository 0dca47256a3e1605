import { PLANS } from '../../../shared/catalogue';
import { newPlan, type RazorpayPlan } from './razorpay-entities';
import type { RazorpayStore } from './razorpay-store';

type CataloguePlan = (typeof PLANS)[number];
type PaidPlan = Exclude<CataloguePlan, { price: 0 }>;
export type PaidPlanId = PaidPlan['id'];

const PAID_PLANS = PLANS.filter((plan): plan is PaidPlan => plan.price > 0);

/** The Razorpay plan billing the catalogue plan at its current price: monthly, in rupees. */
function billsPlan(razorpayPlan: RazorpayPlan, plan: PaidPlan): boolean {
  const { notes, item } = razorpayPlan;
  return (
    !Array.isArray(notes) &&
    notes.plan_id === plan.id &&
    item.amount === plan.price &&
    item.currency === 'INR'
  );
}

/**
 * One Razorpay plan for each paid plan of the catalogue, as the product's operators make them in
 * the dashboard: reused while the price stays, a new one when it changed. Answers what
 * `RAZORPAY_PLAN_IDS` holds: catalogue plan id → Razorpay plan id.
 */
export function ensureProductPlans(store: RazorpayStore): Record<PaidPlanId, string> {
  const entries = PAID_PLANS.map((plan) => {
    let razorpayPlan = store.plans().findLast((candidate) => billsPlan(candidate, plan));
    if (!razorpayPlan) {
      razorpayPlan = newPlan({
        item: { name: plan.name, amount: plan.price, currency: 'INR' },
        notes: { plan_id: plan.id },
      });
      store.addPlan(razorpayPlan);
    }
    return [plan.id, razorpayPlan.id] as const;
  });
  // Every paid plan has its entry, from the map above.
  return Object.fromEntries(entries) as Record<PaidPlanId, string>;
}
