import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';
import { pageTitle } from '../lib/product';

export const Route = createFileRoute('/dashboard')({
  head: () => ({ meta: [{ title: pageTitle('Dashboard') }] }),
  component: DashboardScreen,
});

function DashboardScreen() {
  return <ComingSoon screen="Dashboard" />;
}
