import { githubSaveEndpoints } from '../../shared/api/github-save-endpoints';
import { GITHUB_SAVE_CALLBACK_PATH } from '../../shared/api/github-save-schemas';
import { madeOnFirstCall } from '../../shared/remembered';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { createTableClient } from '../lib/dynamo-client';
import { codeObjectsOnFirstCall } from '../projects/code-objects-on-first-call';
import { createProjects } from '../projects/projects';
import type { Versions } from '../projects/versions';
import { createConnectStates } from './github-connect-states';
import { createGitHubConnections } from './github-connections';
import { GITHUB_SAVE_STATUS, GitHubSaveError } from './github-save-errors';
import { createGitHubSaveService } from './github-save-service';
import { readGitHubSaveSettings } from './github-save-settings';

const settings = readGitHubSaveSettings(GITHUB_SAVE_CALLBACK_PATH);
const table = createTableClient();
// What only some calls use is made, and its code loaded, by the first request that needs it, so a
// cold start for the status the GitHub dialog opens with, or for a connect, reads none of it: a
// save's reads of the project's current version (its item with its schemas, its page in S3, its
// images), and KMS, which seals and opens tokens.
const code = codeObjectsOnFirstCall();
const versions = madeOnFirstCall<Pick<Versions, 'get'>>(
  async () => (await import('../projects/versions')).createVersions(table, code),
  { get: true },
);
const uploads = madeOnFirstCall(
  async () => (await import('./upload-reader')).createUploadReader(),
  { read: true },
);
const tokenBox = madeOnFirstCall(
  async () =>
    (await import('./token-box')).createKmsTokenBox({
      keyId: settings?.tokenKeyId ?? '',
      endpoint: settings?.kmsEndpoint,
    }),
  { seal: true, open: true },
);
const service = createGitHubSaveService({
  settings,
  github: {
    fetch: (input, init) => fetch(input, init),
    oauthUrl: settings?.githubOAuthUrl ?? 'https://github.com',
    apiUrl: settings?.githubApiUrl ?? 'https://api.github.com',
  },
  connections: createGitHubConnections(table),
  states: createConnectStates(table),
  projects: createProjects(table),
  versions,
  code,
  readUpload: (projectId, file) => uploads.read(projectId, file),
  tokenBox,
  clock: () => new Date(),
});

/**
 * Save to GitHub (github-save-service.ts): connect an account, its repositories, and pushing a
 * project's current version. Signed-in users only; every call acts on the caller's own.
 */
export const handler = createHttpHandler(
  'github',
  githubSaveEndpoints,
  {
    githubStatus: async ({ userId, query }) => ({
      success: true as const,
      ...(await service.status(userId, query.project_id)),
    }),
    githubConnect: async ({ userId, body }) => ({
      success: true as const,
      ...(await service.connect(userId, body.project_id)),
    }),
    githubFinishConnect: async ({ userId, body }) => ({
      success: true as const,
      ...(await service.finishConnect(userId, body)),
    }),
    githubRepositories: async ({ userId, query }) => ({
      success: true as const,
      ...(await service.repositories(userId, query.page)),
    }),
    githubCreateRepository: async ({ userId, body }) => ({
      success: true as const,
      ...(await service.createRepository(userId, body)),
    }),
    githubSave: async ({ userId, body }) => ({
      success: true as const,
      ...(await service.save(userId, body)),
    }),
    githubDisconnect: async ({ userId }) => {
      await service.disconnect(userId);
      return { success: true as const };
    },
  },
  {
    errors: (error) =>
      error instanceof GitHubSaveError
        ? new HttpError(GITHUB_SAVE_STATUS[error.failure], error.message)
        : undefined,
  },
);
