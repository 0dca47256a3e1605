import {
  DecryptCommand,
  EncryptCommand,
  InvalidCiphertextException,
  KMSClient,
  KMSInternalException,
} from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createKmsTokenBox } from './token-box';

const kmsMock = mockClient(KMSClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => kmsMock.restore());
const box = createKmsTokenBox({ keyId: 'key-arn' });

beforeEach(() => kmsMock.reset());

describe('the token box', () => {
  it("seals a token with the user's id as the encryption context", async () => {
    kmsMock.on(EncryptCommand).resolves({ CiphertextBlob: new Uint8Array([9, 9]) });

    await expect(box.seal('user-1', 'gho_x')).resolves.toEqual(new Uint8Array([9, 9]));

    const input = kmsMock.commandCalls(EncryptCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ KeyId: 'key-arn', EncryptionContext: { user_id: 'user-1' } });
    expect(Buffer.from(input?.Plaintext ?? []).toString()).toBe('gho_x');
  });

  it('opens it for the same user, and answers null for a ciphertext KMS refuses', async () => {
    kmsMock
      .on(DecryptCommand, { EncryptionContext: { user_id: 'user-1' } })
      .resolves({ Plaintext: Buffer.from('gho_x') })
      .on(DecryptCommand, { EncryptionContext: { user_id: 'user-2' } })
      .rejects(new InvalidCiphertextException({ message: 'no', $metadata: {} }));

    await expect(box.open('user-1', new Uint8Array([9]))).resolves.toBe('gho_x');
    await expect(box.open('user-2', new Uint8Array([9]))).resolves.toBeNull();
  });

  it('lets a KMS failure fail the call rather than forget the token', async () => {
    kmsMock
      .on(DecryptCommand)
      .rejects(new KMSInternalException({ message: 'down', $metadata: {} }));

    await expect(box.open('user-1', new Uint8Array([9]))).rejects.toBeInstanceOf(
      KMSInternalException,
    );
  });
});
