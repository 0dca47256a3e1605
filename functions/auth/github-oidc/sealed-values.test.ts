import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as z from '../../../shared/zod';
import { seal, SEAL_LIFETIME_SECONDS, unseal, UnsealError } from './sealed-values';

const key = randomBytes(32);
const schema = z.object({ r: z.string(), s: z.optional(z.string()) });
const now = 1_900_000_000;
const payload = { r: 'https://login.example.com/oauth2/idpresponse', s: 'cognito-state' };

function failureOf(open: () => unknown) {
  try {
    open();
  } catch (error) {
    if (error instanceof UnsealError) return error.failure;
    throw error;
  }
  return 'opened';
}

describe('sealed values', () => {
  it('opens what it sealed, within ten minutes', () => {
    const sealed = seal(key, 'state', payload, now);
    expect(unseal(key, 'state', sealed, schema, now + SEAL_LIFETIME_SECONDS - 1)).toEqual(payload);
  });

  it('refuses a value whose payload was changed, however little', () => {
    const [body, mac] = seal(key, 'state', payload, now).split('.');
    const altered = Buffer.from(
      Buffer.from(body ?? '', 'base64url')
        .toString()
        .replace('login.example.com', 'evil.example.com'),
    ).toString('base64url');
    expect(failureOf(() => unseal(key, 'state', `${altered}.${mac}`, schema, now))).toBe('invalid');
  });

  it('refuses a value sealed with another key', () => {
    const sealed = seal(randomBytes(32), 'state', payload, now);
    expect(failureOf(() => unseal(key, 'state', sealed, schema, now))).toBe('invalid');
  });

  it('refuses a state offered as a code: the purpose is inside the MAC', () => {
    const sealed = seal(key, 'state', payload, now);
    expect(failureOf(() => unseal(key, 'code', sealed, schema, now))).toBe('invalid');
  });

  it('refuses a value past its ten minutes, as expired', () => {
    const sealed = seal(key, 'state', payload, now);
    expect(failureOf(() => unseal(key, 'state', sealed, schema, now + SEAL_LIFETIME_SECONDS))).toBe(
      'expired',
    );
  });

  it.each(['', 'abc', 'a.b.c', '.', 'not base64!.zzz'])('refuses the garbage %j', (garbage) => {
    expect(failureOf(() => unseal(key, 'state', garbage, schema, now))).toBe('invalid');
  });
});
