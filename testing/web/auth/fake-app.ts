import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { createFakeApiServer, type FakeApiServer } from './fake-api-server';
import { createInMemoryAuthService, type InMemoryAuthService } from './in-memory-auth-service';

export interface FakeApp {
  auth: InMemoryAuthService;
  server: FakeApiServer;
}

/**
 * A browser as a new visitor's, for one test: nothing stored, a fake identity provider, and the
 * fake API answering every fetch. `sharedAccounts`: the API signs up and in through that same
 * identity provider, as the auth screen's tests need.
 */
export function freshFakeApp({ sharedAccounts = false } = {}): FakeApp {
  localStorage.clear();
  const auth = createInMemoryAuthService();
  const server = createFakeApiServer(sharedAccounts ? { accounts: auth } : {});
  vi.stubGlobal('fetch', server.fetch);
  return { auth, server };
}

/** Undoes what a test left behind: toasts, the rendered app, stubbed globals and spies. */
export function closeFakeApp() {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
