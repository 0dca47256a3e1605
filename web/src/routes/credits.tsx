import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../../shared/zod';
import { CreditsLoadError } from '../components/credits/credits-load-error';
import { CreditsPending } from '../components/credits/credits-pending';
import { CreditsScreen } from '../components/credits/credits-screen';
import { loadSignedIn, requireSessionToken } from '../lib/auth/session-guard';
import { meQuery } from '../lib/auth/session-queries';
import { packagesQuery, pricingQuery } from '../lib/catalogue-queries';
import { creditSummaryQuery, transactionsQuery } from '../lib/credits/credit-queries';
import { pageTitle } from '../lib/product';

/**
 * `?return=/workspace/{id}`: the workspace whose run was short of credits; once a purchase is
 * paid, the page goes back there (to that project's workspace only, never elsewhere).
 */
const creditsSearchSchema = z.object({
  return: z.catch(
    z.optional(z.string().check(z.regex(/^\/workspace\/[0-9A-HJKMNP-TV-Z]{26}$/))),
    undefined,
  ),
});

export const Route = createFileRoute('/credits')({
  validateSearch: creditsSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Credits') }] }),
  // No token: straight to login (requirements §4).
  beforeLoad: requireSessionToken,
  // The page needs the balance, the summary and the packages (the default tab); the other tabs'
  // data is fetched alongside and shown, or its failure, when the tab opens.
  loader: ({ context: { queryClient }, location }) => {
    void queryClient.prefetchInfiniteQuery(transactionsQuery());
    void queryClient.prefetchQuery(pricingQuery());
    return loadSignedIn(
      queryClient,
      () =>
        Promise.all([
          queryClient.ensureQueryData(meQuery()),
          queryClient.ensureQueryData(creditSummaryQuery()),
          queryClient.ensureQueryData(packagesQuery()),
        ]),
      location,
    );
  },
  component: CreditsRoute,
  pendingComponent: CreditsPending,
  errorComponent: CreditsLoadError,
});

function CreditsRoute() {
  const { return: returnTo } = Route.useSearch();
  return <CreditsScreen returnTo={returnTo ?? null} />;
}
