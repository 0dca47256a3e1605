import { createContext, useContext, type ReactNode } from 'react';
import { api } from '../api-client';
import { appAuthService } from './app-auth-service';
import type { AuthFlowDeps } from './auth-flows';

const AuthDepsContext = createContext<AuthFlowDeps>({ auth: appAuthService, api });

/** Swaps the identity provider and API client the auth screens use (tests pass fakes). */
export function AuthDepsProvider({
  value,
  children,
}: {
  value: AuthFlowDeps;
  children: ReactNode;
}) {
  return <AuthDepsContext value={value}>{children}</AuthDepsContext>;
}

/** The identity provider (Cognito unless a provider above says otherwise) and the API client. */
export function useAuthDeps(): AuthFlowDeps {
  return useContext(AuthDepsContext);
}
