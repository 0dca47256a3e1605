import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductApp } from '../create-app';
import { buildTestApp, templateOf } from '../../testing/cdk/test-app';
import { matchingRules, type InspectedRequest } from '../../tools/local-cloud/gateway/web-acl';
import {
  appFirewallRules,
  CAPTCHA_IMMUNITY_SECONDS,
  FIREWALL_LIMITS,
  USER_POOL_SERVER_OPERATIONS,
  USER_POOL_UNUSED_OPERATIONS,
  userPoolFirewallRules,
} from './firewall';

interface RuleShape {
  Name: string;
  Action?: object;
  Statement: {
    RateBasedStatement?: { Limit: number; AggregateKeyType: string; ScopeDownStatement?: object };
  };
}

function rulesOf(template: Template, scope: 'CLOUDFRONT' | 'REGIONAL'): RuleShape[] {
  const acls = Object.values(
    template.findResources('AWS::WAFv2::WebACL', { Properties: { Scope: scope } }),
  );
  expect(acls).toHaveLength(1);
  return (acls[0] as { Properties: { Rules: RuleShape[] } }).Properties.Rules;
}

const rateLimitOf = (rules: RuleShape[], name: string) =>
  rules.find((rule) => rule.Name === name)?.Statement.RateBasedStatement;

describe('the firewall (context waf=on)', () => {
  let product: ProductApp;

  beforeAll(() => {
    product = buildTestApp({ context: { waf: 'on' }, region: 'ap-south-1' });
  });

  it('puts a web ACL in us-east-1 in front of the app distribution', () => {
    expect(product.firewall?.region).toBe('us-east-1');
    const firewall = templateOf(product.firewall ?? product.web);
    firewall.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      CaptchaConfig: { ImmunityTimeProperty: { ImmunityTime: CAPTCHA_IMMUNITY_SECONDS } },
    });
    templateOf(product.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: Match.anyValue() },
    });
  });

  it('limits each address, the account calls tighter, and the webhook on a budget of its own', () => {
    const rules = rulesOf(templateOf(product.firewall ?? product.web), 'CLOUDFRONT');
    expect(rateLimitOf(rules, 'PerAddress')).toMatchObject({
      Limit: FIREWALL_LIMITS.perAddress,
      AggregateKeyType: 'IP',
      // Everything but the webhook counts towards it.
      ScopeDownStatement: {
        NotStatement: {
          Statement: {
            ByteMatchStatement: expect.objectContaining({ SearchString: '/api/payments/webhook' }),
          },
        },
      },
    });
    expect(rateLimitOf(rules, 'WebhookPerAddress')).toMatchObject({
      Limit: FIREWALL_LIMITS.webhookPerAddress,
      ScopeDownStatement: {
        ByteMatchStatement: expect.objectContaining({ SearchString: '/api/payments/webhook' }),
      },
    });
    expect(rateLimitOf(rules, 'AccountsPerAddress')?.Limit).toBe(
      FIREWALL_LIMITS.accountsPerAddress,
    );
    expect(rules.map((rule) => rule.Name)).toEqual(
      expect.arrayContaining([
        'AWSManagedRulesAmazonIpReputationList',
        'AWSManagedRulesCommonRuleSet',
        'AWSManagedRulesKnownBadInputsRuleSet',
      ]),
    );
  });

  it('asks for a CAPTCHA before signing up: on the sign-up page and on the register call', () => {
    const rules = appFirewallRules();
    const captchaRules = (request: InspectedRequest) =>
      matchingRules(rules, request)
        .filter((rule) => rule.action && 'captcha' in rule.action)
        .map((rule) => rule.name);
    const page = (path: string) => ({
      method: 'GET',
      path,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(captchaRules(page('/auth'))).toEqual(['SignUpCaptcha']);
    expect(captchaRules({ method: 'POST', path: '/api/auth/register', headers: {} })).toEqual([
      'SignUpCaptcha',
    ]);
    // Google and GitHub sign-ins come back to /auth/callback: no puzzle there, nor on other pages.
    expect(captchaRules(page('/auth/callback'))).toEqual([]);
    expect(captchaRules(page('/dashboard'))).toEqual([]);
    expect(captchaRules({ method: 'POST', path: '/api/auth/login', headers: {} })).toEqual([]);

    const synthesized = rulesOf(templateOf(product.firewall ?? product.web), 'CLOUDFRONT');
    expect(synthesized.find((rule) => rule.Name === 'SignUpCaptcha')?.Action).toEqual({
      Captcha: {},
    });
  });

  it('limits no user pool operation per address that only the API calls for every user', () => {
    const auth = templateOf(product.auth);
    const synthesized = rulesOf(auth, 'REGIONAL');
    const rules = userPoolFirewallRules();
    expect(synthesized.map((rule) => rule.Name)).toEqual(rules.map((rule) => rule.name));
    const call = (operation: string): InspectedRequest => ({
      method: 'POST',
      path: '/',
      headers: { 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    });
    const rateRulesCounting = (operation: string) =>
      matchingRules(rules, call(operation))
        .filter((rule) => rule.statement && 'rateBasedStatement' in rule.statement)
        .map((rule) => rule.name);
    // The auth function asks for reset emails and revokes refresh tokens for everyone, from AWS's
    // few addresses: a per-address limit there would be one limit for the whole product.
    expect(USER_POOL_SERVER_OPERATIONS.flatMap(rateRulesCounting)).toEqual([]);
    // What browsers call is limited per address; sign-ins tighter.
    expect(rateRulesCounting('InitiateAuth')).toEqual([
      'UserPoolSignInsPerAddress',
      'UserPoolPerAddress',
    ]);
    expect(rateRulesCounting('ConfirmForgotPassword')).toContain('UserPoolSignInsPerAddress');
    expect(rateRulesCounting('GetUser')).toEqual(['UserPoolPerAddress']);
    expect(rateLimitOf(synthesized, 'UserPoolSignInsPerAddress')?.Limit).toBe(
      FIREWALL_LIMITS.userPoolSignInsPerAddress,
    );
    // Accounts are made by the API only: the pool's own sign-up calls are refused.
    for (const operation of USER_POOL_UNUSED_OPERATIONS) {
      expect(matchingRules(rules, call(operation)).map((rule) => rule.name)).toContain(
        'UnusedOperations',
      );
    }
    auth.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^UserPool'), 'Arn'] },
    });
  });

  it('is off unless asked for: no web ACL anywhere', () => {
    const plain = buildTestApp();
    expect(plain.firewall).toBeUndefined();
    templateOf(plain.auth).resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('refuses a value other than on or off', () => {
    expect(() => buildTestApp({ context: { waf: 'yes' } })).toThrow(/"waf" must be on or off/);
  });
});
