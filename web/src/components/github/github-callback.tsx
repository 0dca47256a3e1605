import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { api } from '../../lib/api-client';
import { refusalOr } from '../../lib/api-error';
import { takeConnectingProject } from '../../lib/github/github-connect-return';
import { GITHUB_MESSAGES } from '../../lib/github/github-messages';
import { githubKeys } from '../../lib/github/github-queries';
import { SpinnerIcon } from '../ui/icons';

export interface GitHubCallbackProps {
  code: string | undefined;
  state: string | undefined;
  /** GitHub's refusal (`access_denied` when the person said no). */
  error: string | undefined;
}

/**
 * A code can be traded once: React's development double effects (and a remount) must not try
 * twice, so each way back is remembered.
 */
const completions = new Map<string, Promise<{ login: string; projectId: string | null }>>();

function finishOnce(code: string, state: string) {
  const key = `${state} ${code}`;
  let completion = completions.get(key);
  if (!completion) {
    completion = api('githubFinishConnect', { body: { code, state } }).then((answer) => ({
      login: answer.login,
      projectId: answer.project_id,
    }));
    completions.set(key, completion);
  }
  return completion;
}

/**
 * /github/callback: GitHub sends the browser back here after its consent page. The server takes
 * the code (with the state it made for this user), then the person is back in their project with
 * save to GitHub open; a refusal goes back there too, saying so.
 */
export function GitHubCallback({ code, state, error }: GitHubCallbackProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    const startedFrom = takeConnectingProject();
    const back = (projectId: string | null, connected: boolean) =>
      projectId
        ? navigate({
            to: '/workspace/$projectId',
            params: { projectId },
            search: connected ? { github: 'connected' } : {},
            replace: true,
          })
        : navigate({ to: '/dashboard', replace: true });
    if (error || !code || !state) {
      toast.error(GITHUB_MESSAGES.cancelled, { id: 'github-connect' });
      void back(startedFrom, false);
      return;
    }
    finishOnce(code, state).then(
      async ({ login, projectId }) => {
        if (!active) return;
        await queryClient.invalidateQueries({ queryKey: githubKeys.all });
        toast.success(GITHUB_MESSAGES.connected(login), { id: 'github-connect' });
        await back(projectId ?? startedFrom, true);
      },
      async (failure: unknown) => {
        if (!active) return;
        toast.error(refusalOr(failure, GITHUB_MESSAGES.connectFailed), { id: 'github-connect' });
        await back(startedFrom, false);
      },
    );
    return () => {
      active = false;
    };
  }, [code, state, error, navigate, queryClient]);

  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <SpinnerIcon className="size-5 animate-spin text-primary" />
        Connecting GitHub…
      </p>
    </main>
  );
}
