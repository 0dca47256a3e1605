import { toast } from 'sonner';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ServerSocketMessage } from '../../../../shared/api/socket-schemas';
import type { User } from '../../../../shared/api';
import type { ProjectDetail } from '../../../../shared/api/project-schemas';
import type { AgentName } from '../../../../shared/constants';
import { socketUrlFor, type AppConfig } from '../../../../shared/app-config';
import { loadAppConfig } from '../app-config';
import { sessionKeys } from '../auth/session-queries';
import { sessionTokens } from '../auth/session-tokens';
import { projectKeys } from '../projects/project-queries';
import { generationReducer, initialGenerationState, previewOf } from './generation-state';
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

export interface GenerationDeps {
  loadConfig: () => Promise<AppConfig>;
  getToken: () => Promise<string | null>;
  createSocket?: LiveConnectionOptions['createSocket'];
}

const appDeps: GenerationDeps = {
  loadConfig: loadAppConfig,
  getToken: () => sessionTokens.fresh(),
};

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

/**
 * The workspace's generation (requirements §4): one live connection per open workspace, the status log
 * it drives, and what a complete or an error changes (page, balance, an alert to show).
 */
export function useGeneration({
  projectId,
  onRunEnded,
  onShortBalance,
  onEmailUnverified,
  deps = appDeps,
}: UseGenerationOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(generationReducer, undefined, initialGenerationState);
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [models, setModels] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const live = useRef<LiveConnection | null>(null);
  const runEnded = useRef(onRunEnded);
  const shortBalance = useRef(onShortBalance);
  const emailUnverified = useRef(onEmailUnverified);
  useEffect(() => {
    runEnded.current = onRunEnded;
    shortBalance.current = onShortBalance;
    emailUnverified.current = onEmailUnverified;
  }, [onRunEnded, onShortBalance, onEmailUnverified]);

  useEffect(() => {
    let cancelled = false;
    let opened: LiveConnection | null = null;
    deps.loadConfig().then(
      (config) => {
        if (cancelled) return;
        setModels(config.generation.models);
        opened = openLiveConnection({
          url: socketUrlFor(config, projectId),
          getToken: deps.getToken,
          createSocket: deps.createSocket,
          onStateChange: (next) => {
            setConnection(next);
            if (next === 'reconnecting') dispatch({ type: 'connection-lost' });
          },
          onMessage: (message) => {
            dispatch({ type: 'message', message });
            applyToCaches(queryClient, projectId, message);
            if ('error' in message) {
              const short = message.missing !== undefined && shortBalance.current;
              const unverified = message.verify_email && emailUnverified.current;
              if (short) short();
              else if (unverified) unverified();
              // An edit that changed nothing is no failure: a note with its refund, not an alert.
              else if (message.unchanged) toast.info(message.error);
              else setAlert(message.error);
            }
            // What an edit could not do is said as it ends, not only in Versions.
            const notDone =
              'type' in message && message.type === 'complete' ? (message.not_done ?? []) : [];
            if (notDone.length > 0) toast.warning(`Not done: ${notDone.join('; ')}`);
            const back = 'type' in message && message.type === 'complete' ? message : null;
            if (back?.refunded) toast.info(creditsBackNote(back.refunded, back.refunded_for ?? []));
            if (!('type' in message) || message.type === 'complete') runEnded.current?.();
          },
        });
        live.current = opened;
      },
      (error: unknown) => console.error('The live connection could not start', error),
    );
    return () => {
      cancelled = true;
      opened?.close();
      live.current = null;
    };
  }, [deps, projectId, queryClient]);

  const canGenerate = connection === 'open' && !state.generating;

  /**
   * Spec §5: only a non-blank prompt, with no run under way, on an open connection; `agents` are
   * the ones the user confirmed in the quote.
   */
  const generate = useCallback(
    (prompt: string, agents?: readonly AgentName[]): boolean => {
      const message = prompt.trim();
      const connected = live.current;
      if (!message || !canGenerate || !connected) return false;
      dispatch({ type: 'submitted', prompt: message });
      void connected.generate(message, agents).then((sent) => {
        if (sent) return;
        dispatch({ type: 'connection-lost' });
        setAlert(NOT_CONNECTED_MESSAGE);
      });
      return true;
    },
    [canGenerate],
  );

  const { previewText } = state;
  const preview = useMemo(() => previewOf({ previewText }), [previewText]);
  return {
    ...state,
    preview,
    connection,
    canGenerate,
    /** The configured models' label, once the config is loaded. */
    models,
    generate,
    /** The error text to show in an alert, until dismissed. */
    alert,
    dismissAlert: useCallback(() => setAlert(null), []),
  };
}
