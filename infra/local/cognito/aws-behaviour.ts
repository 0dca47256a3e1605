import { CognitoError } from 'cognito-local/lib/errors.js';
import type { Route, Router } from 'cognito-local/lib/server/Router.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import { z } from 'zod';

/**
 * Where cognito-local answers differently from the real user pool in ways the product relies on,
 * the answer is corrected here, in the stand-in, so product code only ever handles what AWS
 * sends. Each patch names the AWS behaviour it restores.
 */

const attributeSchema = z.object({ Name: z.string(), Value: z.string().nullish() });
const signUpSchema = z
  .object({
    ClientId: z.string(),
    Username: z.string(),
    Password: z.string(),
    UserAttributes: z.array(attributeSchema).nullish(),
  })
  .loose();
const initiateAuthSchema = z
  .object({
    ClientId: z.string(),
    AuthFlow: z.string(),
    // The identity library sends unused parameters as null (`DEVICE_KEY: null`).
    AuthParameters: z.record(z.string(), z.string().nullable()).nullish(),
  })
  .loose();
const usernameRequestSchema = z.object({ ClientId: z.string(), Username: z.string() }).loose();
const confirmForgotPasswordSchema = usernameRequestSchema.extend({ Password: z.string() }).loose();
const authResultSchema = z
  .object({ AuthenticationResult: z.object({ IdToken: z.string() }).loose().nullish() })
  .loose();

/** AWS's SignUp check of the address when email is the username. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const SECONDS_PER_UNIT: Record<string, number> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86400,
};

function isCaseInsensitive(pool: UserPoolService): boolean {
  return pool.options.UsernameConfiguration?.CaseSensitive === false;
}

/** With case-insensitive sign-in (our pool's setting), `Asha@…` and `asha@…` are one user. */
function normalizeUsername(pool: UserPoolService, username: string): string {
  return isCaseInsensitive(pool) ? username.toLowerCase() : username;
}

function checkPasswordPolicy(pool: UserPoolService, password: string): void {
  const minimum = pool.options.Policies?.PasswordPolicy?.MinimumLength ?? 8;
  if (password.length < minimum) {
    throw new CognitoError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
  }
}

function accessTokenSeconds(client: AppClient | null): number {
  const validity = client?.AccessTokenValidity ?? 60;
  const unit = client?.TokenValidityUnits?.AccessToken ?? 'minutes';
  return validity * (SECONDS_PER_UNIT[unit] ?? 60);
}

type Patch = (services: Services, route: Route) => Route;

/** A patch for requests of a known shape; anything else goes to cognito-local as it came. */
function patch<S extends z.ZodType>(
  schema: S,
  patched: (services: Services, route: Route, request: z.output<S>) => Route,
): Patch {
  return (services, route) => async (ctx, body: unknown) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? patched(services, route, parsed.data)(ctx, body) : route(ctx, body);
  };
}

/** AWS always says how long the tokens last and what kind they are; cognito-local does not. */
function withExpiry(result: unknown, client: AppClient | null): unknown {
  const parsed = authResultSchema.safeParse(result);
  if (!parsed.success || !parsed.data.AuthenticationResult) return result;
  return {
    ...parsed.data,
    AuthenticationResult: {
      ...parsed.data.AuthenticationResult,
      ExpiresIn: accessTokenSeconds(client),
      TokenType: 'Bearer',
    },
  };
}

const patches: Record<string, Patch> = {
  SignUp: patch(signUpSchema, (services, route, request) => async (ctx) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    const username = normalizeUsername(pool, request.Username);
    if (pool.options.UsernameAttributes?.includes('email') && !EMAIL_FORMAT.test(username)) {
      throw new CognitoError('InvalidParameterException', 'Invalid email address format.');
    }
    checkPasswordPolicy(pool, request.Password);
    const attributes = request.UserAttributes?.map((attribute) =>
      attribute.Name === 'email' && attribute.Value
        ? { ...attribute, Value: normalizeUsername(pool, attribute.Value) }
        : attribute,
    );
    return route(ctx, { ...request, Username: username, UserAttributes: attributes });
  }),

  InitiateAuth: patch(initiateAuthSchema, (services, route, request) => async (ctx) => {
    const client = await services.cognito.getAppClient(ctx, request.ClientId);
    const typedUsername = request.AuthParameters?.USERNAME;
    if (request.AuthFlow !== 'USER_PASSWORD_AUTH' || !typedUsername) {
      return withExpiry(await route(ctx, request), client);
    }
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    const username = normalizeUsername(pool, typedUsername);
    // With PreventUserExistenceErrors off, AWS says the user does not exist; cognito-local says
    // "not authorized" either way.
    const hidesUsers = client?.PreventUserExistenceErrors === 'ENABLED';
    if (!hidesUsers && !(await pool.getUserByUsername(ctx, username))) {
      throw new CognitoError('UserNotFoundException', 'User does not exist.');
    }
    try {
      const result = await route(ctx, {
        ...request,
        AuthParameters: { ...request.AuthParameters, USERNAME: username },
      });
      return withExpiry(result, client);
    } catch (error) {
      // AWS answers a wrong password with NotAuthorizedException.
      if (error instanceof CognitoError && error.code === 'InvalidPasswordException') {
        throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      throw error;
    }
  }),

  ForgotPassword: patch(usernameRequestSchema, (services, route, request) => async (ctx) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    return route(ctx, { ...request, Username: normalizeUsername(pool, request.Username) });
  }),

  ConfirmForgotPassword: patch(
    confirmForgotPasswordSchema,
    (services, route, request) => async (ctx) => {
      const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
      checkPasswordPolicy(pool, request.Password);
      return route(ctx, { ...request, Username: normalizeUsername(pool, request.Username) });
    },
  ),
};

export function withAwsBehaviour(router: Router, services: Services): Router {
  return (target) => {
    const route = router(target);
    const patch = patches[target];
    return patch ? patch(services, route) : route;
  };
}
