import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import type { FakeApiServer } from '../../../../testing/web/auth/fake-api-server';
import type { InMemoryAuthService } from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { signInAs } from '../../../../testing/web/auth/sign-in-as';
import { closeFakeApp, freshFakeApp } from '../../../../testing/web/auth/fake-app';

let auth: InMemoryAuthService;
let server: FakeApiServer;

const signIn = (profile: { username: string; email: string; credits: number }) =>
  signInAs({ auth, server }, { id: 'u1', ...profile });

beforeEach(() => {
  ({ auth, server } = freshFakeApp());
});

afterEach(closeFakeApp);

describe('the dashboard', () => {
  it('sends a visitor without a token to /auth?mode=login', async () => {
    const { router } = renderApp('/dashboard', auth);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome Back!');
    expect(currentUrl(router)).toBe('/auth?mode=login&redirect=%2Fdashboard');
    expect(server.requests).toEqual([]);
  });

  it('shows the sidebar, the welcome line and the credit balance from /api/auth/me', async () => {
    await signIn({ username: 'asha', email: 'asha@example.com', credits: 20 });

    renderApp('/dashboard', auth);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, asha!' })).toBeTruthy();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Sitewright')).toBeTruthy();
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(within(nav).getByRole('link', { name: 'Credits' }).getAttribute('href')).toBe(
      '/credits',
    );
    expect(within(sidebar).getByText('A')).toBeTruthy();
    expect(within(sidebar).getByText('asha')).toBeTruthy();
    expect(within(sidebar).getByText('asha@example.com')).toBeTruthy();
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeTruthy();

    const balance = screen.getByRole('region', { name: 'Credit balance' });
    expect(within(balance).getByText('20')).toBeTruthy();
    expect(within(balance).getByRole('link', { name: 'Buy More' }).getAttribute('href')).toBe(
      '/credits',
    );
    expect(within(balance).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/subscriptions',
    );
    const me = server.requests.find((request) => request.path === '/api/auth/me');
    expect(me?.authorization).toBe('Bearer api-token:asha@example.com');
  });

  it('greets by the email prefix when the username is empty', async () => {
    await signIn({ username: '', email: 'ravi.k@example.com', credits: 3 });

    renderApp('/dashboard', auth);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, ravi.k!' })).toBeTruthy();
  });

  it('clears the session, says it expired and goes to login on a 401', async () => {
    await signIn({ username: 'asha', email: 'asha@example.com', credits: 20 });
    server.rejectSession = true;

    const { router } = renderApp('/dashboard', auth);

    expect(await screen.findByText('Session expired. Please login again.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login&redirect=%2Fdashboard'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('says the data failed to load, and retries, when the server fails', async () => {
    await signIn({ username: 'asha', email: 'asha@example.com', credits: 20 });
    vi.stubGlobal('fetch', async () => Response.json({ detail: 'Server busy' }, { status: 500 }));
    // The router reports the failed load on the console; the screen is what this test reads.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderApp('/dashboard', auth);

    expect(await screen.findByRole('heading', { name: 'Failed to load data' })).toBeTruthy();
    vi.stubGlobal('fetch', server.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, asha!' })).toBeTruthy();
  });

  it('logs out: revokes the refresh token, clears all local storage and goes to login', async () => {
    await signIn({ username: 'asha', email: 'asha@example.com', credits: 20 });
    localStorage.setItem('something-else', 'kept by nobody');
    const { router } = renderApp('/dashboard', auth);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, asha!' });

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
    const logout = server.requests.find((request) => request.path === '/api/auth/logout');
    expect(logout?.body).toEqual({ refresh_token: 'refresh-token:asha@example.com' });
    expect(localStorage.length).toBe(0);
    expect(await auth.currentRefreshToken()).toBeNull();
  });

  it('logs out even when the server cannot be reached', async () => {
    await signIn({ username: 'asha', email: 'asha@example.com', credits: 20 });
    const { router } = renderApp('/dashboard', auth);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, asha!' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
    expect(localStorage.length).toBe(0);
  });

  it('opens the same sidebar as a menu on small screens, closed by Escape or its button', async () => {
    await signIn({ username: 'asha', email: 'asha@example.com', credits: 20 });
    renderApp('/dashboard', auth);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, asha!' });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);

    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Credits' })).toBeTruthy();
    expect(within(menu).getByText('asha@example.com')).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(document.activeElement && menu.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back once the dialog has gone, a moment after it closes.
    await waitFor(() => expect(document.activeElement).toBe(menuButton));

    fireEvent.click(menuButton);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the menu when one of its links is followed, even to the page it is on', async () => {
    await signIn({ username: 'asha', email: 'asha@example.com', credits: 20 });
    const { router } = renderApp('/dashboard', auth);
    await screen.findByRole('heading', { level: 1, name: 'Welcome, asha!' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));

    const menu = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Dashboard' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentUrl(router)).toBe('/dashboard');
  });
});
