import { createFileRoute } from '@tanstack/react-router';
import { PRODUCT_DESCRIPTION, pageTitle } from '../lib/product';
import { LandingPage } from '../screens/landing-page';

export const Route = createFileRoute('/')({
  // Most visits start here: shipping the landing page in the entry chunk saves a round trip
  // before the first paint, which is most of what a phone on a slow network waits for.
  codeSplitGroupings: [],
  head: () => ({
    meta: [{ title: pageTitle() }, { name: 'description', content: PRODUCT_DESCRIPTION }],
  }),
  component: LandingPage,
});
