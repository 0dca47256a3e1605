import * as z from '../zod';
import {
  endpointRoutes,
  GITHUB_OIDC_PATH,
  type EndpointDefinition,
  type EndpointName,
} from './endpoint-routes';

/**
 * The name Cognito knows the bridge by: the SPA's hosted sign-in asks for it
 * (`identity_provider=GitHub`), and Cognito names its users `github_{GitHub user id}`.
 */
export const GITHUB_PROVIDER_NAME = 'GitHub';

/** What the bridge asks of GitHub: the profile, and the email addresses with their status. */
export const GITHUB_OAUTH_SCOPES = ['read:user', 'user:email'] as const;

/**
 * Why a GitHub account cannot sign in: it has no verified primary email, and the product's
 * accounts are one per email. The bridge refuses with these words; Cognito passes them on.
 */
export const GITHUB_EMAIL_NOT_VERIFIED_MESSAGE =
  'Your GitHub account has no verified primary email address. Verify your email on GitHub (Settings, then Emails) and sign in with GitHub again.';

/** The OpenID Connect scopes the bridge serves (Cognito asks for all three). */
export const GITHUB_OIDC_SCOPES = ['openid', 'email', 'profile'] as const;

/** The bridge's issuer on an API: `{API base URL}/oidc/github`. */
export function githubOidcIssuerOf(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}${GITHUB_OIDC_PATH}`;
}

/**
 * Each of the bridge's endpoints for its issuer, from the route table's paths: what Cognito's
 * provider settings, the discovery document and GitHub's OAuth App (the callback) name.
 */
export function githubOidcUrlsOf(issuer: string) {
  const at = (path: string) => `${issuer}${path.slice(GITHUB_OIDC_PATH.length)}`;
  return {
    issuer,
    discovery: at(endpointRoutes.githubOidcDiscovery.path),
    authorization: at(endpointRoutes.githubOidcAuthorize.path),
    callback: at(endpointRoutes.githubOidcCallback.path),
    token: at(endpointRoutes.githubOidcToken.path),
    userInfo: at(endpointRoutes.githubOidcUserInfo.path),
    jwks: at(endpointRoutes.githubOidcJwks.path),
  };
}

/** Cognito's authorization request, as OpenID Connect defines it (code flow only). */
export const githubAuthorizeQuerySchema = z.object({
  client_id: z.string().check(z.minLength(1), z.maxLength(256)),
  redirect_uri: z.url().check(z.maxLength(2048)),
  response_type: z.optional(z.string().check(z.maxLength(64))),
  scope: z.optional(z.string().check(z.maxLength(1024))),
  state: z.optional(z.string().check(z.maxLength(4096))),
  nonce: z.optional(z.string().check(z.maxLength(1024))),
});

/** GitHub's return: a code, or an error (the person declined), with the state it was given. */
export const githubCallbackQuerySchema = z.object({
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  state: z.optional(z.string().check(z.maxLength(8192))),
  error: z.optional(z.string().check(z.maxLength(128))),
  error_description: z.optional(z.string().check(z.maxLength(1024))),
});

/**
 * The token request's form fields (`application/x-www-form-urlencoded`, read from the raw body);
 * the client's secret comes here (client_secret_post) or in a Basic header (client_secret_basic).
 */
export const githubTokenFormSchema = z.object({
  grant_type: z.optional(z.string().check(z.maxLength(64))),
  code: z.optional(z.string().check(z.maxLength(4096))),
  redirect_uri: z.optional(z.string().check(z.maxLength(2048))),
  client_id: z.optional(z.string().check(z.maxLength(256))),
  client_secret: z.optional(z.string().check(z.maxLength(512))),
});

/** The claims of a GitHub account, in the ID token and from userinfo alike. */
export const githubIdentityClaimsSchema = z.object({
  /** GitHub's numeric user id, as text: it never changes, unlike the login. */
  sub: z.string().check(z.regex(/^\d+$/)),
  /** The account's primary email, which GitHub has verified. */
  email: z.string().check(z.minLength(3)),
  email_verified: z.literal(true),
  /** The profile's name, or the login when it has none. */
  name: z.string().check(z.minLength(1)),
  preferred_username: z.string().check(z.minLength(1)),
  picture: z.string(),
});
export type GitHubIdentityClaims = z.infer<typeof githubIdentityClaimsSchema>;

export const openIdConfigurationSchema = z.object({
  issuer: z.url(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
  jwks_uri: z.url(),
  response_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
});
export type OpenIdConfiguration = z.infer<typeof openIdConfigurationSchema>;

export const oidcTokenResponseSchema = z.object({
  /** GitHub's own access token: userinfo takes it back. */
  access_token: z.string().check(z.minLength(1)),
  token_type: z.literal('Bearer'),
  expires_in: z.number().check(z.int(), z.positive()),
  id_token: z.string().check(z.minLength(1)),
  scope: z.optional(z.string()),
});
export type OidcTokenResponse = z.infer<typeof oidcTokenResponseSchema>;

export const jsonWebKeySetSchema = z.object({
  keys: z.array(
    z.object({
      kid: z.string().check(z.minLength(1)),
      kty: z.literal('RSA'),
      alg: z.literal('RS256'),
      use: z.literal('sig'),
      n: z.string().check(z.minLength(1)),
      e: z.string().check(z.minLength(1)),
    }),
  ),
});
export type JsonWebKeySet = z.infer<typeof jsonWebKeySetSchema>;

/** An OAuth error (RFC 6749 §5.2): a code the client acts on, a sentence a person can read. */
export const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.optional(z.string()),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

/**
 * The bridge's endpoints. Unlike the app's API they answer in OAuth's terms (OAuth error bodies,
 * redirects, form bodies), so its function reads them itself rather than through
 * `createHttpHandler`.
 */
export const githubOidcEndpoints = {
  githubOidcDiscovery: {
    ...endpointRoutes.githubOidcDiscovery,
    response: openIdConfigurationSchema,
  },
  githubOidcAuthorize: {
    ...endpointRoutes.githubOidcAuthorize,
    query: githubAuthorizeQuerySchema,
    response: z.null(),
  },
  githubOidcCallback: {
    ...endpointRoutes.githubOidcCallback,
    query: githubCallbackQuerySchema,
    response: z.null(),
  },
  githubOidcToken: { ...endpointRoutes.githubOidcToken, response: oidcTokenResponseSchema },
  githubOidcUserInfo: {
    ...endpointRoutes.githubOidcUserInfo,
    response: githubIdentityClaimsSchema,
  },
  githubOidcUserInfoPost: {
    ...endpointRoutes.githubOidcUserInfoPost,
    response: githubIdentityClaimsSchema,
  },
  githubOidcJwks: { ...endpointRoutes.githubOidcJwks, response: jsonWebKeySetSchema },
} as const satisfies Partial<Record<EndpointName, EndpointDefinition>>;
