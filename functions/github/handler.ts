import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { KMSClient } from '@aws-sdk/client-kms';
import { githubSaveEndpoints } from '../../shared/api/github-save-endpoints';
import { GITHUB_SAVE_CALLBACK_PATH } from '../../shared/api/github-save-schemas';
import { uploadObjectKeys } from '../deployments/site-objects';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import type { BucketClient } from '../lib/bucket-client';
import { createCodeBucketClient } from '../lib/code-bucket-client';
import { createTableClient } from '../lib/dynamo-client';
import { createSitesBucketClient } from '../lib/sites-bucket-client';
import { createCodeObjects } from '../projects/code-objects';
import { createProjects } from '../projects/projects';
import { createVersions } from '../projects/versions';
import { createConnectStates } from './github-connect-states';
import { createGitHubConnections } from './github-connections';
import { GITHUB_SAVE_STATUS, GitHubSaveError } from './github-save-errors';
import { createGitHubSaveService } from './github-save-service';
import { readGitHubSaveSettings } from './github-save-settings';
import { createKmsTokenBox } from './token-box';

/** One of the project's uploads, as the preview serves it; null when it is gone. */
async function readUpload(
  { s3, bucketName }: BucketClient,
  projectId: string,
  file: string,
): Promise<Uint8Array | null> {
  try {
    const { Body } = await s3.send(
      new GetObjectCommand({ Bucket: bucketName, Key: uploadObjectKeys.upload(projectId, file) }),
    );
    return Body ? await Body.transformToByteArray() : null;
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    throw error;
  }
}

const settings = readGitHubSaveSettings(GITHUB_SAVE_CALLBACK_PATH);
const table = createTableClient();
const code = createCodeObjects(createCodeBucketClient());
const uploads = createSitesBucketClient();
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
  versions: createVersions(table, code),
  code,
  readUpload: (projectId, file) => readUpload(uploads, projectId, file),
  tokenBox: createKmsTokenBox(
    new KMSClient({ endpoint: settings?.kmsEndpoint }),
    settings?.tokenKeyId ?? '',
  ),
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
