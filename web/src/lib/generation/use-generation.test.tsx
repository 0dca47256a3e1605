import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunSummary } from '../../../../shared/api/project-schemas';
import type { ServerSocketMessage } from '../../../../shared/api/socket-schemas';
import { STORAGE_KEYS } from '../../../../shared/constants';
import {
  createFakeApiServer,
  FAKE_APP_CONFIG,
  fakeProject,
  type FakeApiServer,
} from '../../../../testing/web/auth/fake-api-server';
import { FakeWebSocket } from '../../../../testing/web/generation/fake-web-socket';
import { sessionKeys } from '../auth/session-queries';
import { projectKeys } from '../projects/project-queries';
import { SOCKET_GRACE_MS, useGeneration, type GenerationDeps } from './use-generation';

const TOKEN = 'api-token:asha@example.com';
const project = fakeProject(1, { name: 'Bakery' });
const RUN = '01JRUN00000000000000000001';
const ADDRESS = `ws://localhost/ws/${project.id}`;

let server: FakeApiServer;
let tickets: number;
let deps: GenerationDeps;

function run(status: RunSummary['status']): RunSummary {
  return {
    generation_id: RUN,
    prompt: 'A bakery',
    status,
    agents: [{ name: 'Frontend', status: status === 'running' ? 'working' : 'completed', cost: 6 }],
    total: 6,
    refunded: 0,
    started_at: '2026-03-01T10:00:00.000Z',
    ...(status === 'running' ? {} : { version: 1, finished_at: '2026-03-01T10:01:00.000Z' }),
  };
}

const complete: ServerSocketMessage = {
  type: 'complete',
  generation_id: RUN,
  code: '<h1>Bakery</h1>',
  new_balance: 14,
  version: 1,
};

let queryClient: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

function renderGeneration() {
  return renderHook(() => useGeneration({ projectId: project.id, deps }), { wrapper });
}

/** Lets requests, tickets and what follows them run (the timers are fake). */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) await act(() => vi.advanceTimersByTimeAsync(5));
}

async function setVisible(visible: boolean) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await settle();
}

/** The server accepts the newest socket; the hook watches on it. */
async function serverOpens(): Promise<FakeWebSocket> {
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  await settle();
  return socket;
}

/** Starts a run from the box, as the workspace does once its quote is confirmed. */
async function startRun(result: { current: ReturnType<typeof useGeneration> }) {
  let started = false;
  act(() => {
    started = result.current.generate('A bakery');
  });
  expect(started).toBe(true);
  await settle();
}

const runRequests = () =>
  server.requests.filter((request) => request.path === `/api/projects/${project.id}/runs`);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  server = createFakeApiServer();
  server.profiles.set('asha@example.com', {
    id: 'u1',
    username: 'asha',
    email: 'asha@example.com',
    credits: 20,
  });
  server.projects = [project];
  localStorage.setItem(STORAGE_KEYS.token, TOKEN);
  vi.stubGlobal('fetch', server.fetch);
  FakeWebSocket.reset();
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  tickets = 0;
  deps = {
    loadConfig: async () => FAKE_APP_CONFIG,
    getToken: async () => TOKEN,
    getTicket: async () => `ticket-${(tickets += 1)}`,
    createSocket: (url) => new FakeWebSocket(url),
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the workspace’s live connection', () => {
  it('opens no socket for an idle workspace on screen with no run under way', async () => {
    const { result } = renderGeneration();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));

    expect(FakeWebSocket.instances).toEqual([]);
    expect(tickets).toBe(0);
    expect(result.current.connection).toBe('idle');
    expect(result.current.canGenerate).toBe(true);
    // It did look whether a run was under way.
    expect(runRequests()).toHaveLength(1);
  });

  it('connects when a run starts, with a fresh ticket, and sends its message once watching', async () => {
    const { result } = renderGeneration();
    await settle();

    await startRun(result);
    expect(result.current.connection).toBe('connecting');
    expect(FakeWebSocket.latest().url).toBe(`${ADDRESS}?ticket=ticket-1`);
    const socket = await serverOpens();

    expect(socket.sent).toEqual([
      { token: TOKEN, action: 'watch' },
      { token: TOKEN, message: 'A bakery' },
    ]);
    expect(result.current.connection).toBe('open');
    expect(result.current.generating).toBe(true);
  });

  it('follows a run under way when the workspace opens', async () => {
    server.runs.set(project.id, [run('running')]);

    const { result } = renderGeneration();
    await settle();
    const socket = await serverOpens();

    expect(socket.url).toBe(`${ADDRESS}?ticket=ticket-1`);
    expect(socket.sent).toEqual([{ token: TOKEN, action: 'watch' }]);
    expect(result.current.generating).toBe(true);
  });

  it('closes the socket a little after the run ends while the tab is hidden, and stays closed', async () => {
    const { result } = renderGeneration();
    await settle();
    await startRun(result);
    const socket = await serverOpens();
    await setVisible(false);
    // Hidden with the run under way: the socket it has stays, for the run's end.
    expect(socket.readyState).toBe(1);

    act(() => socket.receive(complete));
    await act(() => vi.advanceTimersByTimeAsync(SOCKET_GRACE_MS - 100));
    expect(socket.readyState).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(socket.readyState).toBe(3);
    expect(result.current.connection).toBe('idle');
    expect(result.current.generating).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closes it after the grace on screen too: an idle workspace keeps no socket', async () => {
    const { result } = renderGeneration();
    await settle();
    await startRun(result);
    const socket = await serverOpens();

    act(() => socket.receive(complete));
    await act(() => vi.advanceTimersByTimeAsync(SOCKET_GRACE_MS));

    expect(socket.readyState).toBe(3);
    expect(result.current.connection).toBe('idle');
  });

  it('brings nothing back while hidden, and on screen again with the run live reconnects with a fresh ticket', async () => {
    const { result } = renderGeneration();
    await settle();
    await startRun(result);
    const first = await serverOpens();
    server.runs.set(project.id, [run('running')]);
    await setVisible(false);

    // API Gateway's idle timeout, say: the hidden tab lets it go.
    act(() => first.drop());
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(result.current.connection).toBe('idle');

    const asked = runRequests().length;
    await setVisible(true);
    const second = await serverOpens();

    expect(second.url).toBe(`${ADDRESS}?ticket=ticket-2`);
    expect(second.sent).toEqual([{ token: TOKEN, action: 'watch' }]);
    expect(runRequests().length).toBeGreaterThan(asked);
    expect(result.current.generating).toBe(true);
  });

  it('shows a run that ended while its socket was closed once the tab is back, without connecting', async () => {
    const onRunEnded = vi.fn();
    const { result } = renderHook(
      () => useGeneration({ projectId: project.id, deps, onRunEnded }),
      { wrapper },
    );
    await settle();
    await startRun(result);
    const socket = await serverOpens();
    act(() => socket.receive({ ...statusOf('working') }));
    await setVisible(false);
    act(() => socket.drop());
    server.runs.set(project.id, [run('completed')]);
    queryClient.setQueryData(projectKeys.detail(project.id), project);
    queryClient.setQueryData(projectKeys.versions(project.id), []);
    queryClient.setQueryData(sessionKeys.me(), server.profiles.get('asha@example.com'));

    await setVisible(true);

    expect(result.current.generating).toBe(false);
    expect(onRunEnded).toHaveBeenCalledTimes(1);
    // The page, the history and the balance it changed are read again.
    for (const queryKey of [
      projectKeys.detail(project.id),
      projectKeys.versions(project.id),
      sessionKeys.me(),
    ]) {
      expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
    }
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('reconnects a dropped socket on screen while the run is live, reading what it missed', async () => {
    const { result } = renderGeneration();
    await settle();
    await startRun(result);
    const first = await serverOpens();
    server.runs.set(project.id, [run('running')]);
    const asked = runRequests().length;

    act(() => first.drop());
    await settle();
    expect(result.current.connection).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const second = await serverOpens();

    expect(second.url).toBe(`${ADDRESS}?ticket=ticket-2`);
    expect(result.current.connection).toBe('open');
    expect(runRequests().length).toBeGreaterThan(asked);
  });
});

function statusOf(state: 'working' | 'completed'): ServerSocketMessage {
  return {
    type: 'status',
    generation_id: RUN,
    agent: 'Frontend',
    status: state,
    cost: 6,
    credits_used: 0,
    timestamp: '2026-03-01T10:00:30.000Z',
  };
}
