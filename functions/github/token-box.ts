import {
  DecryptCommand,
  EncryptCommand,
  IncorrectKeyException,
  InvalidCiphertextException,
  KMSClient,
  KMSInvalidStateException,
  NotFoundException,
} from '@aws-sdk/client-kms';

/**
 * Seals users' GitHub tokens with a KMS key that never leaves KMS: only the ciphertext is stored,
 * and it opens only for the user it was sealed for (the user id is the encryption context), so a
 * token copied onto another user's item is worth nothing.
 */
export interface TokenBox {
  seal(userId: string, token: string): Promise<Uint8Array>;
  /** The token; null when the box cannot open it any more (another key, another user). */
  open(userId: string, sealed: Uint8Array): Promise<string | null>;
}

const contextOf = (userId: string) => ({ user_id: userId });

/** A box sealing with the key `keyId`, through KMS at `endpoint` (the local stand-in's) or AWS's. */
export function createKmsTokenBox({
  keyId,
  endpoint,
}: {
  keyId: string;
  endpoint?: string | undefined;
}): TokenBox {
  const kms = new KMSClient({ endpoint });
  return {
    async seal(userId, token) {
      const { CiphertextBlob } = await kms.send(
        new EncryptCommand({
          KeyId: keyId,
          Plaintext: Buffer.from(token),
          EncryptionContext: contextOf(userId),
        }),
      );
      if (!CiphertextBlob) throw new Error('KMS returned no ciphertext');
      return CiphertextBlob;
    },
    async open(userId, sealed) {
      try {
        const { Plaintext } = await kms.send(
          new DecryptCommand({
            KeyId: keyId,
            CiphertextBlob: sealed,
            EncryptionContext: contextOf(userId),
          }),
        );
        return Plaintext ? Buffer.from(Plaintext).toString('utf8') : null;
      } catch (error) {
        // Sealed for someone else, or by a key that was replaced: the person connects again.
        if (
          error instanceof InvalidCiphertextException ||
          error instanceof IncorrectKeyException ||
          error instanceof NotFoundException ||
          error instanceof KMSInvalidStateException
        ) {
          return null;
        }
        throw error;
      }
    },
  };
}
