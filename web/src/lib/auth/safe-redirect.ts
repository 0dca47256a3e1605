/** A base that is never a real origin: a path resolved against it must stay on it. */
const PROBE_ORIGIN = 'https://sitewright.invalid';

/** A backslash (browsers read it as `/`) or a control character (they drop some of those). */
function isUnsafeCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 0x20 || code === 0x7f;
}

/**
 * Where to go after signing in, if `target` is a path on this site and nowhere else: it must
 * start with one `/` (not `//`, which a browser reads as another host), hold no backslash (read
 * as `/`) or control character, and resolve to this origin. /auth itself is refused, so signing
 * in never leads back to the form. Anything else is null: the caller goes to its default.
 */
export function safeRedirectPath(target: unknown): string | null {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    return null;
  }
  if ([...target].some(isUnsafeCharacter)) return null;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return url.pathname + url.search + url.hash;
}
