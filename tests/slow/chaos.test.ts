import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runChaos } from '../../tools/local-cloud/chaos/chaos';
import { restartablePorts } from '../../tools/local-cloud/chaos/restart-port';

const KILLS = Number(process.env.CHAOS_KILLS ?? 20);
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('the local cloud killed at random moments', () => {
  it(`is consistent within 30 s of every restart (${KILLS} kills)`, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'chaos-'));
    folders.push(dataDir);
    const figures = await runChaos({
      kills: KILLS,
      dataDir,
      ...(await restartablePorts()),
      log: (line) => console.log(line),
    });
    console.log(
      `crash test: ${figures.kills} kills; actions ${JSON.stringify(figures.actions)}; ` +
        `runs ${figures.runs.completed} completed, ${figures.runs.failed} failed and refunded; ` +
        `${figures.ordersCredited} paid orders and ${figures.cyclesCredited} subscription cycles ` +
        `credited once; ${figures.ledgerEntries} ledger entries of ${figures.users} users checked; ` +
        `slowest recovery ${figures.slowestRecoveryMs} ms`,
    );
    expect(figures.kills).toBe(KILLS);
    expect(figures.actions.build + figures.actions.edit).toBeGreaterThan(0);
    expect(figures.actions.purchase).toBeGreaterThan(0);
  }, 1_500_000);
});
