import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { sendErrorPage, sendHtml } from '../replies';
import { CONSENT_PAGE_CSP, consentPageHtml, type ConsentPageInput } from './consent-page';
import { customAccount, testAccountsOf, type IdpAccount, type IdpProvider } from './test-accounts';

/** What the consent page's forms post, besides the authorization request's own parameters. */
const choiceSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('account'), account: z.string() }),
  z.object({ decision: z.literal('custom'), name: z.string(), email: z.string() }),
  z.object({ decision: z.literal('deny') }),
]);

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The tester's answer on the consent page. */
export type ConsentChoice =
  | { kind: 'account'; account: IdpAccount }
  | { kind: 'deny' }
  /** A custom account that cannot be used, or a post that is not the page's: shown again. */
  | { kind: 'again'; problem?: ConsentPageInput['problem'] };

export function consentChoice(provider: IdpProvider, body: unknown): ConsentChoice {
  const parsed = choiceSchema.safeParse(body);
  if (!parsed.success) return { kind: 'again' };
  const choice = parsed.data;
  if (choice.decision === 'deny') return { kind: 'deny' };
  if (choice.decision === 'account') {
    const account = testAccountsOf(provider).find((candidate) => candidate.id === choice.account);
    return account ? { kind: 'account', account } : { kind: 'again' };
  }
  const name = choice.name.trim().slice(0, 100);
  const email = choice.email.trim().slice(0, 254);
  if (!name || !EMAIL_FORMAT.test(email)) {
    const message = name
      ? 'Enter an email address like name@example.com.'
      : 'Enter a name for the account.';
    return { kind: 'again', problem: { message, name, email } };
  }
  return { kind: 'account', account: customAccount(provider, name, email) };
}

/** Shows the consent page (again, with the problem, when `problem` is given). */
export function sendConsentPage(
  response: ServerResponse,
  input: Omit<ConsentPageInput, 'accounts'>,
): void {
  sendHtml(
    response,
    input.problem ? 400 : 200,
    consentPageHtml({ ...input, accounts: testAccountsOf(input.provider) }),
    { 'content-security-policy': CONSENT_PAGE_CSP, 'x-frame-options': 'DENY' },
  );
}

/** A provider's error page for a request it will not send back to the client (an unknown client). */
export function sendProviderErrorPage(
  response: ServerResponse,
  status: number,
  providerName: string,
  message: string,
): void {
  sendErrorPage(response, status, {
    heading: `${providerName} (local stand-in)`,
    lines: [message],
  });
}
