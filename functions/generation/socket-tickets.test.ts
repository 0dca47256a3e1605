import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { useLocalTable } from '../../testing/local-table';
import { socketTicketKeys } from '../lib/table-keys';
import { ProjectError } from '../projects/project-errors';
import { projectToItem } from '../projects/projects';
import { issueSocketTicket } from './socket-ticket-service';
import { createSocketTickets, newTicket, SOCKET_TICKET_LIFETIME_SECONDS } from './socket-tickets';

const table = useLocalTable('socket-tickets-test');
const tickets = () => createSocketTickets(table);
const at = new Date('2026-03-01T10:00:00.000Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);

async function newProject(userId: string, { deleting = false } = {}): Promise<string> {
  const id = ulid();
  await table.documents.send(
    new PutCommand({
      TableName: table.tableName,
      Item: {
        ...projectToItem({
          userId,
          id,
          name: 'Bakery',
          description: 'A bakery',
          currentVersion: 0,
          deleting: false,
          createdAt: at,
          updatedAt: at,
        }),
        // As a delete under way marks it.
        ...(deleting ? { deleting: true } : {}),
      },
    }),
  );
  return id;
}

async function storedTicket(ticket: string) {
  const { Item } = await table.documents.send(
    new GetCommand({ TableName: table.tableName, Key: socketTicketKeys.ticket(ticket) }),
  );
  return Item;
}

describe('a socket ticket', () => {
  it("opens its project's socket once, as the user it was issued to", async () => {
    const { ticket } = await tickets().issue({ userId: 'asha', projectId: 'p1' }, at);

    expect(await tickets().take(ticket, 'p1', later(5))).toEqual({
      userId: 'asha',
      projectId: 'p1',
    });
    // Reused: a ticket someone saw in a log, or a second connect with the same one.
    expect(await tickets().take(ticket, 'p1', later(6))).toBeNull();
    expect(await storedTicket(ticket)).toBeUndefined();
  });

  it('is refused once its minute is over, though the table has not removed it yet', async () => {
    const { ticket, expiresAt } = await tickets().issue({ userId: 'asha', projectId: 'p1' }, at);

    expect(expiresAt).toEqual(later(SOCKET_TICKET_LIFETIME_SECONDS));
    expect(await tickets().take(ticket, 'p1', later(SOCKET_TICKET_LIFETIME_SECONDS))).toBeNull();
    expect(await storedTicket(ticket)).toMatchObject({ expires_at: expiresAt.getTime() / 1000 });
  });

  it('opens nothing when altered, made up or not a ticket at all', async () => {
    const { ticket } = await tickets().issue({ userId: 'asha', projectId: 'p1' }, at);
    const last = ticket.at(-1) === 'A' ? 'B' : 'A';

    expect(await tickets().take(`${ticket.slice(0, -1)}${last}`, 'p1', later(1))).toBeNull();
    expect(await tickets().take(newTicket(), 'p1', later(1))).toBeNull();
    expect(await tickets().take(`${ticket}x`, 'p1', later(1))).toBeNull();
    expect(await tickets().take('', 'p1', later(1))).toBeNull();
    // The real one is untouched by the attempts.
    expect(await tickets().take(ticket, 'p1', later(2))).toMatchObject({ userId: 'asha' });
  });

  it("is refused on another project's socket, and stays good for its own", async () => {
    const { ticket } = await tickets().issue({ userId: 'asha', projectId: 'p1' }, at);

    expect(await tickets().take(ticket, 'p2', later(1))).toBeNull();
    expect(await tickets().take(ticket, 'p1', later(2))).toEqual({
      userId: 'asha',
      projectId: 'p1',
    });
  });

  it('is unguessable: 256 random bits, different each time', () => {
    const made = new Set(Array.from({ length: 100 }, () => newTicket()));

    expect(made.size).toBe(100);
    for (const ticket of made) expect(ticket).toMatch(/^[\w-]{43}$/);
  });
});

describe('issuing a socket ticket', () => {
  const deps = () => ({ table, tickets: tickets(), clock: () => at });

  it('binds it to the caller and their project, for a minute', async () => {
    const projectId = await newProject('asha');

    const issued = await issueSocketTicket(deps(), 'asha', projectId);

    expect(issued.expires_at).toBe(later(SOCKET_TICKET_LIFETIME_SECONDS).toISOString());
    expect(await tickets().take(issued.ticket, projectId, later(1))).toEqual({
      userId: 'asha',
      projectId,
    });
  });

  it("refuses another user's project, a missing one and one being deleted, as not found", async () => {
    const ashas = await newProject('asha');
    const deleting = await newProject('asha', { deleting: true });

    for (const [userId, projectId] of [
      ['ravi', ashas],
      ['asha', ulid()],
      ['asha', deleting],
    ] as const) {
      await expect(issueSocketTicket(deps(), userId, projectId)).rejects.toEqual(
        new ProjectError('notFound'),
      );
    }
  });
});
