import { cleanup, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { createFakeApiServer, type FakeApiServer } from '../auth/fake-api-server';
import {
  createInMemoryAuthService,
  type InMemoryAuthService,
} from '../auth/in-memory-auth-service';
import { createFakeRazorpay } from './fake-razorpay';

export interface PaymentPageFakes {
  auth: InMemoryAuthService;
  server: FakeApiServer;
  razorpay: ReturnType<typeof createFakeRazorpay>;
}

/**
 * For `beforeEach` of a page that takes payments: nothing stored, a fresh identity provider and
 * API server (the global fetch), and the fake Razorpay checkout as `window.Razorpay`.
 */
export function stubPaymentPage(): PaymentPageFakes {
  localStorage.clear();
  const fakes: PaymentPageFakes = {
    auth: createInMemoryAuthService(),
    server: createFakeApiServer(),
    razorpay: createFakeRazorpay(),
  };
  vi.stubGlobal('fetch', fakes.server.fetch);
  vi.stubGlobal('Razorpay', fakes.razorpay.Razorpay);
  return fakes;
}

/** For `afterEach`: no toasts, nothing rendered, the globals and spies as they were. */
export function unstubPaymentPage() {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

/** The header's balance badge as it reads: "20credits". */
export function balanceBadge(): string {
  return screen.getByRole('status', { name: 'Credit balance' }).textContent ?? '';
}
