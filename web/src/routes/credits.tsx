import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';
import { pageTitle } from '../lib/product';

export const Route = createFileRoute('/credits')({
  head: () => ({ meta: [{ title: pageTitle('Credits') }] }),
  component: CreditsScreen,
});

function CreditsScreen() {
  return <ComingSoon screen="Credits" />;
}
