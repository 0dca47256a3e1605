import { z } from 'zod';
import type { GitHubApiCall, GitHubApiReply, GitHubApiRoute, GitHubUrls } from './github-api';
import { grantsScope } from './github-api';
import type { GitHubRepos, GitTree, StoredRepo } from './github-repos';

/**
 * The REST calls save to GitHub makes (functions/github), on the stand-in's repositories: list
 * and create repositories, read one, and push through the Git Data API (blobs, a tree on the
 * head's, a commit, the branch moved only forward), plus the contents API for the first file of
 * an empty repository and for reading a pushed file back. Answers carry the fields the product
 * reads and a few that make them recognisable, not all of GitHub's.
 */

const DOCS = 'https://docs.github.com/rest';
const REPO_SCOPES = ['repo', 'public_repo'] as const;

const fail = (status: number, message: string, extra: object = {}): GitHubApiReply => ({
  status,
  body: { message, documentation_url: DOCS, status: String(status), ...extra },
});
const notFound = () => fail(404, 'Not Found');
/** What GitHub answers for Git data of a repository without a commit. */
const emptyRepository = () => fail(409, 'Git Repository is empty.');
const invalid = (message: string) => fail(422, message);

/** GitHub's repository names: letters, digits, `.`, `-` and `_`, at most 100, not `.` or `..`. */
const REPO_NAME = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;
const GIT_PATH = /^(?!\/)(?!.*\/\/)(?!.*(^|\/)\.\.?(\/|$))[^\0]+(?<!\/)$/;
const SHA = /^[0-9a-f]{40}$/;

function repoObject(repo: StoredRepo, urls: GitHubUrls) {
  const fullName = `${repo.owner.login}/${repo.name}`;
  return {
    id: repo.id,
    node_id: `R_local${repo.id}`,
    name: repo.name,
    full_name: fullName,
    private: repo.private,
    owner: { login: repo.owner.login, id: Number(repo.owner.id), type: 'User' },
    html_url: `${urls.web}/${fullName}`,
    description: repo.description,
    url: `${urls.api}/repos/${fullName}`,
    created_at: repo.createdAt,
    updated_at: repo.pushedAt,
    pushed_at: repo.pushedAt,
    size: Object.keys(repo.objects).length,
    default_branch: repo.defaultBranch,
    visibility: repo.private ? 'private' : 'public',
    permissions: { admin: true, maintain: true, push: true, triage: true, pull: true },
  };
}

function commitObject(repo: StoredRepo, sha: string, repos: GitHubRepos, urls: GitHubUrls) {
  const commit = repos.commitOf(repo, sha);
  const base = `${urls.api}/repos/${repo.owner.login}/${repo.name}/git/commits`;
  const web = `${urls.web}/${repo.owner.login}/${repo.name}/commit`;
  return {
    sha,
    node_id: `C_local${sha.slice(0, 12)}`,
    url: `${base}/${sha}`,
    html_url: `${web}/${sha}`,
    message: commit?.message,
    tree: { sha: commit?.tree, url: `${base.replace(/commits$/, 'trees')}/${commit?.tree}` },
    parents: (commit?.parents ?? []).map((parent) => ({
      sha: parent,
      url: `${base}/${parent}`,
      html_url: `${web}/${parent}`,
    })),
    author: commit?.author,
    committer: commit?.author,
  };
}

function refObject(repo: StoredRepo, branch: string, sha: string, urls: GitHubUrls) {
  const repoUrl = `${urls.api}/repos/${repo.owner.login}/${repo.name}`;
  return {
    ref: `refs/heads/${branch}`,
    node_id: `REF_local${branch}`,
    url: `${repoUrl}/git/refs/heads/${branch}`,
    object: { sha, type: 'commit', url: `${repoUrl}/git/commits/${sha}` },
  };
}

function treeObject(repo: StoredRepo, sha: string, tree: GitTree, urls: GitHubUrls) {
  const repoUrl = `${urls.api}/repos/${repo.owner.login}/${repo.name}`;
  return {
    sha,
    url: `${repoUrl}/git/trees/${sha}`,
    tree: Object.entries(tree.entries).map(([path, entry]) => ({
      path,
      mode: entry.mode,
      type: 'blob',
      sha: entry.sha,
      url: `${repoUrl}/git/blobs/${entry.sha}`,
    })),
    truncated: false,
  };
}

const createRepoSchema = z.object({
  name: z.string(),
  description: z.string().nullish(),
  private: z.boolean().optional(),
  auto_init: z.boolean().optional(),
});
const blobRequestSchema = z.object({
  content: z.string(),
  encoding: z.enum(['utf-8', 'base64']).default('utf-8'),
});
const treeRequestSchema = z.object({
  base_tree: z.string().optional(),
  tree: z.array(
    z.object({
      path: z.string().regex(GIT_PATH),
      mode: z.enum(['100644', '100755']),
      type: z.literal('blob'),
      sha: z.string().regex(SHA).nullable(),
    }),
  ),
});
const commitRequestSchema = z.object({
  message: z.string().min(1),
  tree: z.string(),
  parents: z.array(z.string()).default([]),
});
const createRefSchema = z.object({ ref: z.string().regex(/^refs\/heads\/.+/), sha: z.string() });
const updateRefSchema = z.object({ sha: z.string(), force: z.boolean().default(false) });
const putContentsSchema = z.object({
  message: z.string().min(1),
  content: z.base64(),
  branch: z.string().optional(),
  sha: z.string().optional(),
});

function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> | GitHubApiReply {
  const result = schema.safeParse(body);
  return result.success ? result.data : invalid('Invalid request.');
}
const isReply = (value: unknown): value is GitHubApiReply =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  typeof value.status === 'number';

/** The stand-in's repository routes, on the given store. */
export function githubRepoRoutes(repos: GitHubRepos): GitHubApiRoute[] {
  /** The call's repository, when its token may see it: the owner's, private ones with `repo`. */
  function repoOf(call: GitHubApiCall): StoredRepo | undefined {
    const repo = repos.find(call.params.owner ?? '', call.params.repo ?? '');
    if (!repo || repo.owner.id !== call.user.id) return undefined;
    if (repo.private && !grantsScope(call.grant.scopes, ['repo'])) return undefined;
    return repo;
  }

  /** Routes on one repository's Git data: 404 for a repository it cannot see, 409 when empty. */
  const onGit = (
    method: GitHubApiRoute['method'],
    path: string,
    handle: (repo: StoredRepo, call: GitHubApiCall) => GitHubApiReply | Promise<GitHubApiReply>,
  ): GitHubApiRoute => ({
    method,
    path: `/repos/{owner}/{repo}/git/${path}`,
    acceptedScopes: REPO_SCOPES,
    handle: (call) => {
      const repo = repoOf(call);
      if (!repo) return notFound();
      if (Object.keys(repo.refs).length === 0) return emptyRepository();
      return handle(repo, call);
    },
  });

  /** Writes a root commit or one on the branch's head, with one file changed (contents API). */
  function commitFile(
    repo: StoredRepo,
    call: GitHubApiCall,
    input: { path: string; content: Buffer; message: string; branch: string },
  ): string {
    const head = repo.refs[input.branch];
    const base = head ? repos.treeOf(repo, repos.commitOf(repo, head)?.tree ?? '') : undefined;
    const blob = repos.blob(repo, input.content);
    const tree = repos.tree(repo, {
      ...base?.entries,
      [input.path]: { mode: '100644', sha: blob },
    });
    const sha = repos.commit(repo, {
      tree,
      parents: head ? [head] : [],
      message: input.message,
      author: authorOf(call),
    });
    repos.setRef(repo, input.branch, sha);
    return sha;
  }

  const authorOf = (call: GitHubApiCall) => ({
    name: call.user.name,
    email: call.user.email,
    date: repos.now().toISOString(),
  });

  return [
    {
      method: 'GET',
      path: '/user/repos',
      acceptedScopes: REPO_SCOPES,
      handle: ({ user, grant, query, urls }) => {
        const perPage = Math.min(Math.max(Number(query.get('per_page')) || 30, 1), 100);
        const page = Math.max(Number(query.get('page')) || 1, 1);
        const visible = repos
          .ownedBy(user.login)
          .filter((repo) => !repo.private || grantsScope(grant.scopes, ['repo']))
          .sort((a, b) =>
            query.get('sort') === 'pushed'
              ? b.pushedAt.localeCompare(a.pushedAt)
              : a.name.localeCompare(b.name),
          );
        const shown = visible.slice((page - 1) * perPage, page * perPage);
        const more = visible.length > page * perPage;
        const next = `${urls.api}/user/repos?per_page=${perPage}&page=${page + 1}`;
        return {
          status: 200,
          body: shown.map((repo) => repoObject(repo, urls)),
          ...(more ? { headers: { link: `<${next}>; rel="next"` } } : {}),
        };
      },
    },
    {
      method: 'POST',
      path: '/user/repos',
      acceptedScopes: REPO_SCOPES,
      handle: async (call) => {
        const input = parsed(createRepoSchema, call.body);
        if (isReply(input)) return input;
        const problem = !REPO_NAME.test(input.name)
          ? 'name is invalid'
          : repos.find(call.user.login, input.name)
            ? 'name already exists on this account'
            : undefined;
        if (problem) {
          return fail(422, 'Repository creation failed.', {
            errors: [{ resource: 'Repository', code: 'custom', field: 'name', message: problem }],
          });
        }
        const repo = repos.create({
          owner: { id: call.user.id, login: call.user.login },
          name: input.name,
          private: input.private ?? false,
          description: input.description ?? null,
          defaultBranch: 'main',
        });
        if (input.auto_init) {
          commitFile(repo, call, {
            path: 'README.md',
            content: Buffer.from(`# ${repo.name}\n`),
            message: 'Initial commit',
            branch: repo.defaultBranch,
          });
        }
        await repos.save();
        return { status: 201, body: repoObject(repo, call.urls) };
      },
    },
    {
      method: 'GET',
      path: '/repos/{owner}/{repo}',
      acceptedScopes: [],
      handle: (call) => {
        const repo = repoOf(call);
        return repo ? { status: 200, body: repoObject(repo, call.urls) } : notFound();
      },
    },
    onGit('GET', 'ref/{ref+}', (repo, { params, urls }) => {
      const branch = /^heads\/(.+)$/.exec(params.ref ?? '')?.[1];
      const sha = branch === undefined ? undefined : repo.refs[branch];
      return branch && sha ? { status: 200, body: refObject(repo, branch, sha, urls) } : notFound();
    }),
    onGit('POST', 'refs', async (repo, { body, urls }) => {
      const input = parsed(createRefSchema, body);
      if (isReply(input)) return input;
      const branch = input.ref.slice('refs/heads/'.length);
      if (repo.refs[branch]) return invalid('Reference already exists');
      if (!repos.commitOf(repo, input.sha)) return invalid('Object does not exist');
      repos.setRef(repo, branch, input.sha);
      await repos.save();
      return { status: 201, body: refObject(repo, branch, input.sha, urls) };
    }),
    onGit('PATCH', 'refs/{ref+}', async (repo, { params, body, urls }) => {
      const input = parsed(updateRefSchema, body);
      if (isReply(input)) return input;
      const branch = /^heads\/(.+)$/.exec(params.ref ?? '')?.[1];
      const head = branch === undefined ? undefined : repo.refs[branch];
      if (!branch || !head) return invalid('Reference does not exist');
      if (!repos.commitOf(repo, input.sha)) return invalid('Object does not exist');
      if (!input.force && !repos.descendsFrom(repo, input.sha, head)) {
        return invalid('Update is not a fast forward');
      }
      repos.setRef(repo, branch, input.sha);
      await repos.save();
      return { status: 200, body: refObject(repo, branch, input.sha, urls) };
    }),
    onGit('POST', 'blobs', async (repo, { body, urls }) => {
      const input = parsed(blobRequestSchema, body);
      if (isReply(input)) return input;
      const sha = repos.blob(repo, Buffer.from(input.content, input.encoding));
      await repos.save();
      const url = `${urls.api}/repos/${repo.owner.login}/${repo.name}/git/blobs/${sha}`;
      return { status: 201, body: { sha, url } };
    }),
    onGit('GET', 'trees/{sha}', (repo, { params, urls }) => {
      const tree = repos.treeOf(repo, params.sha ?? '');
      return tree
        ? { status: 200, body: treeObject(repo, params.sha ?? '', tree, urls) }
        : notFound();
    }),
    onGit('POST', 'trees', async (repo, { body, urls }) => {
      const input = parsed(treeRequestSchema, body);
      if (isReply(input)) return input;
      const base = input.base_tree === undefined ? undefined : repos.treeOf(repo, input.base_tree);
      if (input.base_tree !== undefined && !base) return invalid('Invalid base_tree');
      const entries: GitTree['entries'] = { ...base?.entries };
      for (const entry of input.tree) {
        if (entry.sha === null) {
          delete entries[entry.path];
        } else if (!repos.blobOf(repo, entry.sha)) {
          return invalid(`tree.sha ${entry.sha} is not a valid blob`);
        } else {
          entries[entry.path] = { mode: entry.mode, sha: entry.sha };
        }
      }
      const sha = repos.tree(repo, entries);
      await repos.save();
      return { status: 201, body: treeObject(repo, sha, { type: 'tree', entries }, urls) };
    }),
    onGit('POST', 'commits', async (repo, call) => {
      const input = parsed(commitRequestSchema, call.body);
      if (isReply(input)) return input;
      if (!repos.treeOf(repo, input.tree)) return invalid('Tree SHA does not exist');
      if (input.parents.some((parent) => !repos.commitOf(repo, parent))) {
        return invalid('Parent SHA does not exist or is not a commit object');
      }
      const sha = repos.commit(repo, { ...input, author: authorOf(call) });
      await repos.save();
      return { status: 201, body: commitObject(repo, sha, repos, call.urls) };
    }),
    onGit('GET', 'commits/{sha}', (repo, { params, urls }) =>
      repos.commitOf(repo, params.sha ?? '')
        ? { status: 200, body: commitObject(repo, params.sha ?? '', repos, urls) }
        : notFound(),
    ),
    {
      method: 'GET',
      path: '/repos/{owner}/{repo}/contents/{path+}',
      acceptedScopes: [],
      handle: (call) => {
        const repo = repoOf(call);
        if (!repo) return notFound();
        const head = repo.refs[call.query.get('ref') ?? repo.defaultBranch];
        if (!head) return fail(404, 'This repository is empty.');
        const tree = repos.treeOf(repo, repos.commitOf(repo, head)?.tree ?? '');
        const path = call.params.path ?? '';
        const entry = tree?.entries[path];
        const blob = entry && repos.blobOf(repo, entry.sha);
        if (!entry || !blob) return notFound();
        const content = Buffer.from(blob.content, 'base64');
        const fullName = `${repo.owner.login}/${repo.name}`;
        return {
          status: 200,
          body: {
            type: 'file',
            encoding: 'base64',
            size: content.length,
            name: path.split('/').at(-1),
            path,
            sha: entry.sha,
            // GitHub wraps its base64 at 60 characters.
            content: (blob.content.match(/.{1,60}/g) ?? []).join('\n') + '\n',
            html_url: `${call.urls.web}/${fullName}/blob/${repo.defaultBranch}/${path}`,
          },
        };
      },
    },
    {
      method: 'PUT',
      path: '/repos/{owner}/{repo}/contents/{path+}',
      acceptedScopes: REPO_SCOPES,
      handle: async (call) => {
        const repo = repoOf(call);
        if (!repo) return notFound();
        const input = parsed(putContentsSchema, call.body);
        if (isReply(input)) return input;
        const branch = input.branch ?? repo.defaultBranch;
        const head = repo.refs[branch];
        const path = call.params.path ?? '';
        const existing = head
          ? repos.treeOf(repo, repos.commitOf(repo, head)?.tree ?? '')?.entries[path]
          : undefined;
        if (existing && input.sha !== existing.sha) return invalid('"sha" wasn\'t supplied.');
        const sha = commitFile(repo, call, {
          path,
          content: Buffer.from(input.content, 'base64'),
          message: input.message,
          branch,
        });
        await repos.save();
        return {
          status: existing ? 200 : 201,
          body: { content: { path }, commit: commitObject(repo, sha, repos, call.urls) },
        };
      },
    },
  ];
}
