import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductApp } from '../create-app';
import { buildTestApp, newTestApp, templateOf } from '../../testing/cdk/test-app';
import { ApiEndpointStack } from './api-endpoint-stack';

describe('API endpoint stack', () => {
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp();
    template = templateOf(product.apiEndpoint);
  });

  it('holds the HTTP API without routes or stage: the API stack adds them', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 0);
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
    const api = templateOf(product.api);
    const httpApisOf = (stack: Template) =>
      Object.keys(
        stack.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }),
      );
    expect(httpApisOf(api)).toEqual([]);
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      ApiId: { 'Fn::ImportValue': Match.stringLikeRegexp(`^${product.apiEndpoint.stackName}:`) },
    });
  });

  it("outputs the GitHub OAuth App's callback URL: the sign-in bridge's, on the API's address", () => {
    template.hasOutput('GitHubCallbackUrl', {
      Value: {
        'Fn::Join': [
          '',
          [
            { 'Fn::GetAtt': [Match.stringLikeRegexp('^HttpApi'), 'ApiEndpoint'] },
            '/oidc/github/callback',
          ],
        ],
      },
    });
  });

  it('generates the origin verify secret, so no value is in the template', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 48, ExcludePunctuation: true },
    });
    expect(JSON.stringify(template.toJSON())).not.toMatch(/"SecretString"/);
  });
});

describe('API endpoint stack props', () => {
  it('lets the given origins call the API cross-origin', () => {
    const app = newTestApp();
    const endpoint = new ApiEndpointStack(app, 'ApiEndpoint', {
      corsAllowedOrigins: ['https://app.example.com'],
    });

    Template.fromStack(endpoint).hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['https://app.example.com'],
        AllowHeaders: ['authorization', 'content-type'],
      }),
    });
  });
});
