import { createFileRoute } from '@tanstack/react-router';
import { CreditsLoadError } from '../components/credits/credits-load-error';
import { CreditsPending } from '../components/credits/credits-pending';
import { CreditsScreen } from '../components/credits/credits-screen';
import { loadSignedIn, requireSessionToken } from '../lib/auth/session-guard';
import { meQuery } from '../lib/auth/session-queries';
import { packagesQuery, pricingQuery } from '../lib/catalogue-queries';
import { creditSummaryQuery, transactionsQuery } from '../lib/credits/credit-queries';
import { pageTitle } from '../lib/product';

export const Route = createFileRoute('/credits')({
  head: () => ({ meta: [{ title: pageTitle('Credits') }] }),
  // No token: straight to login (spec §4).
  beforeLoad: requireSessionToken,
  // The page needs the balance, the summary and the packages (the default tab); the other tabs'
  // data is fetched alongside and shown, or its failure, when the tab opens.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchInfiniteQuery(transactionsQuery());
    void queryClient.prefetchQuery(pricingQuery());
    return loadSignedIn(queryClient, () =>
      Promise.all([
        queryClient.ensureQueryData(meQuery()),
        queryClient.ensureQueryData(creditSummaryQuery()),
        queryClient.ensureQueryData(packagesQuery()),
      ]),
    );
  },
  component: CreditsScreen,
  pendingComponent: CreditsPending,
  errorComponent: CreditsLoadError,
});
