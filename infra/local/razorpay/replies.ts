import type { IncomingMessage, ServerResponse } from 'node:http';
import { PayloadTooLargeError, readBody } from '../read-body';
import { razorpayError } from './razorpay-entities';

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    .end(html);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

class BadBodyError extends Error {}

/** A JSON or form body as an untyped value, for the caller's schema to parse. */
async function readJsonOrForm(request: IncomingMessage): Promise<unknown> {
  let text: string;
  try {
    text = (await readBody(request, 64 * 1024)).toString('utf8');
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

/** The body of a POST, or undefined once Razorpay's answer to an unreadable one is sent. */
export async function readBodyOrAnswer(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<{ body: unknown } | undefined> {
  try {
    return { body: await readJsonOrForm(request) };
  } catch (error) {
    if (!(error instanceof BadBodyError)) throw error;
    sendJson(response, 400, razorpayError(error.message));
    return undefined;
  }
}
