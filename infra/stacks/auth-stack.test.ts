import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { functionList } from '../../functions/function-list';
import { userPoolTriggers } from '../../functions/routes';
import { OPERATORS_GROUP } from '../../shared/constants';
import type { ProductApp } from '../create-app';
import { expectNoNagFindings, reportFindingsPerStack } from '../../testing/cdk/nag-findings';
import { logicalIdOfRef, statementsGrantedTo } from '../../testing/cdk/template-queries';
import {
  buildTestApp,
  fakeSpaBuild,
  githubContext,
  googleContext,
  templateOf,
} from '../../testing/cdk/test-app';

describe('auth stack', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp();
    template = templateOf(product.auth);
  });

  it('signs people in by email, case-insensitively; only the API creates password accounts', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'email', Required: true })]),
    });
  });

  it('asks passwords for 8 characters and nothing more', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
    });
  });

  it('lets each person turn on two-step sign-in with an authenticator app, never by SMS', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      SmsConfiguration: Match.absent(),
    });
  });

  it('recovers accounts by email and keeps the pool when the stack goes', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AccountRecoverySetting: {
        RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }],
      },
      DeletionProtection: 'ACTIVE',
    });
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
  });

  it('confirms sign-ups with the pre sign-up function of the function list', () => {
    const trigger = product.auth.triggers[userPoolTriggers.preSignUp];
    if (!trigger) throw new Error('No pre sign-up trigger');
    const functionId = logicalIdOfRef(product.auth, trigger.function.functionName);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PreSignUp: { 'Fn::GetAtt': [functionId, 'Arn'] } },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.preSignUp.description,
      Runtime: Match.stringLikeRegexp('^nodejs(2[2-9]|[3-9][0-9])\\.x$'),
      Architectures: ['arm64'],
      Environment: {
        Variables: Match.objectLike({ TABLE_NAME: Match.absent(), USER_POOL_ID: Match.absent() }),
      },
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
    });
  });

  it('lets the pre sign-up function list the accounts of this pool, and do nothing else there', () => {
    const trigger = product.auth.triggers[userPoolTriggers.preSignUp];
    if (!trigger) throw new Error('No pre sign-up trigger');
    const [poolId] = Object.keys(template.findResources('AWS::Cognito::UserPool'));
    const cognitoGrants = statementsGrantedTo(template, product.auth, trigger.role).filter(
      (statement) => statement.actions.some((action) => action.startsWith('cognito-idp:')),
    );
    expect(cognitoGrants).toEqual([
      { actions: ['cognito-idp:ListUsers'], resource: { 'Fn::GetAtt': [poolId, 'Arn'] } },
    ]);
  });

  it('lets the SPA client sign in by SRP, the API by the IAM-signed admin flow, never a plain password', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      EnableTokenRevocation: true,
    });
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    const flows = z.array(z.string()).parse(client?.Properties?.ExplicitAuthFlows);
    expect(flows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
    expect(flows.toSorted()).toEqual([
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
  });

  it('has the operators’ group, whose members’ tokens may take sites down', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: OPERATORS_GROUP,
      UserPoolId: Match.anyValue(),
    });
  });

  it('issues one-hour ID and access tokens and 30-day refresh tokens', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('tells a missing account from a wrong password, as the spec requires', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      PreventUserExistenceErrors: 'LEGACY',
    });
  });

  it('offers no hosted sign-in without Google or GitHub', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO'],
      AllowedOAuthFlows: Match.absent(),
      CallbackURLs: Match.absent(),
    });
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    expect(product.auth.appAuthConfig.google).toBeNull();
    expect(product.auth.appAuthConfig.github).toBeNull();
  });

  it("leaves the SPA on Cognito's regional endpoint", () => {
    expect(product.auth.appAuthConfig.endpoint).toBeUndefined();
  });

  it('keeps threat protection off by default: the Lite plan, its finding suppressed', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'LITE',
      UserPoolAddOns: Match.absent(),
    });
    expect(suppressedPoolFindings(template)).toContain('AwsSolutions-COG8');
  });
});

/** The cdk-nag rules suppressed on the user pool. */
function suppressedPoolFindings(template: Template): string[] {
  const [pool] = Object.values(template.findResources('AWS::Cognito::UserPool'));
  return z
    .object({ cdk_nag: z.object({ rules_to_suppress: z.array(z.object({ id: z.string() })) }) })
    .parse(pool?.Metadata)
    .cdk_nag.rules_to_suppress.map((rule) => rule.id);
}

describe('auth stack with threat protection', () => {
  it('audits sign-ins on the Plus plan with context threatProtection=audit, with nothing left to suppress', () => {
    const product = buildTestApp({
      context: { ...reportFindingsPerStack, threatProtection: 'audit' },
    });
    const template = templateOf(product.auth);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' },
    });
    expect(suppressedPoolFindings(template)).not.toContain('AwsSolutions-COG8');
    expectNoNagFindings(product.auth);
  });

  it('refuses a value other than audit or off', () => {
    expect(() => buildTestApp({ context: { threatProtection: 'enforced' } })).toThrow(
      /"threatProtection" must be audit or off; got enforced/,
    );
  });
});

describe('auth stack with Google sign-in', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp({ context: googleContext });
    template = templateOf(product.auth);
  });

  it('federates Google with the secret read from Secrets Manager at deploy time', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: googleContext.googleClientId,
        authorize_scopes: 'openid email profile',
      }),
      AttributeMapping: Match.objectLike({ email: 'email', name: 'name', picture: 'picture' }),
    });
    const [provider] = Object.values(
      template.findResources('AWS::Cognito::UserPoolIdentityProvider'),
    );
    const secret = JSON.stringify(provider);
    expect(secret).toContain('{{resolve:secretsmanager:arn:');
    expect(secret).toContain(`:secret:${googleContext.googleClientSecretName}:SecretString:::}}`);
  });

  it('returns from Google to the SPA with the authorization code flow', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile']),
      CallbackURLs: [`${googleContext.appUrl}/auth/callback`],
    });
  });

  it('has a Cognito domain, named for the account, which the SPA is told about', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['', ['websitebuilder-', { Ref: 'AWS::AccountId' }]] },
    });
    const domainId = logicalIdOfRef(product.auth, product.auth.domain?.domainName ?? '');
    expect(product.auth.resolve(product.auth.appAuthConfig.google?.domain)).toEqual({
      'Fn::Join': ['', [{ Ref: domainId }, '.auth.', { Ref: 'AWS::Region' }, '.amazoncognito.com']],
    });
  });

  it('refuses Google settings without the app URL to return to', () => {
    expect(() => buildTestApp({ context: { ...googleContext, appUrl: undefined } })).toThrow(
      /googleClientId, googleClientSecretName and appUrl/,
    );
  });

  it('refuses an app URL that is not an https origin', () => {
    expect(() =>
      buildTestApp({ context: { ...googleContext, appUrl: 'http://app.example.com/path' } }),
    ).toThrow(/appUrl/);
  });
});

describe('auth stack with GitHub sign-in (and Google)', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp({ context: { ...googleContext, ...githubContext } });
    template = templateOf(product.auth);
  });

  /**
   * A URL at the app's address: the context's appUrl, a fixed value, so the auth stack imports
   * nothing of the stacks deployed after it (the app distribution sends /oidc/github/* on).
   */
  const onApp = (path: string) => `${githubContext.appUrl}${path}`;

  it('federates the bridge as the OpenID Connect provider GitHub, its endpoints given, not discovered', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'GitHub',
      ProviderType: 'OIDC',
      ProviderDetails: {
        client_id: githubContext.githubClientId,
        client_secret: Match.anyValue(),
        authorize_scopes: 'openid email profile',
        attributes_request_method: 'GET',
        oidc_issuer: onApp('/oidc/github'),
        authorize_url: onApp('/oidc/github/authorize'),
        token_url: onApp('/oidc/github/token'),
        attributes_url: onApp('/oidc/github/userinfo'),
        jwks_uri: onApp('/oidc/github/jwks.json'),
      },
    });
  });

  it("maps the bridge's claims onto the pool's attributes", () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'GitHub',
      AttributeMapping: {
        email: 'email',
        email_verified: 'email_verified',
        name: 'name',
        preferred_username: 'preferred_username',
        picture: 'picture',
      },
    });
  });

  it("reads GitHub's client secret from Secrets Manager at deploy time, never into the template", () => {
    const providers = template.findResources('AWS::Cognito::UserPoolIdentityProvider', {
      Properties: { ProviderName: 'GitHub' },
    });
    const text = JSON.stringify(Object.values(providers));
    expect(text).toContain('{{resolve:secretsmanager:arn:');
    expect(text).toContain(`:secret:${githubContext.githubClientSecretName}:SecretString:::}}`);
  });

  it('lists GitHub beside Google on the SPA client, created after both providers', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google', 'GitHub'],
      AllowedOAuthFlows: ['code'],
      CallbackURLs: [`${githubContext.appUrl}/auth/callback`],
    });
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    const providers = Object.keys(template.findResources('AWS::Cognito::UserPoolIdentityProvider'));
    expect(client?.DependsOn).toEqual(expect.arrayContaining(providers));
    expect(providers).toHaveLength(2);
  });

  it('tells the SPA the hosted domain for GitHub as for Google', () => {
    const { google, github } = product.auth.appAuthConfig;
    expect(github).not.toBeNull();
    expect(product.auth.resolve(github)).toEqual(product.auth.resolve(google));
  });

  it('refuses GitHub settings without the app URL to return to', () => {
    expect(() =>
      buildTestApp({ context: { ...githubContext, githubClientSecretName: undefined } }),
    ).toThrow(
      /GitHub sign-in needs the context values githubClientId, githubClientSecretName and appUrl/,
    );
    expect(() => buildTestApp({ context: { ...githubContext, appUrl: undefined } })).toThrow(
      /githubClientId, githubClientSecretName and appUrl/,
    );
  });

  it('offers GitHub alone when Google is not configured', () => {
    const { auth } = buildTestApp({ context: githubContext });
    expect(auth.appAuthConfig.google).toBeNull();
    expect(auth.appAuthConfig.github).not.toBeNull();
  });
});

describe('the web stack with a built SPA', () => {
  const spaBuild = fakeSpaBuild();

  it('writes /config.json from the user pool and client, uncached, next to the app', () => {
    const product = buildTestApp({ spaAssetsPath: spaBuild });
    const template = templateOf(product.web);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/config.json'],
    });
    const deployments = template.findResources('Custom::CDKBucketDeployment', {
      Properties: { DistributionPaths: ['/config.json'] },
    });
    // The values are the auth stack's, filled in by CloudFormation at deploy time.
    const markers = JSON.stringify(Object.values(deployments)[0]?.Properties?.SourceMarkers);
    expect(markers).toMatch(/"Fn::ImportValue":"WebsiteBuilder-Auth:ExportsOutputRefUserPool\w*"/);
    expect(markers).toMatch(
      /"Fn::ImportValue":"WebsiteBuilder-Auth:ExportsOutputRef\w*SpaClient\w*"/,
    );
  });
});
