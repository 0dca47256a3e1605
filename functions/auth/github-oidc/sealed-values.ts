import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from '../../../shared/zod';

/**
 * What a sealed value is for, inside its MAC: a state sealed for GitHub can never be replayed as
 * a code for the token endpoint, nor the other way round.
 */
export type SealPurpose = 'state' | 'code';

/** How long a sealed state or code is good for: GitHub's codes themselves last ten minutes. */
export const SEAL_LIFETIME_SECONDS = 600;

export type UnsealFailure = 'invalid' | 'expired';

/** A sealed value that was altered, made with another key or purpose, or too old. */
export class UnsealError extends Error {
  constructor(readonly failure: UnsealFailure) {
    super(failure === 'expired' ? 'The sealed value has expired' : 'The sealed value is not ours');
    this.name = 'UnsealError';
  }
}

const expirySchema = z.object({ exp: z.number().check(z.int()) });

function macOf(key: Buffer, purpose: SealPurpose, body: string): Buffer {
  return createHmac('sha256', key).update(`${purpose}.${body}`).digest();
}

/**
 * `payload` and its expiry as `{base64url JSON}.{base64url HMAC-SHA256}`: readable, but only the
 * bridge's key makes one the bridge accepts. Nothing secret goes in (they travel in URLs).
 */
export function seal(
  key: Buffer,
  purpose: SealPurpose,
  payload: Record<string, unknown>,
  nowSeconds: number,
): string {
  const body = Buffer.from(
    JSON.stringify({ ...payload, exp: nowSeconds + SEAL_LIFETIME_SECONDS }),
  ).toString('base64url');
  return `${body}.${macOf(key, purpose, body).toString('base64url')}`;
}

/** The payload of a value `seal` made with this key and purpose, not yet expired. */
export function unseal<S extends z.core.$ZodObject>(
  key: Buffer,
  purpose: SealPurpose,
  sealed: string,
  schema: S,
  nowSeconds: number,
): z.output<S> {
  const [body, mac, ...rest] = sealed.split('.');
  if (!body || !mac || rest.length > 0) throw new UnsealError('invalid');
  const given = Buffer.from(mac, 'base64url');
  const expected = macOf(key, purpose, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UnsealError('invalid');
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new UnsealError('invalid');
  }
  const expiry = expirySchema.safeParse(json);
  const parsed = z.safeParse(schema, json);
  if (!expiry.success || !parsed.success) throw new UnsealError('invalid');
  if (expiry.data.exp <= nowSeconds) throw new UnsealError('expired');
  return parsed.data;
}
