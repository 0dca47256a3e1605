import { describe, expect, it } from 'vitest';
import { authorizeConnect, type ConnectAuthorizerEvent } from './socket-authorizer';
import type { TicketHolder } from './socket-tickets';

const METHOD_ARN = 'arn:aws:execute-api:ap-south-1:123456789012:abc123/live/$connect';
const at = new Date('2026-03-01T10:00:00.000Z');

/** Tickets as the table keeps them: each taken once, for its project only. */
function ticketsHolding(stored: Record<string, TicketHolder>) {
  const taken: string[] = [];
  return {
    taken,
    take: async (ticket: string, projectId: string) => {
      taken.push(ticket);
      const holder = stored[ticket];
      if (!holder || holder.projectId !== projectId) return null;
      delete stored[ticket];
      return holder;
    },
  };
}

function connectWith(query: Record<string, string | undefined> | null): ConnectAuthorizerEvent {
  return { methodArn: METHOD_ARN, queryStringParameters: query };
}

describe('the $connect authorizer', () => {
  it("allows this $connect for the ticket's user, naming them and their project to the routes", async () => {
    const tickets = ticketsHolding({ 'ticket-1': { userId: 'asha', projectId: 'p1' } });

    const answer = await authorizeConnect(
      { tickets, clock: () => at },
      connectWith({ projectId: 'p1', ticket: 'ticket-1' }),
    );

    expect(answer).toEqual({
      principalId: 'asha',
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: METHOD_ARN }],
      },
      context: { userId: 'asha', projectId: 'p1' },
    });
  });

  it('denies a ticket used already, or one for another project, naming nobody', async () => {
    const tickets = ticketsHolding({ 'ticket-1': { userId: 'asha', projectId: 'p1' } });
    const deps = { tickets, clock: () => at };
    await authorizeConnect(deps, connectWith({ projectId: 'p1', ticket: 'ticket-1' }));

    for (const query of [
      { projectId: 'p1', ticket: 'ticket-1' },
      { projectId: 'p2', ticket: 'ticket-1' },
      { projectId: 'p1', ticket: 'made-up' },
    ]) {
      const answer = await authorizeConnect(deps, connectWith(query));
      expect(answer.policyDocument.Statement[0].Effect).toBe('Deny');
      expect(answer.context).toBeUndefined();
    }
  });

  it('denies a connect without a ticket or a project without looking anything up', async () => {
    const tickets = ticketsHolding({});

    for (const query of [null, {}, { projectId: 'p1' }, { ticket: 'ticket-1' }]) {
      const answer = await authorizeConnect({ tickets, clock: () => at }, connectWith(query));
      expect(answer.policyDocument.Statement[0]).toMatchObject({
        Effect: 'Deny',
        Resource: METHOD_ARN,
      });
    }
    expect(tickets.taken).toEqual([]);
  });
});
