import {
  GITHUB_RECONNECT_MESSAGE,
  GITHUB_SAVE_UNAVAILABLE_MESSAGE,
} from '../../shared/api/github-save-schemas';

/** Why a save to GitHub call is refused; the handler maps each to its status. */
export type GitHubSaveFailure =
  | 'unavailable'
  | 'notConnected'
  | 'reconnect'
  | 'stateRefused'
  | 'codeRefused'
  | 'projectNotFound'
  | 'nothingToSave'
  | 'repositoryNotFound'
  | 'cannotPush'
  | 'repositoryTaken'
  | 'repositoryRefused'
  | 'raced'
  | 'githubUnavailable';

const MESSAGES: Record<GitHubSaveFailure, string> = {
  unavailable: GITHUB_SAVE_UNAVAILABLE_MESSAGE,
  notConnected: 'Connect GitHub first.',
  reconnect: GITHUB_RECONNECT_MESSAGE,
  stateRefused:
    'This GitHub connection has expired or was already used. Connect GitHub again from your project.',
  codeRefused: 'GitHub did not accept the connection. Connect GitHub again from your project.',
  projectNotFound: 'Project not found',
  nothingToSave: 'This project has no page yet. Build it first, then save it to GitHub.',
  repositoryNotFound: 'GitHub has no such repository that your account can reach.',
  cannotPush: 'Your GitHub account cannot push to this repository.',
  repositoryTaken:
    'You already have a repository with this name on GitHub. Choose it from your repositories, or pick another name.',
  repositoryRefused: 'GitHub refused to create this repository.',
  raced: 'The repository changed on GitHub while saving. Please save again.',
  githubUnavailable: 'GitHub could not be reached. Please try again.',
};

export const GITHUB_SAVE_STATUS: Record<GitHubSaveFailure, number> = {
  unavailable: 503,
  notConnected: 409,
  reconnect: 409,
  stateRefused: 400,
  codeRefused: 400,
  projectNotFound: 404,
  nothingToSave: 400,
  repositoryNotFound: 404,
  cannotPush: 403,
  repositoryTaken: 409,
  repositoryRefused: 400,
  raced: 409,
  githubUnavailable: 502,
};

/** A refusal the person can act on, in one sentence (GitHub's own words where it gave some). */
export class GitHubSaveError extends Error {
  constructor(
    readonly failure: GitHubSaveFailure,
    detail: string = MESSAGES[failure],
  ) {
    super(detail);
    this.name = 'GitHubSaveError';
  }
}
