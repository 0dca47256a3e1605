import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bucketDefinitions } from '../../../infra/data/bucket-definitions';
import { codeObjectKeys } from '../../projects/code-object-keys';
import { createArtefacts } from './artefacts';

const s3 = mockClient(S3Client);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => s3.restore());
const artefacts = createArtefacts({
  s3: new S3Client({ region: 'us-east-1' }),
  bucketName: 'code-bucket',
});
const run = { userId: 'user-1', projectId: 'project-1', generationId: 'run-1' };

beforeEach(() => {
  s3.reset();
  s3.on(PutObjectCommand).resolves({});
});

describe("a run's artefacts", () => {
  it('are tagged with the tag the code bucket expires them by', async () => {
    await artefacts.putJson(codeObjectKeys.artefact(run, 'plan.json'), { sections: [] });
    await artefacts.putHtml(codeObjectKeys.artefact(run, 'frontend.html'), '<p>hi</p>');

    const { tag } = bucketDefinitions.code.runArtefacts;
    const taggings = s3
      .commandCalls(PutObjectCommand)
      .map((call) => new URLSearchParams(call.args[0].input.Tagging));
    expect(taggings).toHaveLength(2);
    for (const tagging of taggings) {
      expect([...tagging]).toEqual([[tag.key, tag.value]]);
    }
  });
});
