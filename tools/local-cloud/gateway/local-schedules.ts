import {
  functionList,
  type FunctionDefinition,
  type FunctionId,
} from '../../../functions/function-list';
import type { LoadedHandler } from './function-loader';

/** How the local cloud keeps the functions' schedules (EventBridge's rules on AWS). */
export interface LocalScheduleSettings {
  /** Time between invocations instead of each schedule's own minutes (tests). */
  everyMs?: number;
  /** Fields added to each schedule's event (a test's shorter deadline, say). */
  event?: Readonly<Record<string, unknown>>;
}

/**
 * Invokes every function with a schedule on its rate, with its event, as EventBridge would: an
 * invocation that fails is logged and not retried (the next one comes), and one never overlaps
 * the one before it. Returns how to stop them, waiting for any under way.
 */
export function startLocalSchedules(
  loadFunction: (id: FunctionId) => Promise<LoadedHandler>,
  settings: LocalScheduleSettings = {},
): { stop: () => Promise<void> } {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<void>>();
  const definitions: [FunctionId, FunctionDefinition][] = Object.entries(functionList).map(
    ([id, definition]) => [id as FunctionId, definition],
  );
  for (const [id, { schedule }] of definitions) {
    if (!schedule) continue;
    let busy = false;
    const invoke = () => {
      if (busy) return;
      busy = true;
      const invocation = loadFunction(id)
        .then((handler) => handler({ ...schedule.event, ...settings.event }))
        .then(() => undefined)
        .catch((error: unknown) => console.error(`[local schedules] ${id} failed`, error))
        .finally(() => {
          busy = false;
          running.delete(invocation);
        });
      running.add(invocation);
    };
    const timer = setInterval(invoke, settings.everyMs ?? schedule.everyMinutes * 60_000);
    timer.unref();
    timers.push(timer);
  }
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
