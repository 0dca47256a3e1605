import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../../shared/zod';
import { AccountLoadError } from '../components/account/account-load-error';
import { AccountPending } from '../components/account/account-pending';
import { AccountScreen } from '../components/account/account-screen';
import { loadSignedIn, requireSessionToken } from '../lib/auth/session-guard';
import { meQuery } from '../lib/auth/session-queries';
import { pageTitle } from '../lib/product';

/** `?confirm=delete`: back from a fresh sign-in through Google or GitHub, to confirm deleting. */
const accountSearchSchema = z.object({
  confirm: z.catch(z.optional(z.literal('delete')), undefined),
});

export const Route = createFileRoute('/account')({
  validateSearch: accountSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Account') }] }),
  beforeLoad: requireSessionToken,
  loader: ({ context: { queryClient }, location }) =>
    loadSignedIn(queryClient, () => queryClient.ensureQueryData(meQuery()), location),
  component: AccountRoute,
  pendingComponent: AccountPending,
  errorComponent: AccountLoadError,
});

function AccountRoute() {
  const { confirm } = Route.useSearch();
  return <AccountScreen confirmDelete={confirm === 'delete'} />;
}
