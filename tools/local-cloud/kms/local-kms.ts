import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateEncrypt,
  randomBytes,
  randomUUID,
  constants as cryptoConstants,
} from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { z } from 'zod';
import { isLoopback } from '../gateway/loopback';
import { openJsonStateFile, writeFileAtomically } from '../json-state-file';
import { PayloadTooLargeError, readBody } from '../read-body';

/**
 * A stand-in of the few KMS calls the product makes (the GitHub sign-in bridge's: Sign,
 * GetPublicKey, GenerateMac; save to GitHub's token box: Encrypt, Decrypt) over KMS's own protocol (AWS JSON 1.1, `X-Amz-Target:
 * TrentService.*`), so the functions use `@aws-sdk/client-kms` unchanged (`KMS_ENDPOINT`). Its
 * keys are made once and kept in the data folder, written to the disk before first use: tokens
 * signed before a restart still verify after it. Like the other stand-ins of signed AWS APIs, it
 * answers callers on this machine only.
 */
export const KMS_PATH = '/_local/kms';

/**
 * The key kinds the product creates (the CDK app's: infra/constructs/oidc-bridge-keys.ts, and
 * infra/constructs/github-token-key.ts).
 */
export type LocalKeySpec = 'RSA_2048' | 'HMAC_256' | 'SYMMETRIC_DEFAULT';

export interface LocalKeyDefinition {
  arn: string;
  spec: LocalKeySpec;
}

/** The bridge's two keys on one machine. */
export const LOCAL_OIDC_SIGNING_KEY: LocalKeyDefinition = {
  arn: 'arn:aws:kms:us-east-1:000000000000:key/0a1b2c3d-0000-4000-8000-00000000516e',
  spec: 'RSA_2048',
};
export const LOCAL_OIDC_STATE_KEY: LocalKeyDefinition = {
  arn: 'arn:aws:kms:us-east-1:000000000000:key/0a1b2c3d-0000-4000-8000-0000000057a7',
  spec: 'HMAC_256',
};

/** Save to GitHub's key: it seals each user's GitHub token, with the user's id as context. */
export const LOCAL_GITHUB_TOKEN_KEY: LocalKeyDefinition = {
  arn: 'arn:aws:kms:us-east-1:000000000000:key/0a1b2c3d-0000-4000-8000-0000000070c4',
  spec: 'SYMMETRIC_DEFAULT',
};

/** The endpoint to give the SDK client (`KMS_ENDPOINT`) for a gateway on `port`. */
export function localKmsEndpoint(port: number): string {
  return `http://127.0.0.1:${port}${KMS_PATH}`;
}

export const STATE_FILE = 'kms-keys.json';

const keySchema = z.discriminatedUnion('spec', [
  z.object({ spec: z.literal('RSA_2048'), privateKeyPem: z.string() }),
  z.object({ spec: z.literal('HMAC_256'), secret: z.string() }),
  z.object({ spec: z.literal('SYMMETRIC_DEFAULT'), secret: z.string() }),
]);
type LocalKey = z.infer<typeof keySchema>;
const stateSchema = z.object({ keys: z.record(z.string(), keySchema) });

/** KMS's limit on a message to sign or MAC. */
const MAX_MESSAGE_BYTES = 4096;
const SIGNING_ALGORITHM = 'RSASSA_PKCS1_V1_5_SHA_256';
const MAC_ALGORITHM = 'HMAC_SHA_256';
/** The DER prefix of a SHA-256 DigestInfo: what PKCS#1 v1.5 signs around a digest. */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

class KmsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function newKey(spec: LocalKeySpec): LocalKey {
  if (spec !== 'RSA_2048') return { spec, secret: randomBytes(32).toString('base64') };
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { spec, privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() };
}

const blobSchema = z.base64().transform((text) => Buffer.from(text, 'base64'));
const keyIdSchema = z.object({ KeyId: z.string().min(1) });
const signSchema = keyIdSchema.extend({
  Message: blobSchema,
  MessageType: z.enum(['RAW', 'DIGEST']).default('RAW'),
  SigningAlgorithm: z.string(),
});
const macSchema = keyIdSchema.extend({ Message: blobSchema, MacAlgorithm: z.string() });
const encryptionContextSchema = z.record(z.string(), z.string()).default({});
const encryptSchema = keyIdSchema.extend({
  Plaintext: blobSchema,
  EncryptionContext: encryptionContextSchema,
  EncryptionAlgorithm: z.literal('SYMMETRIC_DEFAULT').default('SYMMETRIC_DEFAULT'),
});
const decryptSchema = z.object({
  KeyId: z.string().min(1).optional(),
  CiphertextBlob: blobSchema,
  EncryptionContext: encryptionContextSchema,
  EncryptionAlgorithm: z.literal('SYMMETRIC_DEFAULT').default('SYMMETRIC_DEFAULT'),
});

/** KMS's limit on what Encrypt takes. */
const MAX_PLAINTEXT_BYTES = 4096;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The encryption context as the authenticated data of AES-256-GCM, its pairs in one order: a
 * ciphertext opens only with the very context it was sealed with, as at KMS.
 */
function contextBytes(context: Readonly<Record<string, string>>): Buffer {
  const pairs = Object.entries(context).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Buffer.from(JSON.stringify(pairs));
}

/**
 * A ciphertext blob as KMS's own names its key inside it (Decrypt needs no KeyId): the key's ARN
 * with its length, then the IV, the GCM tag and the ciphertext.
 */
function sealBlob(arn: string, secret: Buffer, plaintext: Buffer, context: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(context);
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const name = Buffer.from(arn);
  return Buffer.concat([Buffer.from([name.length]), name, iv, cipher.getAuthTag(), sealed]);
}

function keyArnOfBlob(blob: Buffer): { arn: string; rest: Buffer } {
  const length = blob[0] ?? 0;
  if (blob.length < 1 + length + IV_BYTES + TAG_BYTES) {
    throw new KmsError('InvalidCiphertextException', 'The ciphertext is not one of this KMS');
  }
  return { arn: blob.subarray(1, 1 + length).toString(), rest: blob.subarray(1 + length) };
}

function openBlob(secret: Buffer, rest: Buffer, context: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', secret, rest.subarray(0, IV_BYTES));
  decipher.setAAD(context);
  decipher.setAuthTag(rest.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(rest.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    // A changed blob, another key or another context: KMS says no more than this.
    throw new KmsError('InvalidCiphertextException', 'The ciphertext could not be decrypted');
  }
}

/** The RSASSA-PKCS1-v1_5 SHA-256 signature of a message, or of its digest (MessageType DIGEST). */
function signPkcs1Sha256(privateKeyPem: string, message: Buffer, type: 'RAW' | 'DIGEST'): Buffer {
  if (type === 'RAW' && message.length > MAX_MESSAGE_BYTES) {
    throw new KmsError(
      'ValidationException',
      `A RAW message is at most ${MAX_MESSAGE_BYTES} bytes`,
    );
  }
  if (type === 'DIGEST' && message.length !== 32) {
    throw new KmsError('ValidationException', 'A SHA-256 digest is 32 bytes');
  }
  const digest = type === 'DIGEST' ? message : createHash('sha256').update(message).digest();
  return privateEncrypt(
    { key: createPrivateKey(privateKeyPem), padding: cryptoConstants.RSA_PKCS1_PADDING },
    Buffer.concat([SHA256_DIGEST_INFO, digest]),
  );
}

export interface LocalKmsOptions {
  /** Folder that keeps the keys across restarts; null keeps them in memory. */
  dataDir: string | null;
  /** The keys that exist (as CloudFormation would have created them); made on first open. */
  keys: readonly LocalKeyDefinition[];
}

/** The KMS stand-in: its gateway service, and its keys' public halves for tests. */
export async function openLocalKms(options: LocalKmsOptions) {
  const stateFile = await openJsonStateFile({
    dataDir: options.dataDir,
    fileName: STATE_FILE,
    schema: stateSchema,
    owner: 'local KMS',
  });
  const keys: Record<string, LocalKey> = { ...stateFile.saved?.keys };
  const missing = options.keys.filter((definition) => keys[definition.arn] === undefined);
  for (const definition of missing) keys[definition.arn] = newKey(definition.spec);
  if (missing.length > 0 && options.dataDir) {
    // On the disk before any signature is made with them: a crash must not lose a key in use.
    await writeFileAtomically(join(options.dataDir, STATE_FILE), JSON.stringify({ keys }), {
      durable: true,
    });
  }

  function keyOf(keyId: string): { arn: string; key: LocalKey } {
    const arn = Object.keys(keys).find(
      (candidate) => candidate === keyId || candidate.endsWith(`/${keyId}`),
    );
    const key = arn === undefined ? undefined : keys[arn];
    if (arn === undefined || !key)
      throw new KmsError('NotFoundException', `Key '${keyId}' does not exist`);
    return { arn, key };
  }

  function rsaKeyOf(keyId: string) {
    const { arn, key } = keyOf(keyId);
    if (key.spec !== 'RSA_2048') {
      throw new KmsError('InvalidKeyUsageException', `${arn} is not a SIGN_VERIFY key`);
    }
    return { arn, key };
  }

  function symmetricKeyOf(keyId: string) {
    const { arn, key } = keyOf(keyId);
    if (key.spec !== 'SYMMETRIC_DEFAULT') {
      throw new KmsError('InvalidKeyUsageException', `${arn} is not an ENCRYPT_DECRYPT key`);
    }
    return { arn, secret: Buffer.from(key.secret, 'base64') };
  }

  const operations: Record<string, (body: unknown) => object> = {
    Encrypt(body) {
      const request = encryptSchema.parse(body);
      const { arn, secret } = symmetricKeyOf(request.KeyId);
      if (request.Plaintext.length > MAX_PLAINTEXT_BYTES) {
        throw new KmsError(
          'ValidationException',
          `Plaintext is at most ${MAX_PLAINTEXT_BYTES} bytes`,
        );
      }
      const blob = sealBlob(
        arn,
        secret,
        request.Plaintext,
        contextBytes(request.EncryptionContext),
      );
      return {
        KeyId: arn,
        CiphertextBlob: blob.toString('base64'),
        EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
      };
    },
    Decrypt(body) {
      const request = decryptSchema.parse(body);
      const { arn: named, rest } = keyArnOfBlob(request.CiphertextBlob);
      if (request.KeyId !== undefined && keyOf(request.KeyId).arn !== named) {
        throw new KmsError('IncorrectKeyException', 'The ciphertext was made with another key');
      }
      const { arn, secret } = symmetricKeyOf(named);
      const plaintext = openBlob(secret, rest, contextBytes(request.EncryptionContext));
      return {
        KeyId: arn,
        Plaintext: plaintext.toString('base64'),
        EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
      };
    },
    Sign(body) {
      const request = signSchema.parse(body);
      const { arn, key } = rsaKeyOf(request.KeyId);
      if (request.SigningAlgorithm !== SIGNING_ALGORITHM) {
        throw new KmsError('InvalidKeyUsageException', `Only ${SIGNING_ALGORITHM} is supported`);
      }
      const signature = signPkcs1Sha256(key.privateKeyPem, request.Message, request.MessageType);
      return {
        KeyId: arn,
        Signature: signature.toString('base64'),
        SigningAlgorithm: SIGNING_ALGORITHM,
      };
    },
    GetPublicKey(body) {
      const { arn, key } = rsaKeyOf(keyIdSchema.parse(body).KeyId);
      const publicKey = createPublicKey(key.privateKeyPem).export({ format: 'der', type: 'spki' });
      return {
        KeyId: arn,
        PublicKey: publicKey.toString('base64'),
        KeySpec: 'RSA_2048',
        CustomerMasterKeySpec: 'RSA_2048',
        KeyUsage: 'SIGN_VERIFY',
        SigningAlgorithms: [SIGNING_ALGORITHM],
      };
    },
    GenerateMac(body) {
      const request = macSchema.parse(body);
      const { arn, key } = keyOf(request.KeyId);
      if (key.spec !== 'HMAC_256') {
        throw new KmsError('InvalidKeyUsageException', `${arn} is not a GENERATE_VERIFY_MAC key`);
      }
      if (request.MacAlgorithm !== MAC_ALGORITHM) {
        throw new KmsError('InvalidKeyUsageException', `Only ${MAC_ALGORITHM} is supported`);
      }
      if (request.Message.length > MAX_MESSAGE_BYTES) {
        throw new KmsError(
          'ValidationException',
          `A message is at most ${MAX_MESSAGE_BYTES} bytes`,
        );
      }
      const mac = createHmac('sha256', Buffer.from(key.secret, 'base64')).update(request.Message);
      return { KeyId: arn, Mac: mac.digest('base64'), MacAlgorithm: MAC_ALGORITHM };
    },
  };

  function reply(response: ServerResponse, status: number, body: object, errorType?: string) {
    response
      .writeHead(status, {
        'content-type': 'application/x-amz-json-1.1',
        'x-amzn-requestid': randomUUID(),
        ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
      })
      .end(JSON.stringify(body));
  }

  function fail(response: ServerResponse, error: KmsError) {
    reply(response, error.status, { __type: error.type, message: error.message }, error.type);
  }

  async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = String(request.headers['x-amz-target'] ?? '');
    const operation = target.startsWith('TrentService.')
      ? operations[target.slice('TrentService.'.length)]
      : undefined;
    if (request.method !== 'POST' || !operation) {
      request.resume();
      return fail(
        response,
        new KmsError('UnknownOperationException', `Unknown operation ${target}`),
      );
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request, 64 * 1024)).toString('utf8'));
    } catch (error) {
      const message =
        error instanceof PayloadTooLargeError ? error.message : 'Could not parse the body';
      return fail(response, new KmsError('SerializationException', message));
    }
    try {
      reply(response, 200, operation(body));
    } catch (error) {
      if (error instanceof KmsError) return fail(response, error);
      if (error instanceof z.ZodError) {
        return fail(response, new KmsError('ValidationException', z.prettifyError(error)));
      }
      throw error;
    }
  }

  /** Answers false when the request is not for this API. */
  function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (url.pathname !== KMS_PATH && url.pathname !== `${KMS_PATH}/`) return false;
    if (!isLoopback(request.socket.remoteAddress)) {
      request.resume();
      fail(response, new KmsError('AccessDeniedException', 'Forbidden', 403));
      return true;
    }
    serve(request, response).catch((error: unknown) => {
      console.error('[local kms] request failed', error);
      if (!response.headersSent)
        fail(response, new KmsError('KMSInternalException', 'Internal failure', 500));
    });
    return true;
  }

  return { handle, close: stateFile.flush };
}

export type LocalKms = Awaited<ReturnType<typeof openLocalKms>>;
