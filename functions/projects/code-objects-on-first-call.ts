import { madeOnFirstCall } from '../../shared/remembered';
import type { CodeObjects } from './code-objects';

/**
 * The code bucket's store (code-objects.ts), made, and S3's SDK loaded with `import()`, by the
 * first call that reads or writes a page's HTML: for the functions whose cold start may serve a
 * request that touches none (a project list, a deployment's history, a GitHub status).
 */
export function codeObjectsOnFirstCall(): CodeObjects {
  return madeOnFirstCall(
    async () => {
      const [{ createCodeObjects }, { createCodeBucketClient }] = await Promise.all([
        import('./code-objects'),
        import('../lib/code-bucket-client'),
      ]);
      return createCodeObjects(createCodeBucketClient());
    },
    { put: true, get: true, remove: true, removeProject: true },
  );
}
