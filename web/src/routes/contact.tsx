import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';
import { pageTitle } from '../lib/product';

export const Route = createFileRoute('/contact')({
  head: () => ({ meta: [{ title: pageTitle('Contact') }] }),
  component: ContactScreen,
});

function ContactScreen() {
  return <ComingSoon screen="Contact" />;
}
