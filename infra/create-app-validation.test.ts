import { CfnResource, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import {
  buildOwnTestApp,
  fakeSpaBuild,
  githubContext,
  githubSaveContext,
  googleContext,
  newTestApp,
} from '../testing/cdk/test-app';

/**
 * The other CDK tests build the app without the CDK's built-in CloudFormation validation (its
 * engine takes seconds per synthesis); `cdk synth` runs it, and with cdk.json's
 * `@aws-cdk/core:validateAgainstDefaultRules` any error it finds fails the synthesis. Here it
 * runs once on the app as most tests build it, and once with every optional part on.
 */
describe('CloudFormation validation of the templates, as `cdk synth` runs it', () => {
  it('fails a synthesis on a template CloudFormation would refuse', () => {
    const app = newTestApp({}, { builtinCloudFormationValidation: true });
    const stack = new Stack(app, 'Refused');
    new CfnResource(stack, 'Bucket', { type: 'AWS::S3::Bucket', properties: { BucketNam: 'x' } });
    expect(() => app.synth()).toThrow(/BucketNam.*\(CloudFormation Validate\)/);
  }, 180_000);

  it('passes the app without options', () => {
    const { app } = buildOwnTestApp({ builtinCloudFormationValidation: true });
    expect(() => app.synth()).not.toThrow();
  }, 180_000);

  it('passes the app with a sites domain, the firewall, threat protection, sign-in, payments, models and its SPA', () => {
    const { app } = buildOwnTestApp({
      builtinCloudFormationValidation: true,
      spaAssetsPath: fakeSpaBuild(),
      region: 'ap-south-1',
      context: {
        ...googleContext,
        ...githubContext,
        ...githubSaveContext,
        sitesDomain: 'mysites.example',
        sitesHostedZoneId: 'Z0123456789EXAMPLE',
        // The address googleContext and githubContext give as appUrl.
        appDomain: 'app.example.com',
        appHostedZoneId: 'Z0987654321EXAMPLE',
        waf: 'on',
        threatProtection: 'audit',
        razorpaySecretName: 'website-builder/razorpay',
        alarmEmail: 'ops@example.com',
        openAiApiKeySecretName: 'website-builder/openai-api-key',
        openAiModel: 'gpt-5-mini',
      },
    });
    expect(() => app.synth()).not.toThrow();
  }, 180_000);
});
