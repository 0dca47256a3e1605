import { socketTicketResponseSchema } from '../../../shared/api/project-schemas';

/**
 * A project's live connection on the cloud at `base`, as the SPA opens it: with a fresh ticket
 * asked for with the owner's token. Throws when no ticket is given (the cloud is down, or the
 * project is not the token's).
 */
export async function liveSocketAddress(
  base: string,
  token: string,
  projectId: string,
): Promise<string> {
  const path = `/api/projects/${encodeURIComponent(projectId)}/socket-tickets`;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`No socket ticket: ${response.status}`);
  const { ticket } = socketTicketResponseSchema.parse(await response.json());
  const socketBase = base.replace(/^http/, 'ws');
  return `${socketBase}/ws/${encodeURIComponent(projectId)}?ticket=${encodeURIComponent(ticket)}`;
}
