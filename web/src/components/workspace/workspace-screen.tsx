import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AgentName } from '../../../../shared/constants';
import { meQuery } from '../../lib/auth/session-queries';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { cn } from '../../lib/cn';
import { useFirstBuildSteps } from '../../lib/analytics/use-first-build-steps';
import { readDraft, saveDraft } from '../../lib/generation/draft-prompt';
import { useGeneration } from '../../lib/generation/use-generation';
import { toast } from 'sonner';
import { downloadSite, DOWNLOAD_FAILED } from '../../lib/projects/download-html';
import { projectQuery, versionQuery, versionsQuery } from '../../lib/projects/project-queries';
import { useRestoreVersion } from '../../lib/projects/use-restore-version';
import { PreviewEditor } from './preview-editor';
import { AlertDialog } from '../ui/alert-dialog';
import { AgentStatusPanel } from './agent-status-panel';
import { EmailVerificationDialog } from './email-verification-dialog';
import { GitHubDialog } from './github-dialog';
import { QuoteDialog } from './quote-dialog';
import { LivePreview, PreviewPlaceholder } from './live-preview';
import { BuildScorecard } from './build-scorecard';
import { VersionsPanel } from './versions-panel';
import { WorkspaceChat } from './workspace-chat';
import { WorkspaceHeader } from './workspace-header';

export const GENERATION_FAILED_TITLE = 'Generation stopped';
const LARGE_SCREEN = '(min-width: 64rem)';
const RUN_UNDER_WAY = 'A build is running for this project. Confirm once it has finished.';
const WAITING_FOR_CONNECTION = 'Connecting to the build service...';
const RESTORE_WHILE_RUNNING =
  'A generation is already running for this project. Please wait for it to finish.';
/** The preview's column: beside the panels on a large screen, kept in view as they scroll. */
const PREVIEW_COLUMN =
  'flex min-h-[28rem] flex-1 flex-col self-stretch lg:sticky lg:top-20 lg:h-[calc(100dvh-6.5rem)]';

export interface WorkspaceScreenProps {
  projectId: string;
  /** The dashboard's description: its quote opens at once, and Confirm sends it. */
  queuedPrompt: string;
  /** Back from connecting GitHub: save to GitHub opens at once. */
  openGitHub?: boolean;
}

/** What the quote is for: the message, and the agents chosen (the default when undefined). */
interface Quoting {
  message: string;
  agents: AgentName[] | undefined;
}

/**
 * The prompt and the quote of a workspace, kept in the tab's storage as they change: the
 * dashboard's description opens the quote at once (a reload does not, since it is dropped from
 * the URL), and a trip to buy credits comes back to the same prompt with its quote open.
 */
function useDraftAndQuote(projectId: string, queuedPrompt: string) {
  const navigate = useNavigate();
  const [initial] = useState(() => {
    const draft = readDraft(projectId);
    const prompt = queuedPrompt.trim() || draft?.prompt || '';
    const quoting: Quoting | null = queuedPrompt.trim()
      ? { message: queuedPrompt.trim(), agents: undefined }
      : draft?.quoting && prompt.trim()
        ? { message: prompt.trim(), agents: draft.agents }
        : null;
    return { prompt, quoting };
  });
  const [prompt, setPrompt] = useState(initial.prompt);
  const [quoting, setQuoting] = useState<Quoting | null>(initial.quoting);

  useEffect(() => {
    if (!queuedPrompt) return;
    void navigate({
      to: '/workspace/$projectId',
      params: { projectId },
      search: {},
      replace: true,
    });
  }, [projectId, queuedPrompt, navigate]);

  useEffect(() => {
    saveDraft(projectId, {
      prompt,
      quoting: quoting !== null,
      ...(quoting?.agents ? { agents: quoting.agents } : {}),
    });
  }, [projectId, prompt, quoting]);

  return { prompt, setPrompt, quoting, setQuoting };
}

/** The project workspace (requirements §2): header, agents and chat on the left, the live preview right. */
export function WorkspaceScreen({
  projectId,
  queuedPrompt,
  openGitHub = false,
}: WorkspaceScreenProps) {
  const { data: user, error: userError } = useSuspenseQuery(meQuery());
  const { data: project, error: projectError } = useSuspenseQuery(projectQuery(projectId));
  const [previewVisible, setPreviewVisible] = useState(true);
  const { prompt, setPrompt, quoting, setQuoting } = useDraftAndQuote(projectId, queuedPrompt);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [githubOpen, setGitHubOpen] = useState(openGitHub && Boolean(project.generated_code));
  /** The message of the run under way, given back to the prompt box if the run fails. */
  const sent = useRef<string | null>(null);
  const navigate = useNavigate();
  // Back from connecting GitHub: the dialog is open; a reload should not open it again.
  useEffect(() => {
    if (!openGitHub) return;
    void navigate({
      to: '/workspace/$projectId',
      params: { projectId },
      search: {},
      replace: true,
    });
  }, [openGitHub, projectId, navigate]);
  useTokenRenewal();
  useEndSessionOnUnauthorized(userError, projectError);

  const backToCurrent = useCallback(() => setPreviewing(null), []);
  const previewRef = useRef<HTMLDivElement>(null);
  /** Below the lg breakpoint the preview sits under the panels: bring it into view. */
  const revealPreview = () =>
    requestAnimationFrame(() => {
      if (window.matchMedia(LARGE_SCREEN).matches) return;
      previewRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  /** The agents of the run under way, to quote them again should the balance fall short. */
  const sentAgents = useRef<AgentName[] | undefined>(undefined);
  const requote = useCallback(() => {
    const message = sent.current;
    if (message === null) return;
    sent.current = null;
    setPrompt((current) => (current.trim() ? current : message));
    setQuoting({ message, agents: sentAgents.current });
  }, [setPrompt, setQuoting]);
  /** A run refused until the email is verified: asked again once the code is entered. */
  const [unverifiedRun, setUnverifiedRun] = useState<Quoting | null>(null);
  const askForEmailCode = useCallback(() => {
    const message = sent.current;
    if (message === null) return;
    sent.current = null;
    setUnverifiedRun({ message, agents: sentAgents.current });
  }, []);
  const generation = useGeneration({
    projectId,
    onRunEnded: backToCurrent,
    onShortBalance: requote,
    onEmailUnverified: askForEmailCode,
  });

  const firstBuildSent = useFirstBuildSteps({
    hasPage: Boolean(project.generated_code),
    generationId: generation.generationId,
  });

  // The prompt is never lost on an error: a refused or failed run gives it back to the box.
  useEffect(() => {
    const message = sent.current;
    if (!generation.alert || message === null) return;
    sent.current = null;
    setPrompt((current) => (current.trim() ? current : message));
  }, [generation.alert, setPrompt]);

  function confirmRun(message: string, agents: AgentName[] | undefined) {
    if (!generation.generate(message, agents)) return;
    firstBuildSent();
    sent.current = message;
    sentAgents.current = agents;
    setQuoting(null);
    setPrompt('');
  }

  function buyCredits(message: string, agents: AgentName[] | undefined) {
    saveDraft(projectId, { prompt: message, quoting: true, ...(agents ? { agents } : {}) });
    void navigate({ to: '/credits', search: { return: `/workspace/${projectId}` } });
  }

  const previewedVersion = useQuery({
    ...versionQuery(projectId, previewing ?? 0),
    enabled: previewing !== null,
  });
  const restore = useRestoreVersion(projectId, backToCurrent);

  // While the Frontend writes, the preview shows the page so far (unless an old version is open).
  const writing = previewing === null && generation.generating ? generation.preview : null;
  const code =
    previewing === null
      ? (writing ?? project.generated_code)
      : (previewedVersion.data?.code ?? project.generated_code);
  const showPreview = previewVisible && Boolean(code);
  // The scorecard of the version on show: the one previewed, else the current one.
  const versions = useQuery({ ...versionsQuery(projectId), enabled: project.versions.length > 0 });
  const shownVersion = versions.data?.find((version) =>
    previewing === null ? version.current : version.version === previewing,
  );
  const building = !code && generation.generating;
  // Editing by hand: the current version's page, while no run is writing a new one.
  const [editing, setEditing] = useState(false);
  const currentVersion = versions.data?.find((version) => version.current);
  const editable =
    editing &&
    previewing === null &&
    !generation.generating &&
    project.generated_code &&
    currentVersion
      ? { code: project.generated_code, version: currentVersion.version }
      : null;

  return (
    <div className="flex min-h-dvh flex-col">
      <WorkspaceHeader
        projectId={project.id}
        name={project.name}
        description={project.description}
        credits={user.credits}
        hasCode={Boolean(project.generated_code)}
        previewVisible={previewVisible}
        onTogglePreview={() => setPreviewVisible((visible) => !visible)}
        onDownload={() => {
          if (!project.generated_code) return;
          downloadSite(project.name, projectId, project.generated_code).catch(() =>
            toast.error(DOWNLOAD_FAILED),
          );
        }}
        onGitHub={() => setGitHubOpen(true)}
      />
      <main
        className={cn(
          'flex flex-1 flex-col gap-4 p-4 sm:p-6 lg:flex-row lg:items-start',
          !showPreview && !building && 'lg:justify-center',
        )}
      >
        <div
          className={cn(
            'flex w-full flex-col gap-4',
            showPreview || building ? 'lg:w-[26rem] lg:shrink-0' : 'max-w-2xl',
          )}
        >
          <AgentStatusPanel agents={generation.agents} models={generation.models} />
          <WorkspaceChat
            prompt={prompt}
            onPromptChange={setPrompt}
            onGenerate={(message) => {
              setQuoting({ message: message.trim(), agents: undefined });
              return false;
            }}
            generating={generation.generating}
            connection={generation.connection}
          />
          {shownVersion?.scorecard && !generation.generating ? (
            <BuildScorecard card={shownVersion.scorecard} version={shownVersion.version} />
          ) : null}
          {project.versions.length > 0 ? (
            <VersionsPanel
              projectId={projectId}
              previewing={previewing}
              onSelect={(version) => {
                setPreviewing(version.current ? null : version.version);
                setPreviewVisible(true);
                revealPreview();
              }}
            />
          ) : null}
        </div>
        {showPreview && code && editable ? (
          <div ref={previewRef} className={cn(PREVIEW_COLUMN, 'scroll-mt-32')}>
            <PreviewEditor
              projectId={projectId}
              projectName={project.name}
              html={editable.code}
              baseVersion={editable.version}
              onClose={() => setEditing(false)}
              onAskAi={(message) => {
                setPrompt(message);
                setEditing(false);
              }}
            />
          </div>
        ) : showPreview && code ? (
          <div ref={previewRef} className={cn(PREVIEW_COLUMN, 'scroll-mt-32')}>
            <LivePreview
              onEdit={
                previewing === null && !generation.generating && currentVersion
                  ? () => setEditing(true)
                  : undefined
              }
              html={code}
              projectId={projectId}
              projectName={project.name}
              writing={writing !== null}
              previewed={
                previewing === null
                  ? null
                  : {
                      version: previewing,
                      loading: previewedVersion.isPending,
                      onBack: backToCurrent,
                      onRestore: () => restore.mutate(previewing),
                      restoring: restore.isPending,
                      restoreBlockedBy: generation.generating ? RESTORE_WHILE_RUNNING : null,
                    }
              }
            />
          </div>
        ) : null}
        {building ? (
          <div className={PREVIEW_COLUMN}>
            <PreviewPlaceholder />
          </div>
        ) : null}
      </main>
      {quoting ? (
        <QuoteDialog
          projectId={projectId}
          message={quoting.message}
          agents={quoting.agents}
          onAgentsChange={(agents) => setQuoting({ ...quoting, agents })}
          onConfirm={(agents) => confirmRun(quoting.message, agents)}
          onCancel={() => setQuoting(null)}
          onBuyCredits={() => buyCredits(quoting.message, quoting.agents)}
          confirmBlockedBy={
            generation.generating
              ? RUN_UNDER_WAY
              : generation.connection === 'open'
                ? null
                : WAITING_FOR_CONNECTION
          }
        />
      ) : null}
      {unverifiedRun ? (
        <EmailVerificationDialog
          email={user.email}
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
          onClose={() => setGitHubOpen(false)}
        />
      ) : null}
      {generation.alert ? (
        <AlertDialog
          title={GENERATION_FAILED_TITLE}
          message={generation.alert}
          onDismiss={generation.dismissAlert}
        />
      ) : null}
    </div>
  );
}
