import { createFileRoute } from '@tanstack/react-router';
import * as z from '../../../shared/zod';
import { SocialSignInCallback } from '../components/auth/social-sign-in-callback';
import { pageTitle } from '../lib/product';

/** What Cognito's hosted UI appends when it sends the browser back from Google or GitHub. */
const callbackSearchSchema = z.object({
  code: z.catch(z.optional(z.coerce.string()), undefined),
  state: z.catch(z.optional(z.coerce.string()), undefined),
  error: z.catch(z.optional(z.coerce.string()), undefined),
  error_description: z.catch(z.optional(z.coerce.string()), undefined),
});

export const Route = createFileRoute('/auth_/callback')({
  validateSearch: callbackSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Signing in') }] }),
  component: SocialSignInCallbackRoute,
});

function SocialSignInCallbackRoute() {
  const { code, state, error, error_description: errorDescription } = Route.useSearch();
  return (
    <SocialSignInCallback
      code={error ? undefined : code}
      state={state}
      error={error}
      errorDescription={errorDescription}
    />
  );
}
