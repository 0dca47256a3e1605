import type { StateMachineDefinition } from 'aws-local-stepfunctions';
import { z } from 'zod';

/** The region and account of every local ARN (the SDKs accept any region name). */
export const LOCAL_REGION = 'local';
export const LOCAL_ACCOUNT = '000000000000';

/** The generation state machine on one machine; on AWS, CloudFormation names it. */
export const LOCAL_GENERATION_STATE_MACHINE_ARN = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:stateMachine:generation`;

/** An Amazon States Language definition, as aws-local-stepfunctions runs it. */
export type AslDefinition = StateMachineDefinition;

const definitionShape = z.object({
  StartAt: z.string(),
  States: z.record(z.string(), z.looseObject({ Type: z.string() })),
});

/**
 * Whether a parsed document looks like ASL; aws-local-stepfunctions then validates it fully
 * (state types, transitions, paths) before it runs it.
 */
export function isAslDefinition(value: unknown): value is AslDefinition {
  return definitionShape.safeParse(value).success;
}

const lambdaArn = /^arn:[^:]+:lambda:[^:]*:[^:]*:function:([^:]+)(?::[^:]+)?$/;

/** The function a Task's `Resource` names, when it is a Lambda function ARN. */
export function functionNameOfArn(resource: string): string | undefined {
  return lambdaArn.exec(resource)?.[1];
}

type AslState = AslDefinition['States'][string];

/** Every state of a definition by name, those in a Parallel's branches included. */
export function* statesOf(
  definition: Pick<AslDefinition, 'States'>,
): Generator<[string, AslState]> {
  for (const [name, state] of Object.entries(definition.States)) {
    yield [name, state];
    if (state.Type === 'Parallel') {
      for (const branch of state.Branches) yield* statesOf(branch);
    }
  }
}
