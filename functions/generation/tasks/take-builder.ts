import * as z from '../../../shared/zod';
import { RUN_WAIT_LIMIT_SECONDS } from '../../lib/time-budget';
import type { GenerationRuns } from '../generation-runs';
import { pipelineRunSchema } from '../pipeline/pipeline-state';

/** The error a queued run fails with when no place came free in time; refunded in full. */
export const NO_FREE_BUILDER_ERROR = 'NoFreeBuilderError';

export class NoFreeBuilderError extends Error {
  constructor() {
    super(
      `no builder came free within ${RUN_WAIT_LIMIT_SECONDS / 60} minutes, as your other builds held every one your account has`,
    );
    this.name = NO_FREE_BUILDER_ERROR;
  }
}

/** The payload of `Take a builder` (generation-state-machine.ts): the queued run. */
const takeBuilderPayloadSchema = z.object({ admit: z.literal(true), run: pipelineRunSchema });

/** Whether the fail function's input asks it to take a builder (not to refund a run). */
export const asksForBuilder = (input: unknown): boolean =>
  takeBuilderPayloadSchema.safeParse(input).success;

/**
 * How long a queued run waits before it asks again: soon while a build that holds a place is
 * likely to end any moment, less often later (each ask is a state transition and a call).
 */
export function secondsBeforeAskingAgain(waitedMs: number): number {
  if (waitedMs < 60_000) return 3;
  if (waitedMs < 5 * 60_000) return 10;
  return 20;
}

/**
 * `Take a builder`: the queued run takes one of its account's places when one is free; else the
 * execution waits and asks again, until the run has waited as long as a run may.
 */
export async function takeBuilder(
  deps: { runs: Pick<GenerationRuns, 'admitWaiting'>; clock: () => Date },
  input: unknown,
): Promise<{ admitted: boolean; waitSeconds: number }> {
  const { run } = takeBuilderPayloadSchema.parse(input);
  const at = deps.clock();
  if (await deps.runs.admitWaiting(run, at)) return { admitted: true, waitSeconds: 0 };
  const waitedMs = at.getTime() - Date.parse(run.startedAt);
  if (waitedMs >= RUN_WAIT_LIMIT_SECONDS * 1000) throw new NoFreeBuilderError();
  return { admitted: false, waitSeconds: secondsBeforeAskingAgain(waitedMs) };
}
