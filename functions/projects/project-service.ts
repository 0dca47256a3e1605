import { bindDeps } from '../lib/bind-deps';
import type {
  ProjectDetail,
  ProjectSummary,
  RunSummary,
  SaveCodeRequest,
} from '../../shared/api/project-schemas';
import { LIMITS } from '../../shared/constants';
import type { CodeObjects } from './code-objects';
import { ProjectError } from './project-errors';
import type { Project, Projects } from './projects';
import type { ProjectVersion, Versions } from './versions';

export interface ProjectServiceDependencies {
  projects: Projects;
  versions: Versions;
  code: CodeObjects;
  /** Takes a deleted project's deployed site down (deployments/project-site-removal.ts). */
  sites: { removeProjectDeployment: (userId: string, projectId: string) => Promise<unknown> };
  /** Removes every image the project uploaded. */
  removeUploads: (projectId: string) => Promise<unknown>;
  /** Stops a run under way and waits for its refund (generation/run-stopper.ts). */
  runs: {
    stop: (
      userId: string,
      projectId: string,
      generationId: string,
      cause: string,
    ) => Promise<unknown>;
  };
  /** Removes the records of the project's runs (generation/pipeline/generation-records.ts). */
  removeRunRecords: (userId: string, projectId: string) => Promise<unknown>;
  /** The project's most recent runs, newest first (generation/pipeline/generation-records.ts). */
  recentRuns: (userId: string, projectId: string) => Promise<RunSummary[]>;
  clock: () => Date;
  newId: () => string;
}

function toSummary(project: Project): ProjectSummary {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    prompt: project.description,
    has_code: project.currentVersion > 0,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
  };
}

/** What a version saved from the preview says: no agents ran and it cost nothing. */
export const EDITED_IN_PREVIEW = 'Edited in the preview';

/** What a restored version's entry says: restoring runs no agents and costs nothing. */
export function restoredPrompt(version: number): string {
  return `Restored version ${version}`;
}

function toVersion(version: ProjectVersion) {
  return {
    version: version.version,
    prompt: version.prompt,
    agents: version.agents,
    credits_used: version.creditsUsed,
    created_at: version.createdAt.toISOString(),
    ...(version.scorecard ? { scorecard: version.scorecard } : {}),
    ...(version.reply ? { reply: version.reply } : {}),
  };
}

async function detailOf(
  deps: ProjectServiceDependencies,
  userId: string,
  projectId: string,
): Promise<ProjectDetail> {
  const { projects, versions, code } = deps;
  const project = await projects.get(userId, projectId);
  if (!project) throw new ProjectError('notFound');
  const all = await versions.list(userId, projectId);
  const current = all.find((version) => version.version === project.currentVersion);
  return {
    ...toSummary(project),
    generated_code: current ? await code.get(current.codeKey) : null,
    versions: all.map(toVersion),
  };
}

async function versionOf(
  deps: ProjectServiceDependencies,
  userId: string,
  projectId: string,
  number: number,
) {
  const { projects, versions } = deps;
  const project = await projects.get(userId, projectId);
  if (!project || project.deleting) throw new ProjectError('notFound');
  const version = await versions.get(userId, projectId, number);
  if (!version) throw new ProjectError('versionNotFound');
  return { project, version };
}

async function list(
  deps: ProjectServiceDependencies,
  userId: string,
  page: { limit: number; cursor?: string | undefined; q?: string | undefined },
) {
  const { projects } = deps;
  const { projects: found, nextCursor } = await projects.listPage(
    userId,
    page.limit,
    page.cursor,
    page.q,
  );
  return { projects: found.map(toSummary), next_cursor: nextCursor };
}

async function create(
  deps: ProjectServiceDependencies,
  userId: string,
  input: { name: string; description: string },
) {
  const { projects, clock, newId } = deps;
  const project = await projects.createIfCredits({
    userId,
    id: newId(),
    name: input.name,
    description: input.description,
    createdAt: clock(),
  });
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    created_at: project.createdAt.toISOString(),
  };
}

/** The version history, newest first, the project's current version marked. */
async function listVersions(deps: ProjectServiceDependencies, userId: string, projectId: string) {
  const { projects, versions } = deps;
  const project = await projects.get(userId, projectId);
  if (!project || project.deleting) throw new ProjectError('notFound');
  const all = await versions.list(userId, projectId);
  return {
    versions: all.map((version) => ({
      ...toVersion(version),
      current: version.version === project.currentVersion,
    })),
  };
}

/** The project's recent runs, for the workspace's thread: what was asked and how it ended. */
async function listRuns(deps: ProjectServiceDependencies, userId: string, projectId: string) {
  const { projects, recentRuns } = deps;
  const project = await projects.get(userId, projectId);
  if (!project || project.deleting) throw new ProjectError('notFound');
  return { runs: await recentRuns(userId, projectId) };
}

/** A new name for the project: the header, the download, and the address of a first deploy. */
async function rename(
  deps: ProjectServiceDependencies,
  userId: string,
  projectId: string,
  name: string,
) {
  const { projects, clock } = deps;
  await projects.rename(userId, projectId, name, clock());
  return detailOf(deps, userId, projectId);
}

/** One version with its HTML, to preview before restoring it. */
async function getVersion(
  deps: ProjectServiceDependencies,
  userId: string,
  projectId: string,
  number: number,
) {
  const { code } = deps;
  const { project, version } = await versionOf(deps, userId, projectId, number);
  const html = await code.get(version.codeKey);
  if (html === null) throw new ProjectError('versionNotFound');
  return {
    ...toVersion(version),
    current: version.version === project.currentVersion,
    code: html,
  };
}

/**
 * Saves an old version's HTML as a new version, so history only ever grows. Free: no agents
 * ran. Refused while a run holds the project, which would otherwise save over it.
 */
async function restoreVersion(
  deps: ProjectServiceDependencies,
  userId: string,
  projectId: string,
  number: number,
) {
  const { versions, code, clock } = deps;
  const { version } = await versionOf(deps, userId, projectId, number);
  const html = await code.get(version.codeKey);
  if (html === null) throw new ProjectError('versionNotFound');
  const now = clock();
  await versions.saveVersion(
    {
      userId,
      projectId,
      html,
      prompt: restoredPrompt(number),
      agents: [],
      creditsUsed: 0,
      createdAt: now,
    },
    () => [],
    { refuseWhileRunningAt: now },
  );
  return detailOf(deps, userId, projectId);
}

/**
 * An edit made in the preview, saved as a new version: free (no agents ran), refused when
 * the page it was made from is no longer the current version, or while a run holds the
 * project, or over the size limit.
 */
async function saveCode(
  deps: ProjectServiceDependencies,
  userId: string,
  projectId: string,
  { code: html, base_version }: SaveCodeRequest,
) {
  const { versions, clock } = deps;
  if (Buffer.byteLength(html) > LIMITS.codeMaxBytes) throw new ProjectError('codeTooLarge');
  const now = clock();
  await versions.saveVersion(
    {
      userId,
      projectId,
      html,
      prompt: EDITED_IN_PREVIEW,
      agents: [],
      creditsUsed: 0,
      createdAt: now,
    },
    () => [],
    { refuseWhileRunningAt: now, basedOn: base_version },
  );
  return detailOf(deps, userId, projectId);
}

/**
 * Deletes the project, its deployed site, its versions and their HTML, in an order that never
 * leaves an item pointing at deleted HTML and that a retry completes: mark the project (no new
 * versions, runs or deploys from then on), stop a run under way and wait for its refund, take the
 * site down, delete the version and run items, delete every object under the project's prefix
 * and its uploads, and only then the project item. An agent of the stopped run still finishing
 * removes what it wrote itself (its run has ended), so nothing is left in either bucket. Until
 * the last step the project stays listed, so a failed delete can be retried from the dashboard;
 * a repeat after success is a 404.
 */
async function deleteProject(
  deps: ProjectServiceDependencies,
  userId: string,
  projectId: string,
): Promise<void> {
  const { projects, versions, code, sites, removeUploads, runs, clock } = deps;
  const lock = await projects.markDeleting(userId, projectId, clock());
  if (lock && lock.until > clock().getTime()) {
    await runs.stop(userId, projectId, lock.generationId, 'The project was deleted');
  }
  await sites.removeProjectDeployment(userId, projectId);
  await versions.removeAll(userId, projectId);
  await deps.removeRunRecords(userId, projectId);
  await code.removeProject(userId, projectId);
  await removeUploads(projectId);
  await projects.remove(userId, projectId);
}

/** A user's projects: every call acts in the caller's own partition and code prefix only. */
export function createProjectService(deps: ProjectServiceDependencies) {
  return bindDeps(deps, {
    list,
    create,
    listVersions,
    listRuns,
    rename,
    getVersion,
    restoreVersion,
    saveCode,
    get: detailOf,
    delete: deleteProject,
  });
}

export type ProjectService = ReturnType<typeof createProjectService>;
