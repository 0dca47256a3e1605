import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import * as z from '../../../shared/zod';
import type { CodeBucketClient } from '../../lib/code-bucket-client';
import { RUN_ARTEFACT_TAG } from '../../projects/code-object-keys';

/** S3's `x-amz-tagging`: the tag the code bucket's lifecycle rule expires artefacts by. */
const ARTEFACT_TAGGING = new URLSearchParams([[RUN_ARTEFACT_TAG.key, RUN_ARTEFACT_TAG.value]]);

/**
 * The work agents hand each other, in the code bucket (keys: codeObjectKeys.artefact), each
 * tagged as a run's artefact so the bucket expires it a month after its run.
 */
export function createArtefacts({ s3, bucketName }: CodeBucketClient) {
  async function put(key: string, body: string, contentType: string): Promise<string> {
    await s3.send(
      new PutObjectCommand({
        Bucket: bucketName,
        Key: key,
        Body: body,
        ContentType: contentType,
        Tagging: ARTEFACT_TAGGING.toString(),
      }),
    );
    return key;
  }

  async function getText(key: string): Promise<string> {
    try {
      const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
      if (!Body) throw new Error(`Artefact ${key} is empty`);
      return await Body.transformToString('utf-8');
    } catch (error) {
      if (error instanceof NoSuchKey) throw new Error(`Artefact ${key} is missing`);
      throw error;
    }
  }

  return {
    putJson: (key: string, value: unknown) =>
      put(key, JSON.stringify(value), 'application/json; charset=utf-8'),
    putHtml: (key: string, html: string) => put(key, html, 'text/html; charset=utf-8'),
    async getJson<S extends z.core.$ZodType>(key: string, schema: S): Promise<z.output<S>> {
      return z.parse(schema, JSON.parse(await getText(key)));
    },
    getText,
    /** Removes artefacts a run that has ended wrote too late (its project may be gone). */
    async remove(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await s3.send(
        new DeleteObjectsCommand({
          Bucket: bucketName,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    },
  };
}

export type Artefacts = ReturnType<typeof createArtefacts>;
