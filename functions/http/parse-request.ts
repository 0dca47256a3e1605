import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as z from '../../shared/zod';
import { badRequest } from './http-error';

/** The first problem zod found, as one sentence a person can act on. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid';
  // The contract's schemas word their own messages; zod's generic ones ("Invalid input: expected
  // string, received undefined") only make sense next to the field they are about.
  const generic = /^(Invalid input|Too small|Too big|Unrecognized key)/.test(issue.message);
  return generic && issue.path.length > 0
    ? `${issue.path.join('.')}: ${issue.message}`
    : issue.message;
}

export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw badRequest(describeIssue(result.error));
  return result.data;
}

/**
 * The body's bytes as the caller sent them. API Gateway hands a Lambda text bodies as strings and
 * anything else base64-encoded (`isBase64Encoded`); either way these are the bytes that were signed.
 * A WebSocket message arrives the same way.
 */
export function readRawBody(event: {
  body?: string | null | undefined;
  isBase64Encoded?: boolean | undefined;
}): Buffer {
  return Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
}

/** The JSON body of a request; an absent body is an empty object. */
export function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === '') return {};
  const text = readRawBody(event).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}
