import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { meQuery } from '../../lib/auth/session-queries';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { cn } from '../../lib/cn';
import { useGeneration } from '../../lib/generation/use-generation';
import { downloadHtml } from '../../lib/projects/download-html';
import { projectQuery, versionQuery } from '../../lib/projects/project-queries';
import { useRestoreVersion } from '../../lib/projects/use-restore-version';
import { AlertDialog } from '../ui/alert-dialog';
import { AgentStatusPanel } from './agent-status-panel';
import { LivePreview, PreviewPlaceholder } from './live-preview';
import { VersionsPanel } from './versions-panel';
import { WorkspaceChat } from './workspace-chat';
import { WorkspaceHeader } from './workspace-header';

export const GENERATION_FAILED_TITLE = 'Generation stopped';
const LARGE_SCREEN = '(min-width: 64rem)';
const RESTORE_WHILE_RUNNING =
  'A generation is already running for this project. Please wait for it to finish.';
/** The preview's column: beside the panels on a large screen, kept in view as they scroll. */
const PREVIEW_COLUMN =
  'flex min-h-[28rem] flex-1 flex-col self-stretch lg:sticky lg:top-20 lg:h-[calc(100dvh-6.5rem)]';

export interface WorkspaceScreenProps {
  projectId: string;
  /** The dashboard's description, sent as the first message once the connection is open. */
  queuedPrompt: string;
}

/**
 * Sends the dashboard's description once the live connection is open and watching, then drops
 * it from the URL, so a reload does not build the same site a second time.
 */
function useQueuedPrompt(
  projectId: string,
  queuedPrompt: string,
  canGenerate: boolean,
  generate: (prompt: string) => boolean,
  onSent: () => void,
) {
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !queuedPrompt.trim() || !canGenerate) return;
    if (!generate(queuedPrompt)) return;
    sent.current = true;
    onSent();
    void navigate({
      to: '/workspace/$projectId',
      params: { projectId },
      search: {},
      replace: true,
    });
  }, [projectId, queuedPrompt, canGenerate, generate, onSent, navigate]);
}

/** The project workspace (spec §2): header, agents and chat on the left, the live preview right. */
export function WorkspaceScreen({ projectId, queuedPrompt }: WorkspaceScreenProps) {
  const { data: user, error: userError } = useSuspenseQuery(meQuery());
  const { data: project, error: projectError } = useSuspenseQuery(projectQuery(projectId));
  const [previewVisible, setPreviewVisible] = useState(true);
  const [prompt, setPrompt] = useState(queuedPrompt);
  const [previewing, setPreviewing] = useState<number | null>(null);
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
  const generation = useGeneration({ projectId, onRunEnded: backToCurrent });
  const clearQueuedPrompt = useCallback(
    () => setPrompt((current) => (current === queuedPrompt ? '' : current)),
    [queuedPrompt],
  );
  useQueuedPrompt(
    projectId,
    queuedPrompt,
    generation.canGenerate,
    generation.generate,
    clearQueuedPrompt,
  );

  const previewedVersion = useQuery({
    ...versionQuery(projectId, previewing ?? 0),
    enabled: previewing !== null,
  });
  const restore = useRestoreVersion(projectId, backToCurrent);

  const code =
    previewing === null
      ? project.generated_code
      : (previewedVersion.data?.code ?? project.generated_code);
  const showPreview = previewVisible && Boolean(code);
  const building = !code && generation.generating;

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
          if (project.generated_code) downloadHtml(project.name, project.generated_code);
        }}
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
            onGenerate={generation.generate}
            generating={generation.generating}
            connection={generation.connection}
          />
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
        {showPreview && code ? (
          <div ref={previewRef} className={cn(PREVIEW_COLUMN, 'scroll-mt-32')}>
            <LivePreview
              html={code}
              projectName={project.name}
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
