import { projectIdSchema } from '../../shared/api/common';
import { ProjectError } from './project-errors';

/**
 * The listing's cursor is the id of the last project on the page, base64url-encoded so clients
 * treat it as opaque. Only the id travels: the partition is always the caller's, rebuilt from the
 * token, so no cursor can lead into another user's projects.
 */
export function encodeCursor(lastProjectId: string): string {
  return Buffer.from(lastProjectId, 'utf8').toString('base64url');
}

/** The project id a cursor stands for; anything that is not one of ours is refused. */
export function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  const parsed = projectIdSchema.safeParse(id);
  if (!parsed.success || encodeCursor(parsed.data) !== cursor) {
    throw new ProjectError('invalidCursor');
  }
  return parsed.data;
}
