import { userSchema, type User } from '../../../../shared/api';
import { STORAGE_KEYS } from '../../../../shared/constants';

/** Storage can be missing or throw (privacy modes); the app then simply has no session. */
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readSessionToken(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    return null;
  }
}

export function hasSessionToken(): boolean {
  return Boolean(readSessionToken());
}

/** Replaces the stored bearer (after a refresh) without touching the stored user. */
export function writeSessionToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.token, token);
}

/** The signed-in user as saved at sign-in, checked against the shared schema. */
export function readStoredUser(): User | null {
  let text: string | null;
  try {
    text = storage()?.getItem(STORAGE_KEYS.user) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves the session as requirements §3 names it: the bearer under `token`, the user's JSON under `user`. */
export function saveSession(session: { token: string; user: User }): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.token, session.token);
  store.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
}

/**
 * Clears all local storage, as the requirements asks before each sign-in attempt and on logout. That also
 * drops the identity library's cached Cognito session, so nothing of the old session survives.
 */
export function clearLocalSession(): void {
  try {
    storage()?.clear();
  } catch {
    // Nothing stored that could be cleared.
  }
}
