import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../components/auth/auth-layout';
import { AuthScreen } from '../components/auth/auth-screen';
import { SignedInCard } from '../components/auth/signed-in-card';
import { useStoredSession } from '../lib/auth/use-stored-session';
import { authEntryMode, authSearchSchema } from '../lib/auth-search';
import { pageTitle } from '../lib/product';

const screenNames = { login: 'Login', register: 'Register' } as const;

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  head: ({ match }) => ({
    meta: [{ title: pageTitle(screenNames[authEntryMode(match.search.mode)]) }],
  }),
  component: AuthRoute,
});

function AuthRoute() {
  const { mode, redirect } = Route.useSearch();
  const session = useStoredSession();
  return (
    <AuthLayout>
      {session ? (
        <SignedInCard email={session.user?.email ?? null} />
      ) : (
        <AuthScreen entryMode={authEntryMode(mode)} redirectTo={redirect} />
      )}
    </AuthLayout>
  );
}
