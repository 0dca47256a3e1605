import { createHash } from 'node:crypto';
import { z } from 'zod';
import { openJsonStateFile } from '../json-state-file';

/**
 * The GitHub stand-in's repositories: what save to GitHub creates and pushes, kept in the sign-in
 * stand-in's data folder so a test (or a person) can read it back. Git is modelled only as far
 * as the product uses it: blobs, flat trees (each entry a whole path: `assets/x.png`), commits
 * with parents, and branch heads.
 */

const blobSchema = z.object({ type: z.literal('blob'), content: z.base64() });
const treeSchema = z.object({
  type: z.literal('tree'),
  /** Path → blob: every file of the tree, whatever folder it is in. */
  entries: z.record(z.string(), z.object({ mode: z.string(), sha: z.string() })),
});
const personSchema = z.object({ name: z.string(), email: z.string(), date: z.string() });
const commitSchema = z.object({
  type: z.literal('commit'),
  tree: z.string(),
  parents: z.array(z.string()),
  message: z.string(),
  author: personSchema,
});
const objectSchema = z.discriminatedUnion('type', [blobSchema, treeSchema, commitSchema]);
export type GitBlob = z.infer<typeof blobSchema>;
export type GitTree = z.infer<typeof treeSchema>;
export type GitCommit = z.infer<typeof commitSchema>;
export type GitPerson = z.infer<typeof personSchema>;
type GitObject = z.infer<typeof objectSchema>;

const repoSchema = z.object({
  id: z.number().int(),
  owner: z.object({ id: z.string(), login: z.string() }),
  name: z.string(),
  private: z.boolean(),
  description: z.string().nullable(),
  defaultBranch: z.string(),
  createdAt: z.string(),
  pushedAt: z.string(),
  /** Branch → its head commit. None while the repository is empty. */
  refs: z.record(z.string(), z.string()),
  objects: z.record(z.string(), objectSchema),
});
export type StoredRepo = z.infer<typeof repoSchema>;

const stateSchema = z.object({
  nextId: z.number().int(),
  /** By `owner/name` in lower case: GitHub's names ignore case. */
  repos: z.record(z.string(), repoSchema),
});

/** An object's id: git's own for blobs, a hash of the same kind for this model's trees and commits. */
function shaOf(object: GitObject): string {
  const body =
    object.type === 'blob'
      ? Buffer.from(object.content, 'base64')
      : Buffer.from(JSON.stringify(object));
  return createHash('sha1').update(`${object.type} ${body.length}\0`).update(body).digest('hex');
}

const keyOf = (owner: string, name: string) => `${owner}/${name}`.toLowerCase();

export async function openGitHubRepos(dataDir: string | null, now: () => Date = () => new Date()) {
  const file = await openJsonStateFile({
    dataDir,
    fileName: 'github-repos.json',
    schema: stateSchema,
    owner: 'local GitHub repositories',
  });
  const state = file.saved ?? { nextId: 700_000_001, repos: {} };

  function put(repo: StoredRepo, object: GitObject): string {
    const sha = shaOf(object);
    repo.objects[sha] = object;
    return sha;
  }

  function objectOf<T extends GitObject['type']>(repo: StoredRepo, sha: string, type: T) {
    const object = repo.objects[sha];
    return object?.type === type ? (object as Extract<GitObject, { type: T }>) : undefined;
  }

  return {
    find: (owner: string, name: string): StoredRepo | undefined => state.repos[keyOf(owner, name)],

    ownedBy: (login: string): StoredRepo[] =>
      Object.values(state.repos).filter(
        (repo) => repo.owner.login.toLowerCase() === login.toLowerCase(),
      ),

    create(input: Omit<StoredRepo, 'id' | 'createdAt' | 'pushedAt' | 'refs' | 'objects'>) {
      const at = now().toISOString();
      const repo: StoredRepo = {
        ...input,
        id: state.nextId,
        createdAt: at,
        pushedAt: at,
        refs: {},
        objects: {},
      };
      state.nextId += 1;
      state.repos[keyOf(input.owner.login, input.name)] = repo;
      return repo;
    },

    blob: (repo: StoredRepo, content: Buffer) =>
      put(repo, { type: 'blob', content: content.toString('base64') }),
    tree: (repo: StoredRepo, entries: GitTree['entries']) => put(repo, { type: 'tree', entries }),
    commit: (repo: StoredRepo, commit: Omit<GitCommit, 'type'>) =>
      put(repo, { type: 'commit', ...commit }),

    blobOf: (repo: StoredRepo, sha: string) => objectOf(repo, sha, 'blob'),
    treeOf: (repo: StoredRepo, sha: string) => objectOf(repo, sha, 'tree'),
    commitOf: (repo: StoredRepo, sha: string) => objectOf(repo, sha, 'commit'),

    /** Whether `ancestor` is `sha` or reached from it through parents (a fast-forward). */
    descendsFrom(repo: StoredRepo, sha: string, ancestor: string): boolean {
      const seen = new Set<string>();
      const queue = [sha];
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        if (next === ancestor) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push(...(objectOf(repo, next, 'commit')?.parents ?? []));
      }
      return false;
    },

    setRef(repo: StoredRepo, branch: string, sha: string) {
      repo.refs[branch] = sha;
      repo.pushedAt = now().toISOString();
    },

    now,
    save: () => file.save(state),
    flush: () => file.flush(),
  };
}

export type GitHubRepos = Awaited<ReturnType<typeof openGitHubRepos>>;
