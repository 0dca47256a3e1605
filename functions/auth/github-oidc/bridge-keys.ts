import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import {
  GenerateMacCommand,
  GetPublicKeyCommand,
  SignCommand,
  type KMSClient,
} from '@aws-sdk/client-kms';
import * as z from '../../../shared/zod';
import type { JsonWebKeySet } from '../../../shared/api/github-oidc-endpoints';
import { rememberedUntilFailure } from '../../../shared/remembered';

export type SigningJwk = JsonWebKeySet['keys'][number];

/** The bridge's keys: what signs its ID tokens, what it publishes, what seals its states. */
export interface BridgeKeys {
  /** The RS256 signature (RSASSA-PKCS1-v1_5 with SHA-256) of a JWT's signing input. */
  signRs256(input: Buffer): Promise<Buffer>;
  /** The public half of the signing key, as the JWKS publishes it. */
  publicJwk(): Promise<SigningJwk>;
  /** The HMAC key states and codes are sealed with (sealed-values.ts). */
  sealingKey(): Promise<Buffer>;
}

const rsaJwkSchema = z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string() });

/**
 * The JWK of an RSA public key, its `kid` the key's RFC 7638 thumbprint: derived from the key
 * itself, so a new key gets a new id and the id says nothing about the account or the KMS key.
 */
export function signingJwkOf(publicKey: KeyObject): SigningJwk {
  const { n, e } = rsaJwkSchema.parse(publicKey.export({ format: 'jwk' }));
  const kid = createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
  return { kid, kty: 'RSA', alg: 'RS256', use: 'sig', n, e };
}

/** The message the state-sealing key is derived from, by the HMAC KMS key. */
export const SEALING_KEY_LABEL = 'sitewright/github-oidc/state-sealing/v1';

export interface KmsBridgeKeysOptions {
  kms: KMSClient;
  /** RSA_2048, SIGN_VERIFY: `kms:Sign` and `kms:GetPublicKey` only. */
  signingKeyId: string;
  /** HMAC_256, GENERATE_VERIFY_MAC: `kms:GenerateMac` only. */
  stateKeyId: string;
}

/**
 * The keys in KMS. The private signing key never leaves KMS: each token's digest is signed there
 * (a DIGEST message, so no token is ever too long to sign); the public key is read once per
 * container.
 *
 * The sealing key is the HMAC, by an HMAC KMS key, of a fixed label, asked once per container.
 * Chosen over a Secrets Manager secret: nothing to generate, store or rotate by hand (the KMS key
 * never leaves KMS, and the derived key lives only in the function's memory), one KMS call per
 * cold start rather than one per sign-in, and the grant is exactly `kms:GenerateMac` on that one
 * key. Replacing the KMS key only fails the sign-ins under way (their states last ten minutes).
 */
export function createKmsBridgeKeys({
  kms,
  signingKeyId,
  stateKeyId,
}: KmsBridgeKeysOptions): BridgeKeys {
  const publicJwk = rememberedUntilFailure(async () => {
    const { PublicKey } = await kms.send(new GetPublicKeyCommand({ KeyId: signingKeyId }));
    if (!PublicKey) throw new Error('KMS returned no public key for the signing key');
    return signingJwkOf(
      createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }),
    );
  });
  const sealingKey = rememberedUntilFailure(async () => {
    const { Mac } = await kms.send(
      new GenerateMacCommand({
        KeyId: stateKeyId,
        MacAlgorithm: 'HMAC_SHA_256',
        Message: Buffer.from(SEALING_KEY_LABEL),
      }),
    );
    if (!Mac) throw new Error('KMS returned no MAC for the state key');
    return Buffer.from(Mac);
  });
  return {
    async signRs256(input) {
      const { Signature } = await kms.send(
        new SignCommand({
          KeyId: signingKeyId,
          Message: createHash('sha256').update(input).digest(),
          MessageType: 'DIGEST',
          SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
        }),
      );
      if (!Signature) throw new Error('KMS returned no signature');
      return Buffer.from(Signature);
    },
    publicJwk,
    sealingKey,
  };
}
