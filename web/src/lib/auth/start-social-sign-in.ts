import { toast } from 'sonner';
import type { SocialProvider } from '../../../../shared/app-config';
import { authErrorMessage } from './auth-errors';
import type { AuthFlowDeps } from './auth-flows';
import { SOCIAL_SIGN_IN_MESSAGES } from './auth-messages';
import { clearLocalSession } from './session-storage';

/**
 * Off to the provider through the hosted UI; it comes back to /auth/callback. Used by the auth
 * screen and by the landing page's own "Continue with Google".
 */
export async function startSocialSignIn(deps: AuthFlowDeps, provider: SocialProvider) {
  try {
    const url = await deps.auth.socialSignInUrl(provider);
    if (!url) {
      toast.error(SOCIAL_SIGN_IN_MESSAGES[provider].unavailable);
      return;
    }
    clearLocalSession();
    globalThis.location.assign(url);
  } catch (error) {
    toast.error(authErrorMessage(error, 'login'));
  }
}
