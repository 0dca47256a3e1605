import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { SITE_ANALYTICS } from '../../shared/api/analytics-schemas';
import { countersOf, dayCountsUpdate, utcDay } from '../lib/daily-counts';
import {
  ifConditionHolds,
  queryPages,
  removeItemsUnder,
  type TableClient,
} from '../lib/dynamo-client';
import { userPartition, visitKeys } from '../lib/table-keys';

/** One page view of a live site, as it is counted: nothing in it names the visitor. */
export interface CountedView {
  userId: string;
  projectId: string;
  at: Date;
  /** The visitor's first view of the site that day. */
  newVisitor: boolean;
  /** The host of the page that linked here (never the site's own), or null. */
  referrer: string | null;
  /** ISO 3166 code where CloudFront names it, or null. */
  country: string | null;
}

/** A site's counts for one UTC day. */
export interface DayVisits {
  date: string;
  views: number;
  visitors: number;
  /** Views by referrer host, at most `SITE_ANALYTICS.referrersPerDay` hosts. */
  referrers: Record<string, number>;
  countries: Record<string, number>;
}

/**
 * Referrers and countries are counters of their own, top-level (`ref:{host}`, `country:{code}`),
 * so ADD creates each on its first view without the item having to exist first.
 */
const REFERRER = 'ref:';
const COUNTRY = 'country:';

const dayItemSchema = z.object({
  date: z.iso.date(),
  views: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  visitors: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});

function fromItem(item: Record<string, unknown>): DayVisits {
  const parsed = dayItemSchema.parse(item);
  return {
    ...parsed,
    referrers: countersOf(item, REFERRER),
    countries: countersOf(item, COUNTRY),
  };
}

/**
 * The update of the view's day: views, the visitor when new, and its country, all by ADD (no
 * read); with `withReferrer`, the referrer's host too, on condition that the day has fewer than
 * `referrersPerDay` hosts or already has this one (the set of hosts is added to idempotently).
 */
function dayUpdate(tableName: string, view: CountedView, withReferrer: boolean) {
  const day = utcDay(view.at);
  const referrer = withReferrer ? view.referrer : null;
  const update = dayCountsUpdate({
    day,
    add: {
      views: 1,
      ...(view.newVisitor && { visitors: 1 }),
      ...(view.country && { [`${COUNTRY}${view.country}`]: 1 }),
      ...(referrer && { [`${REFERRER}${referrer}`]: 1, referrer_hosts: new Set([referrer]) }),
    },
    set: { entity: 'SiteVisits', user_id: view.userId, project_id: view.projectId },
  });
  return new UpdateCommand({
    TableName: tableName,
    Key: visitKeys.day(view.userId, view.projectId, day),
    ...update,
    ...(referrer && {
      ConditionExpression:
        'attribute_not_exists(referrer_hosts) OR contains(referrer_hosts, :host)' +
        ' OR size(referrer_hosts) < :cap',
      ExpressionAttributeValues: {
        ...update.ExpressionAttributeValues,
        ':host': referrer,
        ':cap': SITE_ANALYTICS.referrersPerDay,
      },
    }),
  });
}

/**
 * A deployed site's visits, one item per UTC day in the owner's partition: counted by the site's
 * visitors' beacons, read by the owner, deleted with the site. They expire after the retention.
 */
export function createSiteVisits(table: TableClient) {
  const { documents, tableName } = table;
  return {
    /**
     * Counts one view on its day. Once the day has its fill of referrer hosts, a view from a new
     * one is still counted, without its referrer.
     */
    async record(view: CountedView): Promise<void> {
      const counted = await ifConditionHolds(
        documents.send(dayUpdate(tableName, view, view.referrer !== null)),
      );
      if (!counted) await documents.send(dayUpdate(tableName, view, false));
    },

    /** The days from `from` to `to` (UTC, inclusive) that had visits, oldest first. */
    async list(userId: string, projectId: string, from: string, to: string): Promise<DayVisits[]> {
      const days: DayVisits[] = [];
      for await (const items of queryPages(table, {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': userPartition(userId),
          ':from': visitKeys.day(userId, projectId, from).SK,
          ':to': visitKeys.day(userId, projectId, to).SK,
        },
      })) {
        days.push(...items.map(fromItem));
      }
      return days;
    },

    /** Deletes every day of the project's site (the site or the project is going). */
    async removeAll(userId: string, projectId: string): Promise<number> {
      return removeItemsUnder(table, userPartition(userId), visitKeys.projectPrefix(projectId));
    },
  };
}

export type SiteVisits = ReturnType<typeof createSiteVisits>;
