import type { ServerResponse } from 'node:http';
import { z } from 'zod';

const structuredResultSchema = z.object({
  statusCode: z.number().int(),
  headers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  body: z.string().optional(),
  isBase64Encoded: z.boolean().optional(),
  cookies: z.array(z.string()).optional(),
});

/**
 * Writes a Lambda result as API Gateway's payload format 2.0 does: a structured result (one with
 * a statusCode) as given, and anything without a statusCode as a 200 JSON body. A result that
 * has a statusCode but is malformed is a handler bug: API Gateway answers 500, and so do we.
 */
export function writeLambdaResult(response: ServerResponse, result: unknown): void {
  const hasStatus = typeof result === 'object' && result !== null && 'statusCode' in result;
  if (!hasStatus) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    return;
  }
  const structured = structuredResultSchema.safeParse(result);
  if (!structured.success) {
    console.error('[local api] malformed Lambda result', structured.error.issues);
    writeGatewayError(response, 500, 'Internal Server Error');
    return;
  }
  const { statusCode, headers = {}, body = '', isBase64Encoded, cookies } = structured.data;
  const outgoing: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) outgoing[name] = String(value);
  if (cookies?.length) outgoing['set-cookie'] = cookies;
  response
    .writeHead(statusCode, outgoing)
    .end(isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

/** API Gateway's own error replies, which are not the product's `{detail}` bodies. */
export function writeGatewayError(response: ServerResponse, status: number, message: string) {
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ message }));
}
