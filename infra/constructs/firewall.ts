import { CrossStackReferences, ReferenceStrength, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { SIGN_UP_PAGE_PATH } from '../../shared/server-paths';

type Rule = CfnWebACL.RuleProperty;
type Statement = CfnWebACL.StatementProperty;

/**
 * Requests one address may make in five minutes, by what they are for: everything (the webhook
 * apart), sign-in and sign-up calls, and Razorpay's webhook, which has a budget of its own so
 * browsers can never spend it. Sign-up additionally needs a solved CAPTCHA.
 */
export const FIREWALL_LIMITS = {
  perAddress: 2000,
  accountsPerAddress: 100,
  webhookPerAddress: 1000,
  /** Password sign-ins, their challenges and reset confirmations on the user pool's own API. */
  userPoolSignInsPerAddress: 300,
  /** Everything else browsers call on the user pool's API. */
  userPoolPerAddress: 1000,
} as const;

/**
 * The user pool's public operations only the `auth` function calls, for every user of the product
 * at once and from the few addresses AWS gives Lambda: a per-address limit on them would be one
 * limit for the whole product. The API limits them per caller instead (sign-up and reset emails
 * per address and per email), and Cognito limits reset codes per user. Its other calls
 * (AdminCreateUser, AdminInitiateAuth and the like) are signed with IAM, which the firewall never
 * sees.
 */
export const USER_POOL_SERVER_OPERATIONS = ['ForgotPassword', 'RevokeToken'] as const;

/** The pool's public operations the product never calls: accounts are made by the API only. */
export const USER_POOL_UNUSED_OPERATIONS = ['SignUp', 'ResendConfirmationCode'] as const;

/** The operations a browser signs in with: SRP's two steps, refreshes and reset confirmations. */
const USER_POOL_SIGN_IN_OPERATIONS = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'ConfirmForgotPassword',
] as const;

/** How long a solved CAPTCHA lets its browser sign up (seconds). */
export const CAPTCHA_IMMUNITY_SECONDS = 1800;

const WEBHOOK_PATH = '/api/payments/webhook';

function visibility(name: string): CfnWebACL.VisibilityConfigProperty {
  return { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: true };
}

/** A request's part (path, method, a header) compared with a text, as it arrives. */
function byteMatch(
  fieldToMatch: CfnWebACL.FieldToMatchProperty,
  positionalConstraint: 'STARTS_WITH' | 'ENDS_WITH' | 'EXACTLY' | 'CONTAINS',
  searchString: string,
): Statement {
  return {
    byteMatchStatement: {
      fieldToMatch,
      positionalConstraint,
      searchString,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  };
}

const pathStartsWith = (prefix: string) => byteMatch({ uriPath: {} }, 'STARTS_WITH', prefix);
const pathIs = (path: string) => byteMatch({ uriPath: {} }, 'EXACTLY', path);
const methodIs = (method: string) => byteMatch({ method: {} }, 'EXACTLY', method);
const headerContains = (header: string, text: string) =>
  byteMatch({ singleHeader: { Name: header } }, 'CONTAINS', text);

function rateRule(
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement?: Statement,
): Rule {
  return {
    name,
    priority,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        ...(scopeDownStatement ? { scopeDownStatement } : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

function managedRule(
  name: string,
  priority: number,
  /** Rules of the group only counted, not blocking (they would refuse the product's own calls). */
  countOnly: readonly string[] = [],
): Rule {
  return {
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length > 0
          ? {
              ruleActionOverrides: countOnly.map((rule) => ({
                name: rule,
                actionToUse: { count: {} },
              })),
            }
          : {}),
      },
    },
    visibilityConfig: visibility(name),
  };
}

/**
 * The app distribution's rules: AWS's reputation and common-exploit lists, per-address rate limits
 * (everything, the account calls, the webhook on its own budget) and a CAPTCHA before signing up:
 * on opening the sign-up page (a browser navigation, where the puzzle can be shown) and on the
 * register call itself (which passes with the token the solved puzzle left).
 */
export function appFirewallRules(): Rule[] {
  return [
    managedRule('AWSManagedRulesAmazonIpReputationList', 0),
    // Saving a page by hand and the builder's prompts carry HTML and long bodies by design; the
    // GitHub sign-in bridge's redirects carry Cognito's state sealed in a query string that can
    // pass the rule's 2 KB (the bridge and the API check every parameter's length themselves).
    managedRule('AWSManagedRulesCommonRuleSet', 1, [
      'SizeRestrictions_QUERYSTRING',
      'SizeRestrictions_BODY',
      'CrossSiteScripting_BODY',
      'GenericLFI_BODY',
      'GenericRFI_BODY',
      'EC2MetaDataSSRF_BODY',
    ]),
    managedRule('AWSManagedRulesKnownBadInputsRuleSet', 2),
    rateRule(
      'WebhookPerAddress',
      3,
      FIREWALL_LIMITS.webhookPerAddress,
      pathStartsWith(WEBHOOK_PATH),
    ),
    rateRule('PerAddress', 4, FIREWALL_LIMITS.perAddress, {
      notStatement: { statement: pathStartsWith(WEBHOOK_PATH) },
    }),
    rateRule(
      'AccountsPerAddress',
      5,
      FIREWALL_LIMITS.accountsPerAddress,
      pathStartsWith('/api/auth/'),
    ),
    {
      name: 'SignUpCaptcha',
      priority: 6,
      action: { captcha: {} },
      statement: {
        orStatement: {
          statements: [
            {
              andStatement: {
                statements: [methodIs('POST'), pathStartsWith('/api/auth/register')],
              },
            },
            {
              andStatement: {
                statements: [
                  methodIs('GET'),
                  // The page only: /auth/callback, where Google and GitHub sign-ins return, is not
                  // a sign-up.
                  pathIs(SIGN_UP_PAGE_PATH),
                  headerContains('accept', 'text/html'),
                ],
              },
            },
          ],
        },
      },
      visibilityConfig: visibility('SignUpCaptcha'),
    },
  ];
}

/** Cognito's API names the operation in this header: `AWSCognitoIdentityProviderService.InitiateAuth`. */
function operationIn(operations: readonly string[]): Statement {
  const statements = operations.map((operation) =>
    byteMatch({ singleHeader: { Name: 'x-amz-target' } }, 'ENDS_WITH', `.${operation}`),
  );
  return statements.length === 1 ? statements[0]! : { orStatement: { statements } };
}

/**
 * The user pool's rules: the operations the product never calls refused, then per-address limits
 * on what browsers call (sign-ins tighter), leaving out what only the `auth` function calls.
 */
export function userPoolFirewallRules(): Rule[] {
  return [
    managedRule('AWSManagedRulesAmazonIpReputationList', 0),
    {
      name: 'UnusedOperations',
      priority: 1,
      action: { block: {} },
      statement: operationIn(USER_POOL_UNUSED_OPERATIONS),
      visibilityConfig: visibility('UnusedOperations'),
    },
    rateRule(
      'UserPoolSignInsPerAddress',
      2,
      FIREWALL_LIMITS.userPoolSignInsPerAddress,
      operationIn(USER_POOL_SIGN_IN_OPERATIONS),
    ),
    rateRule('UserPoolPerAddress', 3, FIREWALL_LIMITS.userPoolPerAddress, {
      notStatement: { statement: operationIn(USER_POOL_SERVER_OPERATIONS) },
    }),
  ];
}

function webAcl(scope: Construct, id: string, webScope: 'CLOUDFRONT' | 'REGIONAL', rules: Rule[]) {
  return new CfnWebACL(scope, id, {
    scope: webScope,
    defaultAction: { allow: {} },
    rules,
    captchaConfig: { immunityTimeProperty: { immunityTime: CAPTCHA_IMMUNITY_SECONDS } },
    visibilityConfig: visibility(id),
  });
}

/**
 * The app distribution's web ACL. CloudFront's web ACLs live in us-east-1, so this is a stack of
 * its own there; the web stack reads its ARN across regions.
 */
export class AppFirewallStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, env: { ...props.env, region: 'us-east-1' } });
    const acl = webAcl(this, 'AppWebAcl', 'CLOUDFRONT', appFirewallRules());
    // Read from another region: a weak reference (Fn::GetStackOutput), not custom resources.
    CrossStackReferences.of(acl).produce(ReferenceStrength.WEAK);
    this.webAclArn = acl.attrArn;
  }
}

/** A regional web ACL on the user pool, whose public API anyone with the client id can call. */
export class UserPoolFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: { userPoolArn: string }) {
    super(scope, id);
    this.webAcl = webAcl(this, 'UserPoolWebAcl', 'REGIONAL', userPoolFirewallRules());
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
