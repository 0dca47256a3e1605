import { randomBytes } from 'node:crypto';
import type { GitHubProjectLink, GitHubStatus } from '../../shared/api/github-save-schemas';
import { siteFilesOf } from '../../shared/site-files';
import { bindDeps } from '../lib/bind-deps';
import { logger } from '../lib/observability';
import type { CodeObjects } from '../projects/code-objects';
import { ProjectError } from '../projects/project-errors';
import type { GitHubLink, Projects } from '../projects/projects';
import type { Versions } from '../projects/versions';
import { pushCommit } from './git-push';
import type { ConnectStates } from './github-connect-states';
import type { GitHubConnections } from './github-connections';
import { accountOf, authorizeUrl, exchangeCode, revokeGrant } from './github-oauth';
import { createRepository, listRepositories, pushableRepository } from './github-repositories';
import { sessionOf, type GitHubEndpoints } from './github-rest';
import { GitHubSaveError } from './github-save-errors';
import type { GitHubSaveSettings } from './github-save-settings';
import { siteReadme } from './site-readme';
import type { TokenBox } from './token-box';

export interface GitHubSaveDeps {
  /** Null where the operator has not turned save to GitHub on. */
  settings: GitHubSaveSettings | null;
  github: GitHubEndpoints;
  connections: GitHubConnections;
  states: ConnectStates;
  projects: Pick<Projects, 'stateOf' | 'githubLinkOf' | 'recordGitHubSave'>;
  versions: Pick<Versions, 'get'>;
  code: Pick<CodeObjects, 'get'>;
  /** One of the project's uploads (`_uploads/{projectId}/{file}`); null when it is gone. */
  readUpload: (projectId: string, file: string) => Promise<Uint8Array | null>;
  tokenBox: TokenBox;
  clock: () => Date;
  /** A new OAuth state: unguessable, URL-safe. */
  newState?: () => string;
}

function settingsOf(deps: GitHubSaveDeps): GitHubSaveSettings {
  if (!deps.settings) throw new GitHubSaveError('unavailable');
  return deps.settings;
}

function toLink(link: GitHubLink): GitHubProjectLink {
  return {
    full_name: link.repository,
    html_url: link.repositoryUrl,
    version: link.version,
    saved_at: link.savedAt.toISOString(),
    commit_url: link.commitUrl,
  };
}

async function linkOf(deps: GitHubSaveDeps, userId: string, projectId: string) {
  try {
    const link = await deps.projects.githubLinkOf(userId, projectId);
    return link && toLink(link);
  } catch (error) {
    if (error instanceof ProjectError) throw new GitHubSaveError('projectNotFound');
    throw error;
  }
}

/** Whether saving is on here, the connected account, and the project's repository if asked. */
async function status(
  deps: GitHubSaveDeps,
  userId: string,
  projectId: string | undefined,
): Promise<Omit<GitHubStatus, 'success'>> {
  const connection = deps.settings ? await deps.connections.get(userId) : null;
  return {
    available: deps.settings !== null,
    connection: connection && {
      login: connection.login,
      connected_at: connection.connectedAt.toISOString(),
    },
    project: projectId === undefined ? null : await linkOf(deps, userId, projectId),
  };
}

/** Starts a connection: a state bound to the caller, and GitHub's consent page to go to. */
async function connect(deps: GitHubSaveDeps, userId: string, projectId: string | undefined) {
  const settings = settingsOf(deps);
  if (projectId !== undefined) await linkOf(deps, userId, projectId);
  const state = deps.newState?.() ?? randomBytes(32).toString('base64url');
  await deps.states.create({ state, userId, projectId: projectId ?? null }, deps.clock());
  return { authorize_url: authorizeUrl(deps.github, settings, state) };
}

/**
 * Finishes a connection GitHub sent back: takes the state (the caller's, once, in time; anything
 * else is refused with nothing changed), trades the code for a token, and keeps the token sealed.
 */
async function finishConnect(
  deps: GitHubSaveDeps,
  userId: string,
  { code, state }: { code: string; state: string },
) {
  const settings = settingsOf(deps);
  const taken = await deps.states.take(state, userId, deps.clock());
  if (!taken) throw new GitHubSaveError('stateRefused');
  const token = await exchangeCode(deps.github, settings, code);
  const account = await accountOf(sessionOf(deps.github, token, () => Promise.resolve()));
  await deps.connections.put({
    userId,
    login: account.login,
    githubUserId: account.id,
    sealedToken: await deps.tokenBox.seal(userId, token),
    connectedAt: deps.clock(),
  });
  return { login: account.login, project_id: taken.projectId };
}

/**
 * A session as the caller's GitHub account, and its token. A token the box cannot open, or that
 * GitHub refuses, is dropped: the person connects again.
 */
async function sessionFor(deps: GitHubSaveDeps, userId: string) {
  settingsOf(deps);
  const connection = await deps.connections.get(userId);
  if (!connection) throw new GitHubSaveError('notConnected');
  const forget = () => deps.connections.remove(userId, connection.sealedToken);
  const token = await deps.tokenBox.open(userId, connection.sealedToken);
  if (token === null) {
    await forget();
    throw new GitHubSaveError('reconnect');
  }
  return { session: sessionOf(deps.github, token, forget), token };
}

async function repositories(deps: GitHubSaveDeps, userId: string, page: number) {
  const { session } = await sessionFor(deps, userId);
  const found = await listRepositories(session, page);
  return { repositories: found.repositories, next_page: found.nextPage };
}

async function newRepository(
  deps: GitHubSaveDeps,
  userId: string,
  input: { name: string; private: boolean },
) {
  const { session } = await sessionFor(deps, userId);
  return { repository: await createRepository(session, input) };
}

/** The project's current version: its number, prompt and page. */
async function currentVersionOf(deps: GitHubSaveDeps, userId: string, projectId: string) {
  const state = await deps.projects.stateOf(userId, projectId);
  if (!state || state.deleting) throw new GitHubSaveError('projectNotFound');
  if (state.currentVersion === 0) throw new GitHubSaveError('nothingToSave');
  const version = await deps.versions.get(userId, projectId, state.currentVersion);
  const html = version && (await deps.code.get(version.codeKey));
  if (!version || html === null || html === undefined) {
    throw new GitHubSaveError('nothingToSave');
  }
  return { name: state.name, number: version.version, prompt: version.prompt, html };
}

/** The files a save pushes: the download's (index.html, the page's images) and a README. */
async function filesToPush(
  deps: GitHubSaveDeps,
  projectId: string,
  current: Awaited<ReturnType<typeof currentVersionOf>>,
) {
  const readme = {
    path: 'README.md',
    bytes: new TextEncoder().encode(
      siteReadme({
        projectName: current.name,
        version: current.number,
        prompt: current.prompt,
        appUrl: settingsOf(deps).appUrl,
      }),
    ),
  };
  const site = await siteFilesOf(current.html, (file) => deps.readUpload(projectId, file));
  return { readme, files: [...site, readme] };
}

/**
 * Pushes the project's current version to the repository as one commit whose message is the
 * version's prompt, and records the repository and the version on the project.
 */
async function save(
  deps: GitHubSaveDeps,
  userId: string,
  input: { project_id: string; repository: string },
) {
  const { session } = await sessionFor(deps, userId);
  const current = await currentVersionOf(deps, userId, input.project_id);
  const repository = await pushableRepository(session, input.repository);
  const { readme, files } = await filesToPush(deps, input.project_id, current);
  const commit = await pushCommit(session, {
    repository: repository.full_name,
    branch: repository.default_branch,
    files,
    message: current.prompt.trim() || `Version ${current.number}`,
    firstFile: readme,
  });
  const link: GitHubLink = {
    repository: repository.full_name,
    repositoryUrl: repository.html_url,
    version: current.number,
    savedAt: deps.clock(),
    commitUrl: commit.htmlUrl,
  };
  await deps.projects.recordGitHubSave(userId, input.project_id, link);
  logger.info('Saved a project to GitHub', { files: files.length });
  return { link: toLink(link) };
}

/**
 * Disconnects: revokes the app's grant at GitHub, then forgets the token. Nothing to disconnect is
 * done already; a GitHub that cannot be reached leaves the connection, to try again.
 */
async function disconnect(deps: GitHubSaveDeps, userId: string): Promise<void> {
  const settings = settingsOf(deps);
  const connection = await deps.connections.get(userId);
  if (!connection) return;
  const token = await deps.tokenBox.open(userId, connection.sealedToken);
  if (token !== null) await revokeGrant(deps.github, settings, token);
  await deps.connections.remove(userId);
}

/** Save to GitHub for the caller: every call acts on the caller's own connection and projects. */
export function createGitHubSaveService(deps: GitHubSaveDeps) {
  return bindDeps(deps, {
    status,
    connect,
    finishConnect,
    repositories,
    createRepository: newRepository,
    save,
    disconnect,
  });
}

export type GitHubSaveService = ReturnType<typeof createGitHubSaveService>;
