import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { isLoopback } from '../gateway/loopback';
import { readBody } from '../read-body';

/** An email Cognito or the product would have sent (a verification or password reset code). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  sentAt: z.iso.datetime(),
  to: z.string(),
  /** What Cognito sends it for (`ForgotPassword`, `SignUp`, …), or `SendEmail` through SES. */
  purpose: z.string(),
  /** The code in it; empty when it carries none. */
  code: z.string(),
  subject: z.string(),
  body: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** `GET /_local/outbox.json` (optionally `?to={email}`): newest first. */
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });

export const OUTBOX_PATH = '/_local/outbox';
export const OUTBOX_JSON_PATH = '/_local/outbox.json';
/** The SES v2 API on the local origin (the SDK's `endpoint`): SendEmail lands in the outbox. */
export const SES_PATH = '/_local/ses';
const SEND_EMAIL_PATH = `${SES_PATH}/v2/email/outbound-emails`;

/** The part of SES v2 SendEmail the product uses: one plain-text message. */
const sendEmailSchema = z.object({
  Destination: z.object({ ToAddresses: z.array(z.string()).min(1).max(50) }),
  Content: z.object({
    Simple: z.object({
      Subject: z.object({ Data: z.string() }),
      Body: z.object({ Text: z.object({ Data: z.string() }) }),
    }),
  }),
});

/** The newest messages kept; older ones are dropped. */
const KEPT = 200;

const wording: Record<string, { subject: string; body: (code: string) => string }> = {
  ForgotPassword: {
    subject: 'Your password reset code',
    body: (code) => `Your password reset code is ${code}`,
  },
};
const defaultWording = {
  subject: 'Your verification code',
  body: (code: string) => `Your verification code is ${code}`,
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(messages: readonly OutboxMessage[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(new Date(message.sentAt).toLocaleString())}</td>` +
        `<td>${escapeHtml(message.to)}</td><td>${escapeHtml(message.subject)}</td>` +
        `<td><code>${escapeHtml(message.code)}</code></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Local outbox</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#1f2937}table{border-collapse:collapse}
td,th{padding:.4rem .8rem;border-bottom:1px solid #e5e7eb;text-align:left}code{font-size:1.2em}</style>
</head><body><h1>Local outbox</h1>
<p>The emails Cognito and the product would send (verification and password reset codes), newest first. This page
refreshes itself; <a href="${OUTBOX_JSON_PATH}">JSON</a>.</p>
${messages.length === 0 ? '<p>No messages yet.</p>' : `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Code</th></tr></thead><tbody>\n${rows}\n</tbody></table>`}
</body></html>`;
}

export interface OutboxOptions {
  /** Where the page is, for the console line. */
  pageUrl?: () => string;
  log?: (line: string) => void;
}

/**
 * Where the local cloud delivers the emails Cognito and SES would send: a page for people, JSON
 * for tests, and one console line per message.
 */
export function createOutbox({ pageUrl, log = console.log }: OutboxOptions = {}) {
  const messages: OutboxMessage[] = [];
  let sequence = 0;

  function deliver(
    input: { to: string; purpose: string; code: string } & Partial<
      Pick<OutboxMessage, 'subject' | 'body'>
    >,
  ): OutboxMessage {
    const words = wording[input.purpose] ?? defaultWording;
    sequence += 1;
    const message: OutboxMessage = {
      id: String(sequence),
      sentAt: new Date().toISOString(),
      to: input.to,
      purpose: input.purpose,
      code: input.code,
      subject: input.subject ?? words.subject,
      body: input.body ?? words.body(input.code),
    };
    messages.unshift(message);
    messages.splice(KEPT);
    const where = pageUrl ? ` (${pageUrl()})` : '';
    log(`[local outbox] ${message.subject} for ${message.to}: ${message.code}${where}`);
    return message;
  }

  /** SES v2 SendEmail: each recipient gets the message in the outbox. */
  async function sendEmail(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const parsed = sendEmailSchema.safeParse(
      JSON.parse((await readBody(request, 256 * 1024)).toString('utf8') || '{}'),
    );
    if (!parsed.success) {
      response
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Not a SendEmail request the local SES knows' }));
      return;
    }
    const { Subject, Body } = parsed.data.Content.Simple;
    for (const to of parsed.data.Destination.ToAddresses) {
      deliver({
        to,
        purpose: 'SendEmail',
        code: /\b\d{6}\b/.exec(Subject.Data + Body.Text.Data)?.[0] ?? '',
        subject: Subject.Data,
        body: Body.Text.Data,
      });
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ MessageId: `local-${sequence}` }));
  }

  function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (url.pathname === SEND_EMAIL_PATH && request.method === 'POST') {
      // Sending needs IAM on AWS: only the functions, on this machine, may.
      if (!isLoopback(request.socket.remoteAddress)) {
        request.resume();
        response.writeHead(403).end();
        return true;
      }
      sendEmail(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(400).end();
      });
      return true;
    }
    if (url.pathname !== OUTBOX_PATH && url.pathname !== OUTBOX_JSON_PATH) return false;
    request.resume();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return true;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const shown = to ? messages.filter((message) => message.to.toLowerCase() === to) : messages;
    const json = url.pathname === OUTBOX_JSON_PATH;
    response
      .writeHead(200, {
        'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      .end(json ? JSON.stringify({ messages: shown }) : page(shown));
    return true;
  }

  return { deliver, handle, messages: (): readonly OutboxMessage[] => messages };
}

export type Outbox = ReturnType<typeof createOutbox>;
