import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { GoogleCallback } from '../components/auth/google-callback';
import { pageTitle } from '../lib/product';

/** What Cognito's hosted UI appends when it sends the browser back from Google. */
const callbackSearchSchema = z.object({
  code: z.coerce.string().optional().catch(undefined),
  state: z.coerce.string().optional().catch(undefined),
  error: z.coerce.string().optional().catch(undefined),
  error_description: z.coerce.string().optional().catch(undefined),
});

export const Route = createFileRoute('/auth_/callback')({
  validateSearch: callbackSearchSchema,
  head: () => ({ meta: [{ title: pageTitle('Signing in') }] }),
  component: GoogleCallbackRoute,
});

function GoogleCallbackRoute() {
  const { code, state, error, error_description: errorDescription } = Route.useSearch();
  return (
    <GoogleCallback
      code={error ? undefined : code}
      state={state}
      refusal={error ? errorDescription : undefined}
    />
  );
}
