import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restartablePorts } from '../../tools/local-cloud/chaos/restart-port';
import { runUnstartedRuns } from '../../tools/local-cloud/chaos/unstarted-runs';
import { MAX_RUNS_AT_ONCE } from '../../functions/generation/run-slots';

// As many runs per kill as one account may have at once; kills enough for at least 20 runs.
const RUNS_PER_KILL = MAX_RUNS_AT_ONCE;
const KILLS = Math.ceil(20 / RUNS_PER_KILL);
const RUNS = KILLS * RUNS_PER_KILL;

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('the local cloud killed between runs’ debits and their starts', () => {
  it(`starts or refunds all ${RUNS}, with no tab watching, and leaves no project locked`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'unstarted-'));
    folders.push(dataDir);
    const figures = await runUnstartedRuns({
      kills: KILLS,
      runsPerKill: RUNS_PER_KILL,
      dataDir,
      ...(await restartablePorts()),
      log: (line) => console.log(line),
    });
    console.log(
      `unstarted runs: ${figures.debited} debited before the kill; ${figures.completed} completed, ` +
        `${figures.refunded} refunded, ${figures.stranded} stranded; slowest recovery ` +
        `${figures.slowestRecoveryMs} ms`,
    );
    expect(figures.debited).toBe(RUNS);
    expect(figures.stranded).toBe(0);
    expect(figures.completed + figures.refunded).toBe(RUNS);
  }, 600_000);
});
