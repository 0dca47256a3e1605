import { describe, expect, it } from 'vitest';
import { authenticatorUri, groupedKey } from './two-step';

describe('two-step sign-in set-up', () => {
  it('gives the authenticator app the account, the product and the key, escaped', () => {
    const uri = new URL(authenticatorUri('asha+test@example.com', 'JBSWY3DPEHPK3PXP'));

    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Sitewright:asha+test@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Sitewright',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('shows the key in groups of four, as it is typed into an app', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
  });
});
