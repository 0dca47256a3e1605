import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { JwtVerifier } from 'aws-jwt-verify';
import { CognitoError } from 'cognito-local/lib/errors.js';
import { verifyS256 } from 'cognito-local/lib/oauth2/pkce.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import {
  attributesAppend,
  attributesFromRecord,
  type User,
  type UserPoolService,
} from 'cognito-local/lib/services/userPoolService.js';
import { z } from 'zod';
import { jwksCacheFor } from '../../../functions/auth/id-token-verifier';
import {
  BadBodyError,
  readJsonOrForm,
  redirect,
  sendErrorPage,
  sendJson,
  withQuery,
} from '../replies';
import { withTriggerName } from './aws-behaviour';
import { accessTokenSeconds } from './pool-rules';

/**
 * An identity provider of the pool, as Cognito federates to an OpenID Connect provider: its
 * issuer (discovery gives the rest) and the pool's client registration with it.
 */
export interface FederatedIdentityProvider {
  /** The pool's name for it: what `identity_provider` asks for (`Google`, `GitHub`). */
  name: string;
  /** Cognito's provider type, as the `identities` claim reports it. */
  type: 'Google' | 'OIDC';
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The scopes the pool asks the provider for (`authorize_scopes`). */
  scopes: string;
}

export interface HostedUiOptions {
  services: Services;
  ctx: Context;
  /** The hosted domain (`{origin}/_local/cognito`); providers return to `{domain}/oauth2/idpresponse`. */
  domain: string;
  providers: readonly FederatedIdentityProvider[];
  /** The pool's attribute mapping: pool attribute → the provider's claim. */
  attributeMapping: Readonly<Record<string, string>>;
  now?: () => number;
}

/** Cognito's authorization codes last five minutes. */
const CODE_LIFETIME_MS = 5 * 60 * 1000;
/** How long a sign-in may stay at the provider. */
const FEDERATION_LIFETIME_MS = 15 * 60 * 1000;

const authorizeSchema = z.object({
  client_id: z.string().min(1),
  redirect_uri: z.string().min(1),
  response_type: z.string().optional(),
  state: z.string().optional(),
  scope: z.string().optional(),
  identity_provider: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
});

const tokenRequestSchema = z.object({
  grant_type: z.string().optional(),
  client_id: z.string().optional(),
  code: z.string().optional(),
  redirect_uri: z.string().optional(),
  code_verifier: z.string().optional(),
});

const discoverySchema = z
  .object({
    issuer: z.string(),
    authorization_endpoint: z.url(),
    token_endpoint: z.url(),
    userinfo_endpoint: z.url().optional(),
    jwks_uri: z.url(),
  })
  .loose();
type Discovery = z.infer<typeof discoverySchema>;

const providerErrorSchema = z.object({ error_description: z.string().min(1).max(500) });
const providerTokensSchema = z.object({ id_token: z.string(), access_token: z.string() }).loose();
const claimsSchema = z.record(z.string(), z.unknown());

/** A sign-in on its way through a provider, by the `state` the pool gave the provider. */
interface Federation {
  provider: FederatedIdentityProvider;
  clientId: string;
  redirectUri: string;
  appState: string | undefined;
  codeChallenge: string | undefined;
  nonce: string;
  expiresAt: number;
}

/** What the app's authorization code stands for. */
interface IssuedCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | undefined;
  userPoolId: string;
  username: string;
  expiresAt: number;
}

/** A sign-in the pool refuses: sent back to the app's redirect URI, as Cognito does. */
class SignInRefused extends Error {
  constructor(
    readonly error: string,
    readonly description: string | undefined,
  ) {
    super(description ?? error);
  }
}

function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Claim values become attribute strings, as Cognito stores them (`true` → "true"). */
function attributeValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return undefined;
}

/**
 * Cognito's error page, for a request it will not send back to the app (an unknown client, a
 * redirect URI the client does not have, a sign-in it no longer knows).
 */
function sendCognitoErrorPage(
  response: ServerResponse,
  status: number,
  error: string,
  detail: string,
) {
  sendErrorPage(response, status, {
    heading: 'An error was encountered with the requested page.',
    lines: [error, detail, "(The local cloud's stand-in for the Cognito hosted UI.)"],
  });
}

/** The hosted UI's configuration and what it remembers between requests. */
interface HostedUiState {
  services: Services;
  ctx: Context;
  providers: readonly FederatedIdentityProvider[];
  attributeMapping: Readonly<Record<string, string>>;
  now: () => number;
  /** Where providers send the browser back: `{domain}/oauth2/idpresponse`. */
  idpResponseUrl: string;
  federations: Map<string, Federation>;
  codes: Map<string, IssuedCode>;
  discoveries: Map<string, Promise<Discovery>>;
  verifiers: Map<string, ReturnType<typeof JwtVerifier.create>>;
}

function forgetExpired(ui: HostedUiState) {
  const current = ui.now();
  for (const [key, federation] of ui.federations) {
    if (federation.expiresAt <= current) ui.federations.delete(key);
  }
  for (const [code, issued] of ui.codes) if (issued.expiresAt <= current) ui.codes.delete(code);
}

async function appClient(ui: HostedUiState, clientId: string): Promise<AppClient | null> {
  return ui.services.cognito.getAppClient(ui.ctx, clientId).catch(() => null);
}

/** The provider's discovery document, fetched once (again after a failure). */
function discover(ui: HostedUiState, provider: FederatedIdentityProvider): Promise<Discovery> {
  let discovery = ui.discoveries.get(provider.issuer);
  if (!discovery) {
    discovery = (async () => {
      const address = `${provider.issuer}/.well-known/openid-configuration`;
      const response = await fetch(address, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`${address} answered ${response.status}`);
      const document = discoverySchema.parse(await response.json());
      if (document.issuer !== provider.issuer) {
        throw new Error(`${address} names another issuer: ${document.issuer}`);
      }
      return document;
    })();
    ui.discoveries.set(provider.issuer, discovery);
    discovery.catch(() => ui.discoveries.delete(provider.issuer));
  }
  return discovery;
}

function verifierFor(ui: HostedUiState, provider: FederatedIdentityProvider, discovery: Discovery) {
  let verifier = ui.verifiers.get(provider.name);
  if (!verifier) {
    const jwksCache = jwksCacheFor(new URL(discovery.jwks_uri));
    verifier = JwtVerifier.create(
      { issuer: provider.issuer, audience: provider.clientId, jwksUri: discovery.jwks_uri },
      jwksCache ? { jwksCache } : undefined,
    );
    ui.verifiers.set(provider.name, verifier);
  }
  return verifier;
}

async function authorize(ui: HostedUiState, url: URL, response: ServerResponse) {
  const parsed = authorizeSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    return sendCognitoErrorPage(
      response,
      400,
      'invalid_request',
      'client_id and redirect_uri are required.',
    );
  }
  const request = parsed.data;
  const client = await appClient(ui, request.client_id);
  if (!client) return sendCognitoErrorPage(response, 400, 'invalid_client', 'Unknown client_id.');
  if (!(client.CallbackURLs ?? []).includes(request.redirect_uri)) {
    return sendCognitoErrorPage(
      response,
      400,
      'redirect_mismatch',
      `${request.redirect_uri} is not a callback URL of the app client.`,
    );
  }
  const back = (parameters: Record<string, string | undefined>) =>
    redirect(response, withQuery(request.redirect_uri, { ...parameters, state: request.state }));
  if (request.response_type !== 'code' || !client.AllowedOAuthFlows?.includes('code')) {
    return back({ error: 'unauthorized_client' });
  }
  if (request.code_challenge && request.code_challenge_method !== 'S256') {
    return back({ error: 'invalid_request', error_description: 'Invalid code_challenge_method' });
  }
  const allowedScopes = client.AllowedOAuthScopes ?? [];
  const scopes = (request.scope ?? allowedScopes.join(' ')).split(/\s+/).filter(Boolean);
  if (scopes.some((scope) => !allowedScopes.includes(scope)))
    return back({ error: 'invalid_scope' });
  const provider = ui.providers.find(
    (candidate) =>
      candidate.name === request.identity_provider &&
      (client.SupportedIdentityProviders ?? []).includes(candidate.name),
  );
  if (!provider) {
    return sendCognitoErrorPage(
      response,
      400,
      'invalid_request',
      request.identity_provider
        ? `Login option is not available: the app client has no identity provider ${request.identity_provider}.`
        : 'The local hosted UI has no sign-in page of its own: ask for an identity_provider.',
    );
  }
  let discovery: Discovery;
  try {
    discovery = await discover(ui, provider);
  } catch (error) {
    return sendCognitoErrorPage(
      response,
      502,
      'server_error',
      `The identity provider ${provider.name} could not be reached: ${String(error)}`,
    );
  }
  forgetExpired(ui);
  const key = randomToken();
  const nonce = randomToken();
  ui.federations.set(key, {
    provider,
    clientId: client.ClientId,
    redirectUri: request.redirect_uri,
    appState: request.state,
    codeChallenge: request.code_challenge,
    nonce,
    expiresAt: ui.now() + FEDERATION_LIFETIME_MS,
  });
  redirect(
    response,
    withQuery(discovery.authorization_endpoint, {
      client_id: provider.clientId,
      redirect_uri: ui.idpResponseUrl,
      response_type: 'code',
      scope: provider.scopes,
      state: key,
      nonce,
    }),
  );
}

/** The provider's claims about the person: the checked ID token's, then userinfo's. */
async function providerClaims(ui: HostedUiState, federation: Federation, code: string) {
  const { provider } = federation;
  const discovery = await discover(ui, provider);
  const reply = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: ui.idpResponseUrl,
      client_id: provider.clientId,
      client_secret: provider.clientSecret,
    }),
    signal: AbortSignal.timeout(5000),
  });
  const body: unknown = await reply.json().catch(() => null);
  const tokens = providerTokensSchema.safeParse(body);
  if (!reply.ok || !tokens.success) {
    // The provider's own reason (the GitHub bridge's "verify your email") reaches the app; that
    // Cognito passes it on is assumed, not yet seen on AWS.
    const reason = providerErrorSchema.safeParse(body);
    throw new SignInRefused(
      'invalid_request',
      reason.success ? reason.data.error_description : `${provider.name} did not accept the code`,
    );
  }
  let claims: Record<string, unknown>;
  try {
    claims = await verifierFor(ui, provider, discovery).verify(tokens.data.id_token);
  } catch (error) {
    throw new SignInRefused(
      'invalid_request',
      `Invalid ${provider.name} ID token: ${String(error)}`,
    );
  }
  if (claims.nonce !== federation.nonce) {
    throw new SignInRefused('invalid_request', `Invalid ${provider.name} ID token: wrong nonce`);
  }
  if (!discovery.userinfo_endpoint) return claims;
  const userinfo = await fetch(discovery.userinfo_endpoint, {
    headers: { authorization: `Bearer ${tokens.data.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  });
  const extra = claimsSchema.safeParse(await userinfo.json().catch(() => null));
  if (!userinfo.ok || !extra.success || extra.data.sub !== claims.sub) {
    throw new SignInRefused('invalid_request', `${provider.name} userinfo failed`);
  }
  return { ...claims, ...extra.data };
}

function mappedAttributes(ui: HostedUiState, claims: Record<string, unknown>) {
  const record: Record<string, string> = {};
  for (const [attribute, claim] of Object.entries(ui.attributeMapping)) {
    const value = attributeValue(claims[claim]);
    if (value !== undefined && value !== '') record[attribute] = value;
  }
  return attributesFromRecord(record);
}

/**
 * The pool's user for this provider identity: found and updated with the provider's attributes
 * (Cognito maps them on every sign-in), or signed up through the pre sign-up trigger.
 */
async function federatedUser(
  ui: HostedUiState,
  pool: UserPoolService,
  federation: Federation,
  claims: Record<string, unknown>,
): Promise<User> {
  const { provider } = federation;
  const subject = attributeValue(claims.sub);
  if (!subject) throw new SignInRefused('invalid_request', `${provider.name} sent no subject`);
  // The pool signs in case-insensitively, so its user names are lower case.
  const username = `${provider.name}_${subject}`.toLowerCase();
  const attributes = mappedAttributes(ui, claims);
  const existing = await pool.getUserByUsername(ui.ctx, username);
  if (existing) {
    if (!existing.Enabled) throw new SignInRefused('invalid_request', 'User is disabled.');
    const updated = {
      ...existing,
      Attributes: attributesAppend(existing.Attributes, ...attributes),
      UserLastModifiedDate: new Date(ui.now()),
    };
    await pool.saveUser(ui.ctx, updated);
    return updated;
  }
  if (!attributes.some((attribute) => attribute.Name === 'email')) {
    throw new SignInRefused('invalid_request', 'attributes required: [email]');
  }
  let created = attributes;
  if (ui.services.triggers.enabled('PreSignUp')) {
    // Throws Cognito's UserLambdaValidationException when the trigger refuses.
    const decision = await ui.services.triggers.preSignUp(ui.ctx, {
      clientId: federation.clientId,
      clientMetadata: undefined,
      source: 'PreSignUp_ExternalProvider',
      userAttributes: attributes,
      username,
      userPoolId: pool.options.Id,
      validationData: undefined,
    });
    if (decision.autoVerifyEmail) {
      created = attributesAppend(created, { Name: 'email_verified', Value: 'true' });
    }
  }
  const identity = {
    userId: subject,
    providerName: provider.name,
    providerType: provider.type,
    issuer: null,
    primary: 'true',
    dateCreated: String(ui.now()),
  };
  const user: User = {
    Username: username,
    Attributes: attributesAppend(
      created,
      { Name: 'sub', Value: randomUUID() },
      { Name: 'identities', Value: JSON.stringify([identity]) },
    ),
    Enabled: true,
    UserStatus: 'EXTERNAL_PROVIDER',
    Password: '',
    RefreshTokens: [],
    UserCreateDate: new Date(ui.now()),
    UserLastModifiedDate: new Date(ui.now()),
  };
  await pool.saveUser(ui.ctx, user);
  return user;
}

async function idpResponse(ui: HostedUiState, url: URL, response: ServerResponse) {
  const key = url.searchParams.get('state') ?? '';
  const federation = ui.federations.get(key);
  ui.federations.delete(key);
  if (!federation || federation.expiresAt <= ui.now()) {
    return sendCognitoErrorPage(
      response,
      400,
      'invalid_state',
      'This sign-in is unknown or took too long. Start again from the app.',
    );
  }
  const back = (parameters: Record<string, string | undefined>) =>
    redirect(
      response,
      withQuery(federation.redirectUri, { ...parameters, state: federation.appState }),
    );
  // The provider's refusal (the person denied access, say) goes to the app as it came.
  const error = url.searchParams.get('error');
  if (error) {
    return back({
      error,
      error_description: url.searchParams.get('error_description') ?? undefined,
    });
  }
  const code = url.searchParams.get('code');
  if (!code) return back({ error: 'invalid_request', error_description: 'No code was returned' });
  try {
    const claims = await providerClaims(ui, federation, code);
    const pool = await ui.services.cognito.getUserPoolForClientId(ui.ctx, federation.clientId);
    const user = await federatedUser(ui, pool, federation, claims);
    forgetExpired(ui);
    const appCode = randomUUID();
    ui.codes.set(appCode, {
      clientId: federation.clientId,
      redirectUri: federation.redirectUri,
      codeChallenge: federation.codeChallenge,
      userPoolId: pool.options.Id,
      username: user.Username,
      expiresAt: ui.now() + CODE_LIFETIME_MS,
    });
    back({ code: appCode });
  } catch (failure) {
    if (failure instanceof SignInRefused) {
      return back({ error: failure.error, error_description: failure.description });
    }
    // A trigger's refusal, in Cognito's words ("PreSignUp failed with error …. ").
    const refusal = withTriggerName(failure, ui.services);
    if (refusal instanceof CognitoError) {
      return back({ error: 'invalid_request', error_description: `${refusal.message} ` });
    }
    throw failure;
  }
}

async function token(ui: HostedUiState, request: IncomingMessage, response: ServerResponse) {
  let body: unknown;
  try {
    body = await readJsonOrForm(request);
  } catch (error) {
    if (!(error instanceof BadBodyError)) throw error;
    return sendJson(response, 400, { error: 'invalid_request' });
  }
  const parsed = tokenRequestSchema.safeParse(body);
  if (!parsed.success) return sendJson(response, 400, { error: 'invalid_request' });
  const input = parsed.data;
  if (input.grant_type !== 'authorization_code') {
    return sendJson(response, 400, { error: 'unsupported_grant_type' });
  }
  const client = input.client_id ? await appClient(ui, input.client_id) : null;
  if (!client) return sendJson(response, 400, { error: 'invalid_client' });
  const issued = input.code ? ui.codes.get(input.code) : undefined;
  if (input.code) ui.codes.delete(input.code);
  const pkceFails =
    issued?.codeChallenge !== undefined &&
    !(input.code_verifier && verifyS256(input.code_verifier, issued.codeChallenge));
  if (
    !issued ||
    issued.expiresAt <= ui.now() ||
    issued.clientId !== client.ClientId ||
    issued.redirectUri !== input.redirect_uri ||
    pkceFails
  ) {
    return sendJson(response, 400, { error: 'invalid_grant' });
  }
  const pool = await ui.services.cognito.getUserPool(ui.ctx, issued.userPoolId);
  const user = await pool.getUserByUsername(ui.ctx, issued.username);
  if (!user?.Enabled) return sendJson(response, 400, { error: 'invalid_grant' });
  const groups = await pool.listUserGroupMembership(ui.ctx, user);
  const tokens = await ui.services.tokenGenerator.generate(
    ui.ctx,
    user,
    groups,
    client,
    undefined,
    'HostedAuth',
  );
  await pool.storeRefreshToken(ui.ctx, tokens.RefreshToken, user);
  sendJson(response, 200, {
    id_token: tokens.IdToken,
    access_token: tokens.AccessToken,
    refresh_token: tokens.RefreshToken,
    expires_in: accessTokenSeconds(client),
    token_type: 'Bearer',
  });
}

/** The answer for a path below `/oauth2`; undefined for one the hosted UI does not have. */
function handle(
  ui: HostedUiState,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  url: URL,
): Promise<void> | undefined {
  const method = request.method ?? 'GET';
  if (path === '/authorize' && method === 'GET') {
    request.resume();
    return authorize(ui, url, response);
  }
  if (path === '/idpresponse' && method === 'GET') {
    request.resume();
    return idpResponse(ui, url, response);
  }
  if (path === '/token' && method === 'POST') return token(ui, request, response);
  return undefined;
}

/**
 * The user pool's hosted UI on one machine, as much of it as the SPA uses: `/oauth2/authorize`
 * straight to an identity provider (`identity_provider=`), the provider's return to
 * `/oauth2/idpresponse`, and `/oauth2/token` for the app's code with PKCE. Like Cognito it is an
 * OpenID Connect client of each provider (discovery, code, ID token checked against the key set,
 * userinfo), signs a first-time user up as `{provider}_{sub}` through the pre sign-up trigger
 * (`PreSignUp_ExternalProvider`), and issues the pool's own tokens.
 */
export function createHostedUi(options: HostedUiOptions) {
  const ui: HostedUiState = {
    services: options.services,
    ctx: options.ctx,
    providers: options.providers,
    attributeMapping: options.attributeMapping,
    now: options.now ?? Date.now,
    idpResponseUrl: `${options.domain}/oauth2/idpresponse`,
    federations: new Map(),
    codes: new Map(),
    discoveries: new Map(),
    verifiers: new Map(),
  };
  return {
    /** The answer for a path below `/oauth2`; undefined for one the hosted UI does not have. */
    handle: (request: IncomingMessage, response: ServerResponse, path: string, url: URL) =>
      handle(ui, request, response, path, url),
  };
}

export type HostedUi = ReturnType<typeof createHostedUi>;
