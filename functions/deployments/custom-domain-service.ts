import type {
  CheckCustomDomainResponse,
  CustomDomain,
  DnsRecord,
  ReleasedDomain,
} from '../../shared/api/custom-domain-schemas';
import { isApexDomain, isWithin } from '../../shared/custom-domain-name';
import { bindDeps } from '../lib/bind-deps';
import { randomBytes } from 'node:crypto';
import type { Projects } from '../projects/projects';
import { DeploymentError } from './deployment-errors';
import type { CustomDomains, SiteDomain } from './custom-domains';
import type { Deployment, Deployments } from './deployments';
import { lookUpDomain, type DnsResolver } from './dns-resolver';
import { isClaimOf, UNPROVEN_CLAIM_HOURS } from './domain-claims';
import {
  evaluateDomain,
  ownershipProblem,
  ownershipRecordName,
  ownershipRecordValue,
  pendingDeadlineOf,
  routingProblem,
} from './domain-status';
import type { DomainTenants } from './domain-tenants';
import type { SiteDirectory } from './site-directory';
import { domainAlias } from './site-object-keys';

/** What custom domains may be, and where they point. */
export interface CustomDomainSettings {
  /** The endpoint every custom domain's record names (the connection group's routing endpoint). */
  target: string;
  /** The product's own domains (app, sites): neither they nor names under them may be taken. */
  reserved: readonly string[];
  /** `{anything}.localhost` names may be added: only on one machine, whose resolver knows them. */
  allowLocalhost: boolean;
}

/** What it takes to take a site's custom domain away (with the site, or on its own). */
export interface SiteDomainStores {
  customDomains: CustomDomains;
  directory: SiteDirectory;
  tenants: DomainTenants;
}

export interface CustomDomainServiceDependencies extends SiteDomainStores {
  projects: Pick<Projects, 'get'>;
  deployments: Pick<Deployments, 'get' | 'ownerOf'>;
  resolver: DnsResolver;
  settings: CustomDomainSettings;
  /** The site's address at a domain: `https://{domain}/` (`http://{domain}:{port}/` locally). */
  domainUrl: (domain: string) => string;
  clock: () => Date;
}

export const DOMAIN_ADDED_MESSAGE = 'Domain added. Create the DNS records below, then check them.';
export const DOMAIN_ACTIVE_MESSAGE = 'Your domain is live';

/** What the owner of a domain another site took over is told, once. */
export const domainReleasedMessage = (domain: string) =>
  `${domain} was not verified within ${UNPROVEN_CLAIM_HOURS} hours, so it has been released and another site has added it. Add it again to retry.`;

/**
 * Takes the site's custom domain away, in an order a retry completes: the domain stops mapping
 * to the site, its tenant goes, and only then is the domain free for another site. Only a proven
 * claim can have been mapped, and only the site's own: where another site took the site's lapsed
 * claim over, its mapping and tenant are that site's and stay. Resolves to false when the site has
 * none.
 */
export async function removeSiteDomain(
  { customDomains, directory, tenants }: SiteDomainStores,
  userId: string,
  projectId: string,
): Promise<boolean> {
  const siteDomain = await customDomains.get(userId, projectId);
  if (!siteDomain) return false;
  const claim = await customDomains.claimOf(siteDomain.domain);
  if (claim && isClaimOf(claim, siteDomain) && claim.provenAt) {
    await directory.remove(siteDomain.domain);
    await tenants.remove(siteDomain.tenantId);
  }
  await customDomains.release(siteDomain);
  return true;
}

/**
 * Keeps the site's domain on the site when the site's address changes: its record names the new
 * address, and a proven domain's alias in the site directory points at it. Safe to repeat.
 */
export async function moveSiteDomain(
  { customDomains, directory }: SiteDomainStores,
  userId: string,
  projectId: string,
  subdomain: string,
): Promise<void> {
  const siteDomain = await customDomains.get(userId, projectId);
  if (!siteDomain) return;
  if (siteDomain.subdomain !== subdomain) {
    await customDomains.setSubdomain(siteDomain, subdomain);
  }
  const claim = await customDomains.claimOf(siteDomain.domain);
  if (claim && isClaimOf(claim, siteDomain) && claim.provenAt) {
    await directory.point(siteDomain.domain, domainAlias.of(subdomain));
  }
}

function recordsOf(deps: CustomDomainServiceDependencies, siteDomain: SiteDomain): DnsRecord[] {
  const { domain } = siteDomain;
  return [
    {
      type: 'TXT',
      name: ownershipRecordName(domain),
      value: ownershipRecordValue(siteDomain.ownershipToken),
      purpose: 'ownership',
    },
    {
      type: isApexDomain(domain) ? 'ALIAS' : 'CNAME',
      name: domain,
      value: deps.settings.target,
      purpose: 'routing',
    },
  ];
}

function toView(deps: CustomDomainServiceDependencies, siteDomain: SiteDomain): CustomDomain {
  return {
    domain: siteDomain.domain,
    url: deps.domainUrl(siteDomain.domain),
    status: siteDomain.status,
    reason: siteDomain.reason,
    records: recordsOf(deps, siteDomain),
    added_at: siteDomain.addedAt.toISOString(),
    verify_by: siteDomain.provenAt ? null : pendingDeadlineOf(siteDomain.addedAt).toISOString(),
    checked_at: siteDomain.checkedAt?.toISOString() ?? null,
  };
}

/** The caller's project's live deployment: 404 for another user's project or one not deployed. */
async function liveDeploymentOf(
  deps: CustomDomainServiceDependencies,
  userId: string,
  projectId: string,
): Promise<Deployment> {
  const project = await deps.projects.get(userId, projectId);
  if (!project || project.deleting) throw new DeploymentError('projectNotFound');
  const deployment = await deps.deployments.get(userId, projectId);
  if (!deployment || deployment.deleting || !deployment.deployedAt) {
    throw new DeploymentError('notDeployed');
  }
  return deployment;
}

/** The refusals the product adds to a well-formed name: its own domains, and `.localhost`. */
function refusalOf(settings: CustomDomainSettings, domain: string): string | null {
  const reserved = settings.reserved.find((parent) => isWithin(domain, parent));
  if (reserved) return `${domain} belongs to this product (${reserved}), so no site can use it`;
  if (isWithin(domain, settings.target)) return `${domain} is the sites' own endpoint`;
  if (domain.endsWith('.localhost') && !settings.allowLocalhost) {
    return 'A .localhost name only works on one machine. Enter your own domain, such as www.example.com';
  }
  return null;
}

/**
 * On one machine every site's own address is `{subdomain}.localhost`: such a name, while a site
 * holds that subdomain, is that site's and no custom domain (on AWS the sites' domain is reserved
 * whole, above).
 */
async function localSiteAddressRefusal(
  deps: CustomDomainServiceDependencies,
  domain: string,
): Promise<string | null> {
  const label = /^([^.]+)\.localhost$/.exec(domain)?.[1];
  if (!deps.settings.allowLocalhost || label === undefined) return null;
  return (await deps.deployments.ownerOf(label))
    ? `${domain} is the address of a site on this machine, so no other site can use it`
    : null;
}

/** The site's domain, or what became of it: taken over by another site, or none. */
type LookedUp =
  | { siteDomain: SiteDomain; released?: undefined }
  | { siteDomain: null; released?: ReleasedDomain };

/**
 * Forgets the site's domain another site took over (the site's record only: the claim is theirs)
 * and says so.
 */
async function forgetTakenOver(
  deps: CustomDomainServiceDependencies,
  siteDomain: SiteDomain,
): Promise<{ siteDomain: null; released: ReleasedDomain }> {
  await deps.customDomains.forget(siteDomain);
  const { domain } = siteDomain;
  return { siteDomain: null, released: { domain, message: domainReleasedMessage(domain) } };
}

/**
 * The site's domain as it stands. A claim never proven may have been taken over by another site
 * once it lapsed: the site's record of it then goes, and the caller hears why. A claim missing
 * altogether (deleted by TTL after it lapsed) is still the site's to prove, as one that merely
 * lapsed is, until another site adds the domain.
 */
async function lookUp(
  deps: CustomDomainServiceDependencies,
  userId: string,
  projectId: string,
): Promise<LookedUp> {
  const siteDomain = await deps.customDomains.get(userId, projectId);
  // A proven claim is never taken over.
  if (!siteDomain || siteDomain.provenAt) return { siteDomain };
  const claim = await deps.customDomains.claimOf(siteDomain.domain);
  if (!claim || isClaimOf(claim, siteDomain)) return { siteDomain };
  return forgetTakenOver(deps, siteDomain);
}

async function get(deps: CustomDomainServiceDependencies, userId: string, projectId: string) {
  await liveDeploymentOf(deps, userId, projectId);
  const { siteDomain, released } = await lookUp(deps, userId, projectId);
  return { domain: siteDomain ? toView(deps, siteDomain) : null, released };
}

/**
 * Connects a domain to the project's site, pending: claims it for this site (refused with 409
 * when this site has another, or another site holds it, unless that site's claim lapsed unproven:
 * then it is taken over). Nothing serves it before a check finds its TXT record.
 */
async function attach(
  deps: CustomDomainServiceDependencies,
  userId: string,
  projectId: string,
  domain: string,
) {
  const deployment = await liveDeploymentOf(deps, userId, projectId);
  const refusal = refusalOf(deps.settings, domain) ?? (await localSiteAddressRefusal(deps, domain));
  if (refusal) throw new DeploymentError('domainNotAllowed', refusal);
  const siteDomain = await deps.customDomains.attach({
    userId,
    projectId,
    subdomain: deployment.subdomain,
    domain,
    reason: `No TXT record at ${ownershipRecordName(domain)} yet`,
    ownershipToken: randomBytes(16).toString('hex'),
    at: deps.clock(),
  });
  return { domain: toView(deps, siteDomain), message: DOMAIN_ADDED_MESSAGE };
}

/** The site's domain once connected as far as it can be, and whether CloudFront still waits. */
interface Connection {
  siteDomain: SiteDomain;
  edgeWaitsForDns: boolean;
}

/**
 * Once the claim is proven, maps the domain to the site in the site directory (safe to repeat);
 * never before, so a claim alone serves nothing. Its tenant is created only once the routing
 * record reaches the endpoint too: CloudFront refuses a tenant with a managed certificate for a
 * domain that does not point at it, and may still refuse one while its DNS lags behind ours. The
 * site's domain then keeps no tenant, and the next check asks again.
 */
async function connect(
  deps: CustomDomainServiceDependencies,
  siteDomain: SiteDomain,
  routed: boolean,
): Promise<Connection> {
  await deps.directory.point(siteDomain.domain, domainAlias.of(siteDomain.subdomain));
  if (siteDomain.tenantId || !routed) return { siteDomain, edgeWaitsForDns: false };
  const creation = await deps.tenants.create(siteDomain.domain);
  if (creation.state === 'waitingForDns') return { siteDomain, edgeWaitsForDns: true };
  const connected = creation.tenantId
    ? await deps.customDomains.setTenant(siteDomain, creation.tenantId)
    : siteDomain;
  return { siteDomain: connected, edgeWaitsForDns: false };
}

const releasedAnswer = (released: ReleasedDomain) => ({
  domain: null,
  released,
  message: released.message,
});

/**
 * Checks the domain's DNS records (and, on AWS, its certificate) now, and records where it
 * stands: pending, active or failed, with the reason. The first check that finds the TXT record
 * proves the claim, which then never lapses; the first that also finds the routing record starts
 * the domain's tenant. A claim another site took over is forgotten.
 */
async function check(
  deps: CustomDomainServiceDependencies,
  userId: string,
  projectId: string,
): Promise<Omit<CheckCustomDomainResponse, 'success'>> {
  await liveDeploymentOf(deps, userId, projectId);
  const looked = await lookUp(deps, userId, projectId);
  if (looked.released) return releasedAnswer(looked.released);
  if (!looked.siteDomain) throw new DeploymentError('noCustomDomain');
  const now = deps.clock();
  let siteDomain = looked.siteDomain;
  const { domain } = siteDomain;
  const { target } = deps.settings;
  const dns = await lookUpDomain(deps.resolver, domain, target);
  const owned = ownershipProblem({ ...siteDomain, dns }) === null;
  if (owned && !siteDomain.provenAt) {
    const proven = await deps.customDomains.prove(siteDomain, now);
    // Another site took the lapsed claim over between the look and the proof.
    if (!proven) return releasedAnswer((await forgetTakenOver(deps, siteDomain)).released);
    siteDomain = proven;
  }
  const routed = owned && routingProblem({ domain, target, dns }) === null;
  const { siteDomain: connected, edgeWaitsForDns } = owned
    ? await connect(deps, siteDomain, routed)
    : { siteDomain, edgeWaitsForDns: false };
  const certificate = await deps.tenants.certificateOf(connected.tenantId);
  const found = evaluateDomain({
    domain,
    ownershipToken: siteDomain.ownershipToken,
    target,
    dns,
    certificate,
    edgeWaitsForDns,
    addedAt: siteDomain.addedAt,
    proven: siteDomain.provenAt !== null,
    now,
  });
  const checked = await deps.customDomains.recordCheck(connected, { ...found, at: now });
  if (!checked) throw new DeploymentError('noCustomDomain');
  return {
    domain: toView(deps, checked),
    message: found.status === 'active' ? DOMAIN_ACTIVE_MESSAGE : (found.reason ?? ''),
  };
}

/** Disconnects the domain from the site; another site may take it from then on. */
async function remove(deps: CustomDomainServiceDependencies, userId: string, projectId: string) {
  await liveDeploymentOf(deps, userId, projectId);
  if (!(await removeSiteDomain(deps, userId, projectId))) {
    throw new DeploymentError('noCustomDomain');
  }
}

/** A deployed site's custom domain, for its owner only. */
export function createCustomDomainService(deps: CustomDomainServiceDependencies) {
  return bindDeps(deps, { get, attach, check, remove });
}

export type CustomDomainService = ReturnType<typeof createCustomDomainService>;
