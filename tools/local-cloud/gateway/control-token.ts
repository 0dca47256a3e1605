import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { CONTROL_TOKEN_FIELD, CONTROL_TOKEN_HEADER } from './control-token-names';

/**
 * The local cloud's control token: a secret made afresh each time the cloud starts, which every
 * call that changes the stand-ins' state from outside the product (a test's or a developer's
 * control, a stand-in page's own form) must carry. Host and Origin checks keep other web pages
 * out; the token is what a page cannot learn, as a framework's CSRF token.
 */

/** What a call without the token, or with another start's, is told. */
export const CONTROL_TOKEN_REFUSAL =
  'This call changes the local cloud and needs the X-Local-Cloud-Token header of its current start ' +
  "(tests: the cloud's controlToken; npm start: the local-cloud-token file in the data folder)";

/** A new token: 256 random bits. */
export function newControlToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether `given` is the token, compared in constant time. */
export function isControlToken(token: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the request carries the token in its header. */
export function carriesControlToken(request: IncomingMessage, token: string): boolean {
  return isControlToken(token, request.headers[CONTROL_TOKEN_HEADER]);
}

const formTokenSchema = z.object({ [CONTROL_TOKEN_FIELD]: z.string() });

/** Whether a posted form (or JSON body) carries the token in its hidden field. */
export function formCarriesControlToken(fields: unknown, token: string): boolean {
  const parsed = formTokenSchema.safeParse(fields);
  return parsed.success && isControlToken(token, parsed.data[CONTROL_TOKEN_FIELD]);
}

/** Whether a post carries the token: in its header (a script), or its hidden field (a form). */
export function postCarriesControlToken(
  request: IncomingMessage,
  fields: unknown,
  token: string,
): boolean {
  return carriesControlToken(request, token) || formCarriesControlToken(fields, token);
}

/** Answers a call without the token 403, in words; it changed nothing. */
export function refuseWithoutControlToken(response: ServerResponse): void {
  response
    .writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
    .end(CONTROL_TOKEN_REFUSAL);
}

/** Whether a call by this method may change state (anything but reading or a CORS preflight). */
export function changesState(method: string | undefined): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method ?? 'GET');
}
