import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { z } from 'zod';
import { openJsonStateFile } from '../json-state-file';
import {
  IDP_PROVIDERS,
  idpAccountSchema,
  type IdpAccount,
  type IdpProvider,
} from './test-accounts';

/** An access token's grant: who signed in, to which client, allowing what. */
const tokenSchema = z.object({
  provider: z.enum(IDP_PROVIDERS),
  clientId: z.string(),
  scopes: z.array(z.string()),
  account: idpAccountSchema,
  /** Epoch ms; null for a token that lasts until revoked (GitHub's OAuth app tokens). */
  expiresAt: z.number().nullable(),
});
export type AccessTokenGrant = z.infer<typeof tokenSchema>;

const stateSchema = z.object({
  /** The key Google's ID tokens are signed with: kept, so tokens stay verifiable after a restart. */
  signingKey: z.object({ kid: z.string(), privateKeyPem: z.string() }),
  /** Access tokens by their SHA-256: a token is a password, so only its hash is written down. */
  tokens: z.record(z.string(), tokenSchema),
});
type IdpState = z.infer<typeof stateSchema>;

/** What an authorization code stands for until the client trades it for tokens. */
export interface AuthorizationGrant {
  provider: IdpProvider;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  account: IdpAccount;
  /** OpenID Connect's nonce, echoed in the ID token. */
  nonce?: string;
  /** PKCE's S256 challenge, when the client sent one. */
  codeChallenge?: string;
}

/** Codes are short-lived at both providers (GitHub: 10 minutes). */
const CODE_LIFETIME_MS = 10 * 60 * 1000;

const TOKEN_PREFIX: Record<IdpProvider, string> = { google: 'ya29.', github: 'gho_' };

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newSigningKey(): IdpState['signingKey'] {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid: randomBytes(8).toString('hex'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/**
 * What the sign-in stand-in keeps: its signing key and the access tokens it issued, in its data
 * folder (GitHub's tokens last until revoked, and the product may keep one to call the API later);
 * authorization codes live in memory for their few minutes.
 */
export async function openIdpStore(dataDir: string | null, now: () => number = Date.now) {
  const file = await openJsonStateFile({
    dataDir,
    fileName: 'idp.json',
    schema: stateSchema,
    owner: 'local sign-in stand-in',
  });
  const state: IdpState = file.saved ?? { signingKey: newSigningKey(), tokens: {} };
  if (!file.saved) await file.save(state);
  const signingKey = {
    key: createPrivateKey(state.signingKey.privateKeyPem),
    kid: state.signingKey.kid,
  };
  const codes = new Map<string, AuthorizationGrant & { expiresAt: number }>();

  function forgetExpired() {
    const current = now();
    for (const [code, grant] of codes) if (grant.expiresAt <= current) codes.delete(code);
    for (const [hash, grant] of Object.entries(state.tokens)) {
      if (grant.expiresAt !== null && grant.expiresAt <= current) delete state.tokens[hash];
    }
  }

  return {
    signingKey: signingKey satisfies { key: KeyObject; kid: string },

    issueCode(grant: AuthorizationGrant): string {
      forgetExpired();
      const code = randomBytes(20).toString('hex');
      codes.set(code, { ...grant, expiresAt: now() + CODE_LIFETIME_MS });
      return code;
    },

    /** The code's grant, once: a code is used up by the first attempt, right or wrong. */
    takeCode(provider: IdpProvider, code: string): AuthorizationGrant | undefined {
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.provider !== provider || grant.expiresAt <= now()) return undefined;
      return grant;
    },

    async issueToken(grant: AccessTokenGrant): Promise<string> {
      forgetExpired();
      const token = TOKEN_PREFIX[grant.provider] + randomBytes(27).toString('base64url');
      state.tokens[hashOf(token)] = grant;
      await file.save(state);
      return token;
    },

    /** The grant of a live token of this provider; undefined for any other string. */
    tokenGrant(provider: IdpProvider, token: string): AccessTokenGrant | undefined {
      const grant = state.tokens[hashOf(token)];
      if (!grant || grant.provider !== provider) return undefined;
      if (grant.expiresAt !== null && grant.expiresAt <= now()) return undefined;
      return grant;
    },

    /**
     * Revokes the grant a token belongs to: every token of that account for that client goes.
     * False when the token is not a live one of the client's.
     */
    async revokeGrant(clientId: string, token: string): Promise<boolean> {
      const grant = state.tokens[hashOf(token)];
      if (!grant || grant.clientId !== clientId) return false;
      for (const [hash, other] of Object.entries(state.tokens)) {
        if (other.clientId === clientId && other.account.id === grant.account.id) {
          delete state.tokens[hash];
        }
      }
      await file.save(state);
      return true;
    },

    flush: () => file.flush(),
  };
}

export type IdpStore = Awaited<ReturnType<typeof openIdpStore>>;
