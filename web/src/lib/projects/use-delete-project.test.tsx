import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import {
  createFakeApiServer,
  fakeProject,
  type FakeApiServer,
} from '../../../../testing/web/auth/fake-api-server';
import { toast } from 'sonner';
import { UNDO_DELETE_MS } from '../../../../shared/constants';
import { useDeleteProject } from './use-delete-project';

let server: FakeApiServer;

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  server = createFakeApiServer();
  server.profiles.set('asha@example.com', {
    id: 'u1',
    username: 'asha',
    email: 'asha@example.com',
    credits: 20,
  });
  localStorage.setItem(STORAGE_KEYS.token, 'api-token:asha@example.com');
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useDeleteProject', () => {
  const deletes = () => server.requests.filter((request) => request.method === 'DELETE');

  /** The "Project deleted" toast's Undo, as the last toast offered it. */
  function undoOf(success: ReturnType<typeof vi.spyOn>) {
    const options = success.mock.calls.at(-1)?.[1] as
      | { action?: { onClick: () => void } }
      | undefined;
    const undo = options?.action?.onClick;
    if (!undo) throw new Error('No Undo offered');
    return undo;
  }

  /** Lets the request and what follows it run (the timers are fake: no waitFor here). */
  async function settle() {
    for (let turn = 0; turn < 20; turn += 1) await act(() => vi.advanceTimersByTimeAsync(5));
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends the delete once its Undo has run out, once however many clicks', async () => {
    server.projects = [fakeProject(1), fakeProject(2)];
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(() => useDeleteProject(), { wrapper });

    act(() => {
      result.current.deleteProject(fakeProject(1));
      result.current.deleteProject(fakeProject(1));
    });
    expect(success).toHaveBeenCalledWith('Project deleted', expect.anything());
    expect(deletes()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS));
    await settle();
    expect(deletes().map((request) => request.path)).toEqual([
      `/api/projects/${fakeProject(1).id}`,
    ]);
    expect(server.projects.map((project) => project.id)).toEqual([fakeProject(2).id]);
  });

  it('keeps the project when Undo is pressed in time', async () => {
    server.projects = [fakeProject(1)];
    const success = vi.spyOn(toast, 'success');
    const { result } = renderHook(() => useDeleteProject(), { wrapper });

    act(() => result.current.deleteProject(fakeProject(1)));
    act(() => undoOf(success)());
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2));

    expect(deletes()).toHaveLength(0);
    expect(server.projects).toHaveLength(1);
  });

  it('sends a waiting delete at once when the page is left, and withdraws its Undo', async () => {
    server.projects = [fakeProject(1), fakeProject(2), fakeProject(3)];
    const dismiss = vi.spyOn(toast, 'dismiss');
    const { result } = renderHook(() => useDeleteProject(), { wrapper });

    act(() => result.current.deleteProject(fakeProject(1)));
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(deletes().map((request) => request.path)).toEqual([
      `/api/projects/${fakeProject(1).id}`,
    ]);
    expect(dismiss).toHaveBeenCalled();

    // A phone app switched away from may never come back: hidden counts as leaving too.
    act(() => result.current.deleteProject(fakeProject(2)));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    await settle();
    expect(server.projects.map((project) => project.id)).toEqual([fakeProject(3).id]);

    // Each went once: the timers running out afterwards send nothing more.
    await act(() => vi.advanceTimersByTimeAsync(UNDO_DELETE_MS * 2));
    await settle();
    expect(deletes()).toHaveLength(2);
  });
});
