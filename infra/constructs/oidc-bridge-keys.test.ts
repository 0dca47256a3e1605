import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { functionList } from '../../functions/function-list';
import type { ProductApp } from '../create-app';
import { appFunctionOf, secretGrantsOf } from '../../testing/cdk/api-template';
import { statementsGrantedTo } from '../../testing/cdk/template-queries';
import { buildTestApp, githubContext, templateOf } from '../../testing/cdk/test-app';
import { OIDC_SIGNING_ACTIONS, OIDC_STATE_ACTIONS } from './oidc-bridge-keys';

describe('the GitHub sign-in bridge with GitHub sign-in on', () => {
  let product: ProductApp;
  let template: Template;
  let keys: { signing: unknown; state: unknown };

  beforeAll(() => {
    product = buildTestApp({ context: githubContext });
    template = templateOf(product.api);
    const bridge = product.api.oidcBridge;
    if (!bridge) throw new Error('GitHub sign-in is on: the API stack has the bridge keys');
    keys = {
      signing: product.api.resolve(bridge.keys.signingKey.keyArn),
      state: product.api.resolve(bridge.keys.stateKey.keyArn),
    };
  });

  it('has an RSA key that signs and an HMAC key that derives the sealing key, both gone with the stack', () => {
    template.hasResource('AWS::KMS::Key', {
      Properties: Match.objectLike({ KeySpec: 'RSA_2048', KeyUsage: 'SIGN_VERIFY' }),
      DeletionPolicy: 'Delete',
    });
    template.hasResource('AWS::KMS::Key', {
      Properties: Match.objectLike({ KeySpec: 'HMAC_256', KeyUsage: 'GENERATE_VERIFY_MAC' }),
      DeletionPolicy: 'Delete',
    });
  });

  it('lets the bridge sign and publish with the RSA key and MAC with the HMAC key, and no more of KMS', () => {
    const role = appFunctionOf(product, 'githubOidc').role;
    const kmsGrants = statementsGrantedTo(template, product.api, role).filter((statement) =>
      statement.actions.some((action) => action.startsWith('kms:')),
    );
    expect(kmsGrants).toEqual([
      { actions: [...OIDC_SIGNING_ACTIONS].sort(), resource: keys.signing },
      { actions: OIDC_STATE_ACTIONS, resource: keys.state },
    ]);
  });

  it('lets no other function use the bridge keys', () => {
    for (const functionId of Object.keys(product.api.functions)) {
      if (functionId === 'githubOidc') continue;
      const statements = statementsGrantedTo(
        template,
        product.api,
        appFunctionOf(product, functionId).role,
      );
      const naming = statements.filter((statement) =>
        [keys.signing, keys.state].some(
          (key) => JSON.stringify(statement.resource) === JSON.stringify(key),
        ),
      );
      expect([functionId, naming]).toEqual([functionId, []]);
    }
  });

  it("tells the bridge its issuer on the app's URL, its keys and Cognito's return address", () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.githubOidc.description,
      Environment: {
        Variables: Match.objectLike({
          // Behind the app's distribution (and its firewall), never the API's own address.
          GITHUB_OIDC_ISSUER: `${githubContext.appUrl}/oidc/github`,
          GITHUB_OIDC_SIGNING_KEY_ID: keys.signing,
          GITHUB_OIDC_STATE_KEY_ID: keys.state,
          GITHUB_OIDC_REDIRECT_URIS: {
            'Fn::Join': [
              '',
              Match.arrayWith(['https://', '.amazoncognito.com/oauth2/idpresponse']),
            ],
          },
          // GitHub itself: the bridge's defaults, github.com and api.github.com.
          GITHUB_OAUTH_URL: Match.absent(),
          GITHUB_API_URL: Match.absent(),
        }),
      },
    });
  });

  it('gives the bridge the origin verify secret: it answers only calls that came through CloudFront', () => {
    expect(secretGrantsOf(product, template, 'githubOidc')).toHaveLength(1);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: functionList.githubOidc.description,
      Environment: { Variables: Match.objectLike({ ORIGIN_VERIFY_SECRET_ARN: Match.anyValue() }) },
    });
  });
});
