import { pageForVisitors } from '../../shared/site-files';
import { bindDeps } from '../lib/bind-deps';
import { ADDRESS_REDIRECT_DAYS, KEPT_DEPLOYS } from '../../shared/constants';
import type {
  DeployEntry,
  DeploymentNotifications,
  Deployment as DeploymentView,
  Submission,
} from '../../shared/api/deployment-schemas';
import type { CodeObjects } from '../projects/code-objects';
import type { Project, Projects } from '../projects/projects';
import type { Versions } from '../projects/versions';
import { DeploymentError } from './deployment-errors';
import { deployVersionId, type Deploy, type Deployment, type Deployments } from './deployments';
import type { SiteDirectory } from './site-directory';
import type { SiteVisits } from './site-visits';
import type { StoredSubmission, Submissions } from './submissions';
import { visitsReport } from './visits-report';
import { periodDays } from '../lib/daily-counts';
import { decodeCursor, encodeCursor } from '../projects/page-cursor';
import { deployLabel, siteDirectoryValue, siteObjectKeys } from './site-object-keys';
import type { SiteObjects } from './site-objects';
import { SOCIAL_CARD_FILE } from '../lib/social-card-files';
import type { PublishedPage } from './site-seo';
import type { RenderSocialCard } from './social-card/render-card';
import { isValidSubdomain, subdomainBase, withRandomSuffix } from './subdomain';
import { withVisitBeacon } from './visit-beacon';
import { withReportLink } from './report-link';
import { holdIfSuspicious, refuseUnderReview } from './review-holds';
import type { ModerationLog } from './moderation-log';
import type { AlertOperators } from '../lib/operator-alerts';
import type { DeploymentReview as ReviewView } from '../../shared/api/abuse-schemas';
import { logger } from '../lib/observability';
import type { FunnelCounter } from '../analytics/product-analytics';
import { moveSiteDomain, removeSiteDomain, type SiteDomainStores } from './custom-domain-service';

export interface SiteStores {
  deployments: Deployments;
  siteObjects: SiteObjects;
  directory: SiteDirectory;
  submissions: Submissions;
  /** The site's custom domain, which goes with the site. */
  siteDomains: SiteDomainStores;
  visits: SiteVisits;
  /** The operators' log of sites held for review, taken down and released. */
  moderation: ModerationLog;
}

export interface DeploymentServiceDependencies extends SiteStores {
  projects: Pick<Projects, 'get'>;
  versions: Pick<Versions, 'get'>;
  code: Pick<CodeObjects, 'get'>;
  /** The address a subdomain's site is served at (`SITES_URL_TEMPLATE`). */
  previewUrl: (subdomain: string) => string;
  /** Draws a site's social card as a PNG. */
  renderCard: RenderSocialCard;
  /** Counts a site's first publish as the funnel's deploy step. */
  funnel: FunnelCounter;
  /** Tells the operators of a site held for review. */
  alertOperators: AlertOperators;
  /**
   * Where the "Report this site" link of the site at an address leads (report-link.ts); null
   * where the installation does not know the app's address, and its pages carry no link.
   */
  reportUrl: (siteUrl: string) => string | null;
  clock: () => Date;
  /** Subdomains tried for a new deployment: the base, then the base with random suffixes. */
  maxClaimAttempts?: number;
}

export const DEPLOYED_MESSAGE = 'Website deployed successfully!';
export const UPDATED_MESSAGE = 'Deployment updated successfully!';

/**
 * Takes a deployment down in an order a retry completes and that never touches a subdomain
 * someone else has taken since: mark it (no publish and no form submission from then on), unmap
 * the subdomain (the site stops answering), give what visitors sent an expiry (so DynamoDB's TTL
 * deletes it even if this removal never gets further), delete its copies and its submissions,
 * and only then free the subdomain. Resolves to false when the project has no deployment.
 */
export function createDeploymentRemoval(
  { deployments, siteObjects, directory, submissions, siteDomains, visits }: SiteStores,
  clock: () => Date = () => new Date(),
) {
  async function finish(deployment: Deployment): Promise<void> {
    const { userId, projectId } = deployment;
    // Its custom domain first, so the domain is never mapped to a site that is gone.
    await removeSiteDomain(siteDomains, userId, projectId);
    await directory.remove(deployment.subdomain);
    await releaseOldAddress(deployment);
    await submissions.expireAll(userId, projectId, clock());
    await siteObjects.removeSite(deployment.subdomain);
    await submissions.removeAll(userId, projectId);
    await visits.removeAll(userId, projectId);
    await deployments.release(deployment);
  }

  /** The site's old address goes with it, while it is still this site's. */
  async function releaseOldAddress(deployment: Deployment): Promise<void> {
    const { previous, userId, projectId } = deployment;
    if (!previous) return;
    const owner = await deployments.ownerOf(previous.subdomain);
    if (owner?.userId !== userId || owner.projectId !== projectId) return;
    await directory.remove(previous.subdomain);
    await siteObjects.removeSite(previous.subdomain);
    await deployments.releasePrevious(deployment);
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
    ...(deployment.liveNumber === null
      ? {}
      : { deploy_id: deployVersionId(deployment.liveNumber) }),
    ...(deployment.projectVersion === null ? {} : { version: deployment.projectVersion }),
    notifications: notificationsOf(deployment),
    ...(deployment.previous && deployment.previous.until > deps.clock()
      ? {
          previous_address: {
            subdomain: deployment.previous.subdomain,
            preview_url: previewUrl(deployment.previous.subdomain),
            until: deployment.previous.until.toISOString(),
          },
        }
      : {}),
  };
}

/** Where the deployment stands with the operators, for its owner; absent when nowhere. */
function reviewOf(deployment: Deployment | null): ReviewView | undefined {
  const review = deployment?.review;
  return review
    ? { status: review.status, reason: review.reason, since: review.at.toISOString() }
    : undefined;
}

function notificationsOf(deployment: Deployment): DeploymentNotifications {
  return { submissions: deployment.notifySubmissions };
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

/**
 * The project's live deployment (null when it has none), and, while the site is held for review
 * or taken down, why.
 */
async function get(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
): Promise<{ deployment: DeploymentView | null; review?: ReviewView }> {
  const { deployments } = deps;
  await projectOf(deps, userId, projectId);
  const found = await deployments.get(userId, projectId);
  if (found?.deleting) {
    // A delete that stopped half-way: its owner is looking, so finish it now.
    await createDeploymentRemoval(deps, deps.clock)
      .finish(found)
      .catch((error: unknown) => logger.warn('Could not finish deleting a site', { error }));
    return { deployment: null };
  }
  const deployment = found?.moving ? await followMove(deps, found) : found;
  const review = reviewOf(deployment);
  return { deployment: deployment && toView(deps, deployment), ...(review && { review }) };
}

/**
 * Points the subdomain at the copy the deployment says is live, unless a later change got to the
 * directory first (its serial is higher): of a publish and a rollback racing, the site ends up
 * serving what the deployment records last.
 */
async function syncDirectory(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
  /** The deployment as a write just left it (its live copy and serial go together). */
  written?: Deployment,
): Promise<Deployment | null> {
  const { deployments, directory } = deps;
  const deployment = written ?? (await deployments.get(userId, projectId));
  if (!deployment || deployment.deleting || deployment.versionId === null) return deployment;
  const { subdomain, versionId, liveSerial } = deployment;
  await directory.point(
    subdomain,
    siteDirectoryValue.of(liveSerial, siteObjectKeys.versionPrefix(subdomain, versionId)),
    (current) => current === null || siteDirectoryValue.serial(current) < liveSerial,
  );
  return deployment;
}

/**
 * Deletes the copies and records of deploys that fell out of the history: all but the newest
 * `KEPT_DEPLOYS` and the live one (a copy published before deploys were numbered goes once it is
 * no longer live).
 */
async function pruneDeploys(deps: DeploymentServiceDependencies, deployment: Deployment) {
  const { deployments, siteObjects } = deps;
  const { userId, projectId, subdomain } = deployment;
  const deploys = await deployments.listDeploys(userId, projectId);
  const kept = new Set(
    deploys.slice(0, KEPT_DEPLOYS).map((deploy) => deployVersionId(deploy.number)),
  );
  if (deployment.versionId) kept.add(deployment.versionId);
  await siteObjects.removeVersionsExcept(subdomain, kept);
  await deployments.forgetDeploys(
    userId,
    projectId,
    deploys.map((deploy) => deploy.number).filter((number) => !kept.has(deployVersionId(number))),
  );
}

/**
 * The page as published at `url`, with its social card drawn. A card that cannot be drawn never
 * stops a publish: the page goes out without one (and without tags naming it).
 */
async function withSocialCard(
  deps: DeploymentServiceDependencies,
  html: string,
  url: string,
  deployedAt: Date,
): Promise<
  Pick<PublishedPage, 'html'> & {
    files: PublishedPage['files'] & { [SOCIAL_CARD_FILE]?: Uint8Array };
  }
> {
  // Loaded by the first deploy: reading the page's plan builds the site plan's schemas (some 250
  // with their checks), which no other request uses.
  const { publishedPage } = await import('./site-seo');
  const published = publishedPage(html, url, deployedAt);
  if (!published.card) return published;
  try {
    const card = await deps.renderCard(published.card);
    return { html: published.html, files: { ...published.files, [SOCIAL_CARD_FILE]: card } };
  } catch (error) {
    logger.warn('Could not draw the social card', { error });
    return publishedPage(html, url, deployedAt, { withCard: false });
  }
}

/**
 * Publishes the project's current version as the site's next deploy: a new copy under its own
 * number, recorded as a deploy and as the live one, then the subdomain pointed at it. Deploying
 * again is the update: same subdomain, new copy; copies that fall out of the history are then
 * deleted (the previous ones stay while edge locations learn the new mapping). A page with signs
 * of phishing is held for review instead (review-holds.ts), and a site held or taken down is not
 * published until an operator releases it. The published page ends with its report link.
 */
async function deploy(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
  /** Whether the request may be counted in the product's analytics (countable-request.ts). */
  countable: boolean,
) {
  const { deployments, siteObjects, clock } = deps;
  const removal = createDeploymentRemoval(deps, clock);
  const project = await projectOf(deps, userId, projectId);
  const html = await currentHtmlOf(deps, project);
  let deployment = await deployments.get(userId, projectId);
  if (deployment?.deleting) {
    // A delete that failed half-way: finish it, then deploy afresh.
    await removal.finish(deployment);
    deployment = null;
  }
  if (deployment?.moving) deployment = await followMove(deps, deployment);
  refuseUnderReview(deployment);
  const updating = deployment?.deployedAt != null;
  deployment ??= await claimSubdomain(deps, project);
  await holdIfSuspicious(deps, deployment, project, pageForVisitors(html));

  const { subdomain } = deployment;
  const number = await deployments.nextDeployNumber(userId, projectId);
  if (number === null) throw new DeploymentError('changedMeanwhile');
  const versionPrefix = siteObjectKeys.versionPrefix(subdomain, deployVersionId(number));
  const deployedAt = clock();
  const siteUrl = deps.previewUrl(subdomain);
  const { html: page, files } = await withSocialCard(deps, html, siteUrl, deployedAt);
  await siteObjects.putSite(
    versionPrefix,
    projectId,
    withVisitBeacon(withReportLink(pageForVisitors(page), deps.reportUrl(siteUrl))),
    files,
  );
  const recorded = await deployments.recordDeploy({
    userId,
    projectId,
    subdomain,
    number,
    projectVersion: project.currentVersion,
    deployedAt,
  });
  if (recorded === 'superseded') {
    await siteObjects.removeVersion(versionPrefix).catch(() => undefined);
  }
  // A newer publish of the same project may have won the race: the site serves what is live.
  const live = await syncDirectory(deps, userId, projectId);
  const view = live && toView(deps, live);
  if (!live || !view) throw new DeploymentError('changedMeanwhile');
  await pruneDeploys(deps, live).catch((error: unknown) =>
    logger.warn(`Could not delete old copies of ${subdomain}`, { error }),
  );
  const firstPublish = !updating && recorded !== 'superseded';
  if (firstPublish) await deps.funnel.countStep('deploy', countable);
  return { deployment: view, message: firstPublish ? DEPLOYED_MESSAGE : UPDATED_MESSAGE };
}

function deployEntryOf(
  deps: DeploymentServiceDependencies,
  deployment: Deployment,
  deploy: Deploy,
): DeployEntry {
  return {
    deploy_id: deployVersionId(deploy.number),
    version: deploy.projectVersion,
    deployed_at: deploy.deployedAt.toISOString(),
    live: deployment.liveNumber === deploy.number,
    preview_url: deps.previewUrl(deployLabel.of(deployment.subdomain, deploy.number)),
  };
}

/** The project's live deployment, or 404 when it has none. */
async function liveDeploymentOf(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
): Promise<Deployment> {
  await projectOf(deps, userId, projectId);
  const deployment = await deps.deployments.get(userId, projectId);
  if (!deployment || deployment.deleting || !deployment.deployedAt) {
    throw new DeploymentError('notDeployed');
  }
  return deployment.moving ? followMove(deps, deployment) : deployment;
}

/**
 * Brings everything after a site's address change (deployments.moveAddress) to the new address,
 * in an order a retry completes: the kept copies copied there, naming the new address; the new
 * address pointed at the live copy; the old one set to send visitors on until its redirect ends;
 * the custom domain moved; the old copies deleted; and the deployment open to publishes again.
 */
async function followMove(
  deps: DeploymentServiceDependencies,
  deployment: Deployment,
): Promise<Deployment> {
  const { siteObjects, directory, deployments, previewUrl } = deps;
  const { previous, subdomain, userId, projectId } = deployment;
  if (previous) {
    const [from, to] = [previewUrl(previous.subdomain), previewUrl(subdomain)];
    await siteObjects.copySite(previous.subdomain, subdomain, (text) => text.split(from).join(to));
    await syncDirectory(deps, userId, projectId, deployment);
    await directory.point(
      previous.subdomain,
      siteDirectoryValue.redirect(subdomain, previous.until),
    );
    await moveSiteDomain(deps.siteDomains, userId, projectId, subdomain);
    await siteObjects.removeSite(previous.subdomain);
  }
  const finished = await deployments.finishMove(deployment);
  if (!finished) throw new DeploymentError('changedMeanwhile');
  return finished;
}

export const ADDRESS_CHANGED_MESSAGE = 'Address changed';

/**
 * Moves the site to an address its owner chose: refused when it is reserved or another site holds
 * it; the same address again is no change. The old address sends visitors on for
 * `ADDRESS_REDIRECT_DAYS`, and stays this site's until then.
 */
async function changeAddress(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
  subdomain: string,
) {
  if (!isValidSubdomain(subdomain)) throw new DeploymentError('addressReserved');
  const deployment = await liveDeploymentOf(deps, userId, projectId);
  const unchanged = deployment.subdomain === subdomain;
  let moved = deployment;
  if (!unchanged) {
    const at = deps.clock();
    const until = new Date(at.getTime() + ADDRESS_REDIRECT_DAYS * 86_400_000);
    const outcome = await deps.deployments.moveAddress(deployment, subdomain, at, until);
    if (!outcome.moved) {
      throw new DeploymentError(
        outcome.reason === 'addressTaken' ? 'addressTaken' : 'changedMeanwhile',
      );
    }
    moved = await followMove(deps, outcome.deployment);
  }
  const view = toView(deps, moved);
  if (!view) throw new DeploymentError('changedMeanwhile');
  return {
    deployment: view,
    message: unchanged ? 'That is already the address' : ADDRESS_CHANGED_MESSAGE,
  };
}

/** The site's kept deploys, newest first, the live one marked; 404 when it is not deployed. */
async function history(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
): Promise<DeployEntry[]> {
  const deployment = await liveDeploymentOf(deps, userId, projectId);
  const deploys = await deps.deployments.listDeploys(userId, projectId);
  return deploys.map((deploy) => deployEntryOf(deps, deployment, deploy));
}

/**
 * Makes a kept deploy live again: the deployment records it, then the subdomain points at its
 * copy, which is already in the bucket and has its own cache keys, so nothing is copied and no
 * cache is invalidated. Rolling forward to a newer deploy is the same call.
 */
async function rollback(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
  deployId: string,
) {
  const { deployments } = deps;
  const deployment = await liveDeploymentOf(deps, userId, projectId);
  const number = Number(deployId);
  const deploy = Number.isSafeInteger(number)
    ? await deployments.getDeploy(userId, projectId, number)
    : null;
  if (!deploy) throw new DeploymentError('deployNotFound');
  const made = await deployments.makeLive(deployment, deploy);
  if (!made) throw new DeploymentError('changedMeanwhile');
  const live = await syncDirectory(deps, userId, projectId, made);
  const view = live && toView(deps, live);
  if (!view) throw new DeploymentError('changedMeanwhile');
  return { deployment: view, message: `Deploy #${deploy.number} is live again` };
}

function submissionView(submission: StoredSubmission): Submission {
  return {
    id: submission.id,
    form: submission.form,
    fields: submission.fields,
    submitted_at: submission.submittedAt.toISOString(),
  };
}

/**
 * What visitors sent through the site's forms, newest first, a page at a time. Kept while the
 * site is: a project that is not deployed (any more) has none, and answers 404.
 */
async function listSubmissions(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
  page: { limit: number; cursor?: string },
) {
  await liveDeploymentOf(deps, userId, projectId);
  const found = await deps.submissions.list(userId, projectId, {
    limit: page.limit,
    ...(page.cursor ? { afterId: decodeCursor(page.cursor) } : {}),
  });
  return {
    submissions: found.submissions.map(submissionView),
    next_cursor: found.lastId ? encodeCursor(found.lastId) : null,
  };
}

async function deleteSubmission(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
  submissionId: string,
): Promise<void> {
  await liveDeploymentOf(deps, userId, projectId);
  if (!(await deps.submissions.remove(userId, projectId, submissionId))) {
    throw new DeploymentError('submissionNotFound');
  }
}

/**
 * The site's visitors over the last `days` UTC days, today's included: the daily series with
 * every day in it, totals, top referrers and countries. Kept while the site is (404 otherwise).
 */
async function analytics(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
  days: number,
) {
  await liveDeploymentOf(deps, userId, projectId);
  const period = periodDays(deps.clock(), days);
  const first = period[0];
  const last = period.at(-1);
  const found = first && last ? await deps.visits.list(userId, projectId, first, last) : [];
  return visitsReport(period, found);
}

/**
 * Turns the owner's emails about new form submissions on or off; 404 when the project is not
 * deployed (another user's project is not found at all).
 */
async function setNotifications(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
  notifications: DeploymentNotifications,
): Promise<DeploymentNotifications> {
  await liveDeploymentOf(deps, userId, projectId);
  const updated = await deps.deployments.setSubmissionNotices(
    userId,
    projectId,
    notifications.submissions,
  );
  if (!updated) throw new DeploymentError('notDeployed');
  return notificationsOf(updated);
}

/**
 * Takes the project's site down; refused (404) when the project is not deployed, and (403) when
 * an operator took it down: deleting it would drop the mark that keeps it from being published
 * again. Deleting the whole project still takes it away.
 */
async function remove(
  deps: DeploymentServiceDependencies,
  userId: string,
  projectId: string,
): Promise<void> {
  const removal = createDeploymentRemoval(deps, deps.clock);
  await projectOf(deps, userId, projectId);
  const deployment = await deps.deployments.get(userId, projectId);
  if (deployment?.review?.status === 'taken_down') throw new DeploymentError('takenDown');
  if (!(await removal.removeProjectDeployment(userId, projectId))) {
    throw new DeploymentError('notDeployed');
  }
}

/**
 * A user's deployments: a project's current version published as a site on a subdomain of its
 * own, updated in place, taken down. Every call acts on the caller's own projects only.
 */
export function createDeploymentService(deps: DeploymentServiceDependencies) {
  return bindDeps(deps, {
    get,
    deploy,
    history,
    rollback,
    remove,
    listSubmissions,
    deleteSubmission,
    analytics,
    setNotifications,
    changeAddress,
  });
}

export type DeploymentService = ReturnType<typeof createDeploymentService>;
