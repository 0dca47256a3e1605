import { randomUUID } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  githubCallbackResponseSchema,
  githubConnectResponseSchema,
  githubRepositoriesResponseSchema,
  githubSaveResponseSchema,
  githubStatusResponseSchema,
} from '../../../../shared/api/github-save-schemas';
import { GITHUB_TEST_ACCOUNTS } from '../../../../tools/local-cloud/idp/test-accounts';
import { localS3ClientConfig } from '../../../../tools/local-cloud/s3/local-s3';
import { githubTokenFor, headCommit, pushedFile } from '../../../../testing/cloud/github-stand-in';
import { answerConsent, locationOf } from '../../../../testing/cloud/hosted-sign-in';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { seedProject, seedProjectVersion } from '../../../../testing/cloud/seed';
import { uploadObjectKeys } from '../../../../functions/projects/upload-object-keys';

// A cloud of its own: its tests save as the GitHub stand-in's fixed test accounts.
const cloud = useOwnLocalCloud({});
const rohan = GITHUB_TEST_ACCOUNTS.rohan;
const LOGO = '01JD0000000000000000000001.png';
const LOGO_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
let s3: S3Client;
let user: SignedUpAccount;
let projectId: string;
let readToken: string;

beforeAll(async () => {
  s3 = new S3Client(localS3ClientConfig(cloud.s3.endpoint));
  user = await signUpWithProfile(cloud, `gh-${randomUUID().slice(0, 8)}@example.com`);
  projectId = await seedProject(cloud, { userId: user.sub, name: 'Harbour Cafe' });
  readToken = await githubTokenFor(cloud, rohan.id);
});

afterAll(() => s3?.destroy());

const page = (heading: string) =>
  `<!doctype html><html lang="en"><head><title>Harbour Cafe</title></head><body><h1>${heading}</h1><img src="assets/${LOGO}" alt="Logo"></body></html>`;

/** POST /api/github/connect, GitHub's consent as Rohan, and where GitHub sends the browser back. */
async function consentOnGitHub(account: SignedUpAccount) {
  const started = await callApi(cloud, 'POST', '/api/github/connect', {
    token: account.idToken,
    body: { project_id: projectId },
  });
  expect(started.status).toBe(200);
  const authorize = new URL(githubConnectResponseSchema.parse(started.body).authorize_url);
  const back = new URL(
    locationOf(await answerConsent(authorize, { account: rohan.id }, cloud.controlToken)),
  );
  expect(back.origin + back.pathname).toBe(`${cloud.url}/github/callback`);
  return { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
}

/** POST /api/github/callback: what the app's /github/callback page sends. */
function finishConnect(account: SignedUpAccount, code: string | null, state: string | null) {
  return callApi(cloud, 'POST', '/api/github/callback', {
    token: account.idToken,
    body: { code, state },
  });
}

async function status(account: SignedUpAccount, project: string | null = projectId) {
  const query = project ? `?project_id=${project}` : '';
  const reply = await callApi(cloud, 'GET', `/api/github/status${query}`, {
    token: account.idToken,
  });
  return githubStatusResponseSchema.parse(reply.body);
}

function save(account: SignedUpAccount, repository: string) {
  return callApi(cloud, 'POST', '/api/github/save', {
    token: account.idToken,
    body: { project_id: projectId, repository },
  });
}

describe('save to GitHub on the local cloud', () => {
  it('connects through GitHub’s consent page, and refuses the same state a second time', async () => {
    const { code, state } = await consentOnGitHub(user);

    const finished = await finishConnect(user, code, state);
    const again = await finishConnect(user, code, state);

    expect(finished.status).toBe(200);
    expect(githubCallbackResponseSchema.parse(finished.body)).toMatchObject({
      login: rohan.login,
      project_id: projectId,
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      detail:
        'This GitHub connection has expired or was already used. Connect GitHub again from your project.',
    });
    expect(await status(user)).toMatchObject({
      available: true,
      connection: { login: rohan.login },
      project: null,
    });
  });

  it("refuses another user's state without touching it", async () => {
    const other = await signUpWithProfile(cloud, `gh-${randomUUID().slice(0, 8)}@example.com`);
    const { code, state } = await consentOnGitHub(user);

    const stolen = await finishConnect(other, code, state);
    const own = await finishConnect(user, code, state);

    expect(stolen.status).toBe(400);
    expect((await status(other, null)).connection).toBeNull();
    // Nor can the other user see this project's link.
    const foreign = await callApi(cloud, 'GET', `/api/github/status?project_id=${projectId}`, {
      token: other.idToken,
    });
    expect(foreign.status).toBe(404);
    expect(own.status).toBe(200);
  });

  it('creates a repository, saves the current version, and a second save is a second commit on the first', async () => {
    const repository = `${rohan.login}/harbour-cafe-${randomUUID().slice(0, 6)}`;
    await s3.send(
      new PutObjectCommand({
        Bucket: cloud.s3.bucketNames.sites,
        Key: uploadObjectKeys.upload(projectId, LOGO),
        Body: LOGO_BYTES,
        ContentType: 'image/png',
      }),
    );
    await seedProjectVersion(cloud, {
      userId: user.sub,
      projectId,
      html: page('Version one'),
      prompt: 'A harbour cafe with a menu',
    });
    const created = await callApi(cloud, 'POST', '/api/github/repositories', {
      token: user.idToken,
      body: { name: repository.split('/')[1], private: true },
    });
    expect(created.status).toBe(200);

    const first = await save(user, repository);
    expect(first.status).toBe(200);
    const firstLink = githubSaveResponseSchema.parse(first.body).link;
    const firstHead = await headCommit(cloud, readToken, repository);
    await seedProjectVersion(cloud, {
      userId: user.sub,
      projectId,
      html: page('Version two'),
      prompt: 'Make the heading say Version two',
    });
    const second = await save(user, repository);
    const secondHead = await headCommit(cloud, readToken, repository);

    expect(firstLink).toMatchObject({ full_name: repository, version: 1 });
    expect(firstLink.commit_url.endsWith(firstHead.sha)).toBe(true);
    expect(firstHead.message).toBe('A harbour cafe with a menu');
    expect(second.status).toBe(200);
    expect(secondHead.message).toBe('Make the heading say Version two');
    expect(secondHead.parents.map((parent) => parent.sha)).toEqual([firstHead.sha]);
    expect((await pushedFile(cloud, readToken, repository, 'index.html')).toString()).toBe(
      page('Version two'),
    );
    expect(await pushedFile(cloud, readToken, repository, `assets/${LOGO}`)).toEqual(LOGO_BYTES);
    const readme = (await pushedFile(cloud, readToken, repository, 'README.md')).toString();
    expect(readme).toContain('# Harbour Cafe');
    expect(readme).toContain('> Make the heading say Version two');
    expect((await status(user)).project).toMatchObject({ full_name: repository, version: 2 });
    const listed = await callApi(cloud, 'GET', '/api/github/repositories', { token: user.idToken });
    expect(
      githubRepositoriesResponseSchema
        .parse(listed.body)
        .repositories.map((found) => found.full_name),
    ).toContain(repository);
  });

  it('says plainly when the repository name is taken or not one GitHub accepts', async () => {
    const name = `taken-${randomUUID().slice(0, 6)}`;
    const create = () =>
      callApi(cloud, 'POST', '/api/github/repositories', { token: user.idToken, body: { name } });
    await create();

    const taken = await create();
    const invalid = await callApi(cloud, 'POST', '/api/github/repositories', {
      token: user.idToken,
      body: { name: 'my site' },
    });

    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      detail: expect.stringContaining('already have a repository') as unknown,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      detail: expect.stringContaining('may only contain') as unknown,
    });
  });

  it('disconnects: the grant is revoked at GitHub, and saving asks to connect first', async () => {
    await callApi(cloud, 'DELETE', '/api/github/connection', { token: user.idToken });

    expect((await status(user)).connection).toBeNull();
    const refused = await save(user, `${rohan.login}/anything`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: 'Connect GitHub first.' });
  });
});
