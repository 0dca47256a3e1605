import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeploymentReview } from '../../../../shared/api';
import { ReviewNotice } from './review-notice';

function renderNotice(review: DeploymentReview) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ReviewNotice review={review} /> }),
    history: createMemoryHistory(),
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
});

const since = new Date(Date.now() - 2 * 3600_000).toISOString();

describe('the review notice on the deployment page', () => {
  it('tells the owner a held site was not published, why, and how to reach us', async () => {
    renderNotice({
      status: 'held',
      reason: 'The page uses the name SBI and asks visitors for a password.',
      since,
    });

    const notice = await screen.findByRole('region', { name: 'Your site is held for review' });
    expect(notice.textContent).toContain('this version was not published');
    expect(notice.textContent).toContain(
      'The page uses the name SBI and asks visitors for a password.',
    );
    expect(notice.textContent).toContain('Held 2 hours ago');
    expect(screen.getByText('Held for review')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('tells the owner a site was taken down, with the operator’s reason', async () => {
    renderNotice({
      status: 'taken_down',
      reason: 'Collected card numbers for a fake prize.',
      since,
    });

    const notice = await screen.findByRole('region', { name: 'This site was taken down' });
    expect(notice.textContent).toContain('Collected card numbers for a fake prize.');
    expect(notice.textContent).toContain(
      'It cannot be published again, or deleted, unless we release it.',
    );
  });
});
