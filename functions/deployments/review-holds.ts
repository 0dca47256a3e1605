import type { AlertOperators } from '../lib/operator-alerts';
import type { Project } from '../projects/projects';
import { DeploymentError, heldForReviewMessage } from './deployment-errors';
import { holdPart, type Deployment } from './deployments';
import { newModerationAction, PHISHING_CHECK_ACTOR, type ModerationLog } from './moderation-log';
import { checkForPhishing, phishingReasonOf } from './phishing-check';

export interface ReviewHoldDependencies {
  moderation: ModerationLog;
  alertOperators: AlertOperators;
  previewUrl: (subdomain: string) => string;
  clock: () => Date;
}

/** Refuses to publish a site under review: held by the check, or taken down by an operator. */
export function refuseUnderReview(deployment: Deployment | null): void {
  if (deployment?.review?.status === 'taken_down') throw new DeploymentError('takenDown');
  if (deployment?.review?.status === 'held') {
    throw new DeploymentError('heldForReview', heldForReviewMessage(deployment.review.reason));
  }
}

/**
 * Checks the page about to be published for signs of phishing (phishing-check.ts) and, when it
 * has them, holds the deployment instead of publishing: marked and logged in one transaction, the
 * operators told, and the owner answered in plain words (403). A version an operator released is
 * not checked again; any other is.
 */
export async function holdIfSuspicious(
  deps: ReviewHoldDependencies,
  deployment: Deployment,
  project: Pick<Project, 'currentVersion'>,
  html: string,
): Promise<void> {
  if (deployment.approvedVersion === project.currentVersion) return;
  const siteUrl = deps.previewUrl(deployment.subdomain);
  const verdict = checkForPhishing(html, siteUrl);
  if (!verdict.suspicious) return;
  const reason = phishingReasonOf(verdict.signals);
  const at = deps.clock();
  const { userId, projectId, subdomain } = deployment;
  await deps.moderation.record(
    newModerationAction({
      action: 'held',
      site: siteUrl,
      subdomain,
      userId,
      projectId,
      by: PHISHING_CHECK_ACTOR,
      byUserId: null,
      reason,
      at,
    }),
    (tableName) =>
      holdPart(
        tableName,
        deployment,
        { reason, at, version: project.currentVersion },
        // Held meanwhile by a deploy racing this one, or its address changed: either way, nothing
        // is published.
        () => new DeploymentError('heldForReview', heldForReviewMessage(reason)),
      ),
  );
  await deps.alertOperators({
    kind: 'heldForReview',
    site: siteUrl,
    subject: `Site held for review: ${siteUrl}`,
    text: [
      `Site: ${siteUrl} (not published)`,
      `Owner: ${userId}, project ${projectId}, version ${project.currentVersion}`,
      `Found: ${reason}`,
      '',
      'If it is fine: npm run abuse -- release <site> --reason "<why>"; if not, take it down:',
      'npm run abuse -- takedown <site> --reason "<why>" (docs/deployments.md).',
    ].join('\n'),
  });
  throw new DeploymentError('heldForReview', heldForReviewMessage(reason));
}
