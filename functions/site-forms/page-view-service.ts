import { createHash } from 'node:crypto';
import * as z from '../../shared/zod';
import { SITE_ANALYTICS } from '../../shared/api/analytics-schemas';
import type { Deployments } from '../deployments/deployments';
import { deployLabel } from '../deployments/site-object-keys';
import type { SiteVisits } from '../deployments/site-visits';
import { utcDay } from '../lib/daily-counts';
import { readBeaconBody } from '../lib/beacon-body';
import { isCountable } from '../lib/countable-request';
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
  /** The visitor's address, hashed for the day and never stored. */
  visitor: string;
  headers: Readonly<Record<string, string | undefined>>;
}

export interface PageViewDeps {
  deployments: Pick<Deployments, 'ownerOf' | 'get'>;
  visits: Pick<SiteVisits, 'record'>;
  marks: Pick<VisitorMarks, 'firstToday'>;
  salts: Pick<VisitorSalts, 'forDay'>;
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
  if (!host || host.length > SITE_ANALYTICS.maxReferrerHostLength) return null;
  return isOwnHost(host, subdomain) ? null : host;
}

/** The country CloudFront names (CloudFront-Viewer-Country), when it is a two-letter code. */
function countryOf(headers: PageViewBeacon['headers']): string | null {
  const code = headers['cloudfront-viewer-country']?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/**
 * Tells a day's visitors apart without knowing them: a hash of their address, browser and the
 * site under the day's random salt. Neither input is kept, and once the salt is thrown away the
 * hash leads nowhere.
 */
function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256')
    .update([salt, site, address, userAgent].join('\n'))
    .digest('base64url');
}

/**
 * A page view of a deployed site, from its beacon: checked (size, format), then counted for the
 * site's owner on the day, unless the visitor opted out (DNT, GPC), is a bot, or is looking at a
 * deploy's own address rather than the live site. Resolves to whether it was counted.
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
      if (!isCountable(beacon.headers)) return false;
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
      const hash = visitorHash(salt, subdomain, beacon.visitor, beacon.headers['user-agent'] ?? '');
      await deps.visits.record({
        userId: owner.userId,
        projectId: owner.projectId,
        at,
        newVisitor: await deps.marks.firstToday(day, hash),
        referrer: referrerHostOf(body.r, subdomain),
        country: countryOf(beacon.headers),
      });
      return true;
    },
  };
}

export type PageViewService = ReturnType<typeof createPageViewService>;
