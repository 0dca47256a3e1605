import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { z } from 'zod';

/**
 * Writes the file whole or not at all: a reader never sees half of it. `durable` also flushes the
 * file and its folder to the disk before resolving (a journal that must outlive a power cut).
 */
export async function writeFileAtomically(
  file: string,
  text: string,
  { durable = false }: { durable?: boolean } = {},
): Promise<void> {
  // The process id keeps two processes writing the same file from sharing a temporary file.
  const partial = `${file}.${process.pid}.tmp`;
  const handle = await open(partial, 'w');
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
 * A stand-in's state in one JSON file of its data folder, rewritten after each change. Saves are
 * queued, so the newest state lands last.
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

  return {
    /** The state as last saved; undefined when there is none yet, or no data folder. */
    saved,
    /** Queues a write of the state as it is now. */
    save(state: T): Promise<void> {
      if (!file) return writing;
      const snapshot = JSON.stringify(state, null, 2);
      writing = writing
        .then(() => writeFileAtomically(file, snapshot))
        .catch((error: unknown) => console.error(`[${owner}] could not save`, error));
      return writing;
    },
    /** Waits for the queued writes. */
    flush: () => writing,
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
