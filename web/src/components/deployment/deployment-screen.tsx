import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { useTokenRenewal } from '../../lib/auth/use-token-renewal';
import { deploymentQuery } from '../../lib/deployments/deployment-queries';
import { useDeleteDeployment } from '../../lib/deployments/use-delete-deployment';
import { useDeploy } from '../../lib/deployments/use-deploy';
import { useRollback } from '../../lib/deployments/use-rollback';
import { projectQuery } from '../../lib/projects/project-queries';
import { sampleItemsIn } from '../../lib/visual-edit/sample-items';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { sampleCount } from '../workspace/build-scorecard';
import { CustomDomainCard } from './custom-domain-card';
import { DeployHistoryCard } from './deploy-history-card';
import { DeploymentInfoCard } from './deployment-info-card';
import { DeploymentNav } from './deployment-nav';
import { FormSubmissionsCard } from './form-submissions-card';
import { LiveDeploymentCard } from './live-deployment-card';
import { LiveSiteFrame } from './live-site-frame';
import { NotDeployedCard } from './not-deployed-card';
import { ReviewNotice } from './review-notice';
import { VisitorsCard } from './visitors-card';

/**
 * The deployment page (requirements §2, §4): the project, its live deployment or the empty state with
 * Deploy Now, the live site in a frame, and the info card.
 */
export function DeploymentScreen({ projectId }: { projectId: string }) {
  const { data: project, error: projectError } = useSuspenseQuery(projectQuery(projectId));
  const {
    data: { deployment, review },
    error: deploymentError,
  } = useSuspenseQuery(deploymentQuery(projectId));
  const deploy = useDeploy(projectId);
  const remove = useDeleteDeployment(projectId);
  const rollback = useRollback(projectId);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [confirmingSample, setConfirmingSample] = useState(false);
  // The sample content a publish would put live, read from the current page itself (a version
  // saved by hand has no scorecard, and its rewritten items are no longer sample).
  const sample = useMemo(
    () => sampleItemsIn(project.generated_code ?? '').length,
    [project.generated_code],
  );
  /** Publishes, asking first when sample content would go live. */
  const publish = () => (sample > 0 ? setConfirmingSample(true) : deploy.mutate());
  useTokenRenewal();
  useEndSessionOnUnauthorized(
    projectError,
    deploymentError,
    deploy.error,
    remove.error,
    rollback.error,
  );
  const changing = deploy.isPending || remove.isPending || rollback.isPending;

  return (
    <div className="min-h-dvh">
      <DeploymentNav projectId={projectId} />
      <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <p className="text-sm font-medium text-accent-foreground">Deployment</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-balance sm:text-3xl">
          {project.name}
        </h1>
        {project.description && project.description !== project.name ? (
          <p className="mt-1.5 line-clamp-2 text-pretty break-words text-muted-foreground">
            {project.description}
          </p>
        ) : null}

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-6">
            {review ? <ReviewNotice review={review} /> : null}
            {deployment ? (
              <>
                <LiveDeploymentCard
                  projectId={projectId}
                  deployment={deployment}
                  updating={deploy.isPending}
                  deleting={remove.isPending}
                  busy={changing}
                  onUpdate={publish}
                  onDelete={() => setConfirmingDelete(true)}
                />
                <VisitorsCard projectId={projectId} />
                <DeployHistoryCard
                  projectId={projectId}
                  pendingDeployId={rollback.isPending ? rollback.variables : null}
                  busy={changing}
                  onMakeLive={(deployId) => rollback.mutate(deployId)}
                />
                <CustomDomainCard projectId={projectId} />
                <FormSubmissionsCard
                  projectId={projectId}
                  subdomain={deployment.subdomain}
                  emailsOn={deployment.notifications.submissions}
                />
                <LiveSiteFrame deployment={deployment} projectName={project.name} />
              </>
            ) : review ? null : (
              <NotDeployedCard
                hasCode={Boolean(project.generated_code)}
                deploying={deploy.isPending}
                onDeploy={publish}
              />
            )}
          </div>
          <aside className="lg:sticky lg:top-24">
            <DeploymentInfoCard />
          </aside>
        </div>
      </main>
      {confirmingSample ? (
        <ConfirmDialog
          title={`${sampleCount(sample)} ${sample === 1 ? 'remains' : 'remain'}: publish anyway?`}
          message="They stand in for details only you can give, such as prices, people and reviews. Replace them in the workspace first, or publish them as they are."
          confirmLabel="Publish anyway"
          confirmVariant="primary"
          onCancel={() => setConfirmingSample(false)}
          onConfirm={() => {
            setConfirmingSample(false);
            deploy.mutate();
          }}
        />
      ) : null}
      {confirmingDelete && deployment ? (
        <ConfirmDialog
          title="Delete deployment?"
          message={`${deployment.preview_url} will stop serving this website. You can deploy it again at any time.`}
          confirmLabel="Delete"
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => {
            setConfirmingDelete(false);
            remove.mutate();
          }}
        />
      ) : null}
    </div>
  );
}
