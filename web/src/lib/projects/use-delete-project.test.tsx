import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import {
  createFakeApiServer,
  fakeProject,
  type FakeApiServer,
} from '../../../../testing/web/auth/fake-api-server';
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
  it('sends one request while one is under way, and allows the next once it ends', async () => {
    server.projects = [fakeProject(1), fakeProject(2)];
    const { result } = renderHook(() => useDeleteProject(), { wrapper });

    act(() => {
      result.current.deleteProject(fakeProject(1).id);
      result.current.deleteProject(fakeProject(1).id);
      result.current.deleteProject(fakeProject(2).id);
    });
    await waitFor(() => expect(result.current.isPending).toBe(false));

    const deletes = () => server.requests.filter((request) => request.method === 'DELETE');
    expect(deletes().map((request) => request.path)).toEqual([
      `/api/projects/${fakeProject(1).id}`,
    ]);

    act(() => result.current.deleteProject(fakeProject(2).id));
    await waitFor(() => expect(deletes()).toHaveLength(2));
  });
});
