import { CognitoError } from 'cognito-local/lib/errors.js';
import type { Router } from 'cognito-local/lib/server/Router.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { TokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import {
  attributesToRecord,
  type User,
  type UserPoolService,
} from 'cognito-local/lib/services/userPoolService.js';
import { z } from 'zod';
import { signJwt, unverifiedClaims, verifiedClaims } from '../jwt-signing';
import { patch, type Patch } from './patch';
import { checkPasswordPolicy, isFederated, normalizeUsername } from './pool-rules';
import { signInPatches } from './sign-in-flows';
import type { TokenSigningKey } from './signing-key';

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
const adminCreateUserSchema = z
  .object({
    UserPoolId: z.string(),
    Username: z.string(),
    TemporaryPassword: z.string().nullish(),
    UserAttributes: z.array(attributeSchema).nullish(),
  })
  .loose();
const adminSetUserPasswordSchema = z
  .object({ UserPoolId: z.string(), Username: z.string(), Password: z.string() })
  .loose();
const usernameRequestSchema = z.object({ ClientId: z.string(), Username: z.string() }).loose();
const confirmForgotPasswordSchema = usernameRequestSchema.extend({ Password: z.string() }).loose();

/** AWS's SignUp check of the address when email is the username. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Attribute = z.output<typeof attributeSchema>;

/**
 * A new user's name and attributes as AWS takes them when email is the username: the address
 * checked, and in the pool's case (the email attribute too).
 */
function newUserOf(
  pool: UserPoolService,
  typedUsername: string,
  given: readonly Attribute[] | null | undefined,
): { username: string; attributes: Attribute[] } {
  const username = normalizeUsername(pool, typedUsername);
  if (pool.options.UsernameAttributes?.includes('email') && !EMAIL_FORMAT.test(username)) {
    throw new CognitoError('InvalidParameterException', 'Invalid email address format.');
  }
  const attributes = (given ?? []).map((attribute) =>
    attribute.Name === 'email' && attribute.Value
      ? { ...attribute, Value: normalizeUsername(pool, attribute.Value) }
      : attribute,
  );
  return { username, attributes };
}

/**
 * Runs the pool's pre sign-up trigger, when it has one, for a user about to be made; the user
 * name is the email, which the trigger sees as the email attribute.
 */
async function runPreSignUp(
  services: Services,
  ctx: Context,
  pool: UserPoolService,
  user: {
    source: 'PreSignUp_SignUp' | 'PreSignUp_AdminCreateUser';
    clientId: string;
    username: string;
    attributes: readonly Attribute[];
  },
): Promise<void> {
  if (!services.triggers.enabled('PreSignUp')) return;
  const given = user.attributes.flatMap((attribute) =>
    attribute.Value ? [{ Name: attribute.Name, Value: attribute.Value }] : [],
  );
  const email = given.some((attribute) => attribute.Name === 'email')
    ? []
    : [{ Name: 'email', Value: user.username }];
  await services.triggers.preSignUp(ctx, {
    clientId: user.clientId,
    clientMetadata: undefined,
    source: user.source,
    userAttributes: [...given, ...email],
    username: user.username,
    userPoolId: pool.options.Id,
    validationData: undefined,
  });
}

const patches: Record<string, Patch> = {
  SignUp: patch(signUpSchema, (services, route, request) => async (ctx) => {
    const pool = await services.cognito.getUserPoolForClientId(ctx, request.ClientId);
    // A pool that allows only administrators to create users refuses self-service sign-up.
    if (pool.options.AdminCreateUserConfig?.AllowAdminCreateUserOnly) {
      throw new CognitoError(
        'NotAuthorizedException',
        'SignUp is not permitted for this user pool',
      );
    }
    const { username, attributes } = newUserOf(pool, request.Username, request.UserAttributes);
    checkPasswordPolicy(pool, request.Password);
    // On AWS a federated user's email is no alias, so the sign-up reaches the pre sign-up trigger
    // (which refuses an email that signs in another way); cognito-local finds that user by email
    // and says the user exists instead.
    if (isFederated(await pool.getUserByUsername(ctx, username))) {
      await runPreSignUp(services, ctx, pool, {
        source: 'PreSignUp_SignUp',
        clientId: request.ClientId,
        username,
        attributes,
      });
    }
    return route(ctx, { ...request, Username: username, UserAttributes: attributes });
  }),

  AdminCreateUser: patch(adminCreateUserSchema, (services, route, request) => async (ctx) => {
    const pool = await services.cognito.getUserPool(ctx, request.UserPoolId);
    const { username, attributes } = newUserOf(pool, request.Username, request.UserAttributes);
    if (request.TemporaryPassword) checkPasswordPolicy(pool, request.TemporaryPassword);
    // AWS runs the pre sign-up trigger for an administrator's new user too; cognito-local does
    // not run it at all.
    await runPreSignUp(services, ctx, pool, {
      source: 'PreSignUp_AdminCreateUser',
      clientId: 'CLIENT_ID_NOT_APPLICABLE',
      username,
      attributes,
    });
    // A federated user's email is no alias on AWS, so it does not stand in the way (the trigger
    // refuses that email); cognito-local would find that user by email.
    const existing = await pool.getUserByUsername(ctx, username);
    if (existing && !isFederated(existing)) {
      throw new CognitoError('UsernameExistsException', 'User account already exists');
    }
    return route(ctx, { ...request, Username: username, UserAttributes: attributes });
  }),

  AdminSetUserPassword: patch(
    adminSetUserPasswordSchema,
    (services, route, request) => async (ctx) => {
      const pool = await services.cognito.getUserPool(ctx, request.UserPoolId);
      checkPasswordPolicy(pool, request.Password);
      return route(ctx, { ...request, Username: normalizeUsername(pool, request.Username) });
    },
  ),

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

/** The standard attributes an ID token carries when the user has them (OpenID Connect's). */
const STANDARD_CLAIMS = [
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'profile',
  'picture',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'phone_number',
] as const;

const identitiesSchema = z.array(z.record(z.string(), z.unknown()));

/** The claims AWS puts in an ID token that cognito-local leaves out. */
function missingIdClaims(user: User): Record<string, unknown> {
  const attributes = attributesToRecord(user.Attributes);
  const claims: Record<string, unknown> = {};
  for (const name of STANDARD_CLAIMS) {
    if (attributes[name]) claims[name] = attributes[name];
  }
  // cognito-local says true for the attribute "false".
  if (attributes.email_verified !== undefined) {
    claims.email_verified = attributes.email_verified === 'true';
  }
  if (attributes.identities) {
    const identities = identitiesSchema.safeParse(JSON.parse(attributes.identities));
    if (identities.success) claims.identities = identities.data;
  }
  return claims;
}

/**
 * AWS's ID tokens carry the user's standard attributes (`name`, `picture`…) and, for a user
 * signed up through another provider, `identities`; cognito-local's carry only the email. Both
 * tokens are signed again with the pool's own key (cognito-local's is public, in its package),
 * the ID token with those claims added.
 */
export function withStandardClaims(
  generator: TokenGenerator,
  { key, kid }: TokenSigningKey,
): TokenGenerator {
  return {
    async generate(ctx, user, groups, client, metadata, source) {
      const tokens = await generator.generate(ctx, user, groups, client, metadata, source);
      const claims = { ...unverifiedClaims(tokens.IdToken), ...missingIdClaims(user) };
      return {
        ...tokens,
        IdToken: signJwt(claims, key, kid),
        AccessToken: signJwt(unverifiedClaims(tokens.AccessToken), key, kid),
      };
    },
  };
}

/**
 * A trigger's refusal as AWS words it, naming the trigger (`PreSignUp failed with error …`);
 * cognito-local names the function it invoked instead (`preSignUp failed with error …`).
 */
export function withTriggerName(error: unknown, services: Services): unknown {
  if (!(error instanceof CognitoError) || error.code !== 'UserLambdaValidationException') {
    return error;
  }
  for (const [trigger, functionName] of Object.entries(services.config.TriggerFunctions)) {
    const prefix = `${functionName} failed with error `;
    if (functionName && error.message.startsWith(prefix)) {
      return new CognitoError(
        error.code,
        `${trigger} failed with error ${error.message.slice(prefix.length)}`,
      );
    }
  }
  return error;
}

const accessTokenRequestSchema = z.object({ AccessToken: z.string() }).loose();

/**
 * AWS takes an access token only if the pool signed it, for access, and it has not expired;
 * cognito-local reads whatever token it is given (GetUser, ChangePassword, DeleteUser…) without
 * checking its signature.
 */
function checkAccessToken(body: unknown, { key }: TokenSigningKey, now: Date): void {
  const request = accessTokenRequestSchema.safeParse(body);
  if (!request.success) return;
  const claims = verifiedClaims(request.data.AccessToken, key);
  const expiry = claims?.exp;
  if (
    claims?.token_use !== 'access' ||
    typeof expiry !== 'number' ||
    expiry * 1000 <= now.getTime()
  ) {
    throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
  }
}

export function withAwsBehaviour(
  router: Router,
  services: Services,
  signingKey: TokenSigningKey,
): Router {
  const allPatches = { ...patches, ...signInPatches(() => services.clock.get().getTime()) };
  return (target) => {
    const route = router(target);
    const patch = allPatches[target];
    const patched = patch ? patch(services, route) : route;
    return async (ctx, body) => {
      try {
        checkAccessToken(body, signingKey, services.clock.get());
        return await patched(ctx, body);
      } catch (error) {
        throw withTriggerName(error, services);
      }
    };
  };
}
