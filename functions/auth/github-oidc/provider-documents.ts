import {
  GITHUB_OIDC_SCOPES,
  githubIdentityClaimsSchema,
  githubOidcUrlsOf,
  type JsonWebKeySet,
  type OpenIdConfiguration,
} from '../../../shared/api/github-oidc-endpoints';
import type { BridgeDeps } from './bridge-deps';

/** The discovery document (OpenID Connect Discovery 1.0 §3): where everything is, what it does. */
export function openIdConfiguration(deps: BridgeDeps): OpenIdConfiguration {
  const urls = githubOidcUrlsOf(deps.settings.issuer);
  return {
    issuer: urls.issuer,
    authorization_endpoint: urls.authorization,
    token_endpoint: urls.token,
    userinfo_endpoint: urls.userInfo,
    jwks_uri: urls.jwks,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: [...GITHUB_OIDC_SCOPES],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'iss',
      'aud',
      'iat',
      'exp',
      'auth_time',
      'nonce',
      ...Object.keys(githubIdentityClaimsSchema.shape),
    ],
  };
}

/** The public signing key(s) the ID tokens verify with. */
export async function jwks(deps: BridgeDeps): Promise<JsonWebKeySet> {
  return { keys: [await deps.keys.publicJwk()] };
}
