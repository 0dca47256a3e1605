import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/** Where AppFunction puts a function's shipped files, beside its bundle. */
export const SHIPPED_FILES_FOLDER = 'shipped';

/** The name a shipped file has beside the bundle: its own, brotli-compressed. */
export const shippedFileName = (repositoryPath: string) => `${path.basename(repositoryPath)}.br`;

/**
 * A file a function reads at run time (a WebAssembly module, a font), by its path from the
 * repository root. On AWS it is beside the bundle, brotli-compressed by AppFunction (the function
 * list's `shipsFiles`), so it weighs a third as much unzipped; anywhere else (the local cloud,
 * tests) it is read from the repository itself.
 */
export async function readShippedFile(repositoryPath: string): Promise<Buffer> {
  const shipped = new URL(
    `./${SHIPPED_FILES_FOLDER}/${shippedFileName(repositoryPath)}`,
    import.meta.url,
  );
  try {
    return brotliDecompressSync(await readFile(shipped));
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  // This module's own place in the repository: functions/lib/.
  return readFile(new URL(`../../${repositoryPath}`, import.meta.url));
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
