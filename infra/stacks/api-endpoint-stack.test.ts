import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductApp } from '../create-app';
import { buildTestApp, githubContext, newTestApp, templateOf } from '../../testing/cdk/test-app';
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

  it('keeps its execute-api address without a domain of its own: the functions refuse direct calls', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      DisableExecuteApiEndpoint: false,
    });
    template.resourceCountIs('AWS::ApiGatewayV2::DomainName', 0);
    expect(template.findOutputs('GitHubCallbackUrl')).toEqual({});
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

describe('API endpoint stack with a domain of its own (context apiDomain)', () => {
  const apiDomain = {
    apiDomain: 'api.builder.example.com',
    apiHostedZoneId: 'Z0123456789API',
    apiHostedZoneName: 'builder.example.com',
  };
  let product: ProductApp;
  let template: Template;

  beforeAll(() => {
    product = buildTestApp({ context: apiDomain });
    template = templateOf(product.apiEndpoint);
  });

  it('turns the execute-api address off and answers at the domain, with a regional certificate', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
    template.hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: apiDomain.apiDomain,
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: apiDomain.apiDomain, HostedZoneId: apiDomain.apiHostedZoneId },
      ],
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: apiDomain.apiDomain,
      DomainNameConfigurations: [Match.objectLike({ EndpointType: 'REGIONAL' })],
    });
    for (const type of ['A', 'AAAA']) {
      template.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: `${apiDomain.apiDomain}.`,
        Type: type,
        HostedZoneId: apiDomain.apiHostedZoneId,
        AliasTarget: Match.objectLike({
          DNSName: {
            'Fn::GetAtt': [Match.stringLikeRegexp('^CustomDomain'), 'RegionalDomainName'],
          },
        }),
      });
    }
  });

  it('still exports the old address, so stacks deployed before the domain can move off it', () => {
    const exported = Object.values(template.findOutputs('*')).map((output) =>
      JSON.stringify(output),
    );
    expect(exported).toContainEqual(expect.stringMatching(/"ApiEndpoint"\].*"Export"/));
  });

  it("maps the API stack's stage at the domain, where both distributions reach the API", () => {
    // After the stage: API Gateway refuses a mapping to a stage it does not have yet.
    templateOf(product.api).hasResource('AWS::ApiGatewayV2::ApiMapping', {
      Properties: {
        ApiId: { 'Fn::ImportValue': Match.stringLikeRegexp('^WebsiteBuilder-ApiEndpoint:') },
        DomainName: { 'Fn::ImportValue': Match.stringLikeRegexp('^WebsiteBuilder-ApiEndpoint:') },
        Stage: '$default',
      },
      DependsOn: [Match.stringLikeRegexp('^ApiDefaultStage')],
    });
    templateOf(product.api).hasOutput('ApiUrl', { Value: `https://${apiDomain.apiDomain}/` });
    for (const stack of [product.web, product.sites]) {
      templateOf(stack).hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          Origins: Match.arrayWith([
            Match.objectLike({
              DomainName: apiDomain.apiDomain,
              OriginCustomHeaders: [Match.objectLike({ HeaderName: 'x-origin-verify' })],
            }),
          ]),
        }),
      });
    }
  });
});

describe('the GitHub sign-in bridge, on the app’s address', () => {
  it("outputs the GitHub OAuth App's callback URL at the app's address", () => {
    const product = buildTestApp({ context: githubContext });
    templateOf(product.api).hasOutput('GitHubCallbackUrl', {
      Value: `${githubContext.appUrl}/oidc/github/callback`,
    });
    expect(product.api.oidcBridge?.issuer).toBe(`${githubContext.appUrl}/oidc/github`);
  });
});

describe('context executeApiEndpoint', () => {
  it('keeps the execute-api address on beside the domain while a deployment moves to it', () => {
    const product = buildTestApp({
      context: {
        apiDomain: 'api.builder.example.com',
        apiHostedZoneId: 'Z0123456789API',
        executeApiEndpoint: 'on',
      },
    });

    templateOf(product.apiEndpoint).hasResourceProperties('AWS::ApiGatewayV2::Api', {
      DisableExecuteApiEndpoint: false,
    });
    templateOf(product.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([Match.objectLike({ DomainName: 'api.builder.example.com' })]),
      }),
    });
  });

  it('refuses to turn the address off without a domain, or an API domain among the sites', () => {
    expect(() => buildTestApp({ context: { executeApiEndpoint: 'off' } })).toThrow(
      /"executeApiEndpoint=off" needs "apiDomain"/,
    );
    expect(() =>
      buildTestApp({
        context: {
          apiDomain: 'api.sites.example.com',
          apiHostedZoneId: 'Z0123456789API',
          sitesDomain: 'sites.example.com',
          sitesHostedZoneId: 'Z0123456789SITES',
          sharedSitesOrigin: undefined,
          region: 'ap-south-1',
        },
      }),
    ).toThrow(/"apiDomain" \(api\.sites\.example\.com\) must not be within "sitesDomain"/);
  });
});
