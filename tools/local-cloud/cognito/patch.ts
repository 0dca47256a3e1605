import { CognitoError } from 'cognito-local/lib/errors.js';
import type { Route } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { z } from 'zod';

/** A correction of one of cognito-local's targets, given its services and its own route. */
export type Patch = (services: Services, route: Route) => Route;

type Patched<S extends z.ZodType> = (
  services: Services,
  route: Route,
  request: z.output<S>,
) => Route;

/** A patch for requests of a known shape; anything else goes to cognito-local as it came. */
export function patch<S extends z.ZodType>(schema: S, patched: Patched<S>): Patch {
  return (services, route) => async (ctx, body: unknown) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? patched(services, route, parsed.data)(ctx, body) : route(ctx, body);
  };
}

/**
 * A patch whose checks no request may pass around: one of another shape is refused, as AWS
 * refuses a malformed request, rather than handed to cognito-local unchecked.
 */
export function strictPatch<S extends z.ZodType>(schema: S, patched: Patched<S>): Patch {
  return (services, route) => async (ctx, body: unknown) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.map(String).join('.');
      throw new CognitoError(
        'InvalidParameterException',
        `Invalid value at ${where || 'the body'}`,
      );
    }
    return patched(services, route, parsed.data)(ctx, body);
  };
}
