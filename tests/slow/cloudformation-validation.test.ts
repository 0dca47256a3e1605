import { CfnResource, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import {
  buildOwnTestApp,
  fakeSpaBuild,
  newTestApp,
  productionContext,
} from '../../testing/cdk/test-app';

/**
 * The CDK lane builds the app without the CDK's built-in CloudFormation validation (its engine
 * takes seconds of CPU per synthesis, some 15 for this file); `cdk synth` runs it, and with
 * cdk.json's `@aws-cdk/core:validateAgainstDefaultRules` any error it finds fails the synthesis.
 * Here, in the slow lane, it runs once on the app as most tests build it, and once with every
 * optional part on.
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

  it('passes the app with every production context and its SPA', () => {
    const { app } = buildOwnTestApp({
      builtinCloudFormationValidation: true,
      spaAssetsPath: fakeSpaBuild(),
      context: productionContext,
    });
    expect(() => app.synth()).not.toThrow();
  }, 180_000);
});
