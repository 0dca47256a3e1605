import type { IncomingMessage } from 'node:http';
import { BadBodyError, readJsonOrForm } from '../replies';

/** What both providers' endpoints share: reading requests and building the redirects back. */

/** An authorize request's parameters: from the query of a GET, the form of the consent page's POST. */
export async function authorizeParameters(
  request: IncomingMessage,
  url: URL,
): Promise<Record<string, unknown>> {
  if (request.method !== 'POST') return Object.fromEntries(url.searchParams);
  const body = await readJsonOrForm(request, 16 * 1024).catch((error: unknown) => {
    if (error instanceof BadBodyError) return {};
    throw error;
  });
  return typeof body === 'object' && body !== null ? { ...body } : {};
}

/** Client credentials sent as HTTP Basic (RFC 6749 §2.3.1), when they are. */
export function basicCredentials(
  request: IncomingMessage,
): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, colon)),
      clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return undefined;
  }
}

/** The bearer token of an API call (`Bearer x`, or GitHub's older `token x`). */
export function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^(?:Bearer|token)\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The words a provider's consent page uses for what a client asks to see. */
export function permissionsOf(
  scopes: readonly string[],
  words: Readonly<Record<string, string>>,
): string[] {
  const listed = scopes.flatMap((scope) => (Object.hasOwn(words, scope) ? [words[scope]] : []));
  return [...new Set(listed.filter((item): item is string => item !== undefined))];
}

/** Answers a request whose body is not read (drained, so the connection is free again). */
export async function answer(request: IncomingMessage, send: () => void): Promise<void> {
  request.resume();
  send();
}
