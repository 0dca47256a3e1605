import { describe, expect, it } from 'vitest';
import { totpCode, wrongTotpCode } from './totp';

// RFC 6238's SHA-1 secret, "12345678901234567890", as an authenticator app is given it.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpCode', () => {
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_111_111_111, '050471'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
  ])("gives RFC 6238's code at %i seconds, in six digits", (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('keeps one code for a 30-second step, and reads the secret in any case', () => {
    expect(totpCode(RFC_SECRET.toLowerCase(), 60_000)).toBe(totpCode(RFC_SECRET, 89_999));
    expect(totpCode(RFC_SECRET, 90_000)).not.toBe(totpCode(RFC_SECRET, 89_999));
  });

  it('refuses a secret that is not base32', () => {
    expect(() => totpCode('not base32!')).toThrow(/base32/);
  });
});

describe('wrongTotpCode', () => {
  it('is none of the codes shown a step before, at, or a step after the time', () => {
    const at = 1_111_111_109_000;
    const shown = [at - 30_000, at, at + 30_000].map((time) => totpCode(RFC_SECRET, time));
    expect(shown).not.toContain(wrongTotpCode(RFC_SECRET, at));
    expect(wrongTotpCode(RFC_SECRET, at)).toMatch(/^\d{6}$/);
  });
});
