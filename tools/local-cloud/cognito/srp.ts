import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server's half of Cognito's SRP sign-in (USER_SRP_AUTH), as amazon-cognito-identity-js's
 * AuthenticationHelper expects it: SRP-6a over RFC 5054's 3072-bit group, SHA-256, numbers
 * hashed as Java's BigInteger bytes, and the password claim an HMAC under a key derived from the
 * shared secret with HKDF ("Caldera Derived Key").
 */

const N = BigInt(
  '0xFFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
    'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
    'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
    '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
    'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
    '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
    'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
    'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
);
const g = 2n;

/** A positive number's hex as Java's `BigInteger.toByteArray()`: even length, a 00 before a set top bit. */
function padHex(value: bigint): string {
  const hex = value.toString(16);
  const even = hex.length % 2 === 0 ? hex : `0${hex}`;
  return /^[89a-f]/.test(even) ? `00${even}` : even;
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The hash of the bytes a hex string spells, as a number. */
function hashOfHex(hex: string): bigint {
  return BigInt(`0x${sha256Hex(Buffer.from(hex, 'hex'))}`);
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let square = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * square) % modulus;
    square = (square * square) % modulus;
  }
  return result;
}

const k = hashOfHex(padHex(N) + padHex(g));

function randomNumber(bytes: number): bigint {
  return BigInt(`0x${randomBytes(bytes).toString('hex')}`);
}

/** The pool's name in SRP: what follows the region in its id (`eu-west-1_AbC` → `AbC`). */
export function srpPoolName(userPoolId: string): string {
  return userPoolId.split('_')[1] ?? userPoolId;
}

/** What the server keeps between the challenge and the answer. */
export interface PendingVerifier {
  clientPublic: bigint;
  serverPublic: bigint;
  serverSecret: bigint;
  verifier: bigint;
}

/** The client's A, as hex; undefined when it is not a number SRP may use (0 mod N). */
export function clientPublicOf(hex: string): bigint | undefined {
  if (!/^[0-9a-f]{1,1024}$/i.test(hex)) return undefined;
  const value = BigInt(`0x${hex}`);
  return value % N === 0n ? undefined : value;
}

/**
 * The PASSWORD_VERIFIER challenge for a user: a fresh salt and verifier made from the password
 * the stand-in keeps (a pool on AWS keeps only the verifier), and the server's B.
 */
export function startPasswordVerifier(input: {
  poolName: string;
  userId: string;
  password: string;
  clientPublic: bigint;
}): { salt: string; serverPublicHex: string; pending: PendingVerifier } {
  const salt = padHex(randomNumber(16));
  const identity = sha256Hex(`${input.poolName}${input.userId}:${input.password}`);
  const verifier = modPow(g, hashOfHex(salt + identity), N);
  const serverSecret = randomNumber(32);
  const serverPublic = (k * verifier + modPow(g, serverSecret, N)) % N;
  return {
    salt,
    serverPublicHex: serverPublic.toString(16),
    pending: { clientPublic: input.clientPublic, serverPublic, serverSecret, verifier },
  };
}

/**
 * The PASSWORD_CLAIM_SIGNATURE a client that knows the password sends: HMAC-SHA256, under the
 * first 16 bytes of HKDF(S, salt u), of pool name, user id, secret block and timestamp.
 */
function expectedClaim(
  pending: PendingVerifier,
  claim: { poolName: string; userId: string; secretBlock: string; timestamp: string },
): Buffer {
  const { clientPublic, serverPublic, serverSecret, verifier } = pending;
  const u = hashOfHex(padHex(clientPublic) + padHex(serverPublic));
  const shared = modPow((clientPublic * modPow(verifier, u, N)) % N, serverSecret, N);
  const key = hkdfSync(
    'sha256',
    Buffer.from(padHex(shared), 'hex'),
    Buffer.from(padHex(u), 'hex'),
    'Caldera Derived Key',
    16,
  );
  return createHmac('sha256', Buffer.from(key))
    .update(
      Buffer.concat([
        Buffer.from(claim.poolName, 'utf8'),
        Buffer.from(claim.userId, 'utf8'),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp, 'utf8'),
      ]),
    )
    .digest();
}

/** Whether the client's signature proves it knows the password the verifier was made from. */
export function provesPassword(
  pending: PendingVerifier,
  claim: { poolName: string; userId: string; secretBlock: string; timestamp: string },
  signature: string,
): boolean {
  const expected = expectedClaim(pending, claim);
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
