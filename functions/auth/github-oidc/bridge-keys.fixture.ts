import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { signingJwkOf, type BridgeKeys } from './bridge-keys';

/** One RSA key for every test of the process: making one takes a good part of a second. */
let signingKey: { privateKey: KeyObject; publicKey: KeyObject } | undefined;

/** The bridge's keys made in this process, as KMS would hold them: for unit tests. */
export function createLocalBridgeKeys(): BridgeKeys & { rotateSealingKey(): void } {
  signingKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  const { privateKey, publicKey } = signingKey;
  const jwk = signingJwkOf(publicKey);
  let sealingKey = randomBytes(32);
  return {
    signRs256: async (input) => sign('sha256', input, privateKey),
    publicJwk: async () => jwk,
    sealingKey: async () => sealingKey,
    rotateSealingKey() {
      sealingKey = randomBytes(32);
    },
  };
}
