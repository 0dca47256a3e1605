import { madeOnFirstCall } from '../../shared/remembered';
import type { CodeObjects } from './code-objects';

/** The code bucket's store with S3's SDK, each loaded with `import()`. */
async function loadCodeObjects(): Promise<CodeObjects> {
  const [{ createCodeObjects }, { createCodeBucketClient }] = await Promise.all([
    import('./code-objects'),
    import('../lib/code-bucket-client'),
  ]);
  return createCodeObjects(createCodeBucketClient());
}

/**
 * The code bucket's store (code-objects.ts), made by `load` (by default, with S3's SDK loaded
 * with `import()`) when the first call reads or writes a page's HTML: for the functions whose
 * cold start may serve a request that touches none (a project list, a deployment's history, a
 * GitHub status), and for the pipeline's, which load it beside their first requests.
 */
export function codeObjectsOnFirstCall(
  load: () => Promise<CodeObjects> = loadCodeObjects,
): CodeObjects {
  return madeOnFirstCall(load, { put: true, get: true, remove: true, removeProject: true });
}
