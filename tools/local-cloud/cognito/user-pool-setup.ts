import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  type CognitoIdentityProviderClient,
  type ExplicitAuthFlowsType,
  type UpdateUserPoolClientCommandInput,
  type UpdateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolDefinition as pool } from '../../../infra/auth/user-pool-definition';

export interface LocalUserPool {
  userPoolId: string;
  clientId: string;
}

/** How the SPA signs in through the hosted UI, which changes with the local origin. */
export interface LocalHostedSignIn {
  /** Where the hosted UI may send the browser back (the app client's callback URLs). */
  callbackUrls: readonly string[];
  /** The identity providers the SPA may sign in through, by the pool's names for them. */
  identityProviders: readonly string[];
}

/** CDK's names of the flows (`authFlows`), as the Cognito API spells them. */
const EXPLICIT_AUTH_FLOWS = {
  userSrp: 'ALLOW_USER_SRP_AUTH',
  adminUserPassword: 'ALLOW_ADMIN_USER_PASSWORD_AUTH',
} as const satisfies Record<keyof typeof pool.spaAuthFlows, ExplicitAuthFlowsType>;

/** The SPA client's settings, as the CDK auth stack gives them (its OAuth part when Google is on). */
function spaClientSettings(
  hostedSignIn: LocalHostedSignIn,
): Omit<UpdateUserPoolClientCommandInput, 'UserPoolId' | 'ClientId'> {
  return {
    ExplicitAuthFlows: [
      ...Object.values(EXPLICIT_AUTH_FLOWS),
      // CDK always adds it.
      'ALLOW_REFRESH_TOKEN_AUTH',
    ],
    PreventUserExistenceErrors: pool.preventUserExistenceErrors ? 'ENABLED' : 'LEGACY',
    EnableTokenRevocation: true,
    IdTokenValidity: pool.idTokenValidityMinutes,
    AccessTokenValidity: pool.accessTokenValidityMinutes,
    RefreshTokenValidity: pool.refreshTokenValidityDays,
    TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
    SupportedIdentityProviders: ['COGNITO', ...hostedSignIn.identityProviders],
    AllowedOAuthFlows: ['code'],
    AllowedOAuthScopes: ['openid', 'email', 'profile'],
    AllowedOAuthFlowsUserPoolClient: true,
    CallbackURLs: [...hostedSignIn.callbackUrls],
  };
}

/**
 * The pool's settings that can change after it is made, as the CDK auth stack deploys them; set
 * again on every start, so a data folder from an older version gets today's.
 */
const poolSettings = {
  AutoVerifiedAttributes: ['email'],
  Policies: {
    PasswordPolicy: {
      MinimumLength: pool.passwordMinLength,
      RequireLowercase: false,
      RequireUppercase: false,
      RequireNumbers: false,
      RequireSymbols: false,
    },
  },
  AccountRecoverySetting: {
    RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }],
  },
  MfaConfiguration: pool.mfa,
  AdminCreateUserConfig: { AllowAdminCreateUserOnly: !pool.selfSignUp },
} satisfies Omit<UpdateUserPoolCommandInput, 'UserPoolId'>;

async function findOrCreatePool(cognito: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools = [] } = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools.find((candidate) => candidate.Name === pool.poolName)?.Id;
  if (existing) {
    await cognito.send(new UpdateUserPoolCommand({ UserPoolId: existing, ...poolSettings }));
    return existing;
  }
  const { UserPool } = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: pool.poolName,
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: pool.signInCaseSensitive },
      ...poolSettings,
    }),
  );
  if (!UserPool?.Id) throw new Error('The local Cognito created a user pool without an id');
  return UserPool.Id;
}

/**
 * The second factors the pool offers, which the pool's own settings cannot name: AWS turns
 * authenticator apps on with SetUserPoolMfaConfig (as CloudFormation does for `EnabledMfas`).
 */
async function setSecondFactors(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  await cognito.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: pool.mfa,
      SoftwareTokenMfaConfiguration: { Enabled: pool.mfaSecondFactor.otp },
    }),
  );
}

async function findOrCreateClient(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  hostedSignIn: LocalHostedSignIn,
): Promise<string> {
  const { UserPoolClients = [] } = await cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  const settings = spaClientSettings(hostedSignIn);
  const existing = UserPoolClients.find(
    (candidate) => candidate.ClientName === pool.spaClientName,
  )?.ClientId;
  if (existing) {
    // The origin (and so the callback URLs) may differ from the last start's.
    await cognito.send(
      new UpdateUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: existing, ...settings }),
    );
    return existing;
  }
  const { UserPoolClient } = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: pool.spaClientName,
      GenerateSecret: false,
      ...settings,
    }),
  );
  if (!UserPoolClient?.ClientId)
    throw new Error('The local Cognito created a client without an id');
  return UserPoolClient.ClientId;
}

/**
 * The operators' group, as the CDK auth stack makes it, made once: the stand-in keeps a group's
 * members on the group, so making it again would drop them.
 */
async function ensureOperatorsGroup(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  const { Groups = [] } = await cognito.send(
    new ListGroupsCommand({ UserPoolId: userPoolId, Limit: 60 }),
  );
  if (Groups.some((group) => group.GroupName === pool.operatorsGroup)) return;
  await cognito.send(
    new CreateGroupCommand({
      UserPoolId: userPoolId,
      GroupName: pool.operatorsGroup,
      Description: 'Operators: may take deployed sites down and release them after a review',
    }),
  );
}

/**
 * The local user pool, its operators' group and the SPA's app client, created through the Cognito
 * API on the first start and found by name on every later one (the data folder keeps them), with
 * the settings the CDK auth stack deploys; the pool's, its second factors' and the client's are set
 * again on every start.
 */
export async function ensureLocalUserPool(
  cognito: CognitoIdentityProviderClient,
  hostedSignIn: LocalHostedSignIn,
): Promise<LocalUserPool> {
  const userPoolId = await findOrCreatePool(cognito);
  await setSecondFactors(cognito, userPoolId);
  await ensureOperatorsGroup(cognito, userPoolId);
  return { userPoolId, clientId: await findOrCreateClient(cognito, userPoolId, hostedSignIn) };
}
