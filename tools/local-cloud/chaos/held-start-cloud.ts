// First: Powertools reads its switches when the functions' modules load.
import '../quiet-powertools';
import { readLocalCloudConfig } from '../config';
import { startLocalCloud } from '../local-cloud';

/**
 * `npm start`'s local cloud with every StartExecution held for HELD_START_MS and no schedules: the
 * crash test's process, killed while runs are debited and not yet started (unstarted-runs.ts).
 */
await startLocalCloud({
  ...readLocalCloudConfig(),
  startExecutionDelayMs: Number(process.env.HELD_START_MS ?? 30_000),
  schedules: false,
});
