import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import {
  funnelStepSchema,
  productPageSchema,
  type FunnelStep,
  type ProductPage,
} from '../../shared/api/product-analytics-schemas';
import { countersOf, dayCountsUpdate } from '../lib/daily-counts';
import { queryPages, type TableClient } from '../lib/dynamo-client';
import { productAnalyticsKeys } from '../lib/table-keys';

/** What the product counted: page views by route template, funnel steps by name. */
export interface ProductCounts {
  pages: Partial<Record<ProductPage, number>>;
  steps: Partial<Record<FunnelStep, number>>;
}

/** One UTC day's counts. */
export interface ProductDay extends ProductCounts {
  date: string;
}

/** Each page and step is a counter of its own, top-level: `page:/dashboard`, `step:sign_up`. */
const PAGE = 'page:';
const STEP = 'step:';

const dayItemSchema = z.object({ date: z.iso.date() });

/** The counters of the allow-list only: one dropped from it since is no longer read. */
function known<K extends string>(counters: Record<string, number>, schema: z.core.$ZodType<K>) {
  const kept: Partial<Record<K, number>> = {};
  for (const [name, count] of Object.entries(counters)) {
    const parsed = z.safeParse(schema, name);
    if (parsed.success) kept[parsed.data] = count;
  }
  return kept;
}

function fromItem(item: Record<string, unknown>): ProductDay {
  return {
    date: dayItemSchema.parse(item).date,
    pages: known(countersOf(item, PAGE), productPageSchema),
    steps: known(countersOf(item, STEP), funnelStepSchema),
  };
}

function prefixed(prefix: string, counts: Record<string, number | undefined>) {
  return Object.fromEntries(
    Object.entries(counts).flatMap(([name, count]) => (count ? [[`${prefix}${name}`, count]] : [])),
  );
}

/**
 * Sitewright's own analytics, one item per UTC day: the day's page views and funnel steps as
 * counters, added to by ADD (no read, no lost count), expiring before the privacy policy's
 * retention is up. Nothing in an item names a person, a project or a browser.
 */
export function createProductDays(table: TableClient) {
  const { documents, tableName } = table;
  return {
    /** Adds the counts to the day's item, creating it (or a counter) on its first count. */
    async add(day: string, counts: ProductCounts): Promise<void> {
      await documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: productAnalyticsKeys.day(day),
          ...dayCountsUpdate({
            day,
            add: { ...prefixed(PAGE, counts.pages), ...prefixed(STEP, counts.steps) },
            set: { entity: 'ProductAnalyticsDay' },
          }),
        }),
      );
    },

    /** The days from `from` to `to` (UTC, inclusive) that counted anything, oldest first. */
    async list(from: string, to: string): Promise<ProductDay[]> {
      const days: ProductDay[] = [];
      for await (const items of queryPages(table, {
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': productAnalyticsKeys.partition,
          ':from': productAnalyticsKeys.day(from).SK,
          ':to': productAnalyticsKeys.day(to).SK,
        },
      })) {
        days.push(...items.map(fromItem));
      }
      return days;
    },
  };
}

export type ProductDays = ReturnType<typeof createProductDays>;
