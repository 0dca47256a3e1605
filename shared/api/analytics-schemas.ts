import * as z from '../zod';
import { successSchema } from './common';

/**
 * Visitor analytics of a deployed site: what its page's beacon may send (`POST /_a` on the
 * site's own address) and what the owner reads. Counted per site per UTC day, without cookies.
 */
export const SITE_ANALYTICS = {
  /** The beacon's whole body, in bytes. */
  maxBytes: 2048,
  /** The page's path as sent (a site is one page; it is checked, not kept). */
  maxPathLength: 512,
  /** `document.referrer` as sent; only its host is kept. */
  maxReferrerLength: 1024,
  /** A referrer's host longer than this is not counted. */
  maxReferrerHostLength: 100,
  /**
   * Visitors one address may count as on a site in a day. Browsers behind one address (a
   * household's or an office's router) are told apart by their User-Agent, but a few people share
   * an address, not a hundred: past this, a new User-Agent from it is one of those already counted.
   */
  visitorsPerAddressPerDay: 3,
  /**
   * Views one address may count on a site in a clock hour: nobody reading a one-page site loads it
   * 60 times an hour. Past this a beacon is answered as usual but counts nothing.
   */
  viewsPerAddressPerHour: 60,
  /** Distinct referrer hosts counted per site per day: the day's item cannot grow past this. */
  referrersPerDay: 50,
  /** Days the owner may ask for at once, and the default (the chart's 30). */
  maxDays: 90,
  defaultDays: 30,
  /** Entries of the top referrers and countries lists. */
  topEntries: 10,
} as const;

/**
 * The referrer entry for visits whose beacon named a referrer its browser did not vouch for (no
 * `Sec-Fetch-Site: same-origin`): counted, but not under the name it claimed. No host is counted
 * under this name, since a counted host always has a dot.
 */
export const UNCONFIRMED_REFERRER = 'unknown';

export const siteAnalyticsQuerySchema = z.object({
  days: z._default(
    z.coerce
      .number({ error: 'days must be a number' })
      .check(
        z.int({ error: 'days must be a whole number' }),
        z.gte(1, { error: 'days must be at least 1' }),
        z.lte(SITE_ANALYTICS.maxDays, { error: `days must be at most ${SITE_ANALYTICS.maxDays}` }),
      ),
    SITE_ANALYTICS.defaultDays,
  ),
});
export type SiteAnalyticsQuery = z.infer<typeof siteAnalyticsQuerySchema>;

/** A UTC calendar day, `YYYY-MM-DD`. */
export const utcDaySchema = z.iso.date();

const countSchema = z.number().check(z.int(), z.nonnegative());

export const analyticsDaySchema = z.object({
  date: utcDaySchema,
  views: countSchema,
  visitors: countSchema,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/**
 * A referrer's host or a country's ISO 3166 code, with the page views it brought (a referrer is
 * counted only with a visitor's first view of the day: it is where a visit came from).
 */
export const analyticsEntrySchema = z.object({ name: z.string(), views: countSchema });
export type AnalyticsEntry = z.infer<typeof analyticsEntrySchema>;

export const siteAnalyticsResponseSchema = z.extend(successSchema, {
  /** Every day of the period, oldest first, today (UTC) last; a day without visits has zeros. */
  days: z.array(analyticsDaySchema),
  totals: z.object({
    views: countSchema,
    /** The sum of each day's unique visitors: someone who came back on another day counts again. */
    visitors: countSchema,
  }),
  /** Most views first, at most `SITE_ANALYTICS.topEntries`. */
  top_referrers: z.array(analyticsEntrySchema),
  top_countries: z.array(analyticsEntrySchema),
});
export type SiteAnalyticsResponse = z.infer<typeof siteAnalyticsResponseSchema>;

/** The beacon is answered with no content: a visitor's browser has nothing to read. */
export const pageViewResponseSchema = z.null();
