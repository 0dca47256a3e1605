import { madeOnFirstCall, rememberedUntilFailure } from '../../../shared/remembered';
import { createTableClient, type TableClient } from '../../lib/dynamo-client';
import type { CodeObjects } from '../../projects/code-objects';
import type { SavePicture } from '../../projects/made-pictures';
import { codeObjectsOnFirstCall } from '../../projects/code-objects-on-first-call';
import type { PipelineTaskDeps } from './pipeline-tasks';
import { reportingDeps, type ReportingDeps } from './task-deps';

/** What an agent's Task uses besides reporting: the work between agents and the project's pages. */
export type AgentFunctionDeps = ReportingDeps &
  Pick<PipelineTaskDeps, 'artefacts'> & { code: CodeObjects; savePicture: SavePicture };

/**
 * An agent's Task's collaborators: reporting and the code bucket. No credits, runs or versions:
 * an agent neither pays nor saves, so its function loads none of their code.
 *
 * S3's SDK is the largest part of a pipeline function's code, and most Tasks begin with their
 * run's record in DynamoDB (an agent's status, the finish's record), so the bucket's stores are
 * loaded with `import()` begun as they are made, at the container's first Task: the SDK is read
 * and compiled while those first requests wait on the network, not before the function can
 * take its first Task.
 */
export function agentFunctionDeps(table: TableClient = createTableClient()): AgentFunctionDeps {
  const stores = rememberedUntilFailure(async () =>
    (await import('./code-bucket-stores')).createCodeBucketStores(),
  );
  void stores();
  // Only an Image agent with an image model keeps pictures: no other Task loads this.
  const pictures = rememberedUntilFailure(async () => {
    const [{ createMadePictures }, { createSitesBucketClient }] = await Promise.all([
      import('../../projects/made-pictures'),
      import('../../lib/sites-bucket-client'),
    ]);
    return createMadePictures(createSitesBucketClient());
  });
  return {
    ...reportingDeps(table),
    code: codeObjectsOnFirstCall(async () => (await stores()).code),
    artefacts: madeOnFirstCall(async () => (await stores()).artefacts, {
      putJson: true,
      putHtml: true,
      getJson: true,
      getText: true,
      remove: true,
    }),
    savePicture: async (...picture) => (await pictures())(...picture),
  };
}
