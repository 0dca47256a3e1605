import * as z from '../../../../shared/zod';

/**
 * The firewall's CAPTCHA before signing up (context `waf=on`): AWS WAF refuses a register call
 * without a solved puzzle (405), and only a page loaded from the server can show the puzzle. So
 * the sign-up form sends its browser to the server's sign-up page once, noting what was typed
 * (never the password) to fill it in again. A second refusal soon after is the check failing,
 * not a puzzle not yet seen: it is said in words, not answered with another reload.
 */

const KEY = 'sitewright.securityCheck';

/** How long after a reload for the check a refusal still counts as the check having failed. */
export const SECURITY_CHECK_WINDOW_MS = 10 * 60 * 1000;

const checkSchema = z.object({ username: z.string(), email: z.string(), sentAt: z.number() });

export type SignUpInProgress = Pick<z.infer<typeof checkSchema>, 'username' | 'email'>;

function recentCheck(storage: Storage, now: number) {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = checkSchema.safeParse(stored);
  return parsed.success && now - parsed.data.sentAt < SECURITY_CHECK_WINDOW_MS ? parsed.data : null;
}

/**
 * A register call was refused for the security check: whether to load the sign-up page from the
 * server (true, noted), or to say the check failed (false: it was just tried, and the note goes so
 * that a later attempt may try again).
 */
export function beginSecurityCheck(
  storage: Storage,
  signUp: SignUpInProgress,
  now = Date.now(),
): boolean {
  if (recentCheck(storage, now)) {
    storage.removeItem(KEY);
    return false;
  }
  storage.setItem(KEY, JSON.stringify({ ...signUp, sentAt: now }));
  return true;
}

/** What the sign-up form held before its reload for the check, if that was just now. */
export function signUpAwaitingCheck(storage: Storage, now = Date.now()): SignUpInProgress | null {
  const check = recentCheck(storage, now);
  return check ? { username: check.username, email: check.email } : null;
}

/** Signed up: the note has done its work. */
export function endSecurityCheck(storage: Storage): void {
  storage.removeItem(KEY);
}
