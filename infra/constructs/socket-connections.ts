import type { IGrantable } from 'aws-cdk-lib/aws-iam';

/** The stage clients connect to: `wss://{apiId}.execute-api.{region}.amazonaws.com/live`. */
export const SOCKET_STAGE_NAME = 'live';

/**
 * The WebSocket API as functions that post to its connections know it (ProductWebSocketApi
 * implements it; AppFunction grants it).
 */
export interface SocketConnections {
  /** The `@connections` endpoint: `https://{apiId}.execute-api.{region}.amazonaws.com/{stage}`. */
  callbackUrl: string;
  /** `execute-api:ManageConnections` on this stage's `@connections` routes only. */
  grantManageConnections(grantee: IGrantable): void;
}
