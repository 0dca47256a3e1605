import { createTableClient } from '../lib/dynamo-client';
import { observed } from '../lib/observability';
import { authorizeConnect, type ConnectAuthorizerEvent } from './socket-authorizer';
import { createSocketTickets } from './socket-tickets';

const tickets = createSocketTickets(createTableClient());

/** The WebSocket API's `$connect` authorizer: a connection opens only with an unused ticket. */
export const handler = observed(
  (event: ConnectAuthorizerEvent) => authorizeConnect({ tickets, clock: () => new Date() }, event),
  (event) => ({
    requestId: event.requestContext?.requestId,
    projectId: event.queryStringParameters?.projectId,
  }),
);
