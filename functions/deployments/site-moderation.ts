import { bindDeps } from '../lib/bind-deps';
import type { AlertOperators } from '../lib/operator-alerts';
import { logger } from '../lib/observability';
import { removeSiteDomain } from './custom-domain-service';
import { DeploymentError } from './deployment-errors';
import type { SiteStores } from './deployment-service';
import { releasePart, takeDownPart, type Deployment, type DeploymentReview } from './deployments';
import { newModerationAction, type ModerationActionKind } from './moderation-log';
import { findSite } from './site-lookup';

export interface SiteModerationDependencies extends SiteStores {
  alertOperators: AlertOperators;
  /** Where a subdomain's site is served. */
  previewUrl: (subdomain: string) => string;
  /** The sites' address pattern (`SITES_URL_TEMPLATE`), to find a site by its address. */
  urlTemplate: string;
  /** Publishes the project's current version again, as its owner's deploy would. */
  publish: (userId: string, projectId: string) => Promise<unknown>;
  clock: () => Date;
}

/** The operator acting, as their verified token names them. */
export interface Operator {
  userId: string;
  email: string | null;
}

/** What an operator's takedown or release answers: the site it found, and what became of it. */
export interface ModerationOutcome {
  site: { subdomain: string; user_id: string; project_id: string; preview_url: string };
  message: string;
}

/** The deployment of the site at an address (a subdomain's, an old address's, a custom domain's). */
async function siteAt(deps: SiteModerationDependencies, address: string): Promise<Deployment> {
  const owner = await findSite(
    {
      deployments: deps.deployments,
      customDomains: deps.siteDomains.customDomains,
      urlTemplate: deps.urlTemplate,
    },
    address,
  );
  const deployment = owner && (await deps.deployments.get(owner.userId, owner.projectId));
  if (!deployment || deployment.deleting) throw new DeploymentError('siteNotFound');
  return deployment;
}

function logEntry(
  deps: SiteModerationDependencies,
  deployment: Deployment,
  action: ModerationActionKind,
  reason: string,
  operator: Operator,
) {
  const { subdomain, userId, projectId } = deployment;
  return newModerationAction({
    action,
    site: deps.previewUrl(subdomain),
    subdomain,
    userId,
    projectId,
    by: operator.email ?? operator.userId,
    byUserId: operator.userId,
    reason,
    at: deps.clock(),
  });
}

function outcomeOf(
  deps: SiteModerationDependencies,
  deployment: Deployment,
  message: string,
): ModerationOutcome {
  return {
    site: {
      subdomain: deployment.subdomain,
      user_id: deployment.userId,
      project_id: deployment.projectId,
      preview_url: deps.previewUrl(deployment.subdomain),
    },
    message,
  };
}

/**
 * What visitors could reach of a site goes, in an order a retry completes: its custom domain
 * (mapping and tenant), its addresses in the site directory (an old address still its own too),
 * its copies and their deploy records. Its form submissions and visit counts stay with the
 * deployment, for its owner, until the project goes.
 */
async function unpublish(deps: SiteModerationDependencies, deployment: Deployment): Promise<void> {
  const { userId, projectId, subdomain, previous } = deployment;
  await removeSiteDomain(deps.siteDomains, userId, projectId);
  await deps.directory.remove(subdomain);
  if (previous) {
    const owner = await deps.deployments.ownerOf(previous.subdomain);
    if (owner?.userId === userId && owner.projectId === projectId) {
      await deps.directory.remove(previous.subdomain);
    }
  }
  await deps.siteObjects.removeSite(subdomain);
  await deps.deployments.forgetAllDeploys(deployment);
}

/**
 * Takes the site at `address` down in one step: the deployment is marked taken down and the
 * action logged (who, when, why) in one transaction, then the site is unpublished and the
 * operators told. Its owner sees why on the deployment page, and can neither publish it again nor
 * delete the mark until an operator releases it. Taking down a site again repeats the unpublishing.
 */
async function takeDown(
  deps: SiteModerationDependencies,
  address: string,
  reason: string,
  operator: Operator,
): Promise<ModerationOutcome> {
  const deployment = await siteAt(deps, address);
  const entry = logEntry(deps, deployment, 'takenDown', reason, operator);
  await deps.moderation.record(entry, (tableName) =>
    takeDownPart(
      tableName,
      deployment,
      { reason, at: entry.at, version: deployment.projectVersion },
      () => new DeploymentError('siteNotFound'),
    ),
  );
  await unpublish(deps, deployment);
  await deps.alertOperators({
    kind: 'takenDown',
    site: entry.site,
    subject: `Site taken down: ${entry.site}`,
    text: `Site: ${entry.site}\nBy: ${entry.by}\nWhy: ${reason}\nOwner: ${deployment.userId}, project ${deployment.projectId}`,
  });
  return outcomeOf(deps, deployment, `${entry.site} was taken down`);
}

/**
 * Ends the review of a site held by the check or taken down: the mark goes and the action is
 * logged in one transaction, the version it concerned is approved (the check passes it from now
 * on), and the project's current version is published again for its owner. Should that publish
 * fail (the project has no code any more, or a newer version is held in turn), the owner can
 * still publish it; the answer says which.
 */
async function release(
  deps: SiteModerationDependencies,
  address: string,
  reason: string,
  operator: Operator,
): Promise<ModerationOutcome> {
  const deployment = await siteAt(deps, address);
  const { review } = deployment;
  if (!review) throw new DeploymentError('notUnderReview');
  const entry = logEntry(deps, deployment, 'released', reason, operator);
  await deps.moderation.record(entry, (tableName) =>
    releasePart(
      tableName,
      { ...deployment, review } satisfies Deployment & { review: DeploymentReview },
      () => new DeploymentError('changedMeanwhile'),
    ),
  );
  const published = await deps.publish(deployment.userId, deployment.projectId).then(
    () => true,
    (error: unknown) => {
      logger.warn(`Released ${entry.site}, but could not publish it again`, { error });
      return false;
    },
  );
  return outcomeOf(
    deps,
    deployment,
    published
      ? `${entry.site} was released and published again`
      : `${entry.site} was released; its owner can publish it again`,
  );
}

/** The operators' answers to abuse: a site taken down, or released after a review. */
export function createSiteModeration(deps: SiteModerationDependencies) {
  return bindDeps(deps, { takeDown, release });
}

export type SiteModeration = ReturnType<typeof createSiteModeration>;
