import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppUpdatePrompt, UPDATE_AVAILABLE } from './app-update-prompt';

afterEach(() => {
  toast.dismiss();
  cleanup();
});

function renderPrompt(needRefresh: boolean) {
  const onReload = vi.fn();
  const onDismiss = vi.fn();
  const view = render(
    <>
      <Toaster closeButton />
      <AppUpdatePrompt needRefresh={needRefresh} onReload={onReload} onDismiss={onDismiss} />
    </>,
  );
  const rerender = (next: boolean) =>
    view.rerender(
      <>
        <Toaster closeButton />
        <AppUpdatePrompt needRefresh={next} onReload={onReload} onDismiss={onDismiss} />
      </>,
    );
  return { onReload, onDismiss, rerender };
}

describe('the update prompt', () => {
  it('says nothing while no new version waits', () => {
    renderPrompt(false);

    expect(screen.queryByText(UPDATE_AVAILABLE)).toBeNull();
  });

  it('says a new version is available once one waits, and reloads into it on request', async () => {
    const { onReload, rerender } = renderPrompt(false);

    rerender(true);

    expect(await screen.findByText('A new version of Sitewright is available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('stays until it is answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPrompt(true);
      await screen.findByText(UPDATE_AVAILABLE);

      await act(() => vi.advanceTimersByTimeAsync(60_000));

      expect(screen.getByText(UPDATE_AVAILABLE)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the user close it, and leaves the new version for the next visit', async () => {
    const { onReload, onDismiss } = renderPrompt(true);
    await screen.findByText(UPDATE_AVAILABLE);

    fireEvent.click(screen.getByRole('button', { name: 'Close toast' }));

    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByText(UPDATE_AVAILABLE)).toBeNull());
  });
});
