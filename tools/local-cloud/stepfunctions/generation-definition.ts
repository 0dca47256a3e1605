import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Annotations, App, Stack } from 'aws-cdk-lib';
import { Role } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { z } from 'zod';
import type { StateMachineFunctionId } from '../../../functions/function-list';
import {
  GenerationStateMachine,
  pipelineFunctions,
} from '../../../infra/constructs/generation-state-machine';
import { repositoryRoot } from '../../../infra/repository-root';
import { isAslDefinition, LOCAL_ACCOUNT, LOCAL_REGION, type AslDefinition } from './asl';

/** The ARN a Task names for a function of the list, locally. */
export function localFunctionArn(functionId: string): string {
  return `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${functionId}`;
}

const cdkJsonSchema = z.object({ context: z.record(z.string(), z.unknown()) });
const joinSchema = z.object({ 'Fn::Join': z.tuple([z.string(), z.array(z.unknown())]) });
const templateSchema = z.object({
  Resources: z.record(z.string(), z.looseObject({ Type: z.string(), Properties: z.unknown() })),
});
const stateMachinePropertiesSchema = z.object({ DefinitionString: z.unknown() });

/** A template value built of literals only (a string, or a Fn::Join of strings). */
function literalOf(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = joinSchema.safeParse(value);
  if (!join.success) {
    throw new Error(`Expected a literal in the local state machine, got ${JSON.stringify(value)}`);
  }
  const [separator, parts] = join.data['Fn::Join'];
  return parts.map(literalOf).join(separator);
}

/**
 * The very definition the CDK app deploys, synthesized from GenerationStateMachine in a throwaway
 * stack whose Tasks name local function ARNs. Nothing is bundled, so this takes about a second.
 */
function synthesizeGenerationDefinition(): AslDefinition {
  const cdkJson = cdkJsonSchema.parse(
    JSON.parse(readFileSync(path.join(repositoryRoot, 'cdk.json'), 'utf8')),
  );
  const outdir = mkdtempSync(path.join(tmpdir(), 'local-generation-'));
  try {
    return synthesizeIn(outdir, cdkJson.context);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

function synthesizeIn(outdir: string, context: Record<string, unknown>): AslDefinition {
  // cdk.json's feature flags, so the ASL is the one `cdk synth` writes; the template checks
  // (which take seconds and change nothing in it) are left to `cdk synth` and the CDK tests. The
  // flag alone only turns their errors into warnings: the App prop is what skips them.
  const app = new App({
    context: { ...context, '@aws-cdk/core:validateAgainstDefaultRules': false },
    builtinCloudFormationValidation: false,
    outdir,
  });
  const stack = new Stack(app, 'LocalGeneration');
  // Only the ASL is read from this stack: the rule's target and its permission do not matter.
  Annotations.of(stack).acknowledgeWarning(
    '@aws-cdk/aws-events:ruleUnresolvedEnvironment',
    'The local stand-in reads the definition only',
  );
  // An immutable role: what the construct grants the functions (the fail function's failure
  // destination, say) is left out, as nothing of it runs locally.
  const role = Role.fromRoleArn(stack, 'LocalRole', 'arn:aws:iam::000000000000:role/local', {
    mutable: false,
  });
  const functionOf = (functionId: StateMachineFunctionId) =>
    LambdaFunction.fromFunctionAttributes(stack, functionId, {
      functionArn: localFunctionArn(functionId),
      role,
      skipPermissions: true,
    });
  new GenerationStateMachine(stack, 'Generation', pipelineFunctions(functionOf));
  const template = templateSchema.parse(app.synth().getStackByName(stack.stackName).template);
  const machines = Object.values(template.Resources).filter(
    (resource) => resource.Type === 'AWS::StepFunctions::StateMachine',
  );
  if (machines.length !== 1) throw new Error('Expected one state machine in the local stack');
  const { DefinitionString } = stateMachinePropertiesSchema.parse(machines[0]?.Properties);
  const definition: unknown = JSON.parse(literalOf(DefinitionString));
  if (!isAslDefinition(definition)) throw new Error('The synthesized definition is not ASL');
  return definition;
}

let cached: AslDefinition | undefined;

/** The generation state machine's ASL, synthesized once per process. */
export function generationDefinition(): AslDefinition {
  cached ??= synthesizeGenerationDefinition();
  return cached;
}
