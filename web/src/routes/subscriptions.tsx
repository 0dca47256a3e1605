import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionsLoadError } from '../components/subscriptions/subscriptions-load-error';
import { SubscriptionsPending } from '../components/subscriptions/subscriptions-pending';
import { SubscriptionsScreen } from '../components/subscriptions/subscriptions-screen';
import { loadSignedIn, requireSessionToken } from '../lib/auth/session-guard';
import { meQuery } from '../lib/auth/session-queries';
import { plansQuery } from '../lib/catalogue-queries';
import { pageTitle } from '../lib/product';
import { subscriptionStatusQuery } from '../lib/subscriptions/subscription-queries';

export const Route = createFileRoute('/subscriptions')({
  head: () => ({ meta: [{ title: pageTitle('Subscription plans') }] }),
  // No token: straight to login (requirements §4, §6).
  beforeLoad: requireSessionToken,
  // The page needs the balance and the subscription. The plans load alongside, without holding
  // the page; their failure is the plan list's to show ('Failed to load plans').
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchQuery(plansQuery());
    return loadSignedIn(
      queryClient,
      () =>
        Promise.all([
          queryClient.ensureQueryData(meQuery()),
          queryClient.ensureQueryData(subscriptionStatusQuery()),
        ]),
      location,
    );
  },
  component: SubscriptionsScreen,
  pendingComponent: SubscriptionsPending,
  errorComponent: SubscriptionsLoadError,
});
