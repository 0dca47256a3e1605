import * as z from '../../shared/zod';
import { socketConnectAuthorizer } from '../routes';
import type { SocketTickets } from './socket-tickets';

/** What API Gateway passes a WebSocket API's REQUEST authorizer on `$connect` (what is read here). */
export interface ConnectAuthorizerEvent {
  /** `arn:aws:execute-api:{region}:{account}:{apiId}/{stage}/$connect` */
  methodArn: string;
  queryStringParameters?: Record<string, string | undefined> | null;
  requestContext?: { requestId?: string };
}

type Effect = 'Allow' | 'Deny';

/**
 * What the authorizer answers: an IAM policy on the `$connect` it was asked about (WebSocket APIs
 * take no simple responses), and for an allowed connection whose it is. API Gateway hands the
 * context to every route of that connection as `requestContext.authorizer`.
 */
export interface ConnectAuthorization {
  principalId: string;
  policyDocument: {
    Version: '2012-10-17';
    Statement: [{ Action: 'execute-api:Invoke'; Effect: Effect; Resource: string }];
  };
  context?: ConnectAuthorizerContext;
}

/** The connection's user and project, as the routes read them from `requestContext.authorizer`. */
export const connectAuthorizerContextSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.regex(/^[\w-]{1,64}$/)),
});
export type ConnectAuthorizerContext = z.infer<typeof connectAuthorizerContextSchema>;

export interface SocketAuthorizerDeps {
  tickets: Pick<SocketTickets, 'take'>;
  clock: () => Date;
}

function authorization(principalId: string, effect: Effect, methodArn: string) {
  return {
    principalId,
    policyDocument: {
      Version: '2012-10-17' as const,
      Statement: [
        { Action: 'execute-api:Invoke' as const, Effect: effect, Resource: methodArn },
      ] as [{ Action: 'execute-api:Invoke'; Effect: Effect; Resource: string }],
    },
  };
}

/**
 * The `$connect` authorizer: a connection opens only with a ticket the HTTP API issued to a
 * signed-in user for this socket's project (`?projectId=…&ticket=…`), unused and unexpired; the
 * ticket is spent by the check. Anything else is denied (API Gateway answers 403, and a connect
 * without a ticket 401 before this runs), so nobody can hold a connection open without an account.
 */
export async function authorizeConnect(
  deps: SocketAuthorizerDeps,
  event: ConnectAuthorizerEvent,
): Promise<ConnectAuthorization> {
  const query = event.queryStringParameters ?? {};
  const ticket = query[socketConnectAuthorizer.queryParameter] ?? '';
  const projectId = query.projectId ?? '';
  const holder =
    ticket && projectId ? await deps.tickets.take(ticket, projectId, deps.clock()) : null;
  if (!holder) return authorization('anonymous', 'Deny', event.methodArn);
  return {
    ...authorization(holder.userId, 'Allow', event.methodArn),
    context: { userId: holder.userId, projectId: holder.projectId },
  };
}
