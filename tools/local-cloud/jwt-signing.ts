import { createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/** Signs an RS256 JWT with the key, naming it by `kid` in the header. */
export function signJwt(payload: Record<string, unknown>, key: KeyObject, kid: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const input = `${encode({ alg: 'RS256', typ: 'JWT', kid })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
  return `${input}.${signature}`;
}

const payloadSchema = z.record(z.string(), z.unknown());

/** A JWT's claims, read without checking its signature (for a token this process just made). */
export function unverifiedClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
}

/**
 * The claims of an RS256 JWT signed with this key (its public half checks the signature), or
 * undefined for any other token.
 */
export function verifiedClaims(token: string, key: KeyObject): Record<string, unknown> | undefined {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return undefined;
  const valid = createVerify('RSA-SHA256')
    .update(`${header}.${payload}`)
    .verify(createPublicKey(key), Buffer.from(signature, 'base64url'));
  return valid ? unverifiedClaims(token) : undefined;
}

/** The public half of an RSA signing key as a key set publishes it. */
export function publicJwk(key: KeyObject, kid: string): Record<string, unknown> {
  return { ...createPublicKey(key).export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
}
