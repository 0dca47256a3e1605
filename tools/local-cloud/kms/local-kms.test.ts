import { createHash, createHmac, createPublicKey, verify } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DecryptCommand,
  EncryptCommand,
  GenerateMacCommand,
  InvalidCiphertextException,
  GetPublicKeyCommand,
  InvalidKeyUsageException,
  KMSClient,
  NotFoundException,
  SignCommand,
} from '@aws-sdk/client-kms';
import { JwtVerifier } from 'aws-jwt-verify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createKmsBridgeKeys,
  SEALING_KEY_LABEL,
} from '../../../functions/auth/github-oidc/bridge-keys';
import { signIdToken } from '../../../functions/auth/github-oidc/id-token';
import {
  LOCAL_GITHUB_TOKEN_KEY,
  LOCAL_OIDC_SIGNING_KEY,
  LOCAL_OIDC_STATE_KEY,
  localKmsEndpoint,
  openLocalKms,
  STATE_FILE,
} from './local-kms';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The stand-in behind a server of its own, as the local gateway serves it, and a KMS client. */
async function serve(dataDir: string | null = null) {
  const kms = await openLocalKms({
    dataDir,
    keys: [LOCAL_OIDC_SIGNING_KEY, LOCAL_OIDC_STATE_KEY, LOCAL_GITHUB_TOKEN_KEY],
  });
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!kms.handle(request, response, url)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new KMSClient({
    endpoint: localKmsEndpoint(port),
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  cleanups.push(async () => {
    client.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await kms.close();
  });
  return client;
}

async function publicKeyOf(client: KMSClient) {
  const { PublicKey, KeyUsage, KeySpec } = await client.send(
    new GetPublicKeyCommand({ KeyId: LOCAL_OIDC_SIGNING_KEY.arn }),
  );
  expect({ KeyUsage, KeySpec }).toEqual({ KeyUsage: 'SIGN_VERIFY', KeySpec: 'RSA_2048' });
  return createPublicKey({ key: Buffer.from(PublicKey ?? []), format: 'der', type: 'spki' });
}

describe('the local KMS', () => {
  it('signs a message, whole or as its digest, with a signature its published public key verifies', async () => {
    const client = await serve();
    const message = Buffer.from('header.payload');
    const sign = async (Message: Uint8Array, MessageType: 'RAW' | 'DIGEST') =>
      Buffer.from(
        (
          await client.send(
            new SignCommand({
              KeyId: LOCAL_OIDC_SIGNING_KEY.arn,
              Message,
              MessageType,
              SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
            }),
          )
        ).Signature ?? [],
      );
    const raw = await sign(message, 'RAW');
    const digest = await sign(createHash('sha256').update(message).digest(), 'DIGEST');
    const publicKey = await publicKeyOf(client);
    expect(verify('sha256', message, publicKey, raw)).toBe(true);
    expect(verify('sha256', message, publicKey, digest)).toBe(true);
    expect(verify('sha256', Buffer.from('header.other'), publicKey, raw)).toBe(false);
  });

  it("signs the bridge's ID tokens so that they verify against its JWKS", async () => {
    const kms = await serve();
    const keys = createKmsBridgeKeys({
      kms,
      signingKeyId: LOCAL_OIDC_SIGNING_KEY.arn,
      stateKeyId: LOCAL_OIDC_STATE_KEY.arn,
    });
    const issuer = 'http://localhost:8080/oidc/github';
    const idToken = await signIdToken(keys, {
      issuer,
      audience: 'local-github-client',
      claims: {
        sub: '1',
        email: 'octocat@example.com',
        email_verified: true,
        name: 'Octocat',
        preferred_username: 'octocat',
        picture: 'http://localhost/avatar.png',
      },
      nonce: 'n-1',
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    const verifier = JwtVerifier.create({
      issuer,
      audience: 'local-github-client',
      jwksUri: `${issuer}/jwks.json`,
    });
    verifier.cacheJwks({ keys: [await keys.publicJwk()] });
    await expect(verifier.verify(idToken)).resolves.toMatchObject({ sub: '1', nonce: 'n-1' });
  });

  it('makes HMAC-SHA-256 MACs with its HMAC key', async () => {
    const client = await serve();
    const { Mac, MacAlgorithm } = await client.send(
      new GenerateMacCommand({
        KeyId: LOCAL_OIDC_STATE_KEY.arn,
        MacAlgorithm: 'HMAC_SHA_256',
        Message: Buffer.from(SEALING_KEY_LABEL),
      }),
    );
    expect(MacAlgorithm).toBe('HMAC_SHA_256');
    expect(Buffer.from(Mac ?? [])).toHaveLength(32);
  });

  it('keeps its keys in the data folder: after a restart, the same public key and the same MACs', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'local-kms-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const macOf = async (client: KMSClient) =>
      Buffer.from(
        (
          await client.send(
            new GenerateMacCommand({
              KeyId: LOCAL_OIDC_STATE_KEY.arn,
              MacAlgorithm: 'HMAC_SHA_256',
              Message: Buffer.from('label'),
            }),
          )
        ).Mac ?? [],
      ).toString('hex');
    const first = await serve(dataDir);
    const before = {
      key: (await publicKeyOf(first)).export({ format: 'jwk' }),
      mac: await macOf(first),
    };
    const saved = JSON.parse(await readFile(join(dataDir, STATE_FILE), 'utf8')) as {
      keys: Record<string, { secret?: string }>;
    };
    const secret = Buffer.from(saved.keys[LOCAL_OIDC_STATE_KEY.arn]?.secret ?? '', 'base64');
    expect(before.mac).toBe(createHmac('sha256', secret).update('label').digest('hex'));
    for (const cleanup of cleanups.splice(1).reverse()) await cleanup();

    const second = await serve(dataDir);
    expect((await publicKeyOf(second)).export({ format: 'jwk' })).toEqual(before.key);
    expect(await macOf(second)).toBe(before.mac);
  });

  it('refuses an unknown key, and a key used for what it cannot do, as KMS does', async () => {
    const client = await serve();
    await expect(
      client.send(
        new GetPublicKeyCommand({ KeyId: 'arn:aws:kms:us-east-1:000000000000:key/nope' }),
      ),
    ).rejects.toBeInstanceOf(NotFoundException);
    await expect(
      client.send(
        new SignCommand({
          KeyId: LOCAL_OIDC_STATE_KEY.arn,
          Message: Buffer.from('x'),
          SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
        }),
      ),
    ).rejects.toBeInstanceOf(InvalidKeyUsageException);
    await expect(
      client.send(
        new GenerateMacCommand({
          KeyId: LOCAL_OIDC_SIGNING_KEY.arn,
          MacAlgorithm: 'HMAC_SHA_256',
          Message: Buffer.from('x'),
        }),
      ),
    ).rejects.toBeInstanceOf(InvalidKeyUsageException);
  });

  it('encrypts with its symmetric key and decrypts only with the same encryption context', async () => {
    const client = await serve();
    const context = { user_id: 'user-1' };
    const { CiphertextBlob, KeyId } = await client.send(
      new EncryptCommand({
        KeyId: LOCAL_GITHUB_TOKEN_KEY.arn,
        Plaintext: Buffer.from('gho_secret'),
        EncryptionContext: context,
      }),
    );
    expect(KeyId).toBe(LOCAL_GITHUB_TOKEN_KEY.arn);
    expect(Buffer.from(CiphertextBlob ?? []).includes(Buffer.from('gho_secret'))).toBe(false);

    const opened = await client.send(
      new DecryptCommand({ CiphertextBlob, EncryptionContext: context }),
    );
    expect(Buffer.from(opened.Plaintext ?? []).toString()).toBe('gho_secret');
    expect(opened.KeyId).toBe(LOCAL_GITHUB_TOKEN_KEY.arn);
    await expect(
      client.send(new DecryptCommand({ CiphertextBlob, EncryptionContext: { user_id: 'user-2' } })),
    ).rejects.toBeInstanceOf(InvalidCiphertextException);
    await expect(client.send(new DecryptCommand({ CiphertextBlob }))).rejects.toBeInstanceOf(
      InvalidCiphertextException,
    );
    const altered = Buffer.from(CiphertextBlob ?? []);
    altered[altered.length - 1] = (altered.at(-1) ?? 0) ^ 1;
    await expect(
      client.send(new DecryptCommand({ CiphertextBlob: altered, EncryptionContext: context })),
    ).rejects.toBeInstanceOf(InvalidCiphertextException);
  });

  it('refuses to encrypt with a key that does not encrypt', async () => {
    const client = await serve();
    await expect(
      client.send(
        new EncryptCommand({ KeyId: LOCAL_OIDC_STATE_KEY.arn, Plaintext: Buffer.from('x') }),
      ),
    ).rejects.toBeInstanceOf(InvalidKeyUsageException);
  });

  it('finds a key by its id as well as its ARN', async () => {
    const client = await serve();
    const keyId = LOCAL_OIDC_SIGNING_KEY.arn.split('/').pop();
    const { KeyId } = await client.send(new GetPublicKeyCommand({ KeyId: keyId }));
    expect(KeyId).toBe(LOCAL_OIDC_SIGNING_KEY.arn);
  });
});
