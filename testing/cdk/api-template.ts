import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, expect } from 'vitest';
import { z } from 'zod';
import {
  functionList,
  functionsInvokedBy,
  type FunctionDefinition,
} from '../../functions/function-list';
import type { ProductApp } from '../../infra/create-app';
import { actionsGrantedTo, statementsGrantedTo } from './template-queries';
import { buildTestApp, templateOf } from './test-app';

/**
 * The API stack's template of the app without options, built once per process (`buildTestApp`):
 * the stack tests and the tests of its constructs (the HTTP and WebSocket APIs, the generation
 * state machine, the functions, the alarms) read the same synthesized app.
 */
export function useApiTemplate(): { readonly product: ProductApp; readonly template: Template } {
  const built: { product?: ProductApp; template?: Template } = {};
  beforeAll(() => {
    built.product = buildTestApp();
    built.template = templateOf(built.product.api);
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

/** The integration (by logical id) whose target is the given function. */
export function integrationOf(product: ProductApp, template: Template, functionId: string): string {
  const integrations = template.findResources('AWS::ApiGatewayV2::Integration', {
    Properties: {
      IntegrationUri: product.api.resolve(appFunctionOf(product, functionId).function.functionArn),
    },
  });
  const ids = Object.keys(integrations);
  expect(ids).toHaveLength(1);
  return ids[0] ?? '';
}

/** Every function of the API stack (user pool triggers live in the auth stack). */
export const allFunctions = (['httpApi', 'webSocketApi', 'stateMachine'] as const).flatMap(
  (invoker) => functionsInvokedBy<FunctionDefinition>(invoker, functionList),
);

/** Every IAM action the function's role may take. */
export function actionsOf(product: ProductApp, template: Template, functionId: string): string[] {
  return actionsGrantedTo(template, product.api, appFunctionOf(product, functionId).role);
}

/** The grants of Secrets Manager actions to a function, each with the secret it names. */
export function secretGrantsOf(product: ProductApp, template: Template, functionId: string) {
  return statementsGrantedTo(template, product.api, appFunctionOf(product, functionId).role).filter(
    (statement) => statement.actions.some((action) => action.startsWith('secretsmanager:')),
  );
}

/** How the API stack's template refers to the secret CloudFront sends as x-origin-verify. */
export const originVerifySecretOf = (product: ProductApp): unknown =>
  product.api.resolve(product.apiEndpoint.originVerifySecret.secretArn);
/** The HTTP API's functions, the GitHub sign-in bridge's too, check that each call came through CloudFront. */
export const refusesDirectCalls = (definition: FunctionDefinition) =>
  definition.invokedBy === 'httpApi';

/** The function's Node.js 22 or newer on arm64, traced, with its definition's sizing. */
export function ownRuntimeAndSizing(definition: FunctionDefinition) {
  return {
    Description: definition.description,
    Handler: 'index.handler',
    Runtime: Match.stringLikeRegexp('^nodejs(2[2-9]|[3-9][0-9])\\.x$'),
    Architectures: ['arm64'],
    TracingConfig: { Mode: 'Active' },
    MemorySize: definition.memoryMb,
    Timeout: definition.timeoutSeconds,
  };
}
