import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../../shared/zod';
import { GitHubCallback } from '../components/github/github-callback';
import { requireSessionToken } from '../lib/auth/session-guard';
import { pageTitle } from '../lib/product';

/** What GitHub appends when it sends the browser back from its consent page. */
const callbackSearchSchema = z.object({
  code: z.catch(z.optional(z.coerce.string()), undefined),
  state: z.catch(z.optional(z.coerce.string()), undefined),
  error: z.catch(z.optional(z.coerce.string()), undefined),
});

export const Route = createFileRoute('/github/callback')({
  validateSearch: callbackSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Connecting GitHub') }] }),
  beforeLoad: requireSessionToken,
  component: GitHubCallbackRoute,
});

function GitHubCallbackRoute() {
  const { code, state, error } = Route.useSearch();
  return <GitHubCallback code={code} state={state} error={error} />;
}
