import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  OidcAttributeRequestMethod,
  ProviderAttribute,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolIdentityProviderGoogle,
  UserPoolIdentityProviderOidc,
  VerificationEmailStyle,
  type IUserPoolIdentityProvider,
  type UserPoolClient,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { functionList, type FunctionDefinition } from '../../functions/function-list';
import { userPoolTriggers } from '../../functions/routes';
import { SOCIAL_SIGN_IN_CALLBACK_PATH, type AppConfig } from '../../shared/app-config';
import {
  GITHUB_OIDC_SCOPES,
  GITHUB_PROVIDER_NAME,
  githubOidcUrlsOf,
} from '../../shared/api/github-oidc-endpoints';
import { userPoolDefinition as definition } from '../auth/user-pool-definition';
import { AppFunction, type UserPoolReference } from '../constructs/app-function';
import { EmailDeliveryEvents } from '../constructs/email-delivery-events';
import { UserPoolFirewall } from '../constructs/firewall';
import type { JwtSettings } from '../constructs/product-http-api';

/** CDK's names of the pool's MFA settings, by the Cognito API's (`MfaConfiguration`). */
const MFA_MODES = { OFF: Mfa.OFF, OPTIONAL: Mfa.OPTIONAL, ON: Mfa.REQUIRED } as const;

/** Whether Cognito's threat protection runs: `audit` records risky sign-ins, `off` does not. */
export type ThreatProtection = 'off' | 'audit';

/** A sign-in provider's OAuth client, as the operator registered the product with it. */
export interface OAuthClientSettings {
  clientId: string;
  /** Name of the Secrets Manager secret that holds the client secret (a plain string). */
  clientSecretName: string;
}

/**
 * GitHub, through the product's OpenID Connect bridge (functions/auth/github-oidc): GitHub's
 * OAuth App client, and the bridge's issuer on the API (ApiEndpointStack).
 */
export interface GitHubSignInSettings extends OAuthClientSettings {
  /** `{API URL}/oidc/github`. */
  issuerUrl: string;
}

/** Sign-in through Google or GitHub, by Cognito's hosted sign-in on a domain of the pool's. */
export interface FederatedSignInSettings {
  /** The app's public URL (`https://…`): sign-ins return to `{appUrl}/auth/callback`. */
  appUrl: string;
  /** The Cognito hosted domain's prefix, `{prefix}.auth.{region}.amazoncognito.com`. */
  domainPrefix: string;
  google?: OAuthClientSettings;
  github?: GitHubSignInSettings;
}

export interface AuthStackProps extends StackProps {
  /** @default none: the SPA says Google and GitHub sign-in are not available */
  federation?: FederatedSignInSettings;
  /**
   * Where the pool's own emails (password reset codes) come from: an address verified in SES.
   * With it, the pool and the functions send through a configuration set that reports bounces
   * and complaints (EmailDeliveryEvents).
   * @default Cognito's own sender, whose small daily quota suits a trial only
   */
  emailSender?: string;
  /**
   * The SES domain identity the sender's address is at, when the operator verified the domain
   * rather than the address: Cognito then sends as that identity. @default the address's own
   */
  sesVerifiedDomain?: string;
  /** Who is told of bounces and complaints. @default nobody: the topic waits for a subscription */
  alarmEmail?: string;
  /** AWS WAF on the pool's public API (UserPoolFirewall). @default false */
  firewall?: boolean;
  /**
   * Cognito's threat protection: `audit` puts the pool on the Plus feature plan, which scores
   * each sign-in's risk and finds passwords known to have leaked, and records what it finds
   * without acting on it. @default 'off' (the Lite plan)
   */
  threatProtection?: ThreatProtection;
  /** @default the function list of functions/function-list.ts */
  functions?: Readonly<Record<string, FunctionDefinition>>;
  /** Retention of the trigger's logs. @default one month */
  logRetention?: RetentionDays;
}

/**
 * Who the users are: the Cognito user pool (retained: it holds every account), its pre sign-up
 * trigger, the SPA's app client and, when configured, Google and GitHub as identity providers.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly spaClient: UserPoolClient;
  readonly triggers: Readonly<Record<string, AppFunction>>;
  readonly domain: UserPoolDomain | undefined;
  /** The SES configuration set and bounce topic; only with an email sender. */
  readonly emailEvents: EmailDeliveryEvents | undefined;
  /** The providers the SPA may send people to, by name (`Google`, `GitHub`). */
  private readonly federatedProviders: ReadonlySet<string>;

  constructor(scope: Construct, id: string, props: AuthStackProps = {}) {
    super(scope, id, props);
    const functions = props.functions ?? functionList;
    const threatProtection = props.threatProtection ?? 'off';

    const preSignUpDefinition = functions[userPoolTriggers.preSignUp];
    if (!preSignUpDefinition) {
      throw new Error(`The function list has no "${userPoolTriggers.preSignUp}" trigger.`);
    }
    const preSignUp = new AppFunction(this, userPoolTriggers.preSignUp, {
      definition: preSignUpDefinition,
      logRetention: props.logRetention ?? RetentionDays.ONE_MONTH,
    });
    this.triggers = { [userPoolTriggers.preSignUp]: preSignUp };
    this.emailEvents = props.emailSender
      ? new EmailDeliveryEvents(this, 'EmailEvents', { alarmEmail: props.alarmEmail })
      : undefined;

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: definition.selfSignUp,
      signInAliases: { email: true },
      signInCaseSensitive: definition.signInCaseSensitive,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
        profilePicture: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: definition.passwordMinLength,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      mfa: MFA_MODES[definition.mfa],
      mfaSecondFactor: definition.mfaSecondFactor,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userVerification: {
        emailSubject: 'Your verification code',
        emailBody: 'Your verification code is {####}',
        emailStyle: VerificationEmailStyle.CODE,
      },
      email: this.poolEmailOf(props),
      lambdaTriggers: { preSignUp: preSignUp.function },
      ...(threatProtection === 'audit'
        ? {
            featurePlan: FeaturePlan.PLUS,
            standardThreatProtectionMode: StandardThreatProtectionMode.AUDIT_ONLY,
          }
        : { featurePlan: FeaturePlan.LITE }),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // The trigger looks up the accounts an email already has (one account per person, whichever
    // way they sign in). A policy of its own: in the role's default policy the pool would depend
    // on itself (pool → trigger → its policy → pool).
    preSignUp.role.attachInlinePolicy(
      new Policy(this, 'PreSignUpFindsAccounts', {
        statements: [
          new PolicyStatement({
            actions: ['cognito-idp:ListUsers'],
            resources: [this.userPool.userPoolArn],
          }),
        ],
      }),
    );

    if (props.firewall) {
      new UserPoolFirewall(this, 'Firewall', { userPoolArn: this.userPool.userPoolArn });
    }

    const { federation } = props;
    const providers = federation ? this.addProviders(federation) : [];
    this.federatedProviders = new Set(providers.map(({ name }) => name));
    this.domain = federation
      ? this.userPool.addDomain('Domain', {
          cognitoDomain: { domainPrefix: federation.domainPrefix },
        })
      : undefined;

    this.spaClient = this.userPool.addClient('SpaClient', {
      userPoolClientName: definition.spaClientName,
      generateSecret: false,
      authFlows: definition.spaAuthFlows,
      preventUserExistenceErrors: definition.preventUserExistenceErrors,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(definition.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(definition.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(definition.refreshTokenValidityDays),
      ...(federation
        ? {
            supportedIdentityProviders: [
              UserPoolClientIdentityProvider.COGNITO,
              ...providers.map(({ name }) => UserPoolClientIdentityProvider.custom(name)),
            ],
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: [`${federation.appUrl}${SOCIAL_SIGN_IN_CALLBACK_PATH}`],
              logoutUrls: [`${federation.appUrl}/auth`],
            },
          }
        : {
            supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
            disableOAuth: true,
          }),
    });
    // The client names the providers by name: it must not be created before they are.
    for (const { provider } of providers) this.spaClient.node.addDependency(provider);

    this.suppressPoolFindings(threatProtection);
    this.addOperatorsGroup();

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.spaClient.userPoolClientId });
  }

  /**
   * The operators' group: its members' tokens name it (`cognito:groups`), which is what the API's
   * operator routes (taking a site down, releasing one) ask for. Members are added by hand
   * (docs/deployments.md).
   */
  private addOperatorsGroup(): void {
    this.userPool.addGroup('OperatorsGroup', {
      groupName: definition.operatorsGroup,
      description: 'Operators: may take deployed sites down and release them after a review',
    });
  }

  /**
   * Cognito's own sender is limited to a few emails a day: SES for production, as the sender's
   * verified identity (its address, or its domain), through the bounce-reporting configuration
   * set.
   */
  private poolEmailOf({ emailSender, sesVerifiedDomain }: AuthStackProps): UserPoolEmail {
    if (!emailSender) return UserPoolEmail.withCognito();
    return UserPoolEmail.withSES({
      fromEmail: emailSender,
      fromName: 'Sitewright',
      sesRegion: this.region,
      sesVerifiedDomain,
      configurationSetName: this.emailEvents?.configurationSetName,
    });
  }

  /** The issuer of the pool's tokens: what API Gateway's JWT authorizer trusts. */
  get issuerUrl(): string {
    return `https://cognito-idp.${this.region}.amazonaws.com/${this.userPool.userPoolId}`;
  }

  /** The JWT authorizer's settings: the pool's ID tokens for the SPA's client. */
  get jwt(): JwtSettings {
    return { issuerUrl: this.issuerUrl, audience: [this.spaClient.userPoolClientId] };
  }

  get userPoolReference(): UserPoolReference {
    return { userPoolId: this.userPool.userPoolId, clientId: this.spaClient.userPoolClientId };
  }

  /** The pool's hosted domain, `{prefix}.auth.{region}.amazoncognito.com`; only with federation. */
  get hostedDomain(): string | undefined {
    return this.domain && `${this.domain.domainName}.auth.${this.region}.amazoncognito.com`;
  }

  /**
   * Where Cognito takes a federated sign-in back from its provider: the one return address the
   * GitHub bridge serves. Only with federation.
   */
  get idpResponseUrl(): string | undefined {
    return this.hostedDomain && `https://${this.hostedDomain}/oauth2/idpresponse`;
  }

  /** What the SPA reads from `/config.json` on AWS. */
  get appAuthConfig(): AppConfig['auth'] {
    const hosted = (name: string) =>
      this.hostedDomain && this.federatedProviders.has(name) ? { domain: this.hostedDomain } : null;
    return {
      region: this.region,
      userPoolId: this.userPool.userPoolId,
      clientId: this.spaClient.userPoolClientId,
      google: hosted(UserPoolClientIdentityProvider.GOOGLE.name),
      github: hosted(GITHUB_PROVIDER_NAME),
    };
  }

  private addProviders(
    federation: FederatedSignInSettings,
  ): { name: string; provider: IUserPoolIdentityProvider }[] {
    return [
      ...(federation.google
        ? [
            {
              name: UserPoolClientIdentityProvider.GOOGLE.name,
              provider: this.addGoogle(federation.google),
            },
          ]
        : []),
      ...(federation.github
        ? [{ name: GITHUB_PROVIDER_NAME, provider: this.addGitHub(federation.github) }]
        : []),
    ];
  }

  /** A dynamic reference: the secret is resolved by CloudFormation, never in the template. */
  private clientSecretOf(id: string, settings: OAuthClientSettings) {
    return Secret.fromSecretNameV2(this, id, settings.clientSecretName).secretValue;
  }

  private addGoogle(settings: OAuthClientSettings): IUserPoolIdentityProvider {
    return new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: settings.clientId,
      clientSecretValue: this.clientSecretOf('GoogleClientSecret', settings),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: ProviderAttribute.GOOGLE_NAME,
        profilePicture: ProviderAttribute.GOOGLE_PICTURE,
      },
    });
  }

  /**
   * GitHub through the bridge, an OpenID Connect provider. Its endpoints are given, not
   * discovered: the bridge is deployed after this stack (in the API stack), and nothing Cognito
   * discovered once can go stale. Cognito reads the claims from the ID token and from userinfo,
   * with GET and GitHub's token as a bearer.
   */
  private addGitHub(settings: GitHubSignInSettings): IUserPoolIdentityProvider {
    const urls = githubOidcUrlsOf(settings.issuerUrl);
    return new UserPoolIdentityProviderOidc(this, 'GitHub', {
      userPool: this.userPool,
      name: GITHUB_PROVIDER_NAME,
      clientId: settings.clientId,
      // A dynamic reference to the secret (CloudFormation resolves it), not its value.
      clientSecret: this.clientSecretOf('GitHubClientSecret', settings).unsafeUnwrap(),
      issuerUrl: urls.issuer,
      endpoints: {
        authorization: urls.authorization,
        token: urls.token,
        userInfo: urls.userInfo,
        jwksUri: urls.jwks,
      },
      attributeRequestMethod: OidcAttributeRequestMethod.GET,
      scopes: [...GITHUB_OIDC_SCOPES],
      attributeMapping: {
        email: ProviderAttribute.other('email'),
        emailVerified: ProviderAttribute.other('email_verified'),
        fullname: ProviderAttribute.other('name'),
        preferredUsername: ProviderAttribute.other('preferred_username'),
        profilePicture: ProviderAttribute.other('picture'),
      },
    });
  }

  private suppressPoolFindings(threatProtection: ThreatProtection): void {
    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'Passwords need at least 8 characters and no required character classes (as NIST SP 800-63B advises): classes make passwords harder to remember, not to guess, and the product promises to accept any password of that length.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'Two-step sign-in is offered, not required: a password account turns on authenticator app codes (TOTP) from its account page. Requiring it would put an authenticator set-up before anyone can try the product (requirements §2, §4: sign-up is email and password, Google or GitHub); Google and GitHub accounts bring their own second factor.',
      },
      ...(threatProtection === 'off'
        ? [
            {
              id: 'AwsSolutions-COG8',
              reason:
                'The operator left threat protection off (context threatProtection): the Plus plan costs several times the Lite plan per monthly active user. The API has stage throttling and per-caller limits meanwhile.',
            },
          ]
        : []),
    ]);
  }
}
