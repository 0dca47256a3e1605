import type { User } from '../../../shared/api';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { FakeApiServer } from './fake-api-server';
import type { InMemoryAuthService } from './in-memory-auth-service';

/** A signed-in browser: the stored session of requirements §3, and the user's profile on the server. */
export async function signInAs(
  { auth, server }: { auth: InMemoryAuthService; server: FakeApiServer },
  user: User,
) {
  // A copy: the server changes its profile (the balance) as the test goes on.
  server.profiles.set(user.email, { ...user });
  auth.users.set(user.email, 'secret-1');
  await auth.signIn({ email: user.email, password: 'secret-1' });
  localStorage.setItem(STORAGE_KEYS.token, `api-token:${user.email}`);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}
