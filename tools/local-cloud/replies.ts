import type { IncomingMessage, ServerResponse } from 'node:http';
import { PayloadTooLargeError, readBody } from './read-body';

/** The small HTTP answers and body reading the local stand-ins share. */

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...headers,
    })
    .end(JSON.stringify(body));
}

export function sendHtml(
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    })
    .end(html);
}

/**
 * A plain error page, for a stand-in's request it will not send back to the client (an unknown
 * client, a redirect URI it does not have): a heading and lines of text, no script.
 */
export function sendErrorPage(
  response: ServerResponse,
  status: number,
  page: { heading: string; lines: readonly string[] },
): void {
  const lines = page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  sendHtml(
    response,
    status,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error</title></head>` +
      `<body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem">` +
      `<h1>${escapeHtml(page.heading)}</h1>${lines}</body></html>`,
    { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" },
  );
}

/** A 302 to the given address, as the OAuth providers answer. */
export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location, 'cache-control': 'no-store' }).end();
}

/** The address with these query parameters added (undefined values left out). */
export function withQuery(address: string, parameters: Record<string, string | undefined>): string {
  const url = new URL(address);
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A body the stand-in cannot read: too large, or not the JSON it claims to be. */
export class BadBodyError extends Error {}

/** A JSON or form body as an untyped value, for the caller's schema to parse. */
export async function readJsonOrForm(
  request: IncomingMessage,
  limit = 64 * 1024,
): Promise<unknown> {
  let text: string;
  try {
    text = (await readBody(request, limit)).toString('utf8');
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw new BadBodyError('The request is too large');
    throw error;
  }
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadBodyError('The request body is not valid JSON');
  }
}
