import { creditsEndpoints } from '../../shared/api/credits-endpoints';
import { subscriptionEndpoints } from '../../shared/api/subscription-endpoints';
import { CREDIT_PACKAGES, PLANS, PRICING_INFO } from '../../shared/catalogue';
import { createHttpHandler } from '../http/http-handler';

export const handler = createHttpHandler(
  'catalogue',
  { ...creditsEndpoints, ...subscriptionEndpoints },
  {
    listPlans: async () => ({ success: true, plans: [...PLANS] }),
    listPackages: async () => ({ success: true, packages: [...CREDIT_PACKAGES] }),
    pricing: async () => ({ success: true, pricing: PRICING_INFO }),
  },
);
