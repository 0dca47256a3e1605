import { createCodeBucketClient, type CodeBucketClient } from '../../lib/code-bucket-client';
import { createTableClient, type TableClient } from '../../lib/dynamo-client';
import { traceClients } from '../../lib/tracing';
import { createCodeObjects, type CodeObjects } from '../../projects/code-objects';
import { createArtefacts } from '../pipeline/artefacts';
import type { PipelineTaskDeps } from './pipeline-tasks';
import { reportingDeps, type ReportingDeps } from './task-deps';

/** What an agent's Task uses besides reporting: the work between agents and the project's pages. */
export type AgentFunctionDeps = ReportingDeps &
  Pick<PipelineTaskDeps, 'artefacts'> & { code: CodeObjects };

/**
 * An agent's Task's collaborators: reporting and the code bucket. No credits, runs or versions:
 * an agent neither pays nor saves, so its function loads none of their code.
 */
export function agentFunctionDeps(
  table: TableClient = createTableClient(),
  bucket: CodeBucketClient = createCodeBucketClient(),
): AgentFunctionDeps {
  traceClients(bucket.s3);
  return {
    ...reportingDeps(table),
    code: createCodeObjects(bucket),
    artefacts: createArtefacts(bucket),
  };
}
