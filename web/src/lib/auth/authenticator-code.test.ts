import { describe, expect, it } from 'vitest';
import { normalizedCode } from './authenticator-code';

describe('an authenticator app’s code as typed', () => {
  it('takes the spaces apps show, and nothing but six digits', () => {
    expect(normalizedCode(' 123 456 ')).toBe('123456');
    expect(normalizedCode('12345')).toBeNull();
    expect(normalizedCode('12345a')).toBeNull();
    expect(normalizedCode('1234567')).toBeNull();
  });
});
