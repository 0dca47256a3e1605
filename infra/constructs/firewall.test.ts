import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductApp } from '../create-app';
import { buildTestApp, templateOf } from '../../testing/cdk/test-app';
import { CAPTCHA_IMMUNITY_SECONDS, FIREWALL_LIMITS } from './firewall';

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
    const rules = rulesOf(templateOf(product.firewall ?? product.web), 'CLOUDFRONT');
    const captcha = rules.find((rule) => rule.Name === 'SignUpCaptcha');
    expect(captcha?.Action).toEqual({ Captcha: {} });
    const text = JSON.stringify(captcha?.Statement);
    expect(text).toContain('/api/auth/register');
    expect(text).toContain('"SearchString":"/auth"');
    expect(text).toContain('text/html');
  });

  it('guards the user pool’s public API: sign-up and reset emails per address', () => {
    const auth = templateOf(product.auth);
    const rules = rulesOf(auth, 'REGIONAL');
    expect(rateLimitOf(rules, 'UserPoolEmailsPerAddress')?.Limit).toBe(
      FIREWALL_LIMITS.userPoolEmailsPerAddress,
    );
    const scopeDown = JSON.stringify(rateLimitOf(rules, 'UserPoolEmailsPerAddress'));
    for (const target of ['.SignUp', '.ForgotPassword', '.ResendConfirmationCode']) {
      expect(scopeDown).toContain(target);
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
