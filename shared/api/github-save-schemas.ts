import * as z from '../zod';
import {
  GITHUB_LOGIN,
  GITHUB_REPOSITORY_NAME_MAX,
  repositoryNameProblem,
} from '../github-repository-name';
import { isoDateTimeSchema, successSchema } from './common';
import { projectIdSchema } from './common';

/**
 * Save to GitHub (beyond the requirements): connect a GitHub account, choose or create a
 * repository, and push a project's current version to it as one commit.
 */

/**
 * What the app asks GitHub for: `repo`, because a saved site may go to a private repository
 * (`public_repo` reaches public ones only), and the Git Data API needs write access to it.
 */
export const GITHUB_SAVE_SCOPES = ['repo'] as const;

/** Where GitHub sends the browser back, on the app's own origin. */
export const GITHUB_SAVE_CALLBACK_PATH = '/github/callback';

/** What GitHub's connection is worth once GitHub no longer accepts the stored token. */
export const GITHUB_RECONNECT_MESSAGE =
  'GitHub no longer accepts Sitewright’s access to your account. Connect GitHub again, then save.';

export const GITHUB_SAVE_UNAVAILABLE_MESSAGE =
  'Save to GitHub is not available on this deployment.';

export const githubRepositoryNameSchema = z.string({ error: 'Repository name is required' }).check(
  z.trim(),
  z.superRefine((name, context) => {
    const problem = repositoryNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: name });
  }),
);

/** `owner/name`, as GitHub spells a repository in full. */
export const githubFullNameSchema = z.string({ error: 'repository is required' }).check(
  z.trim(),
  z.maxLength(40 + GITHUB_REPOSITORY_NAME_MAX, { error: 'repository must be owner/name' }),
  z.refine(
    (fullName) => {
      const [owner = '', name = '', ...rest] = fullName.split('/');
      return rest.length === 0 && GITHUB_LOGIN.test(owner) && repositoryNameProblem(name) === null;
    },
    { error: 'repository must be owner/name, as GitHub spells it' },
  ),
);

export const githubStatusQuerySchema = z.object({ project_id: z.optional(projectIdSchema) });

/** A project's repository and what was last saved to it. */
export const githubProjectLinkSchema = z.object({
  full_name: z.string(),
  html_url: z.url(),
  /** The version last saved, when it was saved and the commit it made. */
  version: z.number().check(z.int(), z.positive()),
  saved_at: isoDateTimeSchema,
  commit_url: z.url(),
});
export type GitHubProjectLink = z.infer<typeof githubProjectLinkSchema>;

export const githubStatusResponseSchema = z.extend(successSchema, {
  /** Whether this deployment has a GitHub OAuth App for saving (the operator's choice). */
  available: z.boolean(),
  /** The connected GitHub account; null when none is. */
  connection: z.nullable(z.object({ login: z.string(), connected_at: isoDateTimeSchema })),
  /** The asked project's link; null when it was never saved, or no project was asked. */
  project: z.nullable(githubProjectLinkSchema),
});
export type GitHubStatus = z.infer<typeof githubStatusResponseSchema>;

export const githubConnectRequestSchema = z.object({
  /** The project to come back to once GitHub has answered. */
  project_id: z.optional(projectIdSchema),
});

export const githubConnectResponseSchema = z.extend(successSchema, {
  /** GitHub's consent page, for the browser to go to. */
  authorize_url: z.url(),
});

export const githubCallbackRequestSchema = z.object({
  code: z
    .string({ error: 'code is required' })
    .check(
      z.minLength(1, { error: 'code is required' }),
      z.maxLength(512, { error: 'code is too long' }),
    ),
  state: z
    .string({ error: 'state is required' })
    .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, { error: 'state is not one this app made' })),
});

export const githubCallbackResponseSchema = z.extend(successSchema, {
  login: z.string(),
  /** The project the connection was started from, to go back to. */
  project_id: z.nullable(projectIdSchema),
});

export const githubRepositoriesQuerySchema = z.object({
  page: z._default(
    z.coerce
      .number({ error: 'page must be a number' })
      .check(
        z.int({ error: 'page must be a whole number' }),
        z.gte(1, { error: 'page must be at least 1' }),
        z.lte(100, { error: 'page must be at most 100' }),
      ),
    1,
  ),
});

export const githubRepositorySchema = z.object({
  full_name: z.string(),
  html_url: z.url(),
  private: z.boolean(),
  default_branch: z.string(),
});
export type GitHubRepository = z.infer<typeof githubRepositorySchema>;

export const githubRepositoriesResponseSchema = z.extend(successSchema, {
  /** The repositories the account can push to, most recently pushed first. */
  repositories: z.array(githubRepositorySchema),
  next_page: z.nullable(z.number().check(z.int(), z.positive())),
});

export const githubCreateRepositoryRequestSchema = z.object({
  name: githubRepositoryNameSchema,
  private: z._default(z.boolean({ error: 'private must be true or false' }), true),
});

export const githubRepositoryResponseSchema = z.extend(successSchema, {
  repository: githubRepositorySchema,
});

export const githubSaveRequestSchema = z.object({
  project_id: projectIdSchema,
  repository: githubFullNameSchema,
});

export const githubSaveResponseSchema = z.extend(successSchema, { link: githubProjectLinkSchema });
