import { useState } from 'react';
import type { User } from '../../../../shared/api';
import { hasSessionToken, readStoredUser } from './session-storage';

export interface StoredSession {
  /** The user saved at sign-in; null when only the token survived. */
  user: User | null;
}

/**
 * This browser's session as the page found it on opening, or null when signed out. Read once:
 * signing in on the page must not change what it shows before it moves on.
 */
export function useStoredSession(): StoredSession | null {
  const [session] = useState(() => (hasSessionToken() ? { user: readStoredUser() } : null));
  return session;
}
