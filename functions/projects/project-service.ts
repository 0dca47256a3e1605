import type { ProjectDetail, ProjectSummary } from '../../shared/api/project-schemas';
import type { CodeObjects } from './code-objects';
import { ProjectError } from './project-errors';
import type { Project, Projects } from './projects';
import type { ProjectVersion, Versions } from './versions';

export interface ProjectServiceDependencies {
  projects: Projects;
  versions: Versions;
  code: CodeObjects;
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

function toVersion(version: ProjectVersion) {
  return {
    version: version.version,
    prompt: version.prompt,
    agents: version.agents,
    credits_used: version.creditsUsed,
    created_at: version.createdAt.toISOString(),
  };
}

/** A user's projects: every call acts in the caller's own partition and code prefix only. */
export function createProjectService({
  projects,
  versions,
  code,
  clock,
  newId,
}: ProjectServiceDependencies) {
  return {
    async list(userId: string, page: { limit: number; cursor?: string | undefined }) {
      const { projects: found, nextCursor } = await projects.listPage(
        userId,
        page.limit,
        page.cursor,
      );
      return { projects: found.map(toSummary), next_cursor: nextCursor };
    },

    async create(userId: string, input: { name: string; description: string }) {
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
    },

    async get(userId: string, projectId: string): Promise<ProjectDetail> {
      const project = await projects.get(userId, projectId);
      if (!project) throw new ProjectError('notFound');
      const all = await versions.list(userId, projectId);
      const current = all.find((version) => version.version === project.currentVersion);
      return {
        ...toSummary(project),
        generated_code: current ? await code.get(current.codeKey) : null,
        versions: all.map(toVersion),
      };
    },

    /**
     * Deletes the project, its versions and their HTML, in an order that never leaves an item
     * pointing at deleted HTML and that a retry completes: mark the project (no new versions from
     * then on), delete the version items, delete every object under the project's prefix, and only
     * then the project item. Until the last step the project stays listed, so a failed delete can
     * be retried from the dashboard; a repeat after success is a 404.
     */
    async delete(userId: string, projectId: string): Promise<void> {
      await projects.markDeleting(userId, projectId, clock());
      await versions.removeAll(userId, projectId);
      await code.removeProject(userId, projectId);
      await projects.remove(userId, projectId);
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
