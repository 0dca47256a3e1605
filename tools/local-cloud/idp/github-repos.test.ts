import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { githubTokenAt } from '../../../testing/cloud/github-stand-in';
import type { GitHubOAuthApp } from './github-oauth';
import { newControlToken } from '../gateway/control-token';
import { openLocalIdp } from './local-idp';
import { GITHUB_TEST_ACCOUNTS } from './test-accounts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The stand-in on a server of its own, with one OAuth app that saves to GitHub. */
async function standIn(dataDir: string | null = null) {
  const controlToken = newControlToken();
  const idp = await openLocalIdp({ dataDir, controlToken });
  const server: Server = createServer((request, response) => {
    if (!idp.handle(request, response, new URL(request.url ?? '/', 'http://localhost'))) {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app: GitHubOAuthApp = {
    clientId: 'repo-app',
    clientSecret: 'repo-secret',
    name: 'Saves',
    callbackUrl: `${origin}/github/callback`,
  };
  const urls = idp.start({ publicUrl: origin, clients: { google: [], github: [app] } });
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await idp.close();
  });

  const tokenFor = (accountId: string, scope = 'repo') =>
    githubTokenAt({ githubOAuthUrl: urls.githubOAuthUrl, controlToken }, app, accountId, scope);

  async function api(token: string, method: string, path: string, body?: unknown) {
    const response = await fetch(`${urls.githubApiUrl}${path}`, {
      method,
      headers: {
        accept: 'application/vnd.github+json',
        'user-agent': 'sitewright-test',
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      link: response.headers.get('link'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  return { urls, app, tokenFor, api };
}

const shaOf = (body: Record<string, unknown>) => z.object({ sha: z.string() }).parse(body).sha;

/** One commit of `files` on the branch's head, as save to GitHub makes it. */
async function pushFiles(
  { api }: Awaited<ReturnType<typeof standIn>>,
  token: string,
  repo: string,
  files: Record<string, string>,
  message: string,
) {
  const head = shaOf(
    z
      .object({ object: z.object({ sha: z.string() }) })
      .parse((await api(token, 'GET', `/repos/${repo}/git/ref/heads/main`)).body).object,
  );
  const base = z
    .object({ tree: z.object({ sha: z.string() }) })
    .parse((await api(token, 'GET', `/repos/${repo}/git/commits/${head}`)).body).tree.sha;
  const tree = [];
  for (const [path, content] of Object.entries(files)) {
    const blob = await api(token, 'POST', `/repos/${repo}/git/blobs`, {
      content: Buffer.from(content).toString('base64'),
      encoding: 'base64',
    });
    tree.push({ path, mode: '100644', type: 'blob', sha: shaOf(blob.body) });
  }
  const newTree = await api(token, 'POST', `/repos/${repo}/git/trees`, { base_tree: base, tree });
  const commit = await api(token, 'POST', `/repos/${repo}/git/commits`, {
    message,
    tree: shaOf(newTree.body),
    parents: [head],
  });
  return { head, commit: shaOf(commit.body) };
}

async function contentOf(stand: Awaited<ReturnType<typeof standIn>>, token: string, path: string) {
  const reply = await stand.api(token, 'GET', path);
  const { content } = z.object({ content: z.string() }).parse(reply.body);
  return Buffer.from(content, 'base64').toString('utf8');
}

describe('the GitHub stand-in: repositories and Git data', () => {
  const rohan = GITHUB_TEST_ACCOUNTS.rohan;

  it('creates a repository with a first commit, and refuses a name already taken with 422 as GitHub does', async () => {
    const stand = await standIn();
    const token = await stand.tokenFor(rohan.id);

    const created = await stand.api(token, 'POST', '/user/repos', {
      name: 'cafe-site',
      private: true,
      auto_init: true,
    });
    const again = await stand.api(token, 'POST', '/user/repos', { name: 'Cafe-Site' });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      full_name: `${rohan.login}/cafe-site`,
      private: true,
      default_branch: 'main',
      html_url: `${stand.urls.githubOAuthUrl}/${rohan.login}/cafe-site`,
      permissions: expect.objectContaining({ push: true }) as unknown,
    });
    await expect(
      contentOf(stand, token, `/repos/${rohan.login}/cafe-site/contents/README.md`),
    ).resolves.toBe('# cafe-site\n');
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      message: 'Repository creation failed.',
      errors: [{ field: 'name', message: 'name already exists on this account' }],
    });
  });

  it('pushes a commit on the head, moves the branch only forward, and serves the files back', async () => {
    const stand = await standIn();
    const token = await stand.tokenFor(rohan.id);
    await stand.api(token, 'POST', '/user/repos', { name: 'bakery', auto_init: true });
    const repo = `${rohan.login}/bakery`;

    const first = await pushFiles(stand, token, repo, { 'index.html': '<h1>One</h1>' }, 'One');
    const moved = await stand.api(token, 'PATCH', `/repos/${repo}/git/refs/heads/main`, {
      sha: first.commit,
    });
    const stale = await pushFiles(stand, token, repo, { 'assets/a.png': 'png' }, 'Stale');
    const backwards = await stand.api(token, 'PATCH', `/repos/${repo}/git/refs/heads/main`, {
      sha: first.head,
    });

    expect(moved.status).toBe(200);
    expect(stale.head).toBe(first.commit);
    expect(backwards).toMatchObject({
      status: 422,
      body: { message: 'Update is not a fast forward' },
    });
    await expect(contentOf(stand, token, `/repos/${repo}/contents/index.html`)).resolves.toBe(
      '<h1>One</h1>',
    );
    // The README of the first commit is still there: the tree was built on the head's.
    await expect(contentOf(stand, token, `/repos/${repo}/contents/README.md`)).resolves.toBe(
      '# bakery\n',
    );
    const commit = await stand.api(token, 'GET', `/repos/${repo}/git/commits/${first.commit}`);
    expect(commit.body).toMatchObject({
      message: 'One',
      parents: [{ sha: first.head }],
      author: { name: rohan.name, email: rohan.email },
    });
  });

  it('answers 409 for Git data of an empty repository, whose first file comes through the contents API', async () => {
    const stand = await standIn();
    const token = await stand.tokenFor(rohan.id);
    await stand.api(token, 'POST', '/user/repos', { name: 'empty' });
    const repo = `${rohan.login}/empty`;

    const ref = await stand.api(token, 'GET', `/repos/${repo}/git/ref/heads/main`);
    const blob = await stand.api(token, 'POST', `/repos/${repo}/git/blobs`, { content: 'x' });
    const first = await stand.api(token, 'PUT', `/repos/${repo}/contents/README.md`, {
      message: 'Start',
      content: Buffer.from('hello').toString('base64'),
    });

    expect([ref.status, blob.status]).toEqual([409, 409]);
    expect(ref.body).toMatchObject({ message: 'Git Repository is empty.' });
    expect(first.status).toBe(201);
    expect((await stand.api(token, 'GET', `/repos/${repo}/git/ref/heads/main`)).status).toBe(200);
  });

  it("lists the user's repositories a page at a time, and hides others' and private ones without the repo scope", async () => {
    const stand = await standIn();
    const token = await stand.tokenFor(rohan.id);
    for (const name of ['a', 'b', 'c']) {
      await stand.api(token, 'POST', '/user/repos', { name, private: name === 'b' });
    }
    const priya = await stand.tokenFor(GITHUB_TEST_ACCOUNTS.priya.id);
    const publicOnly = await stand.tokenFor(rohan.id, 'public_repo');

    const page1 = await stand.api(token, 'GET', '/user/repos?per_page=2&page=1');
    const page2 = await stand.api(token, 'GET', '/user/repos?per_page=2&page=2');
    const names = (reply: { body: unknown }) =>
      z
        .array(z.object({ name: z.string() }))
        .parse(reply.body)
        .map((repo) => repo.name);

    expect(names(page1)).toEqual(['a', 'b']);
    expect(page1.link).toContain('rel="next"');
    expect(names(page2)).toEqual(['c']);
    expect(page2.link).toBeNull();
    expect(names(await stand.api(priya, 'GET', '/user/repos'))).toEqual([]);
    expect((await stand.api(priya, 'GET', `/repos/${rohan.login}/a`)).status).toBe(404);
    expect(names(await stand.api(publicOnly, 'GET', '/user/repos'))).toEqual(['a', 'c']);
  });

  it("revokes an app's grant with the app's own credentials: the token stops working", async () => {
    const stand = await standIn();
    const token = await stand.tokenFor(rohan.id);
    const revoke = (secret: string) =>
      fetch(`${stand.urls.githubApiUrl}/applications/${stand.app.clientId}/grant`, {
        method: 'DELETE',
        headers: {
          'user-agent': 'sitewright-test',
          authorization: `Basic ${Buffer.from(`${stand.app.clientId}:${secret}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ access_token: token }),
      });

    expect((await revoke('wrong')).status).toBe(404);
    expect((await stand.api(token, 'GET', '/user')).status).toBe(200);
    expect((await revoke(stand.app.clientSecret)).status).toBe(204);
    expect((await stand.api(token, 'GET', '/user')).status).toBe(401);
    expect((await revoke(stand.app.clientSecret)).status).toBe(422);
  });

  it('keeps what was pushed across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'github-repos-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const first = await standIn(dataDir);
    const token = await first.tokenFor(rohan.id);
    await first.api(token, 'POST', '/user/repos', { name: 'kept', auto_init: true });
    for (const cleanup of cleanups.splice(1).reverse()) await cleanup();

    const second = await standIn(dataDir);

    await expect(
      contentOf(second, token, `/repos/${rohan.login}/kept/contents/README.md`),
    ).resolves.toBe('# kept\n');
  });
});
