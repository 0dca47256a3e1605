import { createCodeBucketClient } from '../../lib/code-bucket-client';
import { traceClients } from '../../lib/tracing';
import { createCodeObjects, type CodeObjects } from '../../projects/code-objects';
import { createArtefacts, type Artefacts } from '../pipeline/artefacts';

/** A Task's stores in the code bucket: the project's pages and the work agents hand each other. */
export interface CodeBucketStores {
  code: CodeObjects;
  artefacts: Artefacts;
}

export function createCodeBucketStores(bucket = createCodeBucketClient()): CodeBucketStores {
  traceClients(bucket.s3);
  return { code: createCodeObjects(bucket), artefacts: createArtefacts(bucket) };
}
