import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoError, UnsupportedError } from 'cognito-local/lib/errors.js';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config.js';
import { Router } from 'cognito-local/lib/server/Router.js';
import type { LogService } from 'cognito-local/lib/services/LogService.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import {
  DateClock,
  LambdaService,
  TriggersService,
  type Messages,
  type Services,
} from 'cognito-local/lib/services/index.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import { userPoolTriggers } from '../../../functions/routes';
import { userPoolDefinition } from '../../../infra/auth/user-pool-definition';
import { isLoopback } from '../gateway/loopback';
import { PayloadTooLargeError, readBody } from '../read-body';
import { publicJwk } from '../jwt-signing';
import { withAwsBehaviour, withStandardClaims } from './aws-behaviour';
import { loadOrCreateSigningKey, SIGNING_KEY_FILE } from './signing-key';
import { createHostedUi, type FederatedIdentityProvider, type HostedUi } from './hosted-ui';
import { noCustomEmailSender, triggerLambdaClient } from './trigger-services';
import type { Outbox } from './outbox';

/** Where the Cognito API is served on the local origin (the SDKs' `endpoint`). */
export const COGNITO_PATH = '/_local/cognito';

const WELL_KNOWN = /^\/([\w-]+_[0-9a-zA-Z]+)\/\.well-known\/(jwks\.json|openid-configuration)$/;

/**
 * The user pool API an app client may call without AWS credentials. Everything else (the Admin*
 * calls, creating and listing pools and users) needs IAM on AWS, so only this machine may call it.
 */
const PUBLIC_TARGETS = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'RevokeToken',
  'GlobalSignOut',
  'GetUser',
  'ChangePassword',
  'DeleteUser',
  'UpdateUserAttributes',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/**
 * The calls needing IAM on AWS that the product's functions make: their roles allow exactly these
 * (the `createUsers` and `deleteUsers` grants in infra/constructs/app-function.ts, the pre
 * sign-up trigger's in infra/stacks/auth-stack.ts). Like the public calls, they answer this
 * machine without the local cloud's control token, as the role's signed calls are answered on AWS.
 */
const PRODUCT_ADMIN_TARGETS = new Set([
  'AdminCreateUser',
  'AdminSetUserPassword',
  'AdminInitiateAuth',
  'AdminRespondToAuthChallenge',
  // Closing an account (the `deleteUsers` grant).
  'AdminDeleteUser',
  'ListUsers',
]);

/** The user pool API target a call names (`x-amz-target: AWSCognitoIdentityProviderService.X`). */
export function cognitoTargetOf(request: IncomingMessage): string | undefined {
  return String(request.headers['x-amz-target'] ?? '').split('.')[1] || undefined;
}

/**
 * Whether a user pool call answers without the control token: the app's public calls, the
 * functions' admin calls, and calls that only read. Every other call (creating or changing pools,
 * clients and users by an operator's hand) is a developer's or a test's, and needs it.
 */
export function isProductOrReadingTarget(target: string | undefined): boolean {
  if (!target) return true;
  return (
    PUBLIC_TARGETS.has(target) ||
    PRODUCT_ADMIN_TARGETS.has(target) ||
    /^(Admin)?(Get|List|Describe)[A-Z]/.test(target)
  );
}

const quiet = () => {};
const logger: LogService = {
  child: () => logger,
  debug: quiet,
  info: quiet,
  warn: (...args: unknown[]) => console.warn('[local cognito]', ...args),
  error: (...args: unknown[]) => console.error('[local cognito]', ...args),
};

/** Amazon's JSON protocol writes dates as epoch seconds. */
function toAmazonJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, item: unknown) {
    const original = this[key];
    return original instanceof Date ? Math.floor(original.getTime() / 1000) : item;
  });
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': type }).end(toAmazonJson(body));
}

/** The emails Cognito sends go to the local outbox instead. */
function outboxMessages(outbox: Outbox): Messages {
  return {
    async deliver(_ctx, source, _clientId, _userPoolId, user, code, _metadata, delivery) {
      // Cognito sends no sign-up code to an account the pre sign-up trigger has confirmed.
      if (source === 'SignUp' && user.UserStatus === 'CONFIRMED') return;
      outbox.deliver({ to: delivery.Destination, purpose: source, code });
    },
  };
}

export interface LocalCognitoOptions {
  /** Folder that keeps pools, clients and users across restarts; null: a temporary one. */
  dataDir: string | null;
  outbox: Outbox;
}

export interface LocalCognitoEndpoints {
  /** The endpoint clients are given; also the start of the issuer, as on AWS. */
  publicEndpoint: string;
  /** Where the Lambda Invoke API of the local cloud is, for the pool's triggers. */
  lambdaEndpoint: string;
  /** The pool's identity providers, which its hosted UI (`/oauth2/*`) signs people in through. */
  identityProviders: readonly FederatedIdentityProvider[];
}

interface Running {
  route: ReturnType<typeof Router>;
  hostedUi: HostedUi;
  issuerDomain: string;
  /** The pool's key set: the public half of the key it signs tokens with. */
  keys: readonly Record<string, unknown>[];
}

/**
 * Cognito on one machine: cognito-local's user pool engine (users, tokens, codes), served on the
 * local origin under `/_local/cognito` by a small handler of Amazon's JSON protocol, with the
 * hosted UI's federated sign-in at `/_local/cognito/oauth2/*`. Its triggers are the real
 * functions, invoked through the local Lambda API; its emails land in the outbox.
 */
export function createLocalCognito(options: LocalCognitoOptions) {
  let running: Running | undefined;
  let temporaryDir: string | undefined;

  /** Where the pool's signing key is kept, once started. */
  let signingKeyFile: string | undefined;

  async function start(endpoints: LocalCognitoEndpoints): Promise<void> {
    const dataDir = options.dataDir ?? (temporaryDir = await mkdtemp(join(tmpdir(), 'cognito-')));
    const signingKey = await loadOrCreateSigningKey(dataDir);
    signingKeyFile = join(dataDir, SIGNING_KEY_FILE);
    const config: Config = {
      ...DefaultConfig,
      TriggerFunctions: { PreSignUp: userPoolTriggers.preSignUp },
      UserPoolDefaults: { UsernameAttributes: ['email'] },
      TokenConfig: { IssuerDomain: endpoints.publicEndpoint },
    };
    const ctx = { logger };
    const clock = new DateClock();
    const dataStores = new StormDBDataStoreFactory(dataDir);
    const cognito = await new CognitoServiceFactoryImpl(
      dataDir,
      dataStores,
      new UserPoolServiceFactoryImpl(clock, dataStores),
    ).create(ctx, config.UserPoolDefaults);
    const triggers = new TriggersService(
      clock,
      cognito,
      // One call per trigger, never retried: a retried invocation would run it twice.
      new LambdaService(config.TriggerFunctions, triggerLambdaClient(endpoints.lambdaEndpoint)),
      noCustomEmailSender,
    );
    const services: Services = {
      clock,
      cognito,
      config,
      messages: outboxMessages(options.outbox),
      otp,
      tokenGenerator: withStandardClaims(
        new JwtTokenGenerator(clock, triggers, config.TokenConfig),
        signingKey,
      ),
      triggers,
    };
    running = {
      route: withAwsBehaviour(Router(services), services, signingKey),
      hostedUi: createHostedUi({
        services,
        ctx,
        // The hosted UI's domain is the API endpoint's, a separate host on AWS.
        domain: endpoints.publicEndpoint,
        providers: endpoints.identityProviders,
        attributeMapping: userPoolDefinition.federatedAttributeMapping,
      }),
      issuerDomain: endpoints.publicEndpoint,
      keys: [publicJwk(signingKey.key, signingKey.kid)],
    };
  }

  async function call(request: IncomingMessage, response: ServerResponse, state: Running) {
    const target = cognitoTargetOf(request);
    if (!target) return send(response, 400, { message: 'Missing x-amz-target header' });
    // What the SPA may call is public; the rest is the functions' (signed on AWS): from this
    // machine, and never from a browser.
    const fromBrowser = request.headers.origin !== undefined;
    if (!PUBLIC_TARGETS.has(target) && (fromBrowser || !isLoopback(request.socket.remoteAddress))) {
      request.resume();
      return send(response, 403, { __type: 'AccessDeniedException', message: 'Forbidden' });
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request, 1024 * 1024)).toString('utf8') || '{}');
    } catch (error) {
      const status = error instanceof PayloadTooLargeError ? 413 : 400;
      return send(response, status, { __type: 'SerializationException', message: String(error) });
    }
    try {
      const output = await state.route(target)({ logger }, body);
      send(response, 200, output, 'application/x-amz-json-1.1');
    } catch (error) {
      if (error instanceof CognitoError) {
        send(response, 400, { __type: error.code, message: error.message });
      } else if (error instanceof UnsupportedError) {
        console.warn(`[local cognito] not supported by cognito-local: ${error.message}`);
        send(response, 500, { __type: 'CognitoLocal#Unsupported', message: error.message });
      } else {
        console.error(`[local cognito] ${target} failed`, error);
        send(response, 500, { __type: 'InternalErrorException', message: 'Internal error' });
      }
    }
  }

  /** Serves `/_local/cognito`; answers false for any other path. */
  function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (url.pathname !== COGNITO_PATH && !url.pathname.startsWith(`${COGNITO_PATH}/`)) return false;
    // The SPA may be opened on another local host name (127.0.0.1 vs localhost), as on AWS,
    // where Cognito is another origin: the gateway lets only the local cloud's own pages through,
    // so the page that called is one of them.
    const origin = request.headers.origin;
    if (origin) response.setHeader('access-control-allow-origin', origin);
    response.setHeader('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
          'access-control-max-age': '3600',
        })
        .end();
      return true;
    }
    const state = running;
    if (!state) {
      request.resume();
      send(response, 503, { message: 'The local Cognito is starting' });
      return true;
    }
    const rest = url.pathname.slice(COGNITO_PATH.length);
    const wellKnown = WELL_KNOWN.exec(rest);
    if (wellKnown && request.method === 'GET') {
      const issuer = `${state.issuerDomain}/${wellKnown[1]}`;
      send(
        response,
        200,
        wellKnown[2] === 'jwks.json'
          ? { keys: state.keys }
          : {
              issuer,
              jwks_uri: `${issuer}/.well-known/jwks.json`,
              id_token_signing_alg_values_supported: ['RS256'],
            },
      );
      return true;
    }
    const hostedUi = rest.startsWith('/oauth2/')
      ? state.hostedUi.handle(request, response, rest.slice('/oauth2'.length), url)
      : undefined;
    if (hostedUi) {
      hostedUi.catch((error: unknown) => {
        console.error('[local cognito] hosted UI request failed', error);
        if (!response.headersSent) response.writeHead(500).end();
      });
      return true;
    }
    if ((rest === '' || rest === '/') && request.method === 'POST') {
      call(request, response, state).catch((error: unknown) => {
        console.error('[local cognito] request failed', error);
        if (!response.headersSent) response.writeHead(500).end();
      });
      return true;
    }
    request.resume();
    send(response, 404, { message: 'Not found' });
    return true;
  }

  return {
    start,
    handle,
    /** The file the pool's signing key is kept in, on this machine (for tests' own tokens). */
    signingKeyFile(): string {
      if (!signingKeyFile) throw new Error('The local Cognito has not started');
      return signingKeyFile;
    },
    async close() {
      running = undefined;
      if (temporaryDir) await rm(temporaryDir, { recursive: true, force: true });
    },
  };
}

export type LocalCognito = ReturnType<typeof createLocalCognito>;
