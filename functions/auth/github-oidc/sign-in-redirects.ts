import * as z from '../../../shared/zod';
import {
  GITHUB_OAUTH_SCOPES,
  githubAuthorizeQuerySchema,
  githubCallbackQuerySchema,
  githubOidcUrlsOf,
} from '../../../shared/api/github-oidc-endpoints';
import { describeIssue } from '../../http/parse-request';
import type { BridgeDeps } from './bridge-deps';
import { BrowserRefusal, EXPIRED_SIGN_IN_MESSAGE, INVALID_SIGN_IN_MESSAGE } from './bridge-errors';
import { seal, unseal, UnsealError } from './sealed-values';

/** What the state GitHub carries holds: Cognito's return address, client, state and nonce. */
const statePayloadSchema = z.object({
  r: z.string(),
  c: z.string(),
  s: z.optional(z.string()),
  n: z.optional(z.string()),
});

/**
 * What the code Cognito gets holds: GitHub's code, and what the token request must match (the
 * return address and client) or carry on (the nonce, into the ID token). Sealed, so the token
 * endpoint needs no storage to know them.
 */
export const codePayloadSchema = z.object({
  g: z.string(),
  r: z.string(),
  c: z.string(),
  n: z.optional(z.string()),
});

/** Query parameters as API Gateway gives them (absent ones left out). */
export type QueryParameters = Readonly<Record<string, string | undefined>>;

function withParameters(base: string, parameters: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
}

/**
 * Cognito's authorization request → GitHub's consent page, with Cognito's return address, state
 * and nonce sealed into GitHub's `state`. A return address that is not Cognito's is refused with
 * a page (never followed: it would hand GitHub's code to anyone); other mistakes go back to
 * Cognito as OAuth errors, as OpenID Connect says.
 */
export async function authorize(deps: BridgeDeps, query: QueryParameters): Promise<string> {
  const parsed = githubAuthorizeQuerySchema.safeParse(query);
  if (!parsed.success) {
    throw new BrowserRefusal(`This sign-in request is not valid: ${describeIssue(parsed.error)}.`);
  }
  const request = parsed.data;
  if (!deps.settings.redirectUris.includes(request.redirect_uri)) {
    throw new BrowserRefusal(
      'This sign-in request names a return address the bridge does not serve.',
    );
  }
  const backToCognito = (error: string, description: string) =>
    withParameters(request.redirect_uri, {
      error,
      error_description: description,
      state: request.state,
    });
  if (request.response_type !== 'code') {
    return backToCognito('unsupported_response_type', 'Only the code flow is supported.');
  }
  if (!(request.scope ?? '').split(' ').includes('openid')) {
    return backToCognito('invalid_scope', 'The openid scope is required.');
  }
  const state = seal(
    await deps.keys.sealingKey(),
    'state',
    { r: request.redirect_uri, c: request.client_id, s: request.state, n: request.nonce },
    deps.nowSeconds(),
  );
  return withParameters(`${deps.settings.githubOAuthUrl}/login/oauth/authorize`, {
    client_id: request.client_id,
    redirect_uri: githubOidcUrlsOf(deps.settings.issuer).callback,
    scope: GITHUB_OAUTH_SCOPES.join(' '),
    state,
  });
}

/**
 * GitHub's return → Cognito's return address, with Cognito's own state and, in place of GitHub's
 * code, a sealed code that carries it. A person who declined goes back with `access_denied`. A
 * state the bridge did not seal, or one too old, gets a page: there is nowhere safe to send it.
 */
export async function callback(deps: BridgeDeps, query: QueryParameters): Promise<string> {
  const parsed = githubCallbackQuerySchema.safeParse(query);
  if (!parsed.success || !parsed.data.state) throw new BrowserRefusal(INVALID_SIGN_IN_MESSAGE);
  const { code, error, error_description: description, state: sealedState } = parsed.data;
  const key = await deps.keys.sealingKey();
  const now = deps.nowSeconds();
  let state: z.output<typeof statePayloadSchema>;
  try {
    state = unseal(key, 'state', sealedState, statePayloadSchema, now);
  } catch (thrown) {
    if (!(thrown instanceof UnsealError)) throw thrown;
    throw new BrowserRefusal(
      thrown.failure === 'expired' ? EXPIRED_SIGN_IN_MESSAGE : INVALID_SIGN_IN_MESSAGE,
    );
  }
  if (error !== undefined || code === undefined) {
    return withParameters(state.r, {
      error: error === undefined ? 'server_error' : 'access_denied',
      error_description:
        error === undefined
          ? 'GitHub sent no authorization code.'
          : (description ?? 'The GitHub sign-in was cancelled.'),
      state: state.s,
    });
  }
  const sealedCode = seal(key, 'code', { g: code, r: state.r, c: state.c, n: state.n }, now);
  return withParameters(state.r, { code: sealedCode, state: state.s });
}
