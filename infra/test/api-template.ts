import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll } from 'vitest';
import { z } from 'zod';
import type { ProductApp } from '../create-app';
import { buildTestApp } from './test-app';

/**
 * The API stack's template, built once per test file: the stack tests and the tests of its
 * constructs (the WebSocket API, the generation state machine) read the same synthesized app.
 */
export function useApiTemplate(): { readonly product: ProductApp; readonly template: Template } {
  const built: { product?: ProductApp; template?: Template } = {};
  beforeAll(() => {
    built.product = buildTestApp();
    built.template = Template.fromStack(built.product.api);
  });
  return {
    get product() {
      if (!built.product) throw new Error('The app is built in beforeAll');
      return built.product;
    },
    get template() {
      if (!built.template) throw new Error('The app is built in beforeAll');
      return built.template;
    },
  };
}

export const fnGetAttSchema = z.object({ 'Fn::GetAtt': z.tuple([z.string(), z.literal('Arn')]) });

export function appFunctionOf(product: ProductApp, functionId: string) {
  const appFunction = product.api.functions[functionId];
  if (!appFunction) throw new Error(`No function ${functionId} in the API stack`);
  return appFunction;
}

/** The logical id of a function of the API stack, as `Fn::GetAtt` names it. */
export function logicalIdOfGetAtt(product: ProductApp, functionId: string): string {
  const resolved = fnGetAttSchema.parse(
    product.api.resolve(appFunctionOf(product, functionId).function.functionArn),
  );
  return resolved['Fn::GetAtt'][0];
}

/** A stage's access logs: at least these `$context` fields, as JSON, to the named log group. */
export function jsonAccessLogs(logGroupIdPrefix: string, fields: Record<string, string>) {
  return {
    DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^${logGroupIdPrefix}`), 'Arn'] },
    Format: Match.serializedJson(Match.objectLike(fields)),
  };
}

export function targetOf(integrationId: string): object {
  return { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] };
}
