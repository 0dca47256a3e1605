import type { SFNClient } from '@aws-sdk/client-sfn';
import * as z from '../../shared/zod';
import type { TableClient } from '../lib/dynamo-client';
import { optionalEndpoint, readEnvironment } from '../lib/environment';
import { readProjectState } from '../projects/projects';
import { RUN_CANCELLED_ERROR } from './pipeline/run-cancelled';

/** An execution's ARN from its machine's and its name (the generation id). */
export function executionArnOf(stateMachineArn: string, name: string): string {
  return `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
}

export interface RunStopperDeps {
  table: TableClient;
  stopExecution: (executionArn: string, cause: string) => Promise<void>;
  stateMachineArn: string;
  clock: () => Date;
  /** How long to wait for the failure Task to refund and release. @default 20 s */
  waitMs?: number;
}

export interface RunStopper {
  /**
   * Stops the run's execution, then waits until its failure Task has refunded it and released
   * the project (the refund is idempotent on the run, so one that arrives later is still once).
   * Resolves true when the run was released in time.
   */
  stop(userId: string, projectId: string, generationId: string, cause: string): Promise<boolean>;
}

export function createRunStopper(deps: RunStopperDeps): RunStopper {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const waitMs = deps.waitMs ?? 20_000;
  return {
    async stop(userId, projectId, generationId, cause) {
      await deps.stopExecution(executionArnOf(deps.stateMachineArn, generationId), cause);
      const deadline = deps.clock().getTime() + waitMs;
      for (;;) {
        const state = await readProjectState(deps.table, userId, projectId);
        const held = state?.lock?.generationId === generationId;
        if (!held) return true;
        if (deps.clock().getTime() >= deadline) return false;
        await sleep(200);
      }
    },
  };
}

/**
 * The stopper the Lambda uses: Step Functions from the environment. The client is loaded on the
 * first stop: only deleting a project with a run under way stops one, and the projects function
 * would otherwise load it at every cold start.
 */
export function runStopperFromEnvironment(table: TableClient): RunStopper {
  const config = readEnvironment(
    z.object({
      GENERATION_STATE_MACHINE_ARN: z.string().check(z.startsWith('arn:')),
      STEPFUNCTIONS_ENDPOINT: optionalEndpoint,
    }),
  );
  let stepFunctions: SFNClient | undefined;
  return createRunStopper({
    table,
    stateMachineArn: config.GENERATION_STATE_MACHINE_ARN,
    clock: () => new Date(),
    async stopExecution(executionArn, cause) {
      const { ExecutionDoesNotExist, SFNClient, StopExecutionCommand } =
        await import('./sfn-commands');
      stepFunctions ??= new SFNClient({ endpoint: config.STEPFUNCTIONS_ENDPOINT });
      try {
        await stepFunctions.send(
          new StopExecutionCommand({ executionArn, error: RUN_CANCELLED_ERROR, cause }),
        );
      } catch (error) {
        // Never started (StartExecution failed and refunded), or already gone.
        if (!(error instanceof ExecutionDoesNotExist)) throw error;
      }
    },
  });
}
