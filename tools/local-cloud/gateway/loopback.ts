/**
 * Whether a caller is on this machine. The local stand-ins of AWS APIs that need IAM credentials
 * on AWS (SigV4) answer only such callers, which is what being signed stands in for here.
 */
export function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

/** The loopback names a page of the local cloud may be opened at. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The host part of a Host header (`localhost:3000` → `localhost`), lower case. */
function hostnameOf(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '');
}

/**
 * A name no DNS rebinding can spell: `localhost` and its subdomains (browsers resolve them to
 * this machine themselves), or an address (the cloud reached across the LAN by its address).
 */
function isMachineName(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname) ||
    /^\[[0-9a-f:.]+\]$/.test(hostname)
  );
}

/** Whether a page at `origin` is the local cloud's own: the origin called, or a loopback name. */
function isOwnOrigin(origin: string, host: string, port: number): boolean {
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:') return false;
    if (url.host === host.toLowerCase()) return true;
    return LOOPBACK_HOSTS.has(url.hostname) && Number(url.port) === port;
  } catch {
    return false;
  }
}

/**
 * Whether a call to the local cloud's own endpoints (`/_local/…`: the stand-ins' APIs, the
 * outbox, the admin calls of the user pool) may be answered: addressed to this machine by a name
 * no web page can point here (DNS rebinding), and, when a browser made it, from a page the
 * local cloud serves itself (a deployed site's host never reaches these endpoints: the sites
 * answer every path of theirs).
 */
export function isLocalCall(
  headers: { host?: string | undefined; origin?: string | undefined },
  port: number,
): boolean {
  const { host, origin } = headers;
  if (!host || !isMachineName(hostnameOf(host))) return false;
  return origin === undefined || isOwnOrigin(origin, host, port);
}

/**
 * A loopback address at random (all of 127.0.0.0/8 reaches this machine): a client that opens
 * many connections from one (a test, the crash test) counts against the connections per address
 * of its own, not those of every other client on the machine.
 */
export function loopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `127.${byte()}.${byte()}.${byte()}`;
}
