/**
 * A custom domain as the product keeps it: lowercase ASCII (an internationalised name in its
 * `xn--` form), no trailing dot, at most 253 characters in labels of 1 to 63 letters, digits and
 * inner hyphens, at least two labels, and a top-level label that is not a number (so no IP
 * address). Used by the form on the deployment page and by the server, which adds its own
 * refusals (the product's own domains, `.localhost` off one machine).
 */

export const DOMAIN_NAME_MAX = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** What a person may type: letters of any script, digits, hyphens and dots. */
const TYPED = /^[\p{L}\p{M}\p{N}.-]+$/u;

/**
 * Suffixes of hosting providers' own names: a site's custom domain is the owner's, never one of
 * these (the routing endpoint itself is `….cloudfront.net`).
 */
export const PROVIDER_DOMAINS: readonly string[] = ['cloudfront.net', 'amazonaws.com', 'aws'];

export type DomainNameCheck = { ok: true; domain: string } | { ok: false; problem: string };

/** True when `domain` is `parent` or a name under it. */
export function isWithin(domain: string, parent: string): boolean {
  return domain === parent || domain.endsWith(`.${parent}`);
}

/**
 * Reads what the owner typed as a domain name: trimmed, lowercased, `https://` and a path
 * forgiven, converted to its ASCII form; refused with a sentence saying why.
 */
export function readDomainName(input: string): DomainNameCheck {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z]+:\/\//, '').replace(/\/.*$/, '');
  text = text.replace(/\.$/, '');
  if (text === '') return { ok: false, problem: 'Enter a domain name, such as www.example.com' };
  if (text.length > DOMAIN_NAME_MAX * 4 || !TYPED.test(text)) {
    return {
      ok: false,
      problem: 'A domain name has only letters, digits, hyphens and dots, such as www.example.com',
    };
  }
  let ascii: string;
  try {
    // The URL parser applies IDNA (UTS #46) as browsers do: `bücher.de` → `xn--bcher-kva.de`.
    ascii = new URL(`http://${text}/`).hostname;
  } catch {
    return { ok: false, problem: `${text} is not a valid domain name` };
  }
  if (ascii.length > DOMAIN_NAME_MAX) {
    return { ok: false, problem: `A domain name is at most ${DOMAIN_NAME_MAX} characters` };
  }
  const labels = ascii.split('.');
  if (labels.length < 2) {
    return { ok: false, problem: 'Enter the full domain name, such as www.example.com' };
  }
  if (!labels.every((label) => LABEL.test(label))) {
    return {
      ok: false,
      problem:
        'Each part of a domain name is 1 to 63 letters, digits or hyphens, not starting or ending with a hyphen',
    };
  }
  if (/^[0-9]+$/.test(labels.at(-1) ?? '')) {
    return { ok: false, problem: 'Enter a domain name, not an IP address' };
  }
  if (PROVIDER_DOMAINS.some((provider) => isWithin(ascii, provider))) {
    return { ok: false, problem: `${ascii} belongs to the hosting provider, not to you` };
  }
  return { ok: true, domain: ascii };
}

/**
 * Whether the name is a zone's apex (`example.com`), where DNS allows no CNAME: two labels, or
 * three under a common two-part public suffix (`example.co.uk`). A guess without the public
 * suffix list; the records shown say ALIAS/ANAME there, and the check accepts either form.
 */
export function isApexDomain(domain: string): boolean {
  const labels = domain.split('.');
  // One machine's names are no zone of anyone's: a CNAME works at any of them.
  if (labels.at(-1) === 'localhost') return false;
  if (labels.length === 2) return true;
  const secondLevel = labels.slice(-2).join('.');
  return labels.length === 3 && /^(co|com|net|org|gov|ac|edu)\.[a-z]{2}$/.test(secondLevel);
}
