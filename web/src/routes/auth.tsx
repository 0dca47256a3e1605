import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../components/auth/auth-layout';
import { AuthScreen } from '../components/auth/auth-screen';
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
  const { mode } = Route.useSearch();
  return (
    <AuthLayout>
      <AuthScreen entryMode={authEntryMode(mode)} />
    </AuthLayout>
  );
}
