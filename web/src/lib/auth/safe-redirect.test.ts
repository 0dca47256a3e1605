import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/projects', '/projects'],
    ['/projects?q=bakery', '/projects?q=bakery'],
    [
      '/workspace/01J0000000000000000000000A?prompt=hi#top',
      '/workspace/01J0000000000000000000000A?prompt=hi#top',
    ],
    ['/credits', '/credits'],
  ])('keeps a path on this site: %s', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    ['another host, protocol-relative', '//evil.example/phish'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash later on', '/projects\\..\\//evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a newline', '/projects\n'],
    ['a relative path', 'projects'],
    ['an empty string', ''],
    ['the auth screen itself', '/auth?mode=login'],
    ['the auth callback', '/auth/callback?code=x'],
    ['not text', 42],
    ['nothing', undefined],
  ])('refuses %s', (_, target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });
});
