import { safeRedirectPath } from './safe-redirect';

const RETURN_KEY = 'sitewright.signin.return';

/** Session storage, when the browser allows it (it survives the trip to Google and back). */
function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Where a sign-in through Google or GitHub started from a page (not the login) comes back to:
 * the account page asks for a fresh sign-in before deleting the account, and returns to it.
 */
export function returnAfterSignIn(href: string): void {
  const back = safeRedirectPath(href);
  if (back) store()?.setItem(RETURN_KEY, back);
}

/** The page to return to after a sign-in, once (it is forgotten); null for the default. */
export function takeReturnAfterSignIn(): string | null {
  const saved = store()?.getItem(RETURN_KEY) ?? null;
  store()?.removeItem(RETURN_KEY);
  return safeRedirectPath(saved);
}
