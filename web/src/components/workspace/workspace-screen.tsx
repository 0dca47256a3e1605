import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { ProjectDetail } from '../../../../shared/api/project-schemas';
import { meQuery } from '../../lib/auth/session-queries';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { cn } from '../../lib/cn';
import { downloadSite, DOWNLOAD_FAILED } from '../../lib/projects/download-html';
import { projectQuery } from '../../lib/projects/project-queries';
import { useDraftAndQuote } from './use-draft-and-quote';
import { useDropWorkspaceSearch } from './use-drop-workspace-search';
import { useWorkspacePreview } from './use-workspace-preview';
import { useWorkspaceRun } from './use-workspace-run';
import { WorkspaceDialogs } from './workspace-dialogs';
import { WorkspaceHeader } from './workspace-header';
import { WorkspacePanels } from './workspace-panels';
import { BuildingPreview, WorkspacePreview } from './workspace-preview';
import { PhoneViewTabs, useWorkspaceLayout } from './phone-view';

export interface WorkspaceScreenProps {
  projectId: string;
  /** The dashboard's description: its quote opens at once, and Confirm sends it. */
  queuedPrompt: string;
  /** Back from connecting GitHub: save to GitHub opens at once. */
  openGitHub?: boolean;
}

function downloadPage(project: ProjectDetail, projectId: string) {
  if (!project.generated_code) return;
  downloadSite(project.name, projectId, project.generated_code).catch(() =>
    toast.error(DOWNLOAD_FAILED),
  );
}

/** The project workspace (requirements §2): header, agents and chat on the left, the live preview right. */
export function WorkspaceScreen({
  projectId,
  queuedPrompt,
  openGitHub = false,
}: WorkspaceScreenProps) {
  const { data: user, error: userError } = useSuspenseQuery(meQuery());
  const { data: project, error: projectError } = useSuspenseQuery(projectQuery(projectId));
  const { prompt, setPrompt, quoting, setQuoting } = useDraftAndQuote(projectId, queuedPrompt);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [githubOpen, setGitHubOpen] = useState(openGitHub && Boolean(project.generated_code));
  const [fresh] = useState(() => queuedPrompt.trim() !== '');
  const navigate = useNavigate();
  // Back from connecting GitHub: the dialog is open; a reload should not open it again.
  useDropWorkspaceSearch(navigate, projectId, openGitHub);
  useTokenRenewal();
  useEndSessionOnUnauthorized(userError, projectError);

  const backToCurrent = useCallback(() => setPreviewing(null), []);
  const run = useWorkspaceRun({
    projectId,
    hasPage: Boolean(project.generated_code),
    onRunEnded: backToCurrent,
    setPrompt,
    setQuoting,
  });
  const { generation } = run;

  const preview = useWorkspacePreview({
    projectId,
    project,
    previewing,
    generation,
    backToCurrent,
  });
  const { code } = preview;
  const layout = useWorkspaceLayout(Boolean(project.generated_code), code, generation.generating);
  const { showPreview, building, phoneHides, bringPreview } = layout;

  return (
    <div className="flex min-h-dvh flex-col">
      <WorkspaceHeader
        projectId={project.id}
        name={project.name}
        description={project.description}
        credits={user.credits}
        hasCode={Boolean(project.generated_code)}
        previewVisible={layout.previewVisible}
        onTogglePreview={layout.togglePreview}
        onDownload={() => downloadPage(project, projectId)}
        onGitHub={() => setGitHubOpen(true)}
      />
      <main
        className={cn(
          'flex flex-1 flex-col gap-4 p-4 sm:p-6 lg:flex-row lg:items-start',
          !showPreview && !building && 'lg:justify-center',
        )}
      >
        {layout.phoneTabs ? <PhoneViewTabs view={layout.view} onChange={layout.setView} /> : null}
        <WorkspacePanels
          className={phoneHides('chat')}
          projectId={projectId}
          besidePreview={showPreview || building}
          generation={generation}
          prompt={prompt}
          onPromptChange={setPrompt}
          onQuote={(message) => setQuoting({ message, agents: undefined })}
          shownVersion={preview.shownVersion}
          code={code ?? undefined}
          // The page the run just sent counts before the list of versions is fetched again.
          hasVersions={project.versions.length > 0 || Boolean(project.generated_code)}
          previewing={previewing}
          currentVersion={preview.currentVersion?.version}
          onViewVersion={(version) => {
            setPreviewing(version === preview.currentVersion?.version ? null : version);
            bringPreview();
          }}
          onRestoreVersion={preview.restoreVersion}
          onSelectSample={
            preview.canEdit
              ? (index) => {
                  preview.selectSample(index);
                  bringPreview();
                }
              : undefined
          }
        />
        {showPreview && code ? (
          <WorkspacePreview
            className={phoneHides('preview')}
            agents={generation.generating ? generation.agents : null}
            projectId={projectId}
            projectName={project.name}
            code={code ?? undefined}
            preview={preview}
            canEdit={preview.canEdit}
            onAskAi={setPrompt}
          />
        ) : null}
        {building ? (
          <BuildingPreview className={phoneHides('preview')} agents={generation.agents} />
        ) : null}
      </main>
      <WorkspaceDialogs
        projectId={projectId}
        project={project}
        email={user.email}
        quoting={quoting}
        setQuoting={setQuoting}
        setPrompt={setPrompt}
        run={run}
        githubOpen={githubOpen}
        onCloseGitHub={() => setGitHubOpen(false)}
        fresh={fresh}
      />
    </div>
  );
}
