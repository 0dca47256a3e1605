import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../json-state-file';

/** Where a data folder keeps the key its user pool signs tokens with. */
export const SIGNING_KEY_FILE = 'token-signing-key.pem';

export interface TokenSigningKey {
  key: KeyObject;
  /** Names the key in tokens' headers and in the pool's key set. */
  kid: string;
}

/** A key's id: its public half's SHA-256, shortened, as key sets commonly name keys. */
function keyIdOf(key: KeyObject): string {
  const spki = createPublicKey(key).export({ format: 'der', type: 'spki' });
  return createHash('sha256').update(spki).digest('base64url').slice(0, 16);
}

function withId(key: KeyObject): TokenSigningKey {
  return { key, kid: keyIdOf(key) };
}

/**
 * The key the local user pool signs its tokens with: made for the data folder the first time it
 * starts and kept there (only this machine's user can read it), or a new one per start without a
 * folder. cognito-local signs with one key pair shipped inside its npm package, with which
 * anyone could make a token for any local user.
 */
export async function loadOrCreateSigningKey(dataDir: string | null): Promise<TokenSigningKey> {
  const file = dataDir ? join(dataDir, SIGNING_KEY_FILE) : undefined;
  if (file) {
    const saved = await readSigningKey(file).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    });
    if (saved) return saved;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  if (dataDir && file) {
    await mkdir(dataDir, { recursive: true });
    await writeFileAtomically(
      file,
      privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      {
        durable: true,
        mode: 0o600,
      },
    );
  }
  return withId(privateKey);
}

/** The key kept in this file, for tests that make tokens of their own. */
export async function readSigningKey(file: string): Promise<TokenSigningKey> {
  return withId(createPrivateKey(await readFile(file, 'utf8')));
}
