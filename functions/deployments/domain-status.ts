import type { CustomDomainStatus } from '../../shared/api/custom-domain-schemas';

/**
 * How long a domain may wait for its DNS records: past it a check marks the domain failed, and a
 * claim that never proved ownership lapses (another site adding the domain takes it over).
 */
export const PENDING_DEADLINE_HOURS = 72;

/** When a domain added at `addedAt` reaches its deadline. */
export const pendingDeadlineOf = (addedAt: Date) =>
  new Date(addedAt.getTime() + PENDING_DEADLINE_HOURS * 60 * 60 * 1000);

/** True once the deadline of a domain added at `addedAt` has passed (not at the very moment). */
export const isPastDeadline = (addedAt: Date, now: Date) =>
  now.getTime() > pendingDeadlineOf(addedAt).getTime();

/** What DNS answers for a custom domain and for the endpoint it should point at. */
export interface DnsAnswers {
  /** The domain's CNAME target, or null when it has none. */
  cname: string | null;
  /** The domain's IPv4 addresses (through its CNAME, or an ALIAS/ANAME flattened by its DNS host). */
  addresses: readonly string[];
  /** The endpoint's own addresses, which an ALIAS at the apex returns as its own. */
  targetAddresses: readonly string[];
  /** The values of the domain's ownership TXT record (`_sitewright.{domain}`). */
  ownership: readonly string[];
}

/** Where a domain's ownership record lives: a name only whoever controls the domain can set. */
export const ownershipRecordName = (domain: string) => `_sitewright.${domain}`;

/** The value the ownership record must hold for a site's claim. */
export const ownershipRecordValue = (token: string) => `sitewright-verify=${token}`;

/** The state of the domain's certificate: issued, still being validated, or refused with why. */
export type CertificateState =
  | { state: 'issued' }
  | { state: 'pending' }
  | { state: 'failed'; reason: string };

export interface DomainFacts {
  domain: string;
  /** The claim's ownership token (the TXT record must hold its value). */
  ownershipToken: string;
  /** The endpoint the domain must point at (the connection group's routing endpoint). */
  target: string;
  dns: DnsAnswers;
  certificate: CertificateState;
  /**
   * Whether CloudFront refused to take the domain up because it does not see the domain pointing
   * at it yet, though our resolver does (DNS answers take a while to agree everywhere).
   */
  edgeWaitsForDns: boolean;
  addedAt: Date;
  /** Whether the TXT record has ever proven the claim (an unproven one lapses at the deadline). */
  proven: boolean;
  now: Date;
}

export const WAITING_FOR_CERTIFICATE =
  'The DNS record is in place. Waiting for the certificate, which takes a few minutes.';

/** Why a domain whose records are right is still pending: CloudFront's DNS has not caught up. */
export const waitingForEdgeDns = (domain: string) =>
  `The DNS records are in place, but CloudFront does not see ${domain} pointing at it yet. DNS changes take a while to spread: check again in a few minutes.`;

const sameName = (a: string, b: string) =>
  a.toLowerCase().replace(/\.$/, '') === b.toLowerCase().replace(/\.$/, '');

/** What is wrong with the domain's routing record, or null when it reaches the target. */
export function routingProblem({
  domain,
  target,
  dns,
}: Pick<DomainFacts, 'domain' | 'target' | 'dns'>): string | null {
  if (dns.cname !== null) {
    return sameName(dns.cname, target)
      ? null
      : `CNAME points to ${dns.cname.replace(/\.$/, '')}, expected ${target}`;
  }
  if (dns.addresses.length === 0) return `No CNAME record for ${domain} yet`;
  const reaches = dns.addresses.some((address) => dns.targetAddresses.includes(address));
  return reaches ? null : `${domain} points to ${dns.addresses.join(', ')}, expected ${target}`;
}

/** What is wrong with the domain's ownership record, or null when it proves the claim. */
export function ownershipProblem({
  domain,
  ownershipToken,
  dns,
}: Pick<DomainFacts, 'domain' | 'ownershipToken' | 'dns'>): string | null {
  const expected = ownershipRecordValue(ownershipToken);
  if (dns.ownership.some((value) => value.trim() === expected)) return null;
  const name = ownershipRecordName(domain);
  return dns.ownership.length === 0
    ? `No TXT record at ${name} yet`
    : `The TXT record at ${name} does not hold this site's value`;
}

/** Why a check on a claim past its deadline, never proven, found it still unproven. */
export const unprovenPastDeadline = (problem: string) =>
  `${problem}. The ${PENDING_DEADLINE_HOURS} hours to verify the domain are over, so another site may now add it. Create the TXT record and check again to keep it.`;

/**
 * Where a custom domain stands after a check: active once it proves ownership, its record reaches
 * the target (as CloudFront sees it too) and its certificate is issued; failed when the
 * certificate was refused, or when a record was still missing or wrong 72 hours after the domain
 * was added (a claim never proven is told that another site may now take it); pending otherwise,
 * with what it waits for. A later check that finds the records in place brings a failed domain
 * back.
 */
export function evaluateDomain(facts: DomainFacts): {
  status: CustomDomainStatus;
  reason: string | null;
} {
  if (facts.certificate.state === 'failed') {
    return { status: 'failed', reason: facts.certificate.reason };
  }
  const ownership = ownershipProblem(facts);
  const problem = ownership ?? routingProblem(facts);
  if (problem !== null) {
    if (!isPastDeadline(facts.addedAt, facts.now)) return { status: 'pending', reason: problem };
    return {
      status: 'failed',
      reason:
        ownership !== null && !facts.proven
          ? unprovenPastDeadline(ownership)
          : `${problem}, ${PENDING_DEADLINE_HOURS} hours after the domain was added. Fix the record and check again, or remove the domain.`,
    };
  }
  if (facts.edgeWaitsForDns) return { status: 'pending', reason: waitingForEdgeDns(facts.domain) };
  if (facts.certificate.state === 'pending') {
    return { status: 'pending', reason: WAITING_FOR_CERTIFICATE };
  }
  return { status: 'active', reason: null };
}
