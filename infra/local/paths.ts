import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory the local cloud was started from. */
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
