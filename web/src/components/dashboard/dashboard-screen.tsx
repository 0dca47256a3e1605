import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { meQuery } from '../../lib/auth/session-queries';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useLogout } from '../../lib/auth/use-logout';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { recentProjectsQuery } from '../../lib/projects/project-queries';
import { useCreateProject } from '../../lib/projects/use-create-project';
import { BuildPromptBox } from './build-prompt-box';
import { CreateProjectDialog } from './create-project-dialog';
import { CreditBalanceCard } from './credit-balance-card';
import { DashboardShell } from './dashboard-shell';
import { RecentProjects } from './recent-projects';
import { displayName } from './user-identity';

/**
 * The dashboard of requirements §2: the signed-in shell, the welcome line, the credit balance, the
 * "What will you build today?" box, Recent Projects and the "Create New Project" dialog.
 */
export function DashboardScreen() {
  const { data: user, error: userError } = useSuspenseQuery(meQuery());
  const { data: projects, error: projectsError } = useSuspenseQuery(recentProjectsQuery());
  const { loggingOut, onLogout } = useLogout();
  const [dialogOpen, setDialogOpen] = useState(false);
  const creation = useCreateProject(user);
  useTokenRenewal();
  useEndSessionOnUnauthorized(userError, projectsError, creation.error);

  return (
    <DashboardShell user={user} onLogout={onLogout} loggingOut={loggingOut}>
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        Welcome, {displayName(user)}!
      </h1>
      <p className="mt-1.5 text-pretty text-muted-foreground">
        Describe a website and AI agents will build it for you.
      </p>
      <div className="mt-8 space-y-8">
        <CreditBalanceCard credits={user.credits} />
        <BuildPromptBox onCreate={creation.create} creating={creation.isPending && !dialogOpen} />
        <RecentProjects projects={projects} onNewProject={() => setDialogOpen(true)} />
      </div>
      {dialogOpen ? (
        <CreateProjectDialog
          onClose={() => setDialogOpen(false)}
          onCreate={creation.create}
          creating={creation.isPending}
        />
      ) : null}
    </DashboardShell>
  );
}
