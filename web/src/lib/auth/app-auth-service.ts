import type { AppConfig } from '../../../../shared/app-config';
import { AppConfigError, loadAppConfig } from '../app-config';
import type { AuthService, SessionTokens } from './auth-service';

/**
 * The identity library's `buffer` dependency reads Node's `global` when it loads; browsers only
 * have `globalThis`. Set before the library is imported (below, on first use).
 */
function provideNodeGlobal() {
  if (!('global' in globalThis)) Object.assign(globalThis, { global: globalThis });
}

/**
 * The app's AuthService: the Cognito one, built on first use from `/config.json`. The identity
 * library loads only then, so pages that never sign in do not download it.
 */
export function createAppAuthService(loadConfig: () => Promise<AppConfig>): AuthService {
  let pending: Promise<AuthService> | null = null;

  function cognito(): Promise<AuthService> {
    pending ??= (async () => {
      const config = await loadConfig();
      provideNodeGlobal();
      const { createCognitoAuthService } = await import('./cognito-auth-service').catch(() => {
        throw new AppConfigError();
      });
      return createCognitoAuthService({
        config: config.auth,
        origin: globalThis.location.origin,
        fetch: (input, init) => globalThis.fetch(input, init),
        sessionStorage: globalThis.sessionStorage,
      });
    })().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  }

  // Several callers may find the token stale at once; they share one renewal.
  let refreshing: Promise<SessionTokens | null> | null = null;

  return {
    signIn: async (credentials) => (await cognito()).signIn(credentials),
    confirmPasswordReset: async (reset) => (await cognito()).confirmPasswordReset(reset),
    refresh() {
      refreshing ??= cognito()
        .then((service) => service.refresh())
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    },
    currentRefreshToken: async () => (await cognito()).currentRefreshToken(),
    signOut: async () => (await cognito()).signOut(),
    socialSignInUrl: async (provider) => (await cognito()).socialSignInUrl(provider),
    completeSocialSignIn: async (callback) => (await cognito()).completeSocialSignIn(callback),
    twoStep: {
      enabled: async () => (await cognito()).twoStep.enabled(),
      begin: async () => (await cognito()).twoStep.begin(),
      confirm: async (code) => (await cognito()).twoStep.confirm(code),
      turnOff: async () => (await cognito()).twoStep.turnOff(),
    },
  };
}

export const appAuthService: AuthService = createAppAuthService(loadAppConfig);
