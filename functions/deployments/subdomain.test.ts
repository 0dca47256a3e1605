import { describe, expect, it } from 'vitest';
import {
  isValidSubdomain,
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_BASE_MAX,
  SUBDOMAIN_PATTERN,
  subdomainBase,
  withRandomSuffix,
} from './subdomain';

describe('subdomainBase', () => {
  it.each([
    ['Bakery', 'bakery'],
    ['Crumb & Co. Bakery', 'crumb-and-co-bakery'],
    ['  My   Portfolio  ', 'my-portfolio'],
    ['Café Münster', 'cafe-munster'],
    ['Straße', 'strasse'],
    ['Smørrebrød Łódź', 'smorrebrod-lodz'],
    ['東京 Sushi Bar', 'sushi-bar'],
    ['Joe’s Pizza!!!', 'joes-pizza'],
    ["Joe's Pizza", 'joes-pizza'],
    ['2024 Wedding', '2024-wedding'],
  ])('turns %j into %j', (name, expected) => {
    expect(subdomainBase(name)).toBe(expected);
  });

  it.each([
    ['a path traversal', '../../etc/passwd'],
    ['dots and slashes', 'evil.example.com/../admin'],
    ['a host with a port', 'localhost:8080'],
    ['control characters', 'line\nbreak\ttab\u0000nul'],
    ['HTML', '<script>alert(1)</script>'],
    ['an IDN look-alike', 'xn--80ak6aa92e'],
    ['emoji', '🍰🍰 Cakes 🍰'],
  ])('makes a safe DNS label of %s', (_, name) => {
    const subdomain = subdomainBase(name);

    expect(subdomain).toMatch(SUBDOMAIN_PATTERN);
    expect(subdomain).not.toMatch(/\.|\/|--/);
    expect(isValidSubdomain(subdomain)).toBe(true);
  });

  it('keeps a 300-character name to the base length, with no trailing hyphen', () => {
    const subdomain = subdomainBase(`${'a'.repeat(39)} ${'b'.repeat(260)}`);

    expect(subdomain).toBe('a'.repeat(39));
    expect(subdomainBase('x'.repeat(300))).toHaveLength(SUBDOMAIN_BASE_MAX);
  });

  it.each(['', '   ', '../', '東京', '🍰', '---'])('falls back to "site" for %j', (name) => {
    expect(subdomainBase(name)).toBe('site');
  });

  it.each(['admin', 'WWW', 'Api', 'mail', 'Status', 'login'])(
    'never yields the reserved %j',
    (name) => {
      const subdomain = subdomainBase(name);

      expect(RESERVED_SUBDOMAINS.has(subdomain)).toBe(false);
      expect(subdomain).toBe(`${name.toLowerCase()}-site`);
    },
  );

  it('leaves ordinary business words such as blog and shop available', () => {
    expect(subdomainBase('Blog')).toBe('blog');
    expect(subdomainBase('Shop')).toBe('shop');
  });
});

describe('withRandomSuffix', () => {
  it('adds a short random suffix that still fits one DNS label', () => {
    const base = subdomainBase('z'.repeat(300));

    const first = withRandomSuffix(base);
    const second = withRandomSuffix(base);

    expect(first).toMatch(new RegExp(`^${base}-[a-z0-9]{6}$`));
    expect(first).toMatch(SUBDOMAIN_PATTERN);
    expect(first).not.toBe(second);
  });
});
