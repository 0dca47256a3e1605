import { bindDeps } from '../lib/bind-deps';
import type { Deployment as DeploymentView } from '../../shared/api/deployment-schemas';
import type { CodeObjects } from '../projects/code-objects';
import type { Project, Projects } from '../projects/projects';
import type { Versions } from '../projects/versions';
import { DeploymentError } from './deployment-errors';
import type { Deployment, Deployments } from './deployments';
import type { SiteDirectory } from './site-directory';
import { siteObjectKeys, type SiteObjects } from './site-objects';
import { subdomainBase, withRandomSuffix } from './subdomain';
import { logger } from '../lib/observability';

export interface SiteStores {
  deployments: Deployments;
  siteObjects: SiteObjects;
  directory: SiteDirectory;
}

export interface DeploymentServiceDependencies extends SiteStores {
  projects: Pick<Projects, 'get'>;
  versions: Pick<Versions, 'get'>;
  code: Pick<CodeObjects, 'get'>;
  /** The address a subdomain's site is served at (`SITES_URL_TEMPLATE`). */
  previewUrl: (subdomain: string) => string;
  clock: () => Date;
  /** Ids of published copies; they must sort by time (ULIDs). */
  newVersionId: () => string;
  /** Subdomains tried for a new deployment: the base, then the base with random suffixes. */
  maxClaimAttempts?: number;
}

export const DEPLOYED_MESSAGE = 'Website deployed successfully!';
export const UPDATED_MESSAGE = 'Deployment updated successfully!';

/** The copy's id is the last segment of its version prefix (`sites/{subdomain}/{versionId}`). */
function versionIdOf(versionPrefix: string): string {
  return versionPrefix.slice(versionPrefix.lastIndexOf('/') + 1);
}

/**
 * Takes a deployment down in an order a retry completes and that never touches a subdomain
 * someone else has taken since: mark it (no publish from then on), unmap the subdomain (the site
 * stops answering), delete its copies, and only then free the subdomain. Resolves to false when
 * the project has no deployment.
 */
export function createDeploymentRemoval({ deployments, siteObjects, directory }: SiteStores) {
  async function finish(deployment: Deployment): Promise<void> {
    await directory.remove(deployment.subdomain);
    await siteObjects.removeSite(deployment.subdomain);
    await deployments.release(deployment);
  }

  return {
    finish,
    async removeProjectDeployment(userId: string, projectId: string): Promise<boolean> {
      const marked = await deployments.markDeleting(userId, projectId);
      if (!marked) return false;
      await finish(marked);
      return true;
    },
  };
}

export type DeploymentRemoval = ReturnType<typeof createDeploymentRemoval>;

function toView(
  deps: DeploymentServiceDependencies,
  deployment: Deployment,
): DeploymentView | null {
  const { previewUrl } = deps;
  if (deployment.deleting || !deployment.deployedAt) return null;
  return {
    preview_url: previewUrl(deployment.subdomain),
    subdomain: deployment.subdomain,
    deployed_at: deployment.deployedAt.toISOString(),
  };
}

async function projectOf(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
): Promise<Project> {
  const { projects } = deps;
  const project = await projects.get(userId, projectId);
  if (!project || project.deleting) throw new DeploymentError('projectNotFound');
  return project;
}

async function currentHtmlOf(
  deps: DeploymentServiceDependencies,
  project: Project,
): Promise<string> {
  const { versions, code } = deps;
  if (project.currentVersion === 0) throw new DeploymentError('noCode');
  const version = await versions.get(project.userId, project.id, project.currentVersion);
  const html = version ? await code.get(version.codeKey) : null;
  if (!html) throw new DeploymentError('noCode');
  return html;
}

/**
 * A subdomain for the project's first deployment, unique across all users by the claim's
 * conditional write: the name's own subdomain if free, else that with a random suffix.
 */
async function claimSubdomain(
  deps: DeploymentServiceDependencies,
  project: Project,
): Promise<Deployment> {
  const { deployments, clock, maxClaimAttempts = 8 } = deps;
  const base = subdomainBase(project.name);
  for (let attempt = 0; attempt < maxClaimAttempts; attempt += 1) {
    const candidate = attempt === 0 ? base : withRandomSuffix(base);
    const outcome = await deployments.claim(project.userId, project.id, candidate, clock());
    if (outcome.claimed) return outcome.deployment;
    if (outcome.reason === 'projectGone') throw new DeploymentError('projectNotFound');
    if (outcome.reason === 'projectDeployed') {
      // A concurrent first deploy of this project claimed one: publish under it too.
      const existing = await deployments.get(project.userId, project.id);
      if (existing && !existing.deleting) return existing;
      throw new DeploymentError('changedMeanwhile');
    }
  }
  throw new Error(`No free subdomain for "${base}" after ${maxClaimAttempts} attempts`);
}

async function get(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
): Promise<DeploymentView | null> {
  const { deployments } = deps;
  await projectOf(deps, userId, projectId);
  const deployment = await deployments.get(userId, projectId);
  return deployment ? toView(deps, deployment) : null;
}

/**
 * Publishes the project's current version: a new copy under a new version prefix, recorded on
 * the deployment, then the subdomain pointed at it. Deploying again is the update: same
 * subdomain, new copy; the copy before the previous one is then deleted (the previous one
 * stays while edge locations learn the new mapping).
 */
async function deploy(deps: DeploymentServiceDependencies, userId: string, projectId: string) {
  const { deployments, siteObjects, directory, previewUrl, clock, newVersionId } = deps;
  const removal = createDeploymentRemoval(deps);
  const project = await projectOf(deps, userId, projectId);
  const html = await currentHtmlOf(deps, project);
  let deployment = await deployments.get(userId, projectId);
  if (deployment?.deleting) {
    // A delete that failed half-way: finish it, then deploy afresh.
    await removal.finish(deployment);
    deployment = null;
  }
  const updating = deployment?.deployedAt != null;
  deployment ??= await claimSubdomain(deps, project);

  const { subdomain } = deployment;
  const versionId = newVersionId();
  const versionPrefix = siteObjectKeys.versionPrefix(subdomain, versionId);
  const deployedAt = clock();
  await siteObjects.putSite(versionPrefix, projectId, html);
  const recorded = await deployments.recordVersion({
    userId,
    projectId,
    subdomain,
    versionId,
    projectVersion: project.currentVersion,
    deployedAt,
  });
  if (recorded === 'superseded') {
    await siteObjects.removeVersion(versionPrefix).catch(() => undefined);
    // A newer publish of the same project won the race: it is what the site serves now.
    const latest = await deployments.get(userId, projectId);
    const view = latest && toView(deps, latest);
    if (!view) throw new DeploymentError('changedMeanwhile');
    return { deployment: view, message: UPDATED_MESSAGE };
  }
  await directory.point(
    subdomain,
    versionPrefix,
    (current) => current === null || versionIdOf(current) < versionId,
  );
  if (recorded.previousVersionId) {
    await siteObjects
      .removeVersionsBefore(subdomain, recorded.previousVersionId)
      .catch((error: unknown) =>
        logger.warn(`Could not delete old copies of ${subdomain}`, { error }),
      );
  }
  return {
    deployment: {
      preview_url: previewUrl(subdomain),
      subdomain,
      deployed_at: deployedAt.toISOString(),
    },
    message: updating ? UPDATED_MESSAGE : DEPLOYED_MESSAGE,
  };
}

/** Takes the project's site down; refused (404) when the project is not deployed. */
async function remove(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
): Promise<void> {
  const removal = createDeploymentRemoval(deps);
  await projectOf(deps, userId, projectId);
  if (!(await removal.removeProjectDeployment(userId, projectId))) {
    throw new DeploymentError('notDeployed');
  }
}

/**
 * A user's deployments: a project's current version published as a site on a subdomain of its
 * own, updated in place, taken down. Every call acts on the caller's own projects only.
 */
export function createDeploymentService(deps: DeploymentServiceDependencies) {
  return bindDeps(deps, { get, deploy, remove });
}

export type DeploymentService = ReturnType<typeof createDeploymentService>;
