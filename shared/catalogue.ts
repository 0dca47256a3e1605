import { AGENT_COSTS, MODEL_COSTS, WELCOME_CREDITS } from './constants';
import { costSummary } from './pricing';
import type { CreditPackage, PricingInfo } from './api/credits-schemas';
import type { Plan } from './api/subscription-schemas';

/**
 * What the product sells. The server trusts only this data (an order's amount comes from here,
 * never from a client); clients only display it.
 */

export const PLANS = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    credits: WELCOME_CREDITS,
    features: [
      `${WELCOME_CREDITS} credits at sign-up, no card required`,
      'All six AI agents',
      'Live preview and HTML download',
      'Instant preview deployments',
      'Personal, non-commercial use',
    ],
  },
  {
    id: 'starter',
    name: 'Starter',
    price: 49900,
    credits: 250,
    features: [
      '250 credits every month',
      'All six AI agents',
      'Instant preview deployments with free SSL',
      'Commercial use',
      'Email support',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 149900,
    credits: 1000,
    features: [
      '1,000 credits every month',
      'All six AI agents',
      'Unlimited preview deployments',
      'Commercial use',
      'Priority support',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 499900,
    credits: 4000,
    features: [
      '4,000 credits every month',
      'Dedicated account manager',
      'Opt out of model training',
      'Commercial use',
      'Priority support with onboarding',
    ],
  },
] as const satisfies readonly Plan[];

export type PlanId = (typeof PLANS)[number]['id'];

/** The plan the pricing page highlights as "Most Popular". */
export const POPULAR_PLAN_ID: PlanId = 'pro';

export const CREDIT_PACKAGES = [
  { id: 'pack_100', name: 'Starter Pack', price: 19900, credits: 100 },
  { id: 'pack_300', name: 'Creator Pack', price: 49900, credits: 300 },
  { id: 'pack_750', name: 'Pro Pack', price: 99900, credits: 750 },
  { id: 'pack_2000', name: 'Studio Pack', price: 229900, credits: 2000 },
] as const satisfies readonly CreditPackage[];

export type CreditPackageId = (typeof CREDIT_PACKAGES)[number]['id'];

export const PRICING_INFO: PricingInfo = {
  agent_costs: { ...AGENT_COSTS },
  model_costs: { ...MODEL_COSTS },
  note: costSummary(),
};

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

export function findCreditPackage(id: string): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((pack) => pack.id === id);
}
