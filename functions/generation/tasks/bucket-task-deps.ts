import { createCodeBucketClient } from '../../lib/code-bucket-client';
import { createTableClient } from '../../lib/dynamo-client';
import { traceClients } from '../../lib/tracing';
import { createCodeObjects, type CodeObjects } from '../../projects/code-objects';
import { createVersions } from '../../projects/versions';
import { createArtefacts } from '../pipeline/artefacts';
import type { PipelineTaskDeps } from './pipeline-tasks';
import { tableTaskDeps } from './task-deps';

/** The collaborators the agents' and the finish's Tasks share, with the project's code for the agents. */
export type SharedTaskDeps = Omit<PipelineTaskDeps, 'workFor' | 'scorecardOf' | 'lostInRewrite'> & {
  code: CodeObjects;
};

/**
 * What the Tasks that read and write the run's work share: the table's collaborators and the
 * code bucket's (the work between agents, the project's pages and versions). Each Task's entry
 * adds only what it needs besides (the agents' models, the page checker's checks), so a
 * function's bundle carries its own Task's code and no other's.
 */
export function sharedTaskDeps(): SharedTaskDeps {
  const table = createTableClient();
  const bucket = createCodeBucketClient();
  traceClients(bucket.s3);
  const code = createCodeObjects(bucket);
  return {
    ...tableTaskDeps(table),
    code,
    artefacts: createArtefacts(bucket),
    versions: createVersions(table, code),
  };
}
