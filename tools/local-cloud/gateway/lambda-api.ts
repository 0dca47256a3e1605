import type { IncomingMessage, ServerResponse } from 'node:http';
import { functionList, type FunctionId } from '../../../functions/function-list';
import type { FunctionLoader } from './function-loader';
import { isLoopback } from './loopback';
import { PayloadTooLargeError, readBody } from '../read-body';
import { safeDecode } from './safe-decode';

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

/** `name`, or the name inside a function ARN (`arn:aws:lambda:…:function:name[:qualifier]`). */
function functionNameOf(nameOrArn: string): string {
  const arn = /^arn:[^:]+:lambda:[^:]*:[^:]*:function:([^:]+)/.exec(nameOrArn);
  return arn?.[1] ?? nameOrArn;
}

function isFunctionId(name: string): name is FunctionId {
  return Object.hasOwn(functionList, name);
}

function reply(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response
    .writeHead(status, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify(body ?? null));
}

function awsError(response: ServerResponse, status: number, type: string, message: string) {
  reply(response, status, { Type: 'User', message }, { 'x-amzn-errortype': type });
}

/**
 * The Lambda Invoke API (`POST /2015-03-31/functions/{name}/invocations`) for the functions of the
 * function list, so AWS services' stand-ins (the Cognito triggers) call the real handlers the
 * way AWS does, through an SDK. Like the @connections API, it answers this machine only.
 */
export function createLambdaApi({ loadFunction }: { loadFunction: FunctionLoader }) {
  async function invoke(
    request: IncomingMessage,
    response: ServerResponse,
    functionId: FunctionId,
  ): Promise<void> {
    let payload: unknown;
    try {
      const body = await readBody(request);
      payload = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        return awsError(response, 413, 'RequestTooLargeException', error.message);
      }
      return awsError(response, 400, 'InvalidRequestContentException', 'Could not parse payload');
    }
    const invocationType = request.headers['x-amz-invocation-type'] ?? 'RequestResponse';
    if (invocationType === 'DryRun') return void response.writeHead(204).end();
    const handler = await loadFunction(functionId);
    const run = handler(payload);
    if (invocationType === 'Event') {
      run.catch((error: unknown) => console.error(`[local lambda] ${functionId} failed`, error));
      return void response.writeHead(202).end();
    }
    try {
      reply(response, 200, await run, { 'x-amz-executed-version': '$LATEST' });
    } catch (error) {
      console.error(`[local lambda] ${functionId} failed`, error);
      reply(
        response,
        200,
        {
          errorType: error instanceof Error ? error.name : 'Error',
          errorMessage: error instanceof Error ? error.message : String(error),
          trace: [],
        },
        { 'x-amz-function-error': 'Unhandled', 'x-amz-executed-version': '$LATEST' },
      );
    }
  }

  /** Answers false when the request is not for this API. */
  return function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    const path = INVOKE_PATH.exec(url.pathname);
    if (!path?.[1]) return false;
    if (!isLoopback(request.socket.remoteAddress)) {
      request.resume();
      awsError(response, 403, 'AccessDeniedException', 'Forbidden');
      return true;
    }
    const name = functionNameOf(safeDecode(path[1]) ?? '');
    if (request.method !== 'POST' || !isFunctionId(name)) {
      request.resume();
      awsError(response, 404, 'ResourceNotFoundException', `Function not found: ${name}`);
      return true;
    }
    invoke(request, response, name).catch((error: unknown) => {
      console.error(`[local lambda] could not invoke ${name}`, error);
      if (!response.headersSent) awsError(response, 500, 'ServiceException', 'Invoke failed');
    });
    return true;
  };
}
