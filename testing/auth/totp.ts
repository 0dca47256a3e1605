import { createHmac } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

/** RFC 4648 base32, as authenticator apps read a secret (case and padding ignored). */
function base32Bytes(text: string): Buffer {
  const bits = [...text.toUpperCase().replace(/[\s=]/g, '')].map((character) => {
    const value = BASE32_ALPHABET.indexOf(character);
    if (value < 0) throw new Error(`Not a base32 secret: "${character}"`);
    return value.toString(2).padStart(5, '0');
  });
  const octets = bits.join('').match(/.{8}/g) ?? [];
  return Buffer.from(octets.map((octet) => Number.parseInt(octet, 2)));
}

/**
 * The code an authenticator app shows for a secret (RFC 6238 TOTP: HMAC-SHA1, 30-second steps,
 * six digits), at `at` milliseconds since the epoch (now by default).
 */
export function totpCode(secretBase32: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / STEP_SECONDS)));
  const hmac = createHmac('sha1', base32Bytes(secretBase32)).update(counter).digest();
  // RFC 4226's dynamic truncation.
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const value = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * A code the app shows neither at `at` nor a step before or after, which a user pool would also
 * take (clocks drift): a wrong code, for sure.
 */
export function wrongTotpCode(secretBase32: string, at: number = Date.now()): string {
  const shown = new Set(
    [-1, 0, 1].map((step) => totpCode(secretBase32, at + step * STEP_SECONDS * 1000)),
  );
  return ['000000', '111111', '222222', '333333'].find((code) => !shown.has(code)) ?? '444444';
}
