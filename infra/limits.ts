import { readFileSync } from 'node:fs';
import {
  functionList,
  functionsInvokedBy,
  type FunctionDefinition,
  type HttpFunctionId,
} from '../functions/function-list';
import {
  callerLimitOverridesSchema,
  DEFAULT_CALLER_LIMITS,
  withCallerOverrides,
  type CallerLimits,
} from '../functions/lib/caller-limits';
import { routeTable, SOCKET_ROUTE_KEYS, type SocketRouteKey } from '../functions/routes';
import type { EndpointName } from '../shared/api/endpoint-routes';
import * as z from '../shared/zod';
import {
  HTTP_ROUTE_THROTTLES,
  SOCKET_ROUTE_THROTTLES,
  type ThrottleSettings,
} from './route-throttles';

/**
 * Every budget of the API in one place: API Gateway's per-route throttles on both stages, the
 * concurrency reserved for each HTTP function, and the per-caller limits the functions count
 * (CALLER_LIMITS). The operator changes any of them with context `limits` or `limitsFile`.
 */
export interface ApiLimits {
  /** Each route's budget (requests a second, and the burst above it) unless it has its own. */
  stage: ThrottleSettings;
  /** HTTP routes with budgets of their own, for all their callers together. */
  routes: Partial<Record<EndpointName, ThrottleSettings>>;
  /** The live connection's stage: each of its routes' budget unless it has its own. */
  socketStage: ThrottleSettings;
  /** The live connection's routes with budgets of their own. */
  socketRoutes: Partial<Record<SocketRouteKey, ThrottleSettings>>;
  /**
   * Concurrent executions reserved for each HTTP function (also its ceiling), so a burst of builds
   * cannot leave sign-in or payments without capacity: `default`, or the function's own. 0: none.
   */
  reservedConcurrency: { default: number; functions: Partial<Record<HttpFunctionId, number>> };
  /** The account's Lambda concurrency in the region (AWS's usual 1,000), for the check below. */
  accountConcurrency: number;
  /**
   * What the reservations must leave unreserved: the build pipeline's agents, the live
   * connection and the functions without a reservation run there.
   */
  pipelineConcurrency: number;
  callers: CallerLimits;
}

/**
 * What the defaults are sized for (docs/production.md, "Limits"): 10,000 registered users, a tenth
 * of them in the product on a given day for half an hour, and the busiest hour three times the
 * average one.
 */
export const CAPACITY_PLAN = {
  registeredUsers: 10_000,
  dailyActiveShare: 0.1,
  minutesOnlinePerActiveUser: 30,
  peakHourFactor: 3,
  /** Calls of the HTTP API by a person in the workspace: opening a project is about 8 at once. */
  requestsPerOnlineUserMinute: 20,
  /** The busiest route's share of them: a project's reads, after each open and each build. */
  busiestRouteShare: 1 / 3,
  /** A launch or a mention: the usual peak ten times over, for an hour. */
  spikeFactor: 10,
  /** Builds and edits: one every five minutes online, its agents busy three minutes, two at once. */
  runsPerOnlineUserMinute: 1 / 5,
  runMinutes: 3,
  agentsAtOnce: 2,
} as const;

/** People online at once in the busiest hour: 10,000 × 10% × 30 min ÷ 1,440 min × 3 ≈ 62. */
export const PEAK_ONLINE =
  ((CAPACITY_PLAN.registeredUsers *
    CAPACITY_PLAN.dailyActiveShare *
    CAPACITY_PLAN.minutesOnlinePerActiveUser) /
    1440) *
  CAPACITY_PLAN.peakHourFactor;

/** Calls of the HTTP API a second then: 62 × 20 ÷ 60 ≈ 21; the busiest route's third ≈ 7. */
export const PEAK_REQUESTS_PER_SECOND =
  (PEAK_ONLINE * CAPACITY_PLAN.requestsPerOnlineUserMinute) / 60;

/** The pipeline's concurrent executions then: 62 × ⅕ run a minute × 3 min × 2 agents ≈ 75. */
export const PEAK_PIPELINE_CONCURRENCY =
  PEAK_ONLINE *
  CAPACITY_PLAN.runsPerOnlineUserMinute *
  CAPACITY_PLAN.runMinutes *
  CAPACITY_PLAN.agentsAtOnce;

/** AWS keeps at least this many of the account's executions unreserved. */
export const LAMBDA_MIN_UNRESERVED = 100;

/** API Gateway's account-wide throttle in a region (HTTP, WebSocket and REST APIs together). */
export const API_GATEWAY_ACCOUNT_LIMITS = { rateLimit: 10_000, burstLimit: 5_000 } as const;

export const DEFAULT_API_LIMITS: ApiLimits = {
  // The busiest route's launch-day peak, 7/s × 10 ≈ 70, fits with room; 1% of the account's.
  stage: { rateLimit: 100, burstLimit: 200 },
  routes: HTTP_ROUTE_THROTTLES,
  // Connecting and messages have their own (route-throttles.ts); this is $disconnect's.
  socketStage: { rateLimit: 50, burstLimit: 100 },
  socketRoutes: SOCKET_ROUTE_THROTTLES,
  reservedConcurrency: {
    default: 10,
    functions: {
      // About 60% of the calls: 13/s at peak × 0.5 s ≈ 7 at once; 25 takes a burst of 3×.
      projects: 25,
      // A publish holds it for seconds (copies, the social card).
      deployments: 15,
      // Only paths no route matches.
      notFound: 5,
    },
  },
  accountConcurrency: 1000,
  // The pipeline's peak of about 75, two and a half times over.
  pipelineConcurrency: 200,
  callers: DEFAULT_CALLER_LIMITS,
};

/** The concurrency reserved for one HTTP function. */
export function reservedConcurrencyOf(limits: ApiLimits, functionId: string): number {
  const own = Object.entries(limits.reservedConcurrency.functions).find(
    ([id]) => id === functionId,
  )?.[1];
  return own ?? limits.reservedConcurrency.default;
}

/** What every HTTP function of the list reserves together. */
export function reservedConcurrencyTotal(
  limits: ApiLimits,
  functions: Readonly<Record<string, FunctionDefinition>> = functionList,
): number {
  return functionsInvokedBy<FunctionDefinition>('httpApi', functions).reduce(
    (total, [functionId]) => total + reservedConcurrencyOf(limits, functionId),
    0,
  );
}

const routedNames = routeTable.map((route) => route.name) as [EndpointName, ...EndpointName[]];
const httpFunctionIds = functionsInvokedBy<FunctionDefinition>('httpApi', functionList).map(
  ([functionId]) => functionId,
) as [HttpFunctionId, ...HttpFunctionId[]];

const throttleOverrideSchema = z.strictObject({
  rateLimit: z.optional(
    z.int().check(z.minimum(1), z.maximum(API_GATEWAY_ACCOUNT_LIMITS.rateLimit)),
  ),
  burstLimit: z.optional(
    z.int().check(z.minimum(0), z.maximum(API_GATEWAY_ACCOUNT_LIMITS.burstLimit)),
  ),
});
const concurrencySchema = z.int().check(z.minimum(0), z.maximum(100_000));

/** The operator's changes: any part of ApiLimits; an unknown name is refused, by its path. */
export const limitOverridesSchema = z.strictObject({
  stage: z.optional(throttleOverrideSchema),
  routes: z.optional(z.partialRecord(z.enum(routedNames), throttleOverrideSchema)),
  socketStage: z.optional(throttleOverrideSchema),
  socketRoutes: z.optional(z.partialRecord(z.enum(SOCKET_ROUTE_KEYS), throttleOverrideSchema)),
  reservedConcurrency: z.optional(
    z.strictObject({
      default: z.optional(concurrencySchema),
      functions: z.optional(z.partialRecord(z.enum(httpFunctionIds), concurrencySchema)),
    }),
  ),
  accountConcurrency: z.optional(z.int().check(z.minimum(1))),
  pipelineConcurrency: z.optional(concurrencySchema),
  callers: z.optional(callerLimitOverridesSchema),
});
export type LimitOverrides = z.output<typeof limitOverridesSchema>;

type Budgets<K extends string> = Partial<Record<K, ThrottleSettings>>;

/** Each route's budget changed in part: what it does not give comes from the route's, or the stage's. */
function withBudgetOverrides<K extends string>(
  base: Budgets<K>,
  overrides: Partial<Record<K, Partial<ThrottleSettings>>> | undefined,
  stage: ThrottleSettings,
): Budgets<K> {
  const merged: Budgets<K> = { ...base };
  for (const [key, override] of Object.entries(overrides ?? {}) as [
    K,
    Partial<ThrottleSettings>,
  ][]) {
    merged[key] = { ...(base[key] ?? stage), ...override };
  }
  return merged;
}

/** The limits with the operator's changes over them. */
export function withLimitOverrides(base: ApiLimits, overrides: LimitOverrides): ApiLimits {
  const stage = { ...base.stage, ...overrides.stage };
  const socketStage = { ...base.socketStage, ...overrides.socketStage };
  return {
    stage,
    routes: withBudgetOverrides(base.routes, overrides.routes, stage),
    socketStage,
    socketRoutes: withBudgetOverrides(base.socketRoutes, overrides.socketRoutes, socketStage),
    reservedConcurrency: {
      default: overrides.reservedConcurrency?.default ?? base.reservedConcurrency.default,
      functions: {
        ...base.reservedConcurrency.functions,
        ...overrides.reservedConcurrency?.functions,
      },
    },
    accountConcurrency: overrides.accountConcurrency ?? base.accountConcurrency,
    pipelineConcurrency: overrides.pipelineConcurrency ?? base.pipelineConcurrency,
    callers: withCallerOverrides(base.callers, overrides.callers ?? {}),
  };
}

/**
 * Refuses limits that cannot work: reservations that leave the pipeline (or AWS's own minimum)
 * without room, and a per-caller route limit on a function that has no table to count in.
 */
export function checkLimits(
  limits: ApiLimits,
  functions: Readonly<Record<string, FunctionDefinition>> = functionList,
): void {
  const reserved = reservedConcurrencyTotal(limits, functions);
  const needed = Math.max(LAMBDA_MIN_UNRESERVED, limits.pipelineConcurrency);
  if (reserved > 0 && limits.accountConcurrency - reserved < needed) {
    throw new Error(
      `Limits reserve ${reserved} concurrent executions for the HTTP functions, leaving ` +
        `${limits.accountConcurrency - reserved} of the account's ${limits.accountConcurrency} ` +
        `(limits.accountConcurrency); the build pipeline needs ${limits.pipelineConcurrency} ` +
        `(limits.pipelineConcurrency) and AWS keeps ${LAMBDA_MIN_UNRESERVED} unreserved. Lower ` +
        'limits.reservedConcurrency, or raise limits.accountConcurrency once AWS has raised the account’s limit.',
    );
  }
  for (const name of Object.keys(limits.callers.routes)) {
    const route = routeTable.find((candidate) => candidate.name === name);
    const table = route && functions[route.functionId]?.table;
    if (!route || table === undefined || table === 'none') {
      throw new Error(
        `limits.callers.routes.${name}: ${route ? `the ${route.functionId} function has no table to count calls in` : 'no function serves this route'}.`,
      );
    }
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A context value that is JSON: given as a string on the command line, or as an object in cdk.json. */
function jsonOf(value: unknown, source: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch (error) {
    throw new Error(`${source} must be JSON: ${messageOf(error)}`);
  }
}

/** The operator's overrides from context `limits` (JSON) or `limitsFile` (a JSON file's path). */
function overridesFromContext(context: (name: string) => unknown): {
  overrides: unknown;
  source: string;
} {
  const inline = context('limits');
  const file = context('limitsFile');
  if (inline !== undefined && file !== undefined) {
    throw new Error('Give context "limits" or "limitsFile", not both.');
  }
  if (file !== undefined) {
    if (typeof file !== 'string') throw new Error('Context "limitsFile" must be a file path.');
    const source = `Context "limitsFile" (${file})`;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`${source} cannot be read: ${messageOf(error)}`);
    }
    return { overrides: jsonOf(text, source), source };
  }
  return { overrides: jsonOf(inline ?? {}, 'Context "limits"'), source: 'Context "limits"' };
}

/**
 * Context `httpReservedConcurrency` (kept from before `limits`): one reservation for every HTTP
 * function, a whole number; 0 reserves none.
 */
function reservedShorthandOf(context: (name: string) => unknown): LimitOverrides {
  const text = context('httpReservedConcurrency');
  if (text === undefined || text === '') return {};
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 1000) {
    throw new Error(
      `Context "httpReservedConcurrency" must be a whole number from 0 to 1000; got ${String(text)}.`,
    );
  }
  return {
    reservedConcurrency: {
      default: value,
      functions: Object.fromEntries(httpFunctionIds.map((id) => [id, value])),
    },
  };
}

/**
 * The API's limits: the defaults, with the operator's changes from context (`limits` as JSON,
 * or `limitsFile`, a JSON file's path; `httpReservedConcurrency` as a shorthand), checked.
 */
export function limitsFromContext(context: (name: string) => unknown): ApiLimits {
  const { overrides, source } = overridesFromContext(context);
  const parsed = z.safeParse(limitOverridesSchema, overrides);
  if (!parsed.success) throw new Error(`${source}: ${z.prettifyError(parsed.error)}`);
  const shorthand = reservedShorthandOf(context);
  if (shorthand.reservedConcurrency && parsed.data.reservedConcurrency) {
    throw new Error(
      'Give the reserved concurrency in context "httpReservedConcurrency" or in "limits", not both.',
    );
  }
  const limits = withLimitOverrides(DEFAULT_API_LIMITS, { ...parsed.data, ...shorthand });
  checkLimits(limits);
  return limits;
}
