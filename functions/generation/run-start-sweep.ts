import { RUN_START_SWEEP_EVENT } from '../function-list';

/**
 * The schedule's event to the live connection's function (the function list declares it).
 * `deadline_ms` is for the local cloud's tests only (a minute otherwise).
 */
export interface RunStartSweepEvent {
  sweep: typeof RUN_START_SWEEP_EVENT.sweep;
  deadline_ms?: number;
}

/** Whether the function was invoked by the schedule rather than by the WebSocket API. */
export function isRunStartSweep(event: object): event is RunStartSweepEvent {
  return 'sweep' in event && event.sweep === RUN_START_SWEEP_EVENT.sweep;
}

/** The deadline a sweep uses: the event's, when a test gives a sane one. */
export function sweepDeadlineOf(event: RunStartSweepEvent): number | undefined {
  const given = event.deadline_ms;
  return typeof given === 'number' && Number.isInteger(given) && given >= 0 ? given : undefined;
}
