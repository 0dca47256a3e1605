import { toast } from 'sonner';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
} from 'react';
import type { ServerSocketMessage } from '../../../../shared/api/socket-schemas';
import type { User } from '../../../../shared/api';
import type { ProjectDetail } from '../../../../shared/api/project-schemas';
import type { AgentName } from '../../../../shared/constants';
import { socketUrlFor, type AppConfig } from '../../../../shared/app-config';
import { api } from '../api-client';
import { loadAppConfig } from '../app-config';
import { sessionKeys } from '../auth/session-queries';
import { sessionTokens } from '../auth/session-tokens';
import { projectKeys, runsQuery } from '../projects/project-queries';
import { usePageVisible } from '../use-page-visible';
import {
  generationReducer,
  initialGenerationState,
  previewOf,
  type GenerationEvent,
} from './generation-state';
import { creditsBackNote } from './agent-status';
import {
  openLiveConnection,
  type ConnectionState,
  type LiveConnection,
  type LiveConnectionOptions,
} from './live-connection';

/** Shown when the connection dropped between pressing Generate and sending. */
export const NOT_CONNECTED_MESSAGE =
  'Not connected to the build service. Please wait a moment and try again.';

/**
 * How long a socket stays after its run ended: the scorecard follows `complete` by a few seconds,
 * and a next message sent meanwhile reuses it.
 */
export const SOCKET_GRACE_MS = 15_000;

export interface GenerationDeps {
  loadConfig: () => Promise<AppConfig>;
  getToken: () => Promise<string | null>;
  /** A single-use ticket that opens the project's socket within a minute. */
  getTicket: (projectId: string) => Promise<string>;
  createSocket?: LiveConnectionOptions['createSocket'];
}

const appDeps: GenerationDeps = {
  loadConfig: loadAppConfig,
  getToken: () => sessionTokens.fresh(),
  getTicket: async (projectId) =>
    (await api('issueSocketTicket', { params: { projectId } })).ticket,
};

/** The project's socket address with its ticket (the `$connect` authorizer's query parameter). */
export function socketAddressOf(config: AppConfig, projectId: string, ticket: string): string {
  const url = new URL(socketUrlFor(config, projectId));
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

/** The header, the dashboard and the credits page all read the balance from `me`. */
function setBalance(queryClient: QueryClient, credits: number) {
  queryClient.setQueryData<User>(sessionKeys.me(), (user) => user && { ...user, credits });
}

/** What a server message changes outside the status panel: the page, the balance, the history. */
function applyToCaches(queryClient: QueryClient, projectId: string, message: ServerSocketMessage) {
  if (
    'type' in message &&
    (message.type === 'status' || message.type === 'preview' || message.type === 'waiting')
  ) {
    return;
  }
  if ('type' in message && message.type === 'scorecard') {
    // What the version delivered, checked after it was saved: the history shows it.
    void queryClient.invalidateQueries({ queryKey: projectKeys.versions(projectId), exact: true });
    return;
  }
  if (message.new_balance !== undefined) setBalance(queryClient, message.new_balance);
  // A run ended: the thread's history reloads with how (the tab says so at once meanwhile).
  if (message.generation_id) {
    void queryClient.invalidateQueries({ queryKey: projectKeys.runs(projectId), exact: true });
  }
  if (!('type' in message)) return;
  const { code } = message;
  if (code !== null) {
    queryClient.setQueryData<ProjectDetail>(
      projectKeys.detail(projectId),
      (project) => project && { ...project, generated_code: code },
    );
  }
  // Spec §4: the project is reloaded; a page too big for one message (code null) arrives so.
  void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true });
  void queryClient.invalidateQueries({ queryKey: projectKeys.versions(projectId), exact: true });
}

export interface UseGenerationOptions {
  projectId: string;
  /** Called once for every run that ended, e.g. to leave a previewed old version. */
  onRunEnded?: () => void;
  /**
   * Called, instead of an alert, when a message is refused because the balance no longer covers
   * it (it changed since the quote): the workspace shows the quote again, with its way forward.
   */
  onShortBalance?: () => void;
  /**
   * Called, instead of an alert, when a message is refused until the account verifies its email:
   * the workspace asks for the emailed code.
   */
  onEmailUnverified?: () => void;
  deps?: GenerationDeps;
}

type Callbacks = Pick<UseGenerationOptions, 'onRunEnded' | 'onShortBalance' | 'onEmailUnverified'>;

/** The latest of the caller's callbacks, for handlers made once. */
function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  return latest;
}

/** The app's config, once loaded (the socket's URL, the models' label). */
function useConfig(deps: GenerationDeps): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    let cancelled = false;
    deps.loadConfig().then(
      (loaded) => {
        if (!cancelled) setConfig(loaded);
      },
      (error: unknown) => console.error('The live connection could not start', error),
    );
    return () => {
      cancelled = true;
    };
  }, [deps]);
  return config;
}

/** What each server message does besides the status log: caches, alerts, notes, callbacks. */
function useServerMessages(
  projectId: string,
  dispatch: Dispatch<GenerationEvent>,
  setAlert: (alert: string) => void,
  callbacks: Callbacks,
) {
  const queryClient = useQueryClient();
  const latest = useLatest(callbacks);
  return useCallback(
    (message: ServerSocketMessage) => {
      dispatch({ type: 'message', message });
      applyToCaches(queryClient, projectId, message);
      const { onRunEnded, onShortBalance, onEmailUnverified } = latest.current;
      if ('error' in message) {
        const short = message.missing !== undefined && onShortBalance;
        const unverified = message.verify_email && onEmailUnverified;
        if (short) short();
        else if (unverified) unverified();
        // An edit that changed nothing is no failure: a note with its refund, not an alert.
        else if (message.unchanged) toast.info(message.error);
        else setAlert(message.error);
      }
      const complete = 'type' in message && message.type === 'complete' ? message : null;
      // What an edit could not do is said as it ends, not only in Versions.
      const notDone = complete?.not_done ?? [];
      if (notDone.length > 0) toast.warning(`Not done: ${notDone.join('; ')}`);
      if (complete?.refunded) {
        toast.info(creditsBackNote(complete.refunded, complete.refunded_for ?? []));
      }
      if (!('type' in message) || complete) onRunEnded?.();
    },
    [dispatch, latest, projectId, queryClient, setAlert],
  );
}

/**
 * The run's state from the server, for when the socket was not listening (the tab was hidden, the
 * socket dropped): a run under way is followed again, and one that ended unheard shows its page,
 * history and balance. Resolves to whether a run is under way (or a message waits to start one).
 */
function useRunStateRefresh(
  projectId: string,
  dispatch: Dispatch<GenerationEvent>,
  { generating, sending, onRunEnded }: { generating: boolean; sending: () => boolean } & Callbacks,
) {
  const queryClient = useQueryClient();
  const latest = useLatest({ generating, onRunEnded });
  return useCallback(async (): Promise<boolean> => {
    const believedLive = latest.current.generating;
    let runs;
    try {
      runs = await queryClient.fetchQuery({ ...runsQuery(projectId), staleTime: 0 });
    } catch (error) {
      console.error('Could not read the state of the project’s runs', error);
      return believedLive;
    }
    const waitingToSend = sending();
    dispatch({ type: 'run-state', runs, sending: waitingToSend, at: Date.now() });
    const underWay = waitingToSend || runs.some((run) => run.status === 'running');
    if (!believedLive || underWay) return underWay;
    for (const queryKey of [projectKeys.detail(projectId), projectKeys.versions(projectId)]) {
      void queryClient.invalidateQueries({ queryKey, exact: true });
    }
    void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    latest.current.onRunEnded?.();
    return false;
  }, [dispatch, latest, projectId, queryClient, sending]);
}

interface LiveSocketOptions {
  projectId: string;
  /** The connection, while there is one. */
  liveRef: RefObject<LiveConnection | null>;
  config: AppConfig | null;
  deps: GenerationDeps;
  /** A run is under way, as far as this tab knows. */
  runLive: boolean;
  onMessage: (message: ServerSocketMessage) => void;
  /**
   * Reads the run's state over HTTP, resolving to whether a run is under way: after a drop, once a
   * dropped socket is back, and when the page is on screen again.
   */
  refresh: () => Promise<boolean>;
}

/**
 * The live connection, only while it is of use: a run under way on screen connects (each socket
 * with a fresh ticket) and reconnects when it drops; in a hidden tab it keeps what it has but
 * brings nothing back, and back on screen it first asks whether the run is still under way; once
 * the run ended it stays SOCKET_GRACE_MS, then closes. An idle workspace has no socket, so open
 * tabs cost the WebSocket API nothing.
 */
function useLiveSocket(options: LiveSocketOptions) {
  const { projectId, liveRef, config, deps, runLive, onMessage, refresh } = options;
  const visible = usePageVisible();
  const [connection, setConnection] = useState<ConnectionState>('idle');
  const wanted = useLatest(runLive && visible);
  const onScreen = useLatest(visible);
  const refreshLatest = useLatest(refresh);

  const ensure = useCallback((): LiveConnection | null => {
    if (liveRef.current) return liveRef.current;
    if (!config) return null;
    // Its first state change ('connecting') arrives before openLiveConnection returns.
    let opened: LiveConnection | null = null;
    let wasDown = false;
    opened = openLiveConnection({
      address: async () => socketAddressOf(config, projectId, await deps.getTicket(projectId)),
      getToken: deps.getToken,
      createSocket: deps.createSocket,
      shouldReconnect: () => wanted.current,
      onMessage,
      onStateChange: (next) => {
        if (opened && liveRef.current !== opened) return;
        setConnection(next);
        if (next === 'idle') liveRef.current = null;
        // Messages sent while it was down are lost: what they said is fetched.
        if (next === 'reconnecting' || (next === 'open' && wasDown)) {
          void refreshLatest.current();
        }
        wasDown = next === 'reconnecting';
      },
    });
    liveRef.current = opened;
    return opened;
  }, [config, deps, liveRef, onMessage, projectId, refreshLatest, wanted]);

  const drop = useCallback(() => {
    liveRef.current?.close();
    liveRef.current = null;
    setConnection('idle');
  }, [liveRef]);

  // A run starts (or is found under way) on screen.
  useEffect(() => {
    if (runLive && onScreen.current) ensure();
  }, [ensure, onScreen, runLive]);
  useEffect(() => {
    if (runLive) return;
    const timer = setTimeout(drop, SOCKET_GRACE_MS);
    return () => clearTimeout(timer);
  }, [drop, runLive]);
  useEffect(() => drop, [drop, projectId]);

  // Back on screen: what happened meanwhile is fetched, and a run still under way followed.
  const wasVisible = useRef(visible);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    const back = visible && !wasVisible.current;
    wasVisible.current = visible;
    if (!back) return;
    void refreshLatest.current().then((underWay) => {
      if (underWay && mounted.current && onScreen.current) ensure();
    });
  }, [ensure, onScreen, refreshLatest, visible]);

  return { connection, ensure };
}

/**
 * The workspace's generation (requirements §4): the live connection while a run needs it, the
 * status log it drives, and what a complete or an error changes (page, balance, an alert to show).
 */
export function useGeneration({ projectId, deps = appDeps, ...callbacks }: UseGenerationOptions) {
  const [state, dispatch] = useReducer(generationReducer, undefined, initialGenerationState);
  const [alert, setAlert] = useState<string | null>(null);
  const config = useConfig(deps);
  const onMessage = useServerMessages(projectId, dispatch, setAlert, callbacks);
  const liveRef = useRef<LiveConnection | null>(null);
  const sending = useCallback(() => liveRef.current?.sending ?? false, []);
  const refresh = useRunStateRefresh(projectId, dispatch, {
    generating: state.generating,
    sending,
    onRunEnded: callbacks.onRunEnded,
  });
  const { connection, ensure } = useLiveSocket({
    projectId,
    liveRef,
    config,
    deps,
    runLive: state.generating,
    onMessage,
    refresh,
  });
  // A run under way when the workspace opens (a reload, another tab's) is followed.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const canGenerate = config !== null && !state.generating;

  /**
   * Spec §5: only a non-blank prompt, with no run under way; it is sent once the live connection
   * (opened for it when there is none) is open. `agents` are the ones the user confirmed in the
   * quote.
   */
  const generate = useCallback(
    (prompt: string, agents?: readonly AgentName[]): boolean => {
      const message = prompt.trim();
      const connected = message && canGenerate ? ensure() : null;
      if (!connected) return false;
      dispatch({ type: 'submitted', prompt: message, at: Date.now() });
      void connected.generate(message, agents).then((sent) => {
        if (sent) return;
        dispatch({ type: 'connection-lost' });
        setAlert(NOT_CONNECTED_MESSAGE);
      });
      return true;
    },
    [canGenerate, ensure],
  );

  const { previewText } = state;
  const preview = useMemo(() => previewOf({ previewText }), [previewText]);
  return {
    ...state,
    preview,
    connection,
    canGenerate,
    /** The configured models' label, once the config is loaded. */
    models: config?.generation.models ?? null,
    generate,
    /** The error text to show in an alert, until dismissed. */
    alert,
    dismissAlert: useCallback(() => setAlert(null), []),
  };
}
