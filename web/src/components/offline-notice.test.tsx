import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeApiServer } from '../../../testing/web/auth/fake-api-server';
import { closeFakeApp, freshFakeApp } from '../../../testing/web/auth/fake-app';
import type { InMemoryAuthService } from '../../../testing/web/auth/in-memory-auth-service';
import { renderApp } from '../../../testing/web/auth/render-app';
import { signInAs } from '../../../testing/web/auth/sign-in-as';
import { OFFLINE_TITLE, UNREACHABLE_TITLE } from './offline-notice';

let auth: InMemoryAuthService;
let server: FakeApiServer;
let online: boolean;

/** fetch as it fails with no connection: no answer at all. */
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));

function goOnline() {
  online = true;
  vi.stubGlobal('fetch', server.fetch);
  window.dispatchEvent(new Event('online'));
}

beforeEach(async () => {
  ({ auth, server } = freshFakeApp());
  await signInAs(
    { auth, server },
    { id: 'u1', username: 'asha', email: 'a@example.com', credits: 20 },
  );
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('fetch', unreachable);
  // The router reports the failed load on the console; the screen is what these tests read.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  // TanStack Query follows the offline event too, in a module-wide manager.
  onlineManager.setOnline(true);
  closeFakeApp();
});

describe('the offline notice', () => {
  it('shows instead of the error page when a screen cannot reach the server, and tries again on request', async () => {
    renderApp('/dashboard', auth);

    expect(await screen.findByRole('heading', { level: 1, name: UNREACHABLE_TITLE })).toBeTruthy();
    expect(screen.getByText(/Could not reach the server/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Failed to load data' })).toBeNull();

    vi.stubGlobal('fetch', server.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, asha!' })).toBeTruthy();
  });

  it('says the browser is offline, and loads the screen by itself once it is back online', async () => {
    online = false;
    renderApp('/projects', auth);
    expect(await screen.findByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeTruthy();

    goOnline();

    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: OFFLINE_TITLE })).toBeNull();
  });

  it('follows the browser going offline while it shows', async () => {
    renderApp('/dashboard', auth);
    await screen.findByRole('heading', { level: 1, name: UNREACHABLE_TITLE });

    online = false;
    window.dispatchEvent(new Event('offline'));

    expect(await screen.findByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeTruthy();
  });

  it('leaves an error answer from the server to the screen’s own error page', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ detail: 'Server busy' }, { status: 500 }));

    renderApp('/dashboard', auth);

    expect(await screen.findByRole('heading', { name: 'Failed to load data' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: UNREACHABLE_TITLE })).toBeNull();
  });
});
