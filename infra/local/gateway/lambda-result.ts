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
 * Writes a Lambda result as API Gateway would: a structured result as given, anything else as a
 * 200 JSON body (the payload 2.0 format's inference).
 */
export function writeLambdaResult(response: ServerResponse, result: unknown): void {
  const structured = structuredResultSchema.safeParse(result);
  if (!structured.success) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
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
