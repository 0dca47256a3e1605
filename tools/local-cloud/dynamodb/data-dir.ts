import { mkdir } from 'node:fs/promises';
import { Level } from 'level';

/**
 * Makes the LevelDB folder and checks that no other store holds it. dynalite opens its store
 * lazily and, when the folder is locked, throws from inside a request handler, which kills the
 * whole process; opening it once here turns that into an error the caller can report.
 */
export async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const probe = new Level(dataDir);
  try {
    await probe.open();
  } catch (error) {
    throw new Error(`The DynamoDB data folder ${dataDir} is in use by another process`, {
      cause: error,
    });
  } finally {
    await probe.close();
  }
}
