import { useNavigate } from '@tanstack/react-router';
import type { Dispatch, SetStateAction } from 'react';
import { saveDraft } from '../../lib/generation/draft-prompt';
import type { ProjectDetail } from '../../../../shared/api/project-schemas';
import { AlertDialog } from '../ui/alert-dialog';
import { EmailVerificationDialog } from './email-verification-dialog';
import { GitHubDialog } from './github-dialog';
import { QuoteDialog } from './quote-dialog';
import type { Quoting } from './use-draft-and-quote';
import type { WorkspaceRun } from './use-workspace-run';
import { useCancelFirstQuote } from './use-cancel-first-quote';

export const GENERATION_FAILED_TITLE = 'Generation stopped';
const RUN_UNDER_WAY = 'A build is running for this project. Confirm once it has finished.';
const WAITING_FOR_CONNECTION = 'Connecting to the build service...';

export interface WorkspaceDialogsProps {
  projectId: string;
  project: ProjectDetail;
  /** The user's address, where the email code goes. */
  email: string;
  quoting: Quoting | null;
  setQuoting: (quoting: Quoting | null) => void;
  setPrompt: Dispatch<SetStateAction<string>>;
  run: WorkspaceRun;
  githubOpen: boolean;
  onCloseGitHub: () => void;
  /** The project came from the dashboard with its description queued: its first quote. */
  fresh: boolean;
}

/** What opens over the workspace: the quote, the email code, saving to GitHub, a failed run. */
export function WorkspaceDialogs({
  projectId,
  project,
  email,
  quoting,
  setQuoting,
  setPrompt,
  run,
  githubOpen,
  onCloseGitHub,
  fresh,
}: WorkspaceDialogsProps) {
  const { generation, confirmRun, unverifiedRun, setUnverifiedRun } = run;
  const untouched =
    project.versions.length === 0 && !generation.generating && generation.sentPrompt === null;
  const cancelFirstQuote = useCancelFirstQuote(projectId, fresh, untouched);
  const navigate = useNavigate();
  /** Leaves for the credits page with the quote's message and agents kept. */
  function buyCredits({ message, agents }: Quoting) {
    saveDraft(projectId, { prompt: message, quoting: true, ...(agents ? { agents } : {}) });
    void navigate({ to: '/credits', search: { return: `/workspace/${projectId}` } });
  }
  return (
    <>
      {quoting ? (
        <QuoteDialog
          projectId={projectId}
          message={quoting.message}
          agents={quoting.agents}
          onAgentsChange={(agents) => setQuoting({ ...quoting, agents })}
          onConfirm={(agents) => confirmRun(quoting.message, agents)}
          onCancel={() => {
            if (!cancelFirstQuote(quoting.message)) setQuoting(null);
          }}
          onBuyCredits={() => buyCredits(quoting)}
          confirmBlockedBy={
            generation.generating
              ? RUN_UNDER_WAY
              : generation.canGenerate
                ? null
                : WAITING_FOR_CONNECTION
          }
        />
      ) : null}
      {unverifiedRun ? (
        <EmailVerificationDialog
          email={email}
          onVerified={() => {
            setUnverifiedRun(null);
            confirmRun(unverifiedRun.message, unverifiedRun.agents);
          }}
          onCancel={() => {
            setUnverifiedRun(null);
            setPrompt((current) => (current.trim() ? current : unverifiedRun.message));
          }}
        />
      ) : null}
      {githubOpen ? (
        <GitHubDialog
          projectId={projectId}
          projectName={project.name}
          currentVersion={Math.max(0, ...project.versions.map((version) => version.version))}
          onClose={onCloseGitHub}
        />
      ) : null}
      {generation.alert ? (
        <AlertDialog
          title={GENERATION_FAILED_TITLE}
          message={generation.alert}
          onDismiss={generation.dismissAlert}
        />
      ) : null}
    </>
  );
}
