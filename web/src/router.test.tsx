import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from './router';

const PROJECT_ID = '01JD8ZQ3V4W5X6Y7Z8A9BCDEFG';

function renderAt(path: string) {
  const router = createAppRouter({
    queryClient: new QueryClient(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** The screen's name is its one level-1 heading. */
function findScreen(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

afterEach(() => {
  cleanup();
});

describe('the app shell', () => {
  it.each([
    [
      '/',
      'Build Production-Ready Websites with AI',
      'Sitewright · Build Production-Ready Websites with AI',
    ],
    ['/auth', 'Get Started', 'Register · Sitewright'],
    ['/terms', 'Terms of Service', 'Terms of Service · Sitewright'],
    ['/terms-of-service', 'Terms of Service', 'Terms of Service · Sitewright'],
    ['/privacy', 'Privacy Policy', 'Privacy Policy · Sitewright'],
    ['/privacy-policy', 'Privacy Policy', 'Privacy Policy · Sitewright'],
    ['/contact', 'Send Us a Message', 'Contact · Sitewright'],
  ])('shows %s as the %s screen, titled "%s"', async (path, screenName, title) => {
    renderAt(path);

    expect(await findScreen(screenName)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['login', 'Welcome Back!', 'Login · Sitewright'],
    ['register', 'Get Started', 'Register · Sitewright'],
    ['signup', 'Get Started', 'Register · Sitewright'],
    ['1', 'Get Started', 'Register · Sitewright'],
  ])('opens /auth?mode=%s as "%s", titled "%s"', async (mode, heading, title) => {
    renderAt(`/auth?mode=${mode}`);

    expect(await findScreen(heading)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    '/dashboard',
    `/workspace/${PROJECT_ID}`,
    `/deployment/${PROJECT_ID}`,
    '/credits',
    '/subscriptions',
    '/projects',
    '/projects?q=bakery',
  ])('sends a signed-out visitor from %s to login, remembering the page', async (path) => {
    const router = renderAt(path);

    expect(await findScreen('Welcome Back!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toEqual({ mode: 'login', redirect: path });
  });

  it('shows the not-found page, linking home, for an unknown path', async () => {
    renderAt('/no-such-page');

    expect(await findScreen('Page not found')).toBeTruthy();
    expect(screen.getByText(/doesn.t exist/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found · Sitewright'));
  });

  it.each(['/workspace/not-a-ulid', '/deployment/01jd8zq3v4w5x6y7z8a9bcdefg'])(
    'shows the not-found page for a malformed project id (%s)',
    async (path) => {
      renderAt(path);

      expect(await findScreen('Page not found')).toBeTruthy();
    },
  );

  it('mounts one toaster at the bottom right', async () => {
    renderAt('/');
    expect(await findScreen('Build Production-Ready Websites with AI')).toBeTruthy();

    act(() => {
      toast.success('Project deleted');
    });

    expect(await screen.findByText('Project deleted')).toBeTruthy();
    const toasters = document.querySelectorAll('[data-sonner-toaster]');
    expect(toasters).toHaveLength(1);
    expect(toasters[0]?.getAttribute('data-x-position')).toBe('right');
    expect(toasters[0]?.getAttribute('data-y-position')).toBe('bottom');
  });
});
