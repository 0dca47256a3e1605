import { MAX_ASSETS_PER_PROJECT } from '../../shared/assets';

export type ProjectFailure =
  | 'notFound'
  | 'versionNotFound'
  | 'insufficientCredits'
  | 'invalidCursor'
  | 'invalidVersion'
  | 'generationRunning'
  | 'staleVersion'
  | 'codeTooLarge'
  | 'assetNotFound'
  | 'assetRefused'
  | 'tooManyAssets';

const messages: Record<ProjectFailure, string> = {
  // Another user's project and a missing one read the same, so ids reveal nothing.
  notFound: 'Project not found',
  insufficientCredits: 'Insufficient credits. Please buy more credits.',
  invalidCursor: 'The cursor is not valid. Start again from the first page.',
  invalidVersion: 'The version is not valid',
  versionNotFound: 'Version not found',
  // The same words the live connection uses for a second run on a busy project.
  generationRunning:
    'A generation is already running for this project. Please wait for it to finish.',
  staleVersion:
    'The page has changed since you started editing it. Reload to get the latest version, then make your change again.',
  codeTooLarge: 'The page is too large to save (at most 2 MB).',
  assetNotFound: 'The upload was not found. Please upload the file again.',
  assetRefused: 'The file is not an image that can be used.',
  tooManyAssets: `This project already has ${MAX_ASSETS_PER_PROJECT} images, the most it can keep.`,
};

/** A refusal of the projects domain, worded for the caller. */
export class ProjectError extends Error {
  constructor(
    readonly failure: ProjectFailure,
    message: string = messages[failure],
  ) {
    super(message);
    this.name = 'ProjectError';
  }
}
