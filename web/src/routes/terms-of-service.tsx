import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../lib/product';
import { TERMS_DESCRIPTION, TERMS_TITLE, TermsPage } from '../screens/terms-page';

export const Route = createFileRoute('/terms-of-service')({
  head: () => ({
    meta: [{ title: pageTitle(TERMS_TITLE) }, { name: 'description', content: TERMS_DESCRIPTION }],
  }),
  component: TermsPage,
});
