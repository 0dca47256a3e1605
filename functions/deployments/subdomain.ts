import { randomInt } from 'node:crypto';

/**
 * A deployed site's subdomain: one DNS label (RFC 1123), lowercase ASCII letters, digits and
 * inner hyphens, at most 63 characters. The same pattern as the contract's `deploymentSchema`.
 */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The longest base taken from a name: room is left for `-` and a suffix within the 63 of a label. */
export const SUBDOMAIN_BASE_MAX = 40;

/** What an empty name (or one with nothing ASCII left in it) deploys as. */
export const FALLBACK_SUBDOMAIN = 'site';

const SUFFIX_LENGTH = 6;
const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Names no user's site may take: the labels of mail and name servers, and words a visitor would
 * read as the operator speaking (`admin`, `login`, `billing`, `support`…), which on a shared sites
 * domain invite phishing. Ordinary words a business uses for its own site (`blog`, `shop`, `news`)
 * stay available: the sites live on a registrable domain of their own, so none of them is ever
 * the operator's blog or shop.
 */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'api',
  'app',
  'admin',
  'administrator',
  'root',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ftp',
  'sftp',
  'ns',
  'ns1',
  'ns2',
  'ns3',
  'ns4',
  'dns',
  'cdn',
  'static',
  'assets',
  'media',
  'status',
  'support',
  'help',
  'docs',
  'dashboard',
  'console',
  'login',
  'signin',
  'signup',
  'auth',
  'oauth',
  'sso',
  'account',
  'accounts',
  'billing',
  'payment',
  'payments',
  'secure',
  'security',
  'internal',
  'localhost',
  'sites',
  'preview',
  'deploy',
  'webmail',
  'autoconfig',
  'autodiscover',
  'wpad',
  'abuse',
  'postmaster',
  'hostmaster',
  'webmaster',
]);

/** Letters NFKD does not decompose into ASCII, spelled as English writers usually spell them. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŋ: 'ng',
  '&': ' and ',
  // Joe's → joes, not joe-s.
  "'": '',
  '’': '',
};

/**
 * The subdomain a project name asks for, before uniqueness: Latin letters lose their accents
 * (`Café` → `cafe`), letters with no ASCII spelling are dropped, and every run of anything else
 * (spaces, dots, slashes, `../`, symbols) becomes one hyphen. Trimmed to `SUBDOMAIN_BASE_MAX`
 * without a trailing hyphen; a reserved result gets `-site` after it; nothing left → `site`.
 * Hyphens never come in pairs, so no result can pass for an IDN (`xn--…`) label.
 */
export function subdomainBase(name: string): string {
  const ascii = name
    .toLowerCase()
    .replace(/./gu, (character) => TRANSLITERATIONS[character] ?? character)
    .normalize('NFKD')
    // Combining marks left by the decomposition (é → e + ´) go; so does any other non-ASCII.
    .replace(/\p{M}/gu, '')
    .replace(/\P{ASCII}/gu, '');
  const label = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SUBDOMAIN_BASE_MAX)
    .replace(/^-+|-+$/g, '');
  if (label === '') return FALLBACK_SUBDOMAIN;
  return RESERVED_SUBDOMAINS.has(label) ? `${label}-site` : label;
}

/** Six random lowercase letters and digits: 36^6 ≈ 2 billion, so a retry rarely collides again. */
export function randomSuffix(): string {
  let suffix = '';
  for (let index = 0; index < SUFFIX_LENGTH; index += 1) {
    suffix += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  }
  return suffix;
}

/**
 * The next candidate when the base is taken: the base and a random suffix. A base never ends in
 * a hyphen, so the result never holds `--` (no `xn--` look-alike labels either).
 */
export function withRandomSuffix(base: string): string {
  return `${base}-${randomSuffix()}`;
}

export function isValidSubdomain(value: string): boolean {
  return SUBDOMAIN_PATTERN.test(value) && !RESERVED_SUBDOMAINS.has(value);
}
