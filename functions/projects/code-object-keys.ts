// Apart from the store (code-objects.ts): what only names an object (a version's save, the
// pipeline's artefacts) does not load the S3 client with it.

/**
 * Every object of a project is under its owner's and its own prefix, so a project's code can be
 * found, and removed, from the ids alone, whatever the table still says.
 */
export const codeObjectKeys = {
  projectPrefix: (userId: string, projectId: string) => `projects/${userId}/${projectId}/`,
  /** One object per saved version; the unique id keeps racing saves from overwriting each other. */
  version: (userId: string, projectId: string, objectId: string) =>
    `${codeObjectKeys.projectPrefix(userId, projectId)}${objectId}.html`,
  /**
   * What a run's agents hand each other (the state machine carries only these keys: a state is
   * capped at 256 KB, a page alone can be larger), under the project's prefix so deleting the
   * project removes them too.
   */
  artefact: (run: { userId: string; projectId: string; generationId: string }, name: string) =>
    `${codeObjectKeys.projectPrefix(run.userId, run.projectId)}generations/${run.generationId}/${name}`,
};

/**
 * The tag every artefact is written with. Artefacts sit under their project's prefix, beside the
 * versions that must stay, so no key prefix tells them apart: the bucket's lifecycle rule that
 * expires them once their run is long over (infra/data/bucket-definitions.ts) filters on this tag.
 */
export const RUN_ARTEFACT_TAG = { key: 'sitewright-kind', value: 'run-artefact' } as const;
