import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../lib/product';
import { CONTACT_DESCRIPTION, ContactPage } from '../screens/contact-page';

export const Route = createFileRoute('/contact')({
  head: () => ({
    meta: [{ title: pageTitle('Contact') }, { name: 'description', content: CONTACT_DESCRIPTION }],
  }),
  component: ContactPage,
});
