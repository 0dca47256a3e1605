import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';
import { pageTitle } from '../lib/product';

export const Route = createFileRoute('/subscriptions')({
  head: () => ({ meta: [{ title: pageTitle('Subscription plans') }] }),
  component: SubscriptionsScreen,
});

function SubscriptionsScreen() {
  return <ComingSoon screen="Subscription plans" />;
}
