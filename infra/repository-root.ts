import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root, so asset paths do not depend on the working directory. */
export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
