import { describe, expect, it } from 'vitest';
import { isApexDomain, readDomainName } from './custom-domain-name';

describe('readDomainName', () => {
  it.each([
    ['www.example.com', 'www.example.com'],
    ['  WWW.Example.COM. ', 'www.example.com'],
    ['https://shop.example.com/about', 'shop.example.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['shop.localhost', 'shop.localhost'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(readDomainName(typed)).toEqual({ ok: true, domain: kept });
  });

  it.each([
    ['', 'Enter a domain name, such as www.example.com'],
    ['example', 'Enter the full domain name, such as www.example.com'],
    ['192.168.1.1', 'Enter a domain name, not an IP address'],
    ['shop.example.com:8080', 'A domain name has only letters, digits, hyphens and dots'],
    ['shop example.com', 'A domain name has only letters, digits, hyphens and dots'],
    ['-shop.example.com', 'Each part of a domain name is 1 to 63 letters'],
    [`${'a'.repeat(64)}.com`, 'Each part of a domain name is 1 to 63 letters'],
    [`${'abcdefghi.'.repeat(26)}com`, 'A domain name is at most 253 characters'],
    ['d111.cloudfront.net', 'belongs to the hosting provider'],
    ['x.s3.amazonaws.com', 'belongs to the hosting provider'],
  ])('refuses %j, saying why', (typed, problem) => {
    const read = readDomainName(typed);

    expect(read.ok).toBe(false);
    expect(read.ok ? '' : read.problem).toContain(problem);
  });
});

describe('isApexDomain', () => {
  it.each([
    ['example.com', true],
    ['example.co.uk', true],
    ['www.example.com', false],
    ['shop.example.co.uk', false],
    ['shop.localhost', false],
  ])('%s → %s', (domain, apex) => {
    expect(isApexDomain(domain)).toBe(apex);
  });
});
