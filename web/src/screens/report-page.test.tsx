import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRouter } from '../router';

function renderAt(path: string) {
  const router = createAppRouter({
    queryClient: new QueryClient(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
});

describe('the report page', () => {
  it('fills in the site its link named, and offers the four reasons', async () => {
    renderAt('/report?site=https://lucky-draw.sites.example/');

    await screen.findByRole('heading', { level: 1, name: 'Report this site' });
    expect(screen.getByLabelText('Site address')).toHaveProperty(
      'value',
      'https://lucky-draw.sites.example/',
    );
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Phishing or a fake login page',
      'Malware or a harmful download',
      'Illegal content',
      'Something else',
    ]);
    expect(document.title).toBe('Report this site · Sitewright');
  });

  it('marks what is missing instead of sending a report without a reason', async () => {
    renderAt('/report');
    await screen.findByRole('heading', { level: 1, name: 'Report this site' });
    fireEvent.change(screen.getByLabelText('Site address'), {
      target: { value: 'lucky-draw.sites.example' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    expect(
      screen.getByRole('group', { name: 'What is wrong with it?' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByLabelText('Site address').getAttribute('aria-invalid')).toBe(null);
  });
});
