import { describe, expect, it } from 'vitest';
import { addressForCounting } from './counted-address';

describe('the address a visitor is counted by', () => {
  it('is an IPv4 address as it is', () => {
    expect(addressForCounting('203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the same /64 network for every address a device picks in it, however it is written', () => {
    const counted = [
      '2001:db8:85a3:12::1',
      '2001:0DB8:85a3:0012:9c4e:1f2a:77b0:3d11',
      '2001:db8:85a3:12:ffff:ffff:ffff:ffff%eth0',
      '2001:db8:85a3:12::10.0.0.1',
    ].map(addressForCounting);

    expect(new Set(counted)).toEqual(new Set(['2001:db8:85a3:12::/64']));
  });

  it('tells networks apart, compressed zeros included', () => {
    expect(addressForCounting('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressForCounting('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressForCounting('::1')).toBe('0:0:0:0::/64');
  });

  it('is the IPv4 address an IPv4-mapped IPv6 address stands for', () => {
    expect(addressForCounting('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressForCounting('::ffff:cb00:7107')).toBe('203.0.113.7');
  });
});
