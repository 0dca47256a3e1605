import * as z from '../../shared/zod';
import type { SiteFile } from '../../shared/site-files';
import { GitHubSaveError } from './github-save-errors';
import { unexpected, type GitHubSession } from './github-rest';

/**
 * Pushes files to a branch as ONE commit through GitHub's Git Data API: a blob per file, a tree
 * on the head's tree (files not pushed stay), a commit on the head, and the branch moved to it
 * without force. A push that lost a race (another commit landed meanwhile: 422, not a fast
 * forward) reads the head again and tries once more; blobs are kept, they do not depend on it.
 */

export interface PushRequest {
  /** `owner/name`. */
  repository: string;
  branch: string;
  files: readonly SiteFile[];
  message: string;
  /**
   * The first file of an empty repository, written through the contents API: GitHub's Git Data
   * API refuses repositories with no commit (409), so one is made first, as "Initialize this
   * repository with a README" does.
   */
  firstFile: SiteFile;
}

export interface PushedCommit {
  sha: string;
  htmlUrl: string;
}

/** How many blobs are sent at once: a page with many images, without tripping GitHub's limits. */
const BLOB_CONCURRENCY = 4;

const shaSchema = z.object({ sha: z.string().check(z.regex(/^[0-9a-f]{40}$/)) });
const refSchema = z.object({ object: shaSchema });
const commitSchema = z.extend(shaSchema, { html_url: z.url(), tree: shaSchema });
const contentsSchema = z.object({ commit: shaSchema });

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
/** A branch in a ref's path: its segments escaped, its slashes kept (`feature/x`). */
const branchPath = (branch: string) => branch.split('/').map(encodeURIComponent).join('/');

/** The branch's head commit; null while the repository has no commit at all. */
async function headOf(session: GitHubSession, request: PushRequest): Promise<string | null> {
  const reply = await session.call(
    'GET',
    `/repos/${request.repository}/git/ref/heads/${branchPath(request.branch)}`,
  );
  if (reply.status === 409) return null;
  const ref = refSchema.safeParse(reply.body);
  if (reply.status !== 200 || !ref.success) throw unexpected('the branch', reply);
  return ref.data.object.sha;
}

/** A root commit of the first file (contents API), for a repository with none. */
async function firstCommit(session: GitHubSession, request: PushRequest): Promise<string> {
  const reply = await session.call(
    'PUT',
    `/repos/${request.repository}/contents/${request.firstFile.path}`,
    {
      message: 'Initial commit',
      content: base64(request.firstFile.bytes),
      branch: request.branch,
    },
  );
  const created = contentsSchema.safeParse(reply.body);
  if (reply.status !== 201 || !created.success) throw unexpected('the first commit', reply);
  return created.data.commit.sha;
}

async function blobOf(session: GitHubSession, repository: string, file: SiteFile) {
  const reply = await session.call('POST', `/repos/${repository}/git/blobs`, {
    content: base64(file.bytes),
    encoding: 'base64',
  });
  const blob = shaSchema.safeParse(reply.body);
  if (reply.status !== 201 || !blob.success) throw unexpected('a blob', reply);
  return { path: file.path, mode: '100644', type: 'blob', sha: blob.data.sha } as const;
}

async function blobsOf(session: GitHubSession, request: PushRequest) {
  const entries: Awaited<ReturnType<typeof blobOf>>[] = [];
  for (let start = 0; start < request.files.length; start += BLOB_CONCURRENCY) {
    const batch = request.files.slice(start, start + BLOB_CONCURRENCY);
    entries.push(
      ...(await Promise.all(batch.map((file) => blobOf(session, request.repository, file)))),
    );
  }
  return entries;
}

/** A commit of the blobs on `head`; not yet on the branch. */
async function commitOn(
  session: GitHubSession,
  request: PushRequest,
  head: string,
  blobs: Awaited<ReturnType<typeof blobsOf>>,
): Promise<PushedCommit> {
  const repo = `/repos/${request.repository}/git`;
  const parentReply = await session.call('GET', `${repo}/commits/${head}`);
  const parent = commitSchema.safeParse(parentReply.body);
  if (parentReply.status !== 200 || !parent.success) throw unexpected('the head', parentReply);
  const treeReply = await session.call('POST', `${repo}/trees`, {
    base_tree: parent.data.tree.sha,
    tree: blobs,
  });
  const tree = shaSchema.safeParse(treeReply.body);
  if (treeReply.status !== 201 || !tree.success) throw unexpected('the tree', treeReply);
  const commitReply = await session.call('POST', `${repo}/commits`, {
    message: request.message,
    tree: tree.data.sha,
    parents: [head],
  });
  const commit = commitSchema.safeParse(commitReply.body);
  if (commitReply.status !== 201 || !commit.success) throw unexpected('the commit', commitReply);
  return { sha: commit.data.sha, htmlUrl: commit.data.html_url };
}

/** Moves the branch to the commit, never backwards: false when the head moved meanwhile. */
async function moveBranch(session: GitHubSession, request: PushRequest, sha: string) {
  const reply = await session.call(
    'PATCH',
    `/repos/${request.repository}/git/refs/heads/${branchPath(request.branch)}`,
    { sha, force: false },
  );
  if (reply.status === 200) return true;
  if (reply.status === 422) return false;
  throw unexpected('the branch update', reply);
}

export async function pushCommit(
  session: GitHubSession,
  request: PushRequest,
): Promise<PushedCommit> {
  const head = (await headOf(session, request)) ?? (await firstCommit(session, request));
  const blobs = await blobsOf(session, request);
  const first = await commitOn(session, request, head, blobs);
  if (await moveBranch(session, request, first.sha)) return first;
  const newHead = await headOf(session, request);
  if (newHead === null) throw new GitHubSaveError('raced');
  const second = await commitOn(session, request, newHead, blobs);
  if (await moveBranch(session, request, second.sha)) return second;
  throw new GitHubSaveError('raced');
}
