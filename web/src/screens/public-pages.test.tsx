import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { createAppRouter } from '../router';

function renderAt(path: string) {
  const router = createAppRouter({
    queryClient: new QueryClient(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
}

/** The page's text with whitespace collapsed, so sentences split across elements still match. */
async function pageText(heading: string) {
  await screen.findByRole('heading', { level: 1, name: heading });
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}

function descriptionMeta() {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content');
}

afterEach(() => {
  cleanup();
});

describe('the landing page', () => {
  it('shows the hero, its three statistics, How It Works and the call to action', async () => {
    renderAt('/');
    const text = await pageText('Build Production-Ready Websites with AI');

    for (const figure of ['1,000+', '<30s', '99.9%', 'Generating...']) {
      expect(text).toContain(figure);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'How It Works' })).toBeTruthy();
    const steps = screen.getAllByRole('heading', { level: 3 }).map((step) => step.textContent);
    expect(steps).toEqual(['Describe Your Vision', 'AI Agents Build', 'Deploy & Share']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ready to Build Something Amazing?' }),
    ).toBeTruthy();
    expect(text).toContain('Start with 20 free credits. No credit card required.');
    expect(text).toContain(`© ${new Date().getFullYear()} Sitewright`);
  });

  it('offers a signed-out visitor Login and Get Started', async () => {
    renderAt('/');
    await pageText('Build Production-Ready Websites with AI');

    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/auth?mode=login',
    );
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start Building Free/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Go to dashboard/ })).toBeNull();
  });

  it('offers a signed-in visitor the dashboard instead of the ways in', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'api-token:asha@example.com');
    try {
      renderAt('/');
      await pageText('Build Production-Ready Websites with AI');

      const links = screen.getAllByRole('link', { name: /Go to dashboard/ });
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) expect(link.getAttribute('href')).toBe('/dashboard');
      expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
      expect(screen.queryByRole('link', { name: /Get Started/ })).toBeNull();
      expect(screen.queryByRole('link', { name: /Start Building Free/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    } finally {
      localStorage.clear();
    }
  });

  it('states the marketing claims of requirements §1', async () => {
    renderAt('/');
    const text = await pageText('Build Production-Ready Websites with AI');

    for (const claim of [
      'four specialised AI agents',
      'frontend, backend, database and deployment',
      'custom URL',
      'GitHub',
    ]) {
      expect(text).toContain(claim);
    }
  });
});

describe('the legal pages', () => {
  it.each(['/terms', '/terms-of-service'])(
    '%s states the facts of the terms, last updated 31 Oct 2025',
    async (path) => {
      renderAt(path);
      const text = await pageText('Terms of Service');

      for (const fact of [
        'Last updated 31 October 2025',
        'non-commercial use',
        'commercial use',
        'dedicated account manager',
        'opt out of training',
        'at least 13 years old',
        'If you are under 18',
        'immediate once the payment is confirmed',
        '99% of the time',
        '14 business days',
        'deleted within 90 days',
        'Indian rupees (INR)',
        'Razorpay',
      ]) {
        expect(text).toContain(fact);
      }
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      await waitFor(() => expect(descriptionMeta()).toMatch(/^The terms for using Sitewright/));
    },
  );

  it.each(['/privacy', '/privacy-policy'])(
    '%s states the facts of the privacy policy, effective 28 Oct 2025',
    async (path) => {
      renderAt(path);
      const text = await pageText('Privacy Policy');

      for (const fact of [
        'Effective 28 October 2025',
        'up to 24 months',
        'within 7 business days',
        "30 days' notice",
        'deleted within 90 days',
        'opt out of training',
        'Razorpay',
        'INR',
        'under 13',
        'under 18',
      ]) {
        expect(text).toContain(fact);
      }
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      await waitFor(() => expect(descriptionMeta()).toMatch(/^How Sitewright collects/));
    },
  );
});
