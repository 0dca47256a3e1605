import type * as fs from 'node:fs/promises';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';

const renames = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>();
  return {
    ...actual,
    rename: (from: string, to: string) => {
      renames.count += 1;
      return actual.rename(from, to);
    },
  };
});

// The unit lane shares modules between files: load this one afresh, so it sees the mock.
vi.resetModules();
const { openJsonStateFile } = await import('./json-state-file');

const schema = z.object({ orders: z.array(z.string()), events: z.array(z.string()) });

describe('openJsonStateFile', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'state-file-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const open = () => openJsonStateFile({ dataDir, fileName: 'state.json', schema, owner: 'test' });
  const onDisk = async () =>
    schema.parse(JSON.parse(await readFile(join(dataDir, 'state.json'), 'utf8')));

  it('writes the changes one piece of work makes together, as that work left them', async () => {
    const file = await open();
    const state = { orders: [] as string[], events: [] as string[] };
    renames.count = 0;
    // A paid order, then its webhook, each saved as it is made (as the stand-ins do).
    state.orders.push('order_1');
    const first = file.save(state);
    state.events.push('payment.captured');
    const second = file.save(state);
    await Promise.all([first, second]);
    expect(renames.count).toBe(1);
    expect(await onDisk()).toEqual({ orders: ['order_1'], events: ['payment.captured'] });
  });

  it('writes again for work done after an await, and the newest state lands last', async () => {
    const file = await open();
    const state = { orders: ['a'], events: [] as string[] };
    renames.count = 0;
    void file.save(state);
    await Promise.resolve();
    state.orders.push('b');
    void file.save(state);
    await file.flush();
    expect(renames.count).toBe(2);
    expect(await onDisk()).toEqual({ orders: ['a', 'b'], events: [] });
    const reopened = await open();
    expect(reopened.saved).toEqual({ orders: ['a', 'b'], events: [] });
  });
});
