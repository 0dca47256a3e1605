import { beforeEach, describe, expect, it } from 'vitest';
import type { GitHubLink } from '../projects/projects';
import type { ProjectVersion } from '../projects/versions';
import type { ConnectState, ConnectStates } from './github-connect-states';
import type { GitHubConnection, GitHubConnections } from './github-connections';
import { GitHubSaveError } from './github-save-errors';
import { createGitHubSaveService, type GitHubSaveDeps } from './github-save-service';
import type { GitHubSaveSettings } from './github-save-settings';
import type { TokenBox } from './token-box';

const USER = 'user-1';
const PROJECT = '01JD3ZK8Q6R9V2W4X5Y7Z8A9BC';
const LOGO = '01JD0000000000000000000001.png';
const NOW = new Date('2026-11-05T10:00:00.000Z');
const sha = (n: number) => n.toString(16).padStart(40, '0');

const settings: GitHubSaveSettings = {
  clientId: 'save-app',
  clientSecret: () => Promise.resolve('save-secret'),
  tokenKeyId: 'key',
  appUrl: 'https://app.example.com',
  callbackUrl: 'https://app.example.com/github/callback',
  githubOAuthUrl: 'https://github.test',
  githubApiUrl: 'https://api.github.test',
  kmsEndpoint: undefined,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}
type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * GitHub as a `fetch` that answers each `METHOD /path` (the query left out) from a script; the
 * last answer of a route repeats. Every call is kept, to check what was sent.
 */
function scriptedGitHub(script: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  const fetch = (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const text = typeof init?.body === 'string' ? init.body : undefined;
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
      headers: new Headers(init?.headers),
    });
    const answers = [script[key] ?? { status: 404, body: { message: 'Not Found' } }].flat();
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    const answer = answers[Math.min(index, answers.length - 1)] ?? { status: 500 };
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: answer.headers,
      }),
    );
  };
  return {
    fetch,
    calls,
    sent: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path.startsWith(path)),
  };
}

function memoryConnections(): GitHubConnections & { stored: Map<string, GitHubConnection> } {
  const stored = new Map<string, GitHubConnection>();
  return {
    stored,
    get: (userId) => Promise.resolve(stored.get(userId) ?? null),
    put: (connection) => Promise.resolve(void stored.set(connection.userId, connection)),
    remove: (userId, sealed) => {
      const current = stored.get(userId);
      if (!sealed || (current && Buffer.from(current.sealedToken).equals(Buffer.from(sealed)))) {
        stored.delete(userId);
      }
      return Promise.resolve();
    },
  };
}

function memoryStates(): ConnectStates & { stored: Map<string, ConnectState> } {
  const stored = new Map<string, ConnectState>();
  return {
    stored,
    create: (state) => Promise.resolve(void stored.set(state.state, state)),
    take: (state, userId) => {
      const found = stored.get(state);
      if (!found || found.userId !== userId) return Promise.resolve(null);
      stored.delete(state);
      return Promise.resolve(found);
    },
  };
}

/** A token box that seals by prefixing the user: it opens only for the user it sealed for. */
const tokenBox: TokenBox = {
  seal: (userId, token) => Promise.resolve(Buffer.from(`${userId}:${token}`)),
  open: (userId, sealed) => {
    const text = Buffer.from(sealed).toString();
    return Promise.resolve(text.startsWith(`${userId}:`) ? text.slice(userId.length + 1) : null);
  },
};

const version: ProjectVersion = {
  userId: USER,
  projectId: PROJECT,
  version: 3,
  codeKey: 'code/3.html',
  prompt: 'A cafe by the harbour, with a menu',
  agents: ['Frontend'],
  creditsUsed: 17,
  createdAt: NOW,
};
const html = `<h1>Harbour Cafe</h1><img src="assets/${LOGO}" alt="">`;

function harness(
  script: Record<string, Answer | Answer[]>,
  options: { configured?: boolean } = {},
) {
  const github = scriptedGitHub(script);
  const connections = memoryConnections();
  const states = memoryStates();
  const links: GitHubLink[] = [];
  const deps: GitHubSaveDeps = {
    settings: options.configured === false ? null : settings,
    github: {
      fetch: github.fetch,
      oauthUrl: settings.githubOAuthUrl,
      apiUrl: settings.githubApiUrl,
    },
    connections,
    states,
    projects: {
      stateOf: () =>
        Promise.resolve({ name: 'Harbour Cafe', currentVersion: 3, deleting: false, lock: null }),
      githubLinkOf: () => Promise.resolve(links.at(-1) ?? null),
      recordGitHubSave: (_user, _project, link) => Promise.resolve(void links.push(link)),
    },
    versions: { get: () => Promise.resolve(version) },
    code: { get: () => Promise.resolve(html) },
    readUpload: (_project, file) => Promise.resolve(file === LOGO ? new Uint8Array([1, 2]) : null),
    tokenBox,
    clock: () => NOW,
    newState: () => 'state-0123456789abcdef',
  };
  return { service: createGitHubSaveService(deps), github, connections, states, links };
}

async function connected(h: ReturnType<typeof harness>, token = 'gho_token') {
  h.connections.stored.set(USER, {
    userId: USER,
    login: 'rohan',
    githubUserId: 7,
    sealedToken: await tokenBox.seal(USER, token),
    connectedAt: NOW,
  });
}

const repo = {
  full_name: 'rohan/cafe',
  html_url: 'https://github.test/rohan/cafe',
  private: true,
  default_branch: 'main',
  permissions: { push: true },
};

/** GitHub's answers for a save to rohan/cafe whose head is commit 1. */
function pushScript(
  extra: Record<string, Answer | Answer[]> = {},
): Record<string, Answer | Answer[]> {
  return {
    'GET /repos/rohan/cafe': { status: 200, body: repo },
    'GET /repos/rohan/cafe/git/ref/heads/main': { status: 200, body: { object: { sha: sha(1) } } },
    [`GET /repos/rohan/cafe/git/commits/${sha(1)}`]: {
      status: 200,
      body: { sha: sha(1), html_url: 'https://github.test/c/1', tree: { sha: sha(100) } },
    },
    'POST /repos/rohan/cafe/git/blobs': { status: 201, body: { sha: sha(200) } },
    'POST /repos/rohan/cafe/git/trees': { status: 201, body: { sha: sha(101) } },
    'POST /repos/rohan/cafe/git/commits': {
      status: 201,
      body: {
        sha: sha(2),
        html_url: 'https://github.test/rohan/cafe/commit/2',
        tree: { sha: sha(101) },
      },
    },
    'PATCH /repos/rohan/cafe/git/refs/heads/main': { status: 200, body: {} },
    ...extra,
  };
}

describe('connecting GitHub', () => {
  it("sends the person to GitHub's consent page for the repo scope, with a state bound to them", async () => {
    const h = harness({});

    const { authorize_url } = await h.service.connect(USER, PROJECT);

    const url = new URL(authorize_url);
    expect(url.origin + url.pathname).toBe('https://github.test/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'save-app',
      redirect_uri: 'https://app.example.com/github/callback',
      scope: 'repo',
      state: 'state-0123456789abcdef',
    });
    expect(h.states.stored.get('state-0123456789abcdef')).toEqual({
      state: 'state-0123456789abcdef',
      userId: USER,
      projectId: PROJECT,
    });
  });

  it('trades the code for a token and keeps only the sealed token', async () => {
    const h = harness({
      'POST /login/oauth/access_token': {
        status: 200,
        body: { access_token: 'gho_new', scope: 'repo', token_type: 'bearer' },
      },
      'GET /user': { status: 200, body: { login: 'rohan', id: 7 } },
    });
    await h.service.connect(USER, PROJECT);

    const answer = await h.service.finishConnect(USER, {
      code: 'c1',
      state: 'state-0123456789abcdef',
    });

    expect(answer).toEqual({ login: 'rohan', project_id: PROJECT });
    expect(h.github.sent('POST', '/login/oauth/access_token')[0]?.body).toEqual({
      client_id: 'save-app',
      client_secret: 'save-secret',
      code: 'c1',
      redirect_uri: 'https://app.example.com/github/callback',
    });
    const stored = h.connections.stored.get(USER);
    expect(stored?.login).toBe('rohan');
    expect(Buffer.from(stored?.sealedToken ?? []).toString()).not.toBe('gho_new');
    await expect(tokenBox.open(USER, stored?.sealedToken ?? new Uint8Array())).resolves.toBe(
      'gho_new',
    );
  });

  it("refuses a state used before or another user's, without asking GitHub or changing anything", async () => {
    const h = harness({});
    await h.service.connect(USER, PROJECT);

    const foreign = h.service.finishConnect('user-2', {
      code: 'c1',
      state: 'state-0123456789abcdef',
    });
    await expect(foreign).rejects.toMatchObject({ failure: 'stateRefused' });
    expect(h.states.stored.size).toBe(1);
    h.states.stored.clear();
    const used = h.service.finishConnect(USER, { code: 'c1', state: 'state-0123456789abcdef' });
    await expect(used).rejects.toMatchObject({ failure: 'stateRefused' });
    expect(h.github.calls).toEqual([]);
    expect(h.connections.stored.size).toBe(0);
  });

  it('refuses a token GitHub granted without the repo scope', async () => {
    const h = harness({
      'POST /login/oauth/access_token': {
        status: 200,
        body: { access_token: 'gho_x', scope: 'read:user' },
      },
    });
    await h.service.connect(USER, undefined);

    await expect(
      h.service.finishConnect(USER, { code: 'c', state: 'state-0123456789abcdef' }),
    ).rejects.toMatchObject({ failure: 'codeRefused' });
    expect(h.connections.stored.size).toBe(0);
  });

  it('says save to GitHub is not available where it is not configured', async () => {
    const h = harness({}, { configured: false });

    await expect(h.service.status(USER, undefined)).resolves.toEqual({
      available: false,
      connection: null,
      project: null,
    });
    await expect(h.service.connect(USER, undefined)).rejects.toMatchObject({
      failure: 'unavailable',
    });
  });
});

describe('saving a project to GitHub', () => {
  it("pushes index.html, the page's images and a README as one commit on the head, whose message is the prompt", async () => {
    const h = harness(pushScript());
    await connected(h);

    const { link } = await h.service.save(USER, { project_id: PROJECT, repository: 'rohan/cafe' });

    const blobs = h.github.sent('POST', '/repos/rohan/cafe/git/blobs').map((call) => call.body);
    const contents = blobs.map((body) =>
      Buffer.from((body as { content: string }).content, 'base64').toString('utf8'),
    );
    expect(contents[0]).toBe(html);
    expect([...Buffer.from((blobs[1] as { content: string }).content, 'base64')]).toEqual([1, 2]);
    expect(contents[2]).toContain('# Harbour Cafe');
    expect(contents[2]).toContain('> A cafe by the harbour, with a menu');
    expect(h.github.sent('POST', '/repos/rohan/cafe/git/trees')[0]?.body).toEqual({
      base_tree: sha(100),
      tree: ['index.html', `assets/${LOGO}`, 'README.md'].map((path) => ({
        path,
        mode: '100644',
        type: 'blob',
        sha: sha(200),
      })),
    });
    expect(h.github.sent('POST', '/repos/rohan/cafe/git/commits')[0]?.body).toEqual({
      message: version.prompt,
      tree: sha(101),
      parents: [sha(1)],
    });
    expect(h.github.sent('PATCH', '/repos/rohan/cafe/git/refs/heads/main')[0]?.body).toEqual({
      sha: sha(2),
      force: false,
    });
    expect(
      h.github.calls.every((call) => call.headers.get('authorization') === 'Bearer gho_token'),
    ).toBe(true);
    expect(link).toEqual({
      full_name: 'rohan/cafe',
      html_url: 'https://github.test/rohan/cafe',
      version: 3,
      saved_at: NOW.toISOString(),
      commit_url: 'https://github.test/rohan/cafe/commit/2',
    });
    expect(h.links).toHaveLength(1);
  });

  it('reads the head again and commits on it once when another push won the race', async () => {
    const h = harness(
      pushScript({
        'GET /repos/rohan/cafe/git/ref/heads/main': [
          { status: 200, body: { object: { sha: sha(1) } } },
          { status: 200, body: { object: { sha: sha(9) } } },
        ],
        [`GET /repos/rohan/cafe/git/commits/${sha(9)}`]: {
          status: 200,
          body: { sha: sha(9), html_url: 'https://github.test/c/9', tree: { sha: sha(109) } },
        },
        'PATCH /repos/rohan/cafe/git/refs/heads/main': [
          { status: 422, body: { message: 'Update is not a fast forward' } },
          { status: 200, body: {} },
        ],
      }),
    );
    await connected(h);

    await h.service.save(USER, { project_id: PROJECT, repository: 'rohan/cafe' });

    const commits = h.github.sent('POST', '/repos/rohan/cafe/git/commits');
    expect(commits.map((call) => (call.body as { parents: string[] }).parents)).toEqual([
      [sha(1)],
      [sha(9)],
    ]);
    // The blobs do not depend on the head: sent once.
    expect(h.github.sent('POST', '/repos/rohan/cafe/git/blobs')).toHaveLength(3);
  });

  it('gives up after a second lost race, recording nothing', async () => {
    const h = harness(
      pushScript({ 'PATCH /repos/rohan/cafe/git/refs/heads/main': { status: 422, body: {} } }),
    );
    await connected(h);

    await expect(
      h.service.save(USER, { project_id: PROJECT, repository: 'rohan/cafe' }),
    ).rejects.toMatchObject({ failure: 'raced' });
    expect(h.links).toEqual([]);
  });

  it('gives an empty repository its first commit through the contents API, then commits on it', async () => {
    const h = harness(
      pushScript({
        'GET /repos/rohan/cafe/git/ref/heads/main': {
          status: 409,
          body: { message: 'Git Repository is empty.' },
        },
        'PUT /repos/rohan/cafe/contents/README.md': {
          status: 201,
          body: { commit: { sha: sha(1) } },
        },
      }),
    );
    await connected(h);

    await h.service.save(USER, { project_id: PROJECT, repository: 'rohan/cafe' });

    expect(h.github.sent('PUT', '/repos/rohan/cafe/contents/README.md')[0]?.body).toMatchObject({
      message: 'Initial commit',
      branch: 'main',
    });
    expect(h.github.sent('POST', '/repos/rohan/cafe/git/commits')[0]?.body).toMatchObject({
      parents: [sha(1)],
    });
  });

  it('asks to reconnect and drops the token when GitHub refuses it', async () => {
    const h = harness({
      'GET /repos/rohan/cafe': { status: 401, body: { message: 'Bad credentials' } },
    });
    await connected(h);

    const saving = h.service.save(USER, { project_id: PROJECT, repository: 'rohan/cafe' });

    await expect(saving).rejects.toMatchObject({ failure: 'reconnect' });
    await expect(saving).rejects.toThrow('Connect GitHub again');
    expect(h.connections.stored.has(USER)).toBe(false);
  });

  it('refuses a repository the account cannot push to', async () => {
    const h = harness({
      'GET /repos/rohan/cafe': { status: 200, body: { ...repo, permissions: { push: false } } },
    });
    await connected(h);

    await expect(
      h.service.save(USER, { project_id: PROJECT, repository: 'rohan/cafe' }),
    ).rejects.toMatchObject({ failure: 'cannotPush' });
    expect(h.github.sent('POST', '/repos')).toEqual([]);
  });

  it('asks to connect first without a connection', async () => {
    const h = harness({});
    await expect(
      h.service.save(USER, { project_id: PROJECT, repository: 'rohan/cafe' }),
    ).rejects.toBeInstanceOf(GitHubSaveError);
  });
});

describe('repositories', () => {
  it('lists the ones the account can push to, and says when GitHub has another page', async () => {
    const h = harness({
      'GET /user/repos': {
        status: 200,
        body: [repo, { ...repo, full_name: 'org/read-only', permissions: { push: false } }],
        headers: { link: '<https://api.github.test/user/repos?page=2>; rel="next"' },
      },
    });
    await connected(h);

    const found = await h.service.repositories(USER, 1);

    expect(found.repositories.map((repository) => repository.full_name)).toEqual(['rohan/cafe']);
    expect(found.next_page).toBe(2);
    expect(h.github.calls[0]?.path).toContain('sort=pushed');
  });

  it('creates a private repository with a first commit, and says so plainly when the name is taken', async () => {
    const h = harness({
      'POST /user/repos': [
        { status: 201, body: repo },
        {
          status: 422,
          body: {
            message: 'Repository creation failed.',
            errors: [{ field: 'name', message: 'name already exists on this account' }],
          },
        },
      ],
    });
    await connected(h);

    await expect(
      h.service.createRepository(USER, { name: 'cafe', private: true }),
    ).resolves.toEqual({
      repository: {
        full_name: 'rohan/cafe',
        html_url: repo.html_url,
        private: true,
        default_branch: 'main',
      },
    });
    expect(h.github.calls[0]?.body).toMatchObject({ name: 'cafe', private: true, auto_init: true });
    await expect(
      h.service.createRepository(USER, { name: 'cafe', private: true }),
    ).rejects.toMatchObject({ failure: 'repositoryTaken' });
  });
});

describe('disconnecting', () => {
  let h: ReturnType<typeof harness>;
  beforeEach(async () => {
    h = harness({ 'DELETE /applications/save-app/grant': { status: 204 } });
    await connected(h);
  });

  it("revokes the app's grant with its own credentials, then forgets the token", async () => {
    await h.service.disconnect(USER);

    const [revoke] = h.github.sent('DELETE', '/applications/save-app/grant');
    expect(revoke?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('save-app:save-secret').toString('base64')}`,
    );
    expect(revoke?.body).toEqual({ access_token: 'gho_token' });
    expect(h.connections.stored.has(USER)).toBe(false);
    await expect(h.service.status(USER, undefined)).resolves.toMatchObject({ connection: null });
  });
});
