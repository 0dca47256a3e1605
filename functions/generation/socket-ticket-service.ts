import type { SocketTicketResponse } from '../../shared/api/project-schemas';
import type { TableClient } from '../lib/dynamo-client';
import { ProjectError } from '../projects/project-errors';
import { readProjectState } from '../projects/projects';
import type { SocketTickets } from './socket-tickets';

export interface SocketTicketDeps {
  table: TableClient;
  tickets: Pick<SocketTickets, 'issue'>;
  clock: () => Date;
}

/**
 * A ticket that opens the live connection of one of the caller's projects, once, within a minute
 * (the HTTP API checked the caller's token; the `$connect` authorizer takes the ticket). Another
 * user's project, a missing one and one being deleted are all not found.
 */
export async function issueSocketTicket(
  deps: SocketTicketDeps,
  userId: string,
  projectId: string,
): Promise<SocketTicketResponse> {
  const project = await readProjectState(deps.table, userId, projectId);
  if (!project || project.deleting) throw new ProjectError('notFound');
  const issued = await deps.tickets.issue({ userId, projectId }, deps.clock());
  return { ticket: issued.ticket, expires_at: issued.expiresAt.toISOString() };
}
