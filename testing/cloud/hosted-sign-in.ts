import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SOCIAL_SIGN_IN_CALLBACK_PATH } from '../../shared/app-config';
import { CONTROL_TOKEN_FIELD } from '../../tools/local-cloud/gateway/control-token-names';
import type { CloudAddresses } from './shared-cloud';

/** What a person does on the stand-in's consent page. */
export type ConsentAnswer =
  | { account: string }
  | { custom: { name: string; email: string } }
  | 'deny';

/** A response's redirect target, or an error naming what came instead. */
export function locationOf(response: Response): string {
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) {
    throw new Error(`Expected a redirect, got ${response.status} from ${response.url}`);
  }
  return location;
}

/**
 * The form the consent page posts: the authorize request's parameters, the answer, and the
 * cloud's control token in the hidden field each of the page's forms carries.
 */
export function consentForm(
  authorize: URL,
  answer: ConsentAnswer,
  controlToken: string,
): URLSearchParams {
  const form = new URLSearchParams(authorize.searchParams);
  form.set(CONTROL_TOKEN_FIELD, controlToken);
  if (answer === 'deny') form.set('decision', 'deny');
  else if ('account' in answer) {
    form.set('decision', 'account');
    form.set('account', answer.account);
  } else {
    form.set('decision', 'custom');
    form.set('name', answer.custom.name);
    form.set('email', answer.custom.email);
  }
  return form;
}

/** Answers the consent page the authorize URL shows, as its forms post; the redirect that follows. */
export async function answerConsent(
  authorize: URL,
  answer: ConsentAnswer,
  controlToken: string,
): Promise<Response> {
  return fetch(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: consentForm(authorize, answer, controlToken),
    redirect: 'manual',
  });
}

export interface HostedSignIn {
  /** Where the hosted UI sent the browser back: the app's callback with a code or an error. */
  callback: URL;
  redirectUri: string;
  verifier: string;
}

/**
 * A sign-in through the local hosted UI as the SPA starts it (PKCE, state) and a person finishes
 * it on the provider's consent page, followed redirect by redirect over real sockets.
 */
export async function signInThroughHostedUi(
  cloud: CloudAddresses,
  identityProvider: string,
  answer: ConsentAnswer,
): Promise<HostedSignIn> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${cloud.url}${SOCIAL_SIGN_IN_CALLBACK_PATH}`;
  const query = new URLSearchParams({
    identity_provider: identityProvider,
    response_type: 'code',
    client_id: cloud.userPool.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state: 'app-state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const authorize = await fetch(`${cloud.userPool.endpoint}/oauth2/authorize?${query}`, {
    redirect: 'manual',
  });
  const consentPage = new URL(locationOf(authorize));
  let next = locationOf(await answerConsent(consentPage, answer, cloud.controlToken));
  // Back through the hosted UI's /oauth2/idpresponse to the app.
  while (!next.startsWith(redirectUri)) {
    next = locationOf(await fetch(next, { redirect: 'manual' }));
  }
  return { callback: new URL(next), redirectUri, verifier };
}

const tokensSchema = z.object({
  id_token: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  token_type: z.literal('Bearer'),
});

/** Trades the app's code at the hosted UI's token endpoint, as the SPA does. */
export async function exchangeHostedCode(
  cloud: CloudAddresses,
  signIn: HostedSignIn,
  overrides: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${cloud.userPool.endpoint}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: cloud.userPool.clientId,
      code: signIn.callback.searchParams.get('code') ?? '',
      redirect_uri: signIn.redirectUri,
      code_verifier: signIn.verifier,
      ...overrides,
    }),
  });
}

/** The tokens of a successful exchange. */
export async function hostedTokens(cloud: CloudAddresses, signIn: HostedSignIn) {
  const response = await exchangeHostedCode(cloud, signIn);
  if (!response.ok) throw new Error(`The token endpoint answered ${response.status}`);
  return tokensSchema.parse(await response.json());
}
