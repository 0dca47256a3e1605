import type { EndpointName } from '../../shared/api/endpoint-routes';
import { rememberedUntilFailure } from '../../shared/remembered';
import { callerLimitsFromEnvironment, type CallerLimits } from '../lib/caller-limits';
import { hourEnds } from '../lib/clock-windows';
import type { HourlyLimit } from '../lib/rate-limits';
import { HttpError } from './http-error';

/** Who calls: the account on a signed-in route, else the address the call came from. */
export interface RouteCaller {
  userId: string | null;
  sourceIp: string;
}

/** Counts a call of the route against its caller's hour, or refuses it (429) past the limit. */
export type RouteLimitCheck = (route: EndpointName, caller: RouteCaller) => Promise<void>;

export interface RouteLimitDeps {
  limits: CallerLimits['routes'];
  /** Counts one against the limit's current hour: false when it is full (rate-limits.ts). */
  countInHour: (limit: HourlyLimit, at: Date) => Promise<boolean>;
  clock: () => Date;
}

/** What a refusal calls the calls it counts, by route; other routes' are "requests". */
const CALLS_IN_WORDS: Partial<Record<EndpointName, string>> = {
  deploy: 'deploys',
  rollbackDeployment: 'rollbacks',
  changeSiteAddress: 'address changes',
  attachCustomDomain: 'custom domains added',
  checkCustomDomain: 'domain checks',
  createAsset: 'uploads',
  githubSave: 'saves to GitHub',
  githubCreateRepository: 'new repositories',
  exportAccount: 'exports',
  createOrder: 'payment attempts',
  createSubscription: 'subscription attempts',
};

/** Whole minutes until the clock hour of `at` ends, when its count starts again. */
function minutesLeftInHour(at: Date): number {
  return Math.max(1, Math.ceil((hourEnds(at) - at.getTime()) / 60_000));
}

/** The refusal: what was too many, from whom, and when the caller may try again. */
export function tooManyCallsMessage(route: EndpointName, byAccount: boolean, at: Date): string {
  const minutes = minutesLeftInHour(at);
  const from = byAccount ? 'your account' : 'your network';
  const when = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `Too many ${CALLS_IN_WORDS[route] ?? 'requests'} from ${from} this hour. Please try again in ${when}.`;
}

/**
 * The per-caller limits of the costly routes (CallerLimits.routes): each call of a limited route
 * is counted against its caller's clock hour before the function does the work; past the limit it
 * is refused with 429 and when to try again. Routes without a limit are not counted.
 */
export function createRouteLimits({ limits, countInHour, clock }: RouteLimitDeps): RouteLimitCheck {
  return async (route, caller) => {
    const limit = limits[route];
    if (!limit) return;
    const at = clock();
    const byAccount = caller.userId !== null;
    const who = byAccount ? `user:${caller.userId}` : `address:${caller.sourceIp}`;
    const counted = await countInHour(
      { scope: 'ROUTE_CALLER', subject: `${route}#${who}`, perHour: limit.perHour },
      at,
    );
    if (!counted) throw new HttpError(429, tooManyCallsMessage(route, byAccount, at));
  };
}

/**
 * The route limits from CALLER_LIMITS (read now, at cold start), counted in the function's table.
 * The table's client is made by the first limited call, so a function without limited routes
 * never loads DynamoDB's SDK for them.
 */
export function routeLimitsFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): RouteLimitCheck {
  const { routes } = callerLimitsFromEnvironment(environment);
  const counter = rememberedUntilFailure(async () => {
    const [{ createTableClient }, { countInHour }] = await Promise.all([
      import('../lib/dynamo-client'),
      import('../lib/rate-limits'),
    ]);
    const table = createTableClient(environment);
    return (limit: HourlyLimit, at: Date) => countInHour(table, limit, at);
  });
  return createRouteLimits({
    limits: routes,
    countInHour: async (limit, at) => (await counter())(limit, at),
    clock: () => new Date(),
  });
}
