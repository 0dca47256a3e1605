import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadBodyError, readJsonOrForm, sendJson } from '../replies';
import { razorpayError } from './razorpay-entities';

export { escapeHtml, sendHtml, sendJson } from '../replies';

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
