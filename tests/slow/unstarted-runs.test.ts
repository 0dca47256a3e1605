import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/local-cloud/chaos/chaos';
import { runUnstartedRuns } from '../../tools/local-cloud/chaos/unstarted-runs';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('the local cloud killed between runs’ debits and their starts', () => {
  it('starts or refunds all 20, with no tab watching, and leaves no project locked', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'unstarted-'));
    folders.push(dataDir);
    const figures = await runUnstartedRuns({
      kills: 5,
      runsPerKill: 4,
      dataDir,
      port: await freePort(),
      storagePorts: { dynamo: await freePort(), s3: await freePort() },
      log: (line) => console.log(line),
    });
    console.log(
      `unstarted runs: ${figures.debited} debited before the kill; ${figures.completed} completed, ` +
        `${figures.refunded} refunded, ${figures.stranded} stranded; slowest recovery ` +
        `${figures.slowestRecoveryMs} ms`,
    );
    expect(figures.debited).toBe(20);
    expect(figures.stranded).toBe(0);
    expect(figures.completed + figures.refunded).toBe(20);
  }, 600_000);
});
