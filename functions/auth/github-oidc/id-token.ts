import type { GitHubIdentityClaims } from '../../../shared/api/github-oidc-endpoints';
import type { BridgeKeys } from './bridge-keys';

/** ID tokens are read once, by Cognito, right after they are made. */
export const ID_TOKEN_LIFETIME_SECONDS = 300;

export interface IdTokenInput {
  issuer: string;
  /** The client the code was issued to: Cognito's provider configuration, GitHub's client id. */
  audience: string;
  claims: GitHubIdentityClaims;
  /** Cognito's nonce from the authorization request, when it sent one. */
  nonce?: string;
  nowSeconds: number;
}

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/** An RS256 JWT signed by the bridge's key, its header naming that key (`kid`). */
export async function signIdToken(keys: BridgeKeys, input: IdTokenInput): Promise<string> {
  const { kid } = await keys.publicJwk();
  const header = { alg: 'RS256', typ: 'JWT', kid };
  const payload = {
    iss: input.issuer,
    aud: input.audience,
    ...input.claims,
    ...(input.nonce === undefined ? {} : { nonce: input.nonce }),
    iat: input.nowSeconds,
    auth_time: input.nowSeconds,
    exp: input.nowSeconds + ID_TOKEN_LIFETIME_SECONDS,
  };
  const signingInput = `${encode(header)}.${encode(payload)}`;
  const signature = await keys.signRs256(Buffer.from(signingInput));
  return `${signingInput}.${signature.toString('base64url')}`;
}
