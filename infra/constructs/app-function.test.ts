import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  API_INTEGRATION_TIMEOUT_SECONDS,
  functionList,
  functionsInvokedBy,
  type FunctionDefinition,
} from '../../functions/function-list';
import {
  actionsOf,
  allFunctions,
  appFunctionOf,
  originVerifySecretOf,
  ownRuntimeAndSizing,
  refusesDirectCalls,
  secretGrantsOf,
  useApiTemplate,
} from '../../testing/cdk/api-template';
import { logicalIdOfRef, statementsGrantedTo } from '../../testing/cdk/template-queries';
import { templateOf } from '../../testing/cdk/test-app';
import { domainTenantActions } from './app-function';
import { bucketDefinitions } from '../data/bucket-definitions';
import { siteObjectKeys } from '../../functions/deployments/site-object-keys';
import { uploadObjectKeys } from '../../functions/projects/upload-object-keys';
import { METRICS_NAMESPACE } from '../../functions/lib/observability-settings';

const api = useApiTemplate();

describe("the API stack's functions", () => {
  it.each(['httpApi', 'webSocketApi'] as const)(
    'stops every %s function before the API stops waiting for it',
    (invoker) => {
      const limit = API_INTEGRATION_TIMEOUT_SECONDS[invoker];
      const functions = functionsInvokedBy(invoker, functionList);
      expect(functions.filter(([, definition]) => definition.timeoutSeconds >= limit)).toEqual([]);
      for (const [, definition] of functions) {
        api.template.hasResourceProperties('AWS::Lambda::Function', {
          Description: definition.description,
          Timeout: definition.timeoutSeconds,
        });
      }
    },
  );

  describe.each(functionsInvokedBy('httpApi', functionList))(
    'function %s',
    (functionId, definition) => {
      it('runs on Node.js 22 or newer, arm64, with X-Ray tracing and its own sizing', () => {
        api.template.hasResourceProperties(
          'AWS::Lambda::Function',
          ownRuntimeAndSizing(definition),
        );
      });

      it('logs to its own log group with a retention', () => {
        const appFunction = appFunctionOf(api.product, functionId);
        const logGroupId = logicalIdOfRef(api.product.api, appFunction.logGroup.logGroupName);
        api.template.hasResourceProperties('AWS::Lambda::Function', {
          Description: definition.description,
          LoggingConfig: { LogGroup: { Ref: logGroupId } },
        });
        expect(api.template.findResources('AWS::Logs::LogGroup')[logGroupId]).toMatchObject({
          Properties: { RetentionInDays: 30 },
        });
      });

      it('knows the table, bucket and user pool only when it may use them', () => {
        const usesPool = definition.userPool !== 'none';
        api.template.hasResourceProperties('AWS::Lambda::Function', {
          Description: definition.description,
          Environment: {
            Variables: Match.objectLike({
              // No source maps to read at a cold start (app-function.ts).
              NODE_OPTIONS: Match.absent(),
              TABLE_NAME: definition.table === 'none' ? Match.absent() : Match.anyValue(),
              CODE_BUCKET_NAME:
                definition.codeBucket === 'none' ? Match.absent() : Match.anyValue(),
              USER_POOL_ID: usesPool ? Match.anyValue() : Match.absent(),
              USER_POOL_CLIENT_ID: usesPool ? Match.anyValue() : Match.absent(),
            }),
          },
        });
      });
    },
  );

  describe.each(Object.entries(functionList))('function %s', (functionId, definition) => {
    const pipeline = definition.invokedBy === 'stateMachine';

    it(`logs and counts as its own service in the Sitewright namespace${pipeline ? ', traced by Powertools' : ''}`, () => {
      const template =
        definition.invokedBy === 'userPool' ? templateOf(api.product.auth) : api.template;
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: definition.description,
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: Match.objectLike({ LogFormat: 'JSON' }),
        Environment: {
          Variables: Match.objectLike({
            POWERTOOLS_SERVICE_NAME: functionId,
            POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
            POWERTOOLS_LOG_LEVEL: 'INFO',
            POWERTOOLS_TRACE_ENABLED: pipeline ? 'true' : Match.absent(),
            POWERTOOLS_TRACER_CAPTURE_RESPONSE: pipeline ? 'false' : Match.absent(),
          }),
        },
      });
    });
  });

  it('gives functions roles without AWS managed policies', () => {
    api.template.allResourcesProperties('AWS::IAM::Role', { ManagedPolicyArns: Match.absent() });
  });

  it('lets the auth function alone create accounts and sign them in, only in the user pool it was given', () => {
    const creating = Object.keys(api.product.api.functions).filter((name) =>
      actionsOf(api.product, api.template, name).some((action) =>
        action.startsWith('cognito-idp:'),
      ),
    );
    expect(creating.sort()).toEqual(['account', 'auth']);
    const grants = statementsGrantedTo(
      api.template,
      api.product.api,
      appFunctionOf(api.product, 'auth').role,
    ).filter((statement) => statement.actions.some((action) => action.startsWith('cognito-idp:')));
    expect(grants).toHaveLength(1);
    expect(grants[0]?.actions).toEqual([
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRespondToAuthChallenge',
      'cognito-idp:AdminSetUserPassword',
    ]);
    // That pool's ARN, built from the id the auth stack exports.
    expect(JSON.stringify(grants[0]?.resource)).toMatch(/:userpool\/".*Fn::ImportValue/);
  });

  it('lets the account function alone delete accounts, after checking a password, in that pool only', () => {
    const grants = statementsGrantedTo(
      api.template,
      api.product.api,
      appFunctionOf(api.product, 'account').role,
    ).filter((statement) => statement.actions.some((action) => action.startsWith('cognito-idp:')));
    expect(grants).toHaveLength(1);
    expect(grants[0]?.actions).toEqual([
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRespondToAuthChallenge',
    ]);
    expect(JSON.stringify(grants[0]?.resource)).toMatch(/:userpool\/".*Fn::ImportValue/);
    const deleting = Object.keys(api.product.api.functions).filter((name) =>
      actionsOf(api.product, api.template, name).includes('cognito-idp:AdminDeleteUser'),
    );
    expect(deleting).toEqual(['account']);
  });

  it('deploys without GitHub sign-in: no bridge keys, and the bridge knows none of its settings', () => {
    expect(api.product.api.oidcBridge).toBeUndefined();
    api.template.resourcePropertiesCountIs('AWS::KMS::Key', { KeyUsage: 'SIGN_VERIFY' }, 0);
    api.template.resourcePropertiesCountIs('AWS::KMS::Key', { KeyUsage: 'GENERATE_VERIFY_MAC' }, 0);
    expect(
      actionsOf(api.product, api.template, 'githubOidc').filter((action) =>
        action.startsWith('kms:'),
      ),
    ).toEqual([]);
    api.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.githubOidc.description,
      Environment: {
        Variables: Match.objectLike({
          GITHUB_OIDC_ISSUER: Match.absent(),
          GITHUB_OIDC_SIGNING_KEY_ID: Match.absent(),
          GITHUB_OIDC_STATE_KEY_ID: Match.absent(),
          GITHUB_OIDC_REDIRECT_URIS: Match.absent(),
        }),
      },
    });
  });

  it('deploys without a Razorpay secret: payment functions get no Razorpay secret nor access to one', () => {
    const payers = functionsInvokedBy<FunctionDefinition>('httpApi', functionList).filter(
      ([, definition]) => (definition.payments ?? 'none') !== 'none',
    );
    // Payments, and closing an account (which ends its subscription at once).
    expect(payers.map(([functionId]) => functionId).sort()).toEqual(['account', 'payments']);
    for (const [functionId, definition] of payers) {
      api.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: definition.description,
        Environment: {
          Variables: Match.objectLike({
            RAZORPAY_SECRET_ARN: Match.absent(),
            RAZORPAY_KEY_SECRET: Match.absent(),
          }),
        },
      });
      // The origin verify secret only (every HTTP function has it), no Razorpay one.
      expect(
        secretGrantsOf(api.product, api.template, functionId).map(({ resource }) => resource),
      ).toEqual([originVerifySecretOf(api.product)]);
    }
  });

  describe.each([
    ...functionsInvokedBy<FunctionDefinition>('webSocketApi', functionList),
    ...functionsInvokedBy<FunctionDefinition>('stateMachine', functionList),
  ])('pipeline function %s', (functionId, definition) => {
    it('runs on Node.js 22 or newer, arm64, with X-Ray tracing and its own sizing', () => {
      api.template.hasResourceProperties('AWS::Lambda::Function', ownRuntimeAndSizing(definition));
    });

    it('knows the socket callback URL and the state machine only when it may use them', () => {
      const managesSockets = (definition.socket ?? 'none') === 'manage';
      const startsRuns = (definition.stateMachine ?? 'none') !== 'none';
      api.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: definition.description,
        Environment: {
          Variables: Match.objectLike({
            WEBSOCKET_CALLBACK_URL: managesSockets
              ? {
                  'Fn::Join': [
                    '',
                    [
                      'https://',
                      { Ref: Match.stringLikeRegexp('^SocketWebSocketApi') },
                      '.execute-api.',
                      { Ref: 'AWS::Region' },
                      '.',
                      { Ref: 'AWS::URLSuffix' },
                      '/live',
                    ],
                  ],
                }
              : Match.absent(),
            GENERATION_STATE_MACHINE_ARN: startsRuns
              ? { Ref: Match.stringLikeRegexp('^GenerationStateMachine') }
              : Match.absent(),
            // Offline models unless the operator configures some (see the models tests below).
            OPENAI_BASE_URL: Match.absent(),
            OPENAI_MODEL: Match.absent(),
            OPENAI_API_KEY_SECRET_ARN: Match.absent(),
          }),
        },
      });
    });

    it('may start or stop executions only if it asks to, and of the generation state machine only', () => {
      const actions = actionsOf(api.product, api.template, functionId);
      const expected = {
        none: [],
        start: ['states:StartExecution'],
        stop: ['states:StopExecution'],
      }[definition.stateMachine ?? 'none'];
      expect(actions.filter((action) => action.startsWith('states:'))).toEqual(expected);
    });
  });

  it('lets no HTTP function start executions, manage connections or read model secrets', () => {
    const httpFunctions = functionsInvokedBy<FunctionDefinition>('httpApi', functionList);
    expect(httpFunctions.length).toBeGreaterThan(0);
    for (const [functionId, definition] of httpFunctions) {
      const actions = actionsOf(api.product, api.template, functionId);
      // Only deleting a project stops its run; nothing over HTTP starts one.
      const stops = (definition.stateMachine ?? 'none') === 'stop' ? ['states:StopExecution'] : [];
      expect(actions.filter((action) => /^(states|execute-api):/.test(action))).toEqual(stops);
      // The origin verify secret, which every HTTP function checks each call against.
      expect(secretGrantsOf(api.product, api.template, functionId)).toEqual(
        refusesDirectCalls(definition)
          ? [
              {
                actions: ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'],
                resource: originVerifySecretOf(api.product),
              },
            ]
          : [],
      );
    }
  });

  it.each(allFunctions)(
    'tells %s the origin verify secret only if it answers the HTTP API',
    (_functionId, definition) => {
      api.template.hasResourceProperties('AWS::Lambda::Function', {
        Description: definition.description,
        Environment: {
          Variables: Match.objectLike({
            ORIGIN_VERIFY_SECRET_ARN: refusesDirectCalls(definition)
              ? originVerifySecretOf(api.product)
              : Match.absent(),
            ORIGIN_VERIFY_SECRET: Match.absent(),
          }),
        },
      });
    },
  );

  describe.each(functionsInvokedBy<FunctionDefinition>('httpApi', functionList))(
    'function %s and the deployed sites',
    (functionId, definition) => {
      const publishes = definition.sitesBucket === 'readWrite';
      // A function that names sites in what it sends (the form function's emails) knows only where
      // they are served.
      const knowsAddress = publishes || definition.sitesBucket === 'address';
      // A function that reads the projects' uploads (save to GitHub) knows the bucket, no more.
      const readsUploads = definition.sitesBucket === 'uploads';

      it(`${publishes ? 'knows' : 'does not know'} the sites bucket, directory and URL api.template`, () => {
        api.template.hasResourceProperties('AWS::Lambda::Function', {
          Description: definition.description,
          Environment: {
            Variables: Match.objectLike({
              SITES_BUCKET_NAME: publishes || readsUploads ? Match.anyValue() : Match.absent(),
              SITES_KVS_ARN: publishes ? Match.anyValue() : Match.absent(),
              SITES_URL_TEMPLATE: knowsAddress ? Match.anyValue() : Match.absent(),
            }),
          },
        });
      });

      it(`${publishes ? 'may' : 'may not'} write the site directory or the sites bucket`, () => {
        const actions = actionsOf(api.product, api.template, functionId);
        const sitesActions = actions.filter((action) =>
          action.startsWith('cloudfront-keyvaluestore:'),
        );
        if (publishes) {
          expect(sitesActions.sort()).toEqual([
            'cloudfront-keyvaluestore:DeleteKey',
            'cloudfront-keyvaluestore:DescribeKeyValueStore',
            'cloudfront-keyvaluestore:GetKey',
            'cloudfront-keyvaluestore:ListKeys',
            'cloudfront-keyvaluestore:PutKey',
          ]);
          expect(actions).toEqual(expect.arrayContaining(['s3:PutObject', 's3:DeleteObject']));
        } else {
          expect(sitesActions).toEqual([]);
        }
      });

      it(`${publishes ? 'may' : 'may not'} manage custom domains' tenants and their certificates`, () => {
        const actions = actionsOf(api.product, api.template, functionId);
        const tenantActions = actions.filter((action) => /^(cloudfront|acm):/.test(action));
        expect(tenantActions.sort()).toEqual(
          publishes
            ? [
                'acm:DescribeCertificate',
                'acm:RequestCertificate',
                ...domainTenantActions,
                'cloudfront:VerifyDnsConfiguration',
              ].sort()
            : [],
        );
      });
    },
  );

  it('publishes sites from the projects and deployments functions only, and closing an account takes them down', () => {
    const publishers = functionsInvokedBy<FunctionDefinition>('httpApi', functionList)
      .filter(([, definition]) => definition.sitesBucket === 'readWrite')
      .map(([functionId]) => functionId);
    expect(publishers.sort()).toEqual(['account', 'deployments', 'projects']);
  });

  describe.each([
    ['projects', ['sites/*', '_uploads/*', 'incoming/*']],
    ['account', ['sites/*', '_uploads/*', 'incoming/*']],
    ['deployments', ['sites/*']],
  ])('function %s and what it may delete in the sites bucket', (functionId, prefixes) => {
    const sitesStatements = () =>
      statementsGrantedTo(
        api.template,
        api.product.api,
        appFunctionOf(api.product, functionId).role,
      ).filter((statement) => JSON.stringify(statement.resource).includes('SitesBucket'));

    it(`deletes objects under ${prefixes.join(', ')} only`, () => {
      const deletes = sitesStatements().filter((statement) =>
        statement.actions.some((action) => action.startsWith('s3:Delete')),
      );
      expect(deletes.map((statement) => statement.actions)).toEqual([['s3:DeleteObject']]);
      const resources = [deletes[0]?.resource].flat().map((resource) => JSON.stringify(resource));
      const grantedPrefixes = resources.map((resource) => /"\/([^"]*)"\]\]\}$/.exec(resource)?.[1]);
      expect(grantedPrefixes.sort()).toEqual([...prefixes].sort());
    });

    it("never deletes an object's versions, so a delete can be undone", () => {
      const actions = sitesStatements().flatMap((statement) => statement.actions);
      expect(actions.filter((action) => /^s3:(DeleteObject(Version|\*)|\*)/.test(action))).toEqual(
        [],
      );
    });
  });

  it("names the sites bucket's areas as the product's key builders do", () => {
    const { areas } = bucketDefinitions.sites;
    expect(siteObjectKeys.site('crumb')).toBe(`${areas.siteCopies}crumb/`);
    expect(uploadObjectKeys.uploads('p1')).toBe(`${areas.uploads}p1/`);
    expect(uploadObjectKeys.incoming('p1', 'a1')).toBe(`${areas.incomingUploads}p1/a1`);
  });

  it("lets the agents' function add pictures to the projects' uploads, and nothing else of the sites bucket", () => {
    const bucketGrants = (functionId: string) =>
      statementsGrantedTo(
        api.template,
        api.product.api,
        appFunctionOf(api.product, functionId).role,
      ).filter((statement) => JSON.stringify(statement.resource).includes('Sites'));
    const agents = bucketGrants('agents');
    expect(agents.map((statement) => statement.actions)).toEqual([['s3:PutObject']]);
    expect(JSON.stringify(agents[0]?.resource)).toContain('/_uploads/*');
    expect(bucketGrants('testingAgent')).toEqual([]);
    api.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.agents.description,
      Environment: { Variables: Match.objectLike({ SITES_BUCKET_NAME: Match.anyValue() }) },
    });
  });

  /** A value of the sites stack, imported from its export (a strong reference, same region). */
  const sitesStackOutput = (outputName: RegExp) => ({
    'Fn::ImportValue': Match.stringLikeRegexp(
      `^WebsiteBuilder-Sites:ExportsOutput.*${outputName.source}`,
    ),
  });

  it("grants the site directory's actions on the sites stack's KeyValueStore only", () => {
    api.template.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [
        {
          Ref: logicalIdOfRef(
            api.product.api,
            appFunctionOf(api.product, 'deployments').role.roleName,
          ),
        },
      ],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: Match.arrayWith(['cloudfront-keyvaluestore:PutKey']),
            Effect: 'Allow',
            Resource: sitesStackOutput(/SiteDirectory.*Arn/),
          }),
        ]),
      },
    });
  });

  it("gives the deployments function the sites stack's bucket, KeyValueStore and URL template", () => {
    api.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.deployments.description,
      Environment: {
        Variables: Match.objectLike({
          SITES_BUCKET_NAME: sitesStackOutput(/SitesBucket/),
          SITES_KVS_ARN: sitesStackOutput(/SiteDirectory.*Arn/),
          SITES_URL_TEMPLATE: {
            'Fn::Join': [
              '',
              ['https://', sitesStackOutput(/Distribution.*DomainName/), '/{subdomain}/'],
            ],
          },
        }),
      },
    });
  });

  it("grants the tenant actions on this account's tenants and the custom domains' distribution and connection group only", () => {
    api.template.hasResourceProperties('AWS::IAM::Policy', {
      Roles: [
        {
          Ref: logicalIdOfRef(
            api.product.api,
            appFunctionOf(api.product, 'deployments').role.roleName,
          ),
        },
      ],
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Action: [...domainTenantActions].sort(),
            Effect: 'Allow',
            Resource: [
              sitesStackOutput(/CustomDomainEndpointArn/),
              {
                'Fn::Join': [
                  '',
                  [
                    'arn:',
                    { Ref: 'AWS::Partition' },
                    ':cloudfront::',
                    { Ref: 'AWS::AccountId' },
                    ':distribution-tenant/*',
                  ],
                ],
              },
              {
                'Fn::Join': [
                  '',
                  [
                    'arn:',
                    { Ref: 'AWS::Partition' },
                    ':cloudfront::',
                    { Ref: 'AWS::AccountId' },
                    ':distribution/',
                    sitesStackOutput(/RefCustomDomains/),
                  ],
                ],
              },
            ],
          },
        ]),
      },
    });
  });

  it('lets the deployments function create tenants with managed certificates: CloudFront checks DNS and asks ACM as the caller', () => {
    const statements = statementsGrantedTo(
      api.template,
      api.product.api,
      appFunctionOf(api.product, 'deployments').role,
    );
    const resourcesOf = (action: string) =>
      statements
        .filter((statement) => statement.actions.includes(action))
        .map((statement) => statement.resource);

    expect(resourcesOf('cloudfront:VerifyDnsConfiguration')).toEqual(['*']);
    expect(resourcesOf('acm:RequestCertificate')).toEqual(['*']);
    expect(resourcesOf('acm:DescribeCertificate')).toEqual([
      {
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':acm:us-east-1:',
            { Ref: 'AWS::AccountId' },
            ':certificate/*',
          ],
        ],
      },
    ]);
  });

  it("tells the deployments function the connection group's routing endpoint as the custom domains' target", () => {
    api.template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.deployments.description,
      Environment: {
        Variables: Match.objectLike({
          CUSTOM_DOMAIN_TARGET: sitesStackOutput(/CustomDomainEndpoint.*RoutingEndpoint/),
          CUSTOM_DOMAIN_DISTRIBUTION_ID: sitesStackOutput(/CustomDomains/),
          CUSTOM_DOMAIN_CONNECTION_GROUP_ID: sitesStackOutput(/CustomDomainEndpoint.*Id/),
        }),
      },
    });
  });

  it('grants StartExecution on the generation state machine and nothing else', () => {
    api.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Action: 'states:StartExecution',
            Effect: 'Allow',
            Resource: { Ref: Match.stringLikeRegexp('^GenerationStateMachine') },
          },
        ]),
      },
    });
  });

  it("grants StopExecution on the generation machine's executions only", () => {
    api.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          {
            Action: 'states:StopExecution',
            Effect: 'Allow',
            Resource: {
              'Fn::Join': [
                '',
                Match.arrayWith([
                  Match.stringLikeRegexp(':execution:'),
                  // The machine's name, split out of its ARN.
                  {
                    'Fn::Select': [
                      6,
                      {
                        'Fn::Split': [
                          ':',
                          { Ref: Match.stringLikeRegexp('^GenerationStateMachine') },
                        ],
                      },
                    ],
                  },
                  ':*',
                ]),
              ],
            },
          },
        ]),
      },
    });
  });

  it('grants ManageConnections on the live stage @connections routes only, to those that manage sockets', () => {
    const connectionArn = (method: string) => ({
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':execute-api:',
          { Ref: 'AWS::Region' },
          ':',
          { Ref: 'AWS::AccountId' },
          ':',
          { Ref: Match.stringLikeRegexp('^SocketWebSocketApi') },
          `/live/${method}/@connections/*`,
        ],
      ],
    });
    const managesSockets = (definition: FunctionDefinition) =>
      (definition.socket ?? 'none') === 'manage';
    expect(allFunctions.filter(([, definition]) => managesSockets(definition))).not.toEqual([]);
    for (const [functionId, definition] of allFunctions) {
      const role = appFunctionOf(api.product, functionId).role;
      const manages = managesSockets(definition);
      expect(
        actionsOf(api.product, api.template, functionId).includes('execute-api:ManageConnections'),
      ).toBe(manages);
      if (!manages) continue;
      api.template.hasResourceProperties('AWS::IAM::Policy', {
        Roles: [api.product.api.resolve(role.roleName)],
        PolicyDocument: {
          Statement: Match.arrayWith([
            {
              Action: 'execute-api:ManageConnections',
              Effect: 'Allow',
              Resource: [connectionArn('DELETE'), connectionArn('GET'), connectionArn('POST')],
            },
          ]),
        },
      });
    }
  });
});
