import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { statementsGrantedTo } from '../testing/cdk/template-queries';
import { buildTestApp, templateOf, TEST_EMAIL_SENDER } from '../testing/cdk/test-app';
import type { ProductApp } from './create-app';

/** A function's environment, what its role may do with SES, and everything else it may do. */
function functionOf(product: ProductApp, id: 'auth' | 'siteForms') {
  const template = templateOf(product.api);
  const fn = product.api.functions[id];
  if (!fn) throw new Error(`No ${id} function`);
  const [resource] = Object.values(
    template.findResources('AWS::Lambda::Function', {
      Properties: { Role: product.api.resolve(fn.role.roleArn) },
    }),
  );
  const environment = (resource as { Properties: { Environment: { Variables: object } } })
    .Properties.Environment.Variables;
  const statements = statementsGrantedTo(template, product.api, fn.role);
  const isSes = (action: string) => action.startsWith('ses:');
  const ses = statements.filter((statement) => statement.actions.some(isSes));
  const otherActions = statements
    .flatMap((statement) => statement.actions)
    .filter((a) => !isSes(a));
  return { environment, ses, otherActions };
}

const authFunctionOf = (product: ProductApp) => functionOf(product, 'auth');

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
    // The address's own identity and its domain's, whichever of them the operator verified,
    // and the configuration set every send names.
    expect(ses).toEqual([{ actions: ['ses:SendEmail'], resource: expect.any(Array) }]);
    expect(ses[0]?.resource).toHaveLength(3);
    expect(ses[0]?.resource).toEqual(
      expect.arrayContaining([identityArn(TEST_EMAIL_SENDER), identityArn('builder.example.com')]),
    );
  });

  it('reports every bounce and complaint, of the pool’s emails and the functions’, to the alarm address', () => {
    const product = buildTestApp({ context: { alarmEmail: 'ops@example.com' } });
    const auth = templateOf(product.auth);
    const configurationSet = {
      Ref: Match.stringLikeRegexp('^EmailEventsConfigurationSet'),
    };
    const topic = { Ref: Match.stringLikeRegexp('^EmailEventsTopic') };

    auth.hasResourceProperties('AWS::SES::ConfigurationSet', {
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    auth.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: configurationSet,
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: ['bounce', 'complaint'],
        SnsDestination: { TopicARN: topic },
      }),
    });
    auth.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
      TopicArn: topic,
    });
    auth.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: Match.objectLike({ 'Fn::GetAtt': [Match.anyValue(), 'Arn'] }),
    });
    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ ConfigurationSet: configurationSet }),
    });
    const { environment, ses } = authFunctionOf(product);
    expect(environment).toMatchObject({
      EMAIL_CONFIGURATION_SET: { 'Fn::ImportValue': expect.stringMatching(/ConfigurationSet/) },
    });
    expect(JSON.stringify(ses[0]?.resource)).toMatch(/:configuration-set\/".*ConfigurationSet/);
  });

  it('sends the pool’s emails as the verified domain’s identity when only the domain is verified', () => {
    const auth = templateOf(
      buildTestApp({ context: { sesVerifiedDomain: 'builder.example.com' } }).auth,
    );

    auth.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        From: `Sitewright <${TEST_EMAIL_SENDER}>`,
        SourceArn: {
          'Fn::Join': ['', Match.arrayWith([':identity/builder.example.com'])],
        },
      }),
    });
    expect(() => buildTestApp({ context: { sesVerifiedDomain: 'other.example.com' } })).toThrow(
      /"sesVerifiedDomain" \(other\.example\.com\) must be the domain of "emailSender"/,
    );
  });

  it('sends the user pool’s reset codes through SES from the same sender', () => {
    templateOf(buildTestApp().auth).hasResourceProperties('AWS::Cognito::UserPool', {
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
    templateOf(product.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
  });

  it("lets the sites' form function email owners from the same sender, and do nothing more", () => {
    const product = buildTestApp({ context: { appUrl: 'https://app.example.com' } });
    const { environment, ses, otherActions } = functionOf(product, 'siteForms');

    expect(ses).toEqual(authFunctionOf(product).ses);
    expect(environment).toMatchObject({
      EMAIL_SENDER: TEST_EMAIL_SENDER,
      APP_URL: 'https://app.example.com',
      SITES_URL_TEMPLATE: expect.anything(),
    });
    // The sites' address only: no access to the sites bucket or the site directory.
    expect(environment).not.toHaveProperty('SITES_BUCKET_NAME');
    expect(environment).not.toHaveProperty('SITES_KVS_ARN');
    expect(new Set(otherActions)).toEqual(
      new Set([
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'xray:PutTraceSegments',
        'xray:PutTelemetryRecords',
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DescribeTable',
        'secretsmanager:GetSecretValue',
        'secretsmanager:DescribeSecret',
      ]),
    );
  });

  it('leaves links out of emails where the app’s address is not given', () => {
    const { environment } = functionOf(buildTestApp(), 'siteForms');

    expect(environment).not.toHaveProperty('APP_URL');
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
