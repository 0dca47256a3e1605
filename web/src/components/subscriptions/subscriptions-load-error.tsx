import { SUBSCRIPTION_MESSAGES } from '../../lib/subscriptions/subscription-messages';
import { loadErrorScreen } from '../load-error';

/** The balance or the subscription did not load (other than an expired session). */
export const SubscriptionsLoadError = loadErrorScreen({
  eyebrow: 'Subscription plans',
  title: SUBSCRIPTION_MESSAGES.loadFailed,
  backToDashboard: true,
});
