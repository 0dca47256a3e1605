import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { statementsGrantedTo } from './test/template-queries';
import { buildTestApp, TEST_EMAIL_SENDER } from './test/test-app';
import type { ProductApp } from './create-app';

/** The auth function's environment and what its role may do with SES. */
function authFunctionOf(product: ProductApp) {
  const template = Template.fromStack(product.api);
  const fn = product.api.functions.auth;
  if (!fn) throw new Error('No auth function');
  const [resource] = Object.values(
    template.findResources('AWS::Lambda::Function', {
      Properties: { Role: product.api.resolve(fn.role.roleArn) },
    }),
  );
  const environment = (resource as { Properties: { Environment: { Variables: object } } })
    .Properties.Environment.Variables;
  const ses = statementsGrantedTo(template, product.api, fn.role).filter((statement) =>
    statement.actions.some((action) => action.startsWith('ses:')),
  );
  return { environment, ses };
}

const identityArn = (identity: string) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      ':ses:',
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:identity/${identity}`,
    ],
  ],
});

describe("the app's email", () => {
  it('requires email verification by default, sending codes from the SES sender it is given', () => {
    const product = buildTestApp();
    const { environment, ses } = authFunctionOf(product);
    expect(environment).toMatchObject({
      EMAIL_VERIFICATION: 'required',
      EMAIL_SENDER: TEST_EMAIL_SENDER,
    });
    // The address's own identity and its domain's, whichever of them the operator verified.
    expect(ses).toEqual([{ actions: ['ses:SendEmail'], resource: expect.any(Array) }]);
    expect(ses[0]?.resource).toHaveLength(2);
    expect(ses[0]?.resource).toEqual(
      expect.arrayContaining([identityArn(TEST_EMAIL_SENDER), identityArn('builder.example.com')]),
    );
  });

  it('sends the user pool’s reset codes through SES from the same sender', () => {
    Template.fromStack(buildTestApp().auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: `Sitewright <${TEST_EMAIL_SENDER}>`,
        SourceArn: Match.anyValue(),
      },
    });
  });

  it('refuses to deploy required verification without a sender, naming both ways out', () => {
    expect(() => buildTestApp({ context: { emailSender: '' } })).toThrow(
      /"emailSender".*"emailVerification=off"/,
    );
  });

  it('turns verification off for a trial: no sender, Cognito’s own emails, no SES access', () => {
    const product = buildTestApp({ context: { emailSender: '', emailVerification: 'off' } });
    const { environment, ses } = authFunctionOf(product);
    expect(environment).toMatchObject({ EMAIL_VERIFICATION: 'off' });
    expect(environment).not.toHaveProperty('EMAIL_SENDER');
    expect(ses).toEqual([]);
    Template.fromStack(product.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
  });

  it('refuses a sender that is not an address, and an unknown verification setting', () => {
    expect(() => buildTestApp({ context: { emailSender: 'builder.example.com' } })).toThrow(
      /"emailSender" must be an email address/,
    );
    expect(() => buildTestApp({ context: { emailVerification: 'maybe' } })).toThrow(
      /"emailVerification" must be required or off/,
    );
  });
});
