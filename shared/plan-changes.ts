import type { Plan } from './api/subscription-schemas';

const DAY_SECONDS = 24 * 60 * 60;

/** A paid period, in unix seconds. */
export interface BillingPeriod {
  start: number;
  end: number;
}

/**
 * What changing from one paid plan to another does: a dearer plan starts now, charged the price
 * difference for the rest of the period and granted the credit difference for it; a cheaper one
 * starts at renewal (`at`, the period's end), with nothing charged or granted now.
 */
export type PlanChangeQuote =
  | { effective: 'now'; charge: number; credits: number }
  | { effective: 'cycle_end'; charge: 0; credits: 0; at: number };

/** Whether `to` costs more than `from`: an upgrade, made at once. */
export function isUpgrade(from: Plan, to: Plan): boolean {
  return to.price > from.price;
}

/**
 * The share of the period still to come, in whole days: a day begun counts as left, so a change
 * made on the first day is charged and granted the whole difference. Days rather than seconds, so
 * the quote the page shows and the one the server grants agree whenever both fall on the same day.
 */
export function remainingShare(period: BillingPeriod, now: number) {
  const days = Math.max(1, Math.round((period.end - period.start) / DAY_SECONDS));
  const left = Math.min(days, Math.max(0, Math.ceil((period.end - now) / DAY_SECONDS)));
  return { left, days };
}

/**
 * The quote for a plan change at `now` (unix seconds). An upgrade's charge (paise) is the price
 * difference for the days left, rounded as Razorpay rounds money; its credits are the monthly
 * credit difference for those days, rounded down so a grant never exceeds what was paid for.
 */
export function quotePlanChange(
  from: Plan,
  to: Plan,
  period: BillingPeriod,
  now: number,
): PlanChangeQuote {
  if (!isUpgrade(from, to))
    return { effective: 'cycle_end', charge: 0, credits: 0, at: period.end };
  const { left, days } = remainingShare(period, now);
  return {
    effective: 'now',
    charge: Math.round(((to.price - from.price) * left) / days),
    credits: Math.max(0, Math.floor(((to.credits - from.credits) * left) / days)),
  };
}
