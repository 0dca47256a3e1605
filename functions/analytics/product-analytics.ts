import {
  PRODUCT_ANALYTICS,
  productEventBatchSchema,
  type FunnelStep,
  type ProductEvent,
} from '../../shared/api/product-analytics-schemas';
import { readBeaconBody, type BeaconRefusal, type SentBeacon } from '../lib/beacon-body';
import { isCountable } from '../lib/countable-request';
import { utcDay } from '../lib/daily-counts';
import type { TableClient } from '../lib/dynamo-client';
import { logger } from '../lib/observability';
import { createProductDays, type ProductCounts, type ProductDays } from './product-days';
import { createProductMetrics, type ProductMetrics } from './product-metrics';

/*
 * Who records what. The SPA sends page views (route templates only) and the two steps only it
 * sees: a project's first build starting and completing, which happen over the live connection
 * and in the state machine, where no request of the user's browser is at hand. The server records
 * every other step where it happens, because that is where it is certain: the profile created
 * (sign-up), a site published (deploy), and the money steps, which a closed tab would lose and a
 * forged request could inflate: a package's payment credited (purchase) and a subscription's
 * first month granted (subscription started), by verify or by Razorpay's webhook alike.
 *
 * Server-side steps honour the user's choice too. A browser whose user turned on Do Not Track or
 * Global Privacy Control sends `DNT: 1` or `Sec-GPC: 1` with every request, the app's API calls
 * included, so the request that makes a step happen says whether it may be counted
 * (`isCountable`, the same rule as the SPA's beacon; bots are left out alike). A payment is
 * credited later, often by a webhook that carries no browser's headers, so the choice is read
 * from the request that created the order or the subscription and kept with it.
 */

/** Why a batch of events was refused, with the status and words its sender gets. */
export class ProductEventsError extends Error {
  constructor(
    readonly status: BeaconRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'ProductEventsError';
  }
}

/** The steps the server records where they happen (the SPA sends the others). */
export type ServerFunnelStep = Exclude<FunnelStep, 'first_build' | 'build_completed'>;

/** Counts a step the server saw, unless its user declined: for the services where steps happen. */
export interface FunnelCounter {
  /** Never fails: a count that could not be written is logged, and what happened stands. */
  countStep(step: ServerFunnelStep, countable: boolean): Promise<void>;
}

/** A batch from the SPA as it arrived: its body and the request's headers. */
export interface ProductEventsBeacon extends SentBeacon {
  headers: Readonly<Record<string, string | undefined>>;
}

export interface ProductAnalytics extends FunnelCounter {
  /** Counts the SPA's batch; resolves to whether it was counted. */
  receive(batch: ProductEventsBeacon): Promise<boolean>;
}

export interface ProductAnalyticsDeps {
  days: Pick<ProductDays, 'add'>;
  metrics: ProductMetrics;
  clock: () => Date;
}

/** A batch's events as counts: page views by template, steps by name. */
export function countsOf(events: readonly ProductEvent[]): ProductCounts {
  const counts: ProductCounts = { pages: {}, steps: {} };
  for (const event of events) {
    if ('page' in event) counts.pages[event.page] = (counts.pages[event.page] ?? 0) + 1;
    else counts.steps[event.step] = (counts.steps[event.step] ?? 0) + 1;
  }
  return counts;
}

async function count(deps: ProductAnalyticsDeps, counts: ProductCounts): Promise<void> {
  await deps.days.add(utcDay(deps.clock()), counts);
  deps.metrics.publish(counts);
}

/**
 * The SPA's batch, as `navigator.sendBeacon` sent it: checked (size, format, the allow-lists),
 * then counted on the day, unless its browser declined tracking or is not a person's. Resolves
 * to whether it was counted.
 */
async function receive(deps: ProductAnalyticsDeps, batch: ProductEventsBeacon): Promise<boolean> {
  const { events } = readBeaconBody(batch, {
    maxBytes: PRODUCT_ANALYTICS.maxBytes,
    name: 'batch of events',
    schema: productEventBatchSchema,
    unreadable: "send the pages' route templates and the funnel steps the app knows",
    refuse: (status, message) => new ProductEventsError(status, message),
  });
  if (!isCountable(batch.headers)) return false;
  await count(deps, countsOf(events));
  return true;
}

async function countStep(
  deps: ProductAnalyticsDeps,
  step: ServerFunnelStep,
  countable: boolean,
): Promise<void> {
  if (!countable) return;
  try {
    await count(deps, { pages: {}, steps: { [step]: 1 } });
  } catch (error) {
    logger.warn(`The funnel step ${step} could not be counted`, { error });
  }
}

/** Sitewright's own analytics: daily counts in the table, and the same as CloudWatch metrics. */
export function createProductAnalytics(deps: ProductAnalyticsDeps): ProductAnalytics {
  return {
    receive: (batch) => receive(deps, batch),
    countStep: (step, countable) => countStep(deps, step, countable),
  };
}

/** The analytics a function counts steps with, over its table, made once at cold start. */
export function productAnalyticsOf(table: TableClient): ProductAnalytics {
  return createProductAnalytics({
    days: createProductDays(table),
    metrics: createProductMetrics(),
    clock: () => new Date(),
  });
}
