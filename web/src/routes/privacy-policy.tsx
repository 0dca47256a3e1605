import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../lib/product';
import { PRIVACY_DESCRIPTION, PRIVACY_TITLE, PrivacyPage } from '../screens/privacy-page';

export const Route = createFileRoute('/privacy-policy')({
  head: () => ({
    meta: [
      { title: pageTitle(PRIVACY_TITLE) },
      { name: 'description', content: PRIVACY_DESCRIPTION },
    ],
  }),
  component: PrivacyPage,
});
