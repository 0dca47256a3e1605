import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  UserPoolIdentityProviderGoogle,
  VerificationEmailStyle,
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
import { userPoolDefinition as definition } from '../auth/user-pool-definition';
import { AppFunction, type UserPoolReference } from '../constructs/app-function';
import { UserPoolFirewall } from '../constructs/firewall';
import type { JwtSettings } from '../constructs/product-http-api';

/** Google as a sign-in option, when the operator has a Google OAuth client for the product. */
export interface GoogleSignInSettings {
  /** The Google OAuth client id. */
  clientId: string;
  /** Name of the Secrets Manager secret that holds the Google client secret (a plain string). */
  clientSecretName: string;
  /** The app's public URL (`https://…`): Google sign-in returns to `{appUrl}/auth/callback`. */
  appUrl: string;
  /** The Cognito hosted domain's prefix, `{prefix}.auth.{region}.amazoncognito.com`. */
  domainPrefix: string;
}

export interface AuthStackProps extends StackProps {
  /** @default none: the SPA says Google sign-in is not available */
  google?: GoogleSignInSettings;
  /**
   * Where the pool's own emails (password reset codes) come from: an address verified in SES.
   * @default Cognito's own sender, whose small daily quota suits a trial only
   */
  emailSender?: string;
  /** AWS WAF on the pool's public API (UserPoolFirewall). @default false */
  firewall?: boolean;
  /** @default the function list of functions/function-list.ts */
  functions?: Readonly<Record<string, FunctionDefinition>>;
  /** Retention of the trigger's logs. @default one month */
  logRetention?: RetentionDays;
}

/**
 * Who the users are: the Cognito user pool (retained: it holds every account), its pre sign-up
 * trigger, the SPA's app client and, when configured, Google as an identity provider.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly spaClient: UserPoolClient;
  readonly triggers: Readonly<Record<string, AppFunction>>;
  readonly domain: UserPoolDomain | undefined;

  constructor(scope: Construct, id: string, props: AuthStackProps = {}) {
    super(scope, id, props);
    const functions = props.functions ?? functionList;

    const preSignUpDefinition = functions[userPoolTriggers.preSignUp];
    if (!preSignUpDefinition) {
      throw new Error(`The function list has no "${userPoolTriggers.preSignUp}" trigger.`);
    }
    const preSignUp = new AppFunction(this, userPoolTriggers.preSignUp, {
      definition: preSignUpDefinition,
      logRetention: props.logRetention ?? RetentionDays.ONE_MONTH,
    });
    this.triggers = { [userPoolTriggers.preSignUp]: preSignUp };

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
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
      mfa: Mfa.OFF,
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      userVerification: {
        emailSubject: 'Your verification code',
        emailBody: 'Your verification code is {####}',
        emailStyle: VerificationEmailStyle.CODE,
      },
      // Cognito's own sender is limited to a few emails a day: SES for production.
      email: props.emailSender
        ? UserPoolEmail.withSES({
            fromEmail: props.emailSender,
            fromName: 'Sitewright',
            sesRegion: this.region,
          })
        : UserPoolEmail.withCognito(),
      lambdaTriggers: { preSignUp: preSignUp.function },
      featurePlan: FeaturePlan.LITE,
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

    const google = props.google && this.addGoogle(props.google);
    this.domain = google?.domain;

    this.spaClient = this.userPool.addClient('SpaClient', {
      userPoolClientName: definition.spaClientName,
      generateSecret: false,
      // SRP for the SPA on AWS; password auth for the API's register/login and the emulator.
      // Refresh tokens are always allowed.
      authFlows: { userSrp: true, userPassword: true },
      preventUserExistenceErrors: definition.preventUserExistenceErrors,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(definition.idTokenValidityMinutes),
      accessTokenValidity: Duration.minutes(definition.accessTokenValidityMinutes),
      refreshTokenValidity: Duration.days(definition.refreshTokenValidityDays),
      ...(google && props.google
        ? {
            supportedIdentityProviders: [
              UserPoolClientIdentityProvider.COGNITO,
              UserPoolClientIdentityProvider.GOOGLE,
            ],
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
              callbackUrls: [`${props.google.appUrl}${SOCIAL_SIGN_IN_CALLBACK_PATH}`],
              logoutUrls: [`${props.google.appUrl}/auth`],
            },
          }
        : {
            supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
            disableOAuth: true,
          }),
    });
    if (google) this.spaClient.node.addDependency(google.provider);

    this.suppressPoolFindings();

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.spaClient.userPoolClientId });
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

  /** What the SPA reads from `/config.json` on AWS. */
  get appAuthConfig(): AppConfig['auth'] {
    return {
      region: this.region,
      userPoolId: this.userPool.userPoolId,
      clientId: this.spaClient.userPoolClientId,
      flow: 'USER_SRP_AUTH',
      google: this.domain
        ? { domain: `${this.domain.domainName}.auth.${this.region}.amazoncognito.com` }
        : null,
      github: null,
    };
  }

  private addGoogle(settings: GoogleSignInSettings) {
    const clientSecret = Secret.fromSecretNameV2(
      this,
      'GoogleClientSecret',
      settings.clientSecretName,
    );
    const provider = new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: settings.clientId,
      // A dynamic reference: the secret is resolved by CloudFormation, never in the template.
      clientSecretValue: clientSecret.secretValue,
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: ProviderAttribute.GOOGLE_NAME,
        profilePicture: ProviderAttribute.GOOGLE_PICTURE,
      },
    });
    const domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: settings.domainPrefix },
    });
    return { provider, domain };
  }

  private suppressPoolFindings(): void {
    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG1',
        reason:
          'The product requirements (docs/requirements.md §5, §9) set the password rule: at least 6 characters, with no required character classes; a stricter pool policy would refuse passwords the product promises to accept.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'The product has no MFA step (requirements §2, §4): sign-up and sign-in are email and password or Google. Google accounts bring their own second factor.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus plan (threat protection) costs several times the Lite plan per monthly active user; nothing the requirements need requires it. Revisit with traffic. The API has stage throttling meanwhile.',
      },
    ]);
  }
}
