import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { z } from 'zod';

/**
 * Writes the file whole or not at all: a reader never sees half of it. `durable` also flushes the
 * file and its folder to the disk before resolving (a journal that must outlive a power cut);
 * `mode` sets its permissions (a secret: 0o600).
 */
export async function writeFileAtomically(
  file: string,
  text: string,
  { durable = false, mode }: { durable?: boolean; mode?: number } = {},
): Promise<void> {
  // The process id keeps two processes writing the same file from sharing a temporary file.
  const partial = `${file}.${process.pid}.tmp`;
  const handle = await open(partial, 'w', mode);
  try {
    await handle.writeFile(text);
    if (durable) await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, file);
  if (durable) await syncFolder(dirname(file));
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot sync a folder; the rename is then as durable as they make it.
  } finally {
    await handle.close();
  }
}

export interface JsonStateFileOptions<T> {
  /** Folder that keeps the state across restarts; null keeps it in memory only. */
  dataDir: string | null;
  fileName: string;
  schema: z.ZodType<T>;
  /** Who keeps the state, for messages: `local Razorpay`. */
  owner: string;
}

/**
 * A stand-in's state in one JSON file of its data folder, rewritten after each change. The saves
 * asked for while one piece of work runs (until it next awaits) become one write of the state as
 * that work left it, so a crash keeps all of its changes or none: a paid order is never on disk
 * without the webhooks it queued. Writes are queued, so the newest state lands last.
 */
export async function openJsonStateFile<T>({
  dataDir,
  fileName,
  schema,
  owner,
}: JsonStateFileOptions<T>) {
  const file = dataDir ? join(dataDir, fileName) : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const saved = file ? await load(file, schema, owner) : undefined;
  let writing = Promise.resolve();
  let pending: { state: T; written: Promise<void> } | undefined;

  function write(target: string, state: T): Promise<void> {
    const snapshot = JSON.stringify(state, null, 2);
    writing = writing
      .then(() => writeFileAtomically(target, snapshot))
      .catch((error: unknown) => console.error(`[${owner}] could not save`, error));
    return writing;
  }

  return {
    /** The state as last saved; undefined when there is none yet, or no data folder. */
    saved,
    /** Queues a write of the state as the current piece of work leaves it. */
    save(state: T): Promise<void> {
      if (!file) return writing;
      if (pending) {
        pending.state = state;
        return pending.written;
      }
      const next: { state: T; written: Promise<void> } = { state, written: writing };
      // A microtask runs once the synchronous work that asked for the save has finished.
      next.written = Promise.resolve().then(() => {
        pending = undefined;
        return write(file, next.state);
      });
      pending = next;
      return next.written;
    },
    /** Waits for the queued writes. */
    flush: async () => {
      await pending?.written;
      await writing;
    },
  };
}

async function load<T>(file: string, schema: z.ZodType<T>, owner: string): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${file} is not the ${owner}'s state: ${parsed.error.message}`);
  }
  return parsed.data;
}
