import { createHash } from 'node:crypto';
import * as z from '../../shared/zod';
import { SITE_ANALYTICS, UNCONFIRMED_REFERRER } from '../../shared/api/analytics-schemas';
import type { Deployments } from '../deployments/deployments';
import { deployLabel } from '../deployments/site-object-keys';
import type { SiteVisits } from '../deployments/site-visits';
import { utcDay } from '../lib/daily-counts';
import { readBeaconBody } from '../lib/beacon-body';
import { isCountable } from '../lib/countable-request';
import type { HourlyLimit } from '../lib/rate-limits';
import { addressForCounting } from './counted-address';
import type { VisitorMarks } from './visitor-marks';
import type { VisitorSalts } from './visitor-salts';

/** Why a beacon was refused, with the status and words its sender gets. */
export class PageViewError extends Error {
  constructor(
    readonly status: 400 | 404 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'PageViewError';
  }
}

/** A beacon as it arrived: the site's host label, its body, and what the network says. */
export interface PageViewBeacon {
  /** The host label the page was served at: the subdomain, or a deploy's `{subdomain}--{n}`. */
  site: string;
  contentType: string | undefined;
  body: Buffer;
  /** The visitor's address, hashed with the day's salt and never stored. */
  visitor: string;
  headers: Readonly<Record<string, string | undefined>>;
}

export interface PageViewDeps {
  deployments: Pick<Deployments, 'ownerOf' | 'get'>;
  visits: Pick<SiteVisits, 'record'>;
  marks: Pick<VisitorMarks, 'firstToday'>;
  salts: Pick<VisitorSalts, 'forDay'>;
  /** Counts one against the limit's current hour: false when it is full (`countInHour`). */
  countInHour: (limit: HourlyLimit, at: Date) => Promise<boolean>;
  /**
   * Views one address may count on a site in a clock hour.
   * @default SITE_ANALYTICS.viewsPerAddressPerHour
   */
  viewsPerAddressPerHour?: number;
  clock: () => Date;
}

/** What the page's beacon sends: its path and `document.referrer` (empty when there is none). */
const beaconBodySchema = z.object({
  p: z.string().check(z.maxLength(SITE_ANALYTICS.maxPathLength), z.startsWith('/')),
  r: z.optional(z.string().check(z.maxLength(SITE_ANALYTICS.maxReferrerLength))),
});

/** Whether a host is one of the site's own addresses (its subdomain, a deploy's own address). */
function isOwnHost(host: string, subdomain: string): boolean {
  const label = host.split('.')[0] ?? '';
  return label === subdomain || deployLabel.pattern.exec(label)?.[1] === subdomain;
}

/** The referrer's host, when another web page linked here; null for none or the site itself. */
export function referrerHostOf(referrer: string | undefined, subdomain: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  if (host.length > SITE_ANALYTICS.maxReferrerHostLength) return null;
  return isOwnHost(host, subdomain) ? null : host;
}

/**
 * Where the browser says the beacon came from (`Sec-Fetch-Site`, which no page's script can set):
 * `own` from a page of the same origin, the site's own page, where `document.referrer` was read;
 * `elsewhere` from another site's page (its script making its visitors' browsers count views here,
 * each from their own address); `unsaid` from a client that does not say (a browser from before
 * 2023, or a script), whose view counts but whose referrer is only a claim.
 */
function beaconSource(headers: PageViewBeacon['headers']): 'own' | 'elsewhere' | 'unsaid' {
  const site = headers['sec-fetch-site']?.trim().toLowerCase();
  if (!site) return 'unsaid';
  return site === 'same-origin' ? 'own' : 'elsewhere';
}

/** The referrer a new visitor's view is counted under: the host, `unknown`, or none. */
function countedReferrer(body: { r?: string }, subdomain: string, source: 'own' | 'unsaid') {
  const host = referrerHostOf(body.r, subdomain);
  return host && source === 'unsaid' ? UNCONFIRMED_REFERRER : host;
}

/** The country CloudFront names (CloudFront-Viewer-Country), when it is a two-letter code. */
function countryOf(headers: PageViewBeacon['headers']): string | null {
  const code = headers['cloudfront-viewer-country']?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

const hashOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\n')).digest('base64url');

/**
 * Tells a day's visitors apart without knowing them: a hash of the site and their address under
 * the day's random salt, and a tag of their browser at that address. Neither input is kept, and
 * once the salt is thrown away no hash leads anywhere.
 */
function hashedVisitor(salt: string, day: string, site: string, address: string, agent: string) {
  const counted = addressForCounting(address);
  return {
    day,
    address: hashOf(salt, site, counted),
    // Only told apart from the few other browsers at the address: 96 bits are plenty.
    browser: hashOf(salt, site, counted, agent).slice(0, 16),
  };
}

/**
 * A page view of a deployed site, from its beacon: checked (size, format), then counted for the
 * site's owner on the day, unless the visitor opted out (DNT, GPC), is a bot, or is looking at a
 * deploy's own address rather than the live site. Resolves to whether it was counted.
 *
 * Anyone can send a beacon, with any User-Agent and referrer, so one address counts for little:
 * at most `viewsPerAddressPerHour` views of a site in a clock hour (past them a beacon is answered
 * the same but counts nothing), at most `visitorsPerAddressPerDay` visitors a day however many
 * browsers it names, and a referrer only with a view that is a new visitor: it is where a visit
 * came from, and one address can name no more of them than it can be visitors. A referrer is
 * named only when the browser vouches that the beacon came from the site's own page; beacons that
 * another site's page made browsers send are not counted at all.
 */
export function createPageViewService(deps: PageViewDeps) {
  return {
    async record(beacon: PageViewBeacon): Promise<boolean> {
      const body = readBeaconBody(beacon, {
        maxBytes: SITE_ANALYTICS.maxBytes,
        name: 'page view',
        schema: beaconBodySchema,
        unreadable: 'send its path and referrer',
        refuse: (status, message) => new PageViewError(status, message),
      });
      const source = beaconSource(beacon.headers);
      if (!isCountable(beacon.headers) || source === 'elsewhere') return false;
      if (deployLabel.pattern.test(beacon.site)) return false;
      const subdomain = beacon.site;
      const owner = await deps.deployments.ownerOf(subdomain);
      const deployment = owner && (await deps.deployments.get(owner.userId, owner.projectId));
      if (!owner || !deployment || deployment.deleting || !deployment.deployedAt) {
        throw new PageViewError(404, "This site isn't deployed");
      }
      const at = deps.clock();
      const day = utcDay(at);
      const salt = await deps.salts.forDay(day);
      const visitor = hashedVisitor(
        salt,
        day,
        subdomain,
        beacon.visitor,
        beacon.headers['user-agent'] ?? '',
      );
      const withinHour = await deps.countInHour(
        {
          scope: 'SITE_VIEW',
          subject: visitor.address,
          perHour: deps.viewsPerAddressPerHour ?? SITE_ANALYTICS.viewsPerAddressPerHour,
        },
        at,
      );
      if (!withinHour) return false;
      const newVisitor = await deps.marks.firstToday(visitor);
      await deps.visits.record({
        userId: owner.userId,
        projectId: owner.projectId,
        at,
        newVisitor,
        referrer: newVisitor ? countedReferrer(body, subdomain, source) : null,
        country: countryOf(beacon.headers),
      });
      return true;
    },
  };
}

export type PageViewService = ReturnType<typeof createPageViewService>;
