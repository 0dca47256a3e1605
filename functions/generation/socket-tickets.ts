import { randomBytes } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { socketTicketKeys } from '../lib/table-keys';

/**
 * How long a ticket opens a socket: the SPA asks for one just before it connects. A ticket also
 * ends up in URLs, and so in access logs; short-lived and single-use, a logged one opens nothing.
 */
export const SOCKET_TICKET_LIFETIME_SECONDS = 60;

/** 32 random bytes, base64url: what `newTicket` makes, and all `take` looks up. */
const TICKET_SHAPE = /^[\w-]{43}$/;

/** Who may open a socket, and for which project. */
export interface TicketHolder {
  userId: string;
  projectId: string;
}

export interface IssuedTicket extends TicketHolder {
  ticket: string;
  expiresAt: Date;
}

/** The SocketTicket item kind, found by the ticket itself. */
const ticketItems = defineEntity({
  entity: 'SocketTicket',
  key: socketTicketKeys.ticket,
  schema: z.object({ user_id: z.string(), project_id: z.string() }),
  toValue: (item): TicketHolder => ({ userId: item.user_id, projectId: item.project_id }),
});

/** An unguessable ticket. */
export function newTicket(): string {
  return randomBytes(32).toString('base64url');
}

/** Stores a new ticket for the user and project; the table's TTL removes it if never used. */
async function issue(
  table: TableClient,
  holder: TicketHolder,
  at: Date,
  ticket: string,
): Promise<IssuedTicket> {
  const expiresAt = Math.floor(at.getTime() / 1000) + SOCKET_TICKET_LIFETIME_SECONDS;
  await ticketItems.putIfNew(
    table,
    ticketItems.item([ticket], {
      user_id: holder.userId,
      project_id: holder.projectId,
      issued_at: at.toISOString(),
      expires_at: expiresAt,
    }),
  );
  return { ...holder, ticket, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * Takes the ticket, once, in one conditional delete: only for the project it was issued for, only
 * before it expires (TTL deletes late, so the condition decides). Anything else (used, expired,
 * altered, made up, another project's) is null and changes nothing; a string that is no ticket's
 * shape is refused without a write.
 */
async function take(
  { documents, tableName }: TableClient,
  ticket: string,
  projectId: string,
  at: Date,
): Promise<TicketHolder | null> {
  if (!TICKET_SHAPE.test(ticket)) return null;
  const deleted = await ifConditionHolds(
    documents.send(
      new DeleteCommand({
        TableName: tableName,
        Key: ticketItems.key(ticket),
        ConditionExpression: 'project_id = :project AND expires_at > :now',
        ExpressionAttributeValues: {
          ':project': projectId,
          ':now': Math.floor(at.getTime() / 1000),
        },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  return deleted ? ticketItems.fromItem(deleted.Attributes) : null;
}

export function createSocketTickets(table: TableClient) {
  return {
    issue: (holder: TicketHolder, at: Date, ticket: string = newTicket()) =>
      issue(table, holder, at, ticket),
    take: (ticket: string, projectId: string, at: Date) => take(table, ticket, projectId, at),
  };
}

export type SocketTickets = ReturnType<typeof createSocketTickets>;
