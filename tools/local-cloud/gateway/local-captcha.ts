import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { z } from 'zod';
import { formCarriesControlToken, refuseWithoutControlToken } from './control-token';
import { CONTROL_TOKEN_FIELD } from './control-token-names';
import { escapeHtml, readJsonOrForm } from '../replies';
import { matchingRules, type InspectedRequest } from './web-acl';

/** Where the puzzle's answer goes (AWS WAF's own endpoint on AWS). */
export const CAPTCHA_VERIFY_PATH = '/_local/waf/verify';

/** The cookie AWS WAF keeps a solved puzzle's token in. */
const TOKEN_COOKIE = 'aws-waf-token';

const verifySchema = z.object({
  // Back to the page that asked, on this origin only.
  return: z.string().regex(/^\/(?!\/)/),
});

export interface LocalCaptchaOptions {
  /** The web ACL's rules: those whose action is a CAPTCHA are enforced, the others are AWS's. */
  rules: readonly CfnWebACL.RuleProperty[];
  /** How long a solved puzzle lets its browser through (the ACL's immunity time). */
  immunitySeconds: number;
  controlToken: string;
  now?: () => number;
}

function tokenOf(request: IncomingMessage): string | undefined {
  const cookies = request.headers.cookie ?? '';
  const found = cookies.split(';').find((part) => part.trim().startsWith(`${TOKEN_COOKIE}=`));
  return found?.trim().slice(TOKEN_COOKIE.length + 1);
}

function inspected(request: IncomingMessage, url: URL): InspectedRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { method: request.method ?? 'GET', path: url.pathname, headers };
}

/** The interstitial AWS WAF answers with: one button stands for solving the puzzle. */
function puzzlePage(returnTo: string, controlToken: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Human Verification</title></head>
<body><main><h1>Let's confirm you are human</h1>
<p>The local cloud stands in for AWS WAF's CAPTCHA here.</p>
<form method="post" action="${CAPTCHA_VERIFY_PATH}">
<input type="hidden" name="${CONTROL_TOKEN_FIELD}" value="${escapeHtml(controlToken)}">
<input type="hidden" name="return" value="${escapeHtml(returnTo)}">
<button>Verify</button></form></main></body></html>`;
}

/**
 * AWS WAF's CAPTCHA action on the app's origin, for `LOCAL_WAF=on`: a request a CAPTCHA rule of
 * the firewall matches, without a token from a solved puzzle that is still fresh, is answered 405
 * with the puzzle and the `x-amzn-waf-action: captcha` header, as AWS does. Solving it sets the
 * `aws-waf-token` cookie and goes back to the page. The rate rules are left to AWS.
 */
export function createLocalCaptcha({
  rules,
  immunitySeconds,
  controlToken,
  now = Date.now,
}: LocalCaptchaOptions) {
  const captchaRules = rules.filter((rule) => rule.action && 'captcha' in rule.action);
  const solved = new Map<string, number>();

  const fresh = (token: string | undefined) =>
    token !== undefined && (solved.get(token) ?? 0) > now();

  async function verify(request: IncomingMessage, response: ServerResponse) {
    const fields = await readJsonOrForm(request);
    if (!formCarriesControlToken(fields, controlToken)) return refuseWithoutControlToken(response);
    const parsed = verifySchema.safeParse(fields);
    if (!parsed.success) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Where to go back is missing');
      return;
    }
    const token = randomBytes(24).toString('base64url');
    solved.set(token, now() + immunitySeconds * 1000);
    response
      .writeHead(303, {
        location: parsed.data.return,
        'set-cookie': `${TOKEN_COOKIE}=${token}; Path=/; Max-Age=${immunitySeconds}; SameSite=Lax`,
      })
      .end();
  }

  return function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (url.pathname === CAPTCHA_VERIFY_PATH && request.method === 'POST') {
      verify(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(400).end();
      });
      return true;
    }
    if (matchingRules(captchaRules, inspected(request, url)).length === 0) return false;
    if (fresh(tokenOf(request))) return false;
    request.resume();
    response
      .writeHead(405, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'x-amzn-waf-action': 'captcha',
      })
      .end(puzzlePage(url.pathname + url.search, controlToken));
    return true;
  };
}
