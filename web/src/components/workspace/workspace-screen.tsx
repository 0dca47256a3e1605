import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { meQuery } from '../../lib/auth/session-queries';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { cn } from '../../lib/cn';
import { downloadHtml } from '../../lib/projects/download-html';
import { projectQuery } from '../../lib/projects/project-queries';
import { defaultAgents } from './agent-status';
import { AgentStatusPanel } from './agent-status-panel';
import { LivePreview } from './live-preview';
import { WorkspaceChat } from './workspace-chat';
import { WorkspaceHeader } from './workspace-header';

export interface WorkspaceScreenProps {
  projectId: string;
  /** The dashboard's description, queued as the first message. */
  queuedPrompt: string;
}

/** The project workspace (spec §2): header, agents and chat on the left, the live preview right. */
export function WorkspaceScreen({ projectId, queuedPrompt }: WorkspaceScreenProps) {
  const { data: user, error: userError } = useSuspenseQuery(meQuery());
  const { data: project, error: projectError } = useSuspenseQuery(projectQuery(projectId));
  const [previewVisible, setPreviewVisible] = useState(true);
  const [agents] = useState(defaultAgents);
  useTokenRenewal();
  useEndSessionOnUnauthorized(userError, projectError);

  const code = project.generated_code;
  const showPreview = previewVisible && Boolean(code);

  return (
    <div className="flex min-h-dvh flex-col">
      <WorkspaceHeader
        projectId={project.id}
        name={project.name}
        description={project.description}
        credits={user.credits}
        hasCode={Boolean(code)}
        previewVisible={previewVisible}
        onTogglePreview={() => setPreviewVisible((visible) => !visible)}
        onDownload={() => {
          if (code) downloadHtml(project.name, code);
        }}
      />
      <main
        className={cn(
          'flex flex-1 flex-col gap-4 p-4 sm:p-6 lg:flex-row',
          !showPreview && 'lg:justify-center',
        )}
      >
        <div
          className={cn(
            'flex w-full flex-col gap-4',
            showPreview ? 'lg:w-[26rem] lg:shrink-0' : 'max-w-2xl',
          )}
        >
          <AgentStatusPanel agents={agents} />
          <WorkspaceChat initialPrompt={queuedPrompt} />
        </div>
        {showPreview && code ? <LivePreview html={code} projectName={project.name} /> : null}
      </main>
    </div>
  );
}
