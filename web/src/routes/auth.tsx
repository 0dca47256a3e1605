import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/coming-soon';
import { authEntryMode, authSearchSchema } from '../lib/auth-search';
import { pageTitle } from '../lib/product';

const screenNames = { login: 'Login', register: 'Register' } as const;

export const Route = createFileRoute('/auth')({
  validateSearch: authSearchSchema,
  head: ({ match }) => ({
    meta: [{ title: pageTitle(screenNames[authEntryMode(match.search.mode)]) }],
  }),
  component: AuthScreen,
});

function AuthScreen() {
  const { mode } = Route.useSearch();
  return <ComingSoon screen={screenNames[authEntryMode(mode)]} />;
}
