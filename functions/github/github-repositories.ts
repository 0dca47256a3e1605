import * as z from '../../shared/zod';
import type { GitHubRepository } from '../../shared/api/github-save-schemas';
import { GitHubSaveError } from './github-save-errors';
import { unexpected, type GitHubSession } from './github-rest';

/** The account's repositories on GitHub: list, create, read one. */

const repositorySchema = z.object({
  full_name: z.string(),
  html_url: z.url(),
  private: z.boolean(),
  default_branch: z.string().check(z.minLength(1)),
  permissions: z.optional(z.object({ push: z.boolean() })),
});

function toRepository(repository: z.infer<typeof repositorySchema>): GitHubRepository {
  return {
    full_name: repository.full_name,
    html_url: repository.html_url,
    private: repository.private,
    default_branch: repository.default_branch,
  };
}

/** How many GitHub lists per page: its largest, so most accounts need one call. */
export const REPOSITORIES_PER_PAGE = 100;

/**
 * One page of the repositories the account can push to (its own, its organisations', those it
 * collaborates on), most recently pushed first; `nextPage` when GitHub's `link` has a next one.
 */
export async function listRepositories(session: GitHubSession, page: number) {
  const query = new URLSearchParams({
    affiliation: 'owner,collaborator,organization_member',
    sort: 'pushed',
    per_page: String(REPOSITORIES_PER_PAGE),
    page: String(page),
  });
  const reply = await session.call('GET', `/user/repos?${query}`);
  const repositories = z.array(repositorySchema).safeParse(reply.body);
  if (reply.status !== 200 || !repositories.success) throw unexpected('/user/repos', reply);
  return {
    repositories: repositories.data
      .filter((repository) => repository.permissions?.push !== false)
      .map(toRepository),
    nextPage: /rel="next"/.test(reply.headers.get('link') ?? '') ? page + 1 : null,
  };
}

const creationErrorsSchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(
    z.array(z.object({ field: z.optional(z.string()), message: z.optional(z.string()) })),
  ),
});

/**
 * A new repository of the account's, with a first commit (GitHub's own README), so the Git Data
 * API, which refuses an empty repository, can push to it at once.
 */
export async function createRepository(
  session: GitHubSession,
  input: { name: string; private: boolean },
): Promise<GitHubRepository> {
  const reply = await session.call('POST', '/user/repos', {
    name: input.name,
    private: input.private,
    auto_init: true,
    description: 'A website built with Sitewright',
  });
  if (reply.status === 422) {
    const refusal = creationErrorsSchema.safeParse(reply.body);
    const reasons = refusal.success ? (refusal.data.errors ?? []) : [];
    if (reasons.some((reason) => /already exists/i.test(reason.message ?? ''))) {
      throw new GitHubSaveError('repositoryTaken');
    }
    const said = reasons.map((reason) => reason.message).find(Boolean);
    throw new GitHubSaveError(
      'repositoryRefused',
      said ? `GitHub refused to create this repository: ${said}.` : undefined,
    );
  }
  const repository = repositorySchema.safeParse(reply.body);
  if (reply.status !== 201 || !repository.success) throw unexpected('the new repository', reply);
  return toRepository(repository.data);
}

/** The repository, if the account can reach it, refusing one it cannot push to. */
export async function pushableRepository(
  session: GitHubSession,
  fullName: string,
): Promise<GitHubRepository> {
  const reply = await session.call('GET', `/repos/${fullName}`);
  if (reply.status === 404 || reply.status === 403) {
    throw new GitHubSaveError('repositoryNotFound');
  }
  const repository = repositorySchema.safeParse(reply.body);
  if (reply.status !== 200 || !repository.success) throw unexpected('the repository', reply);
  if (repository.data.permissions?.push === false) throw new GitHubSaveError('cannotPush');
  return toRepository(repository.data);
}
