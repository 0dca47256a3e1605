import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { removeObjectsUnder } from '../lib/bucket-client';
import type { CodeBucketClient } from '../lib/code-bucket-client';
import { codeObjectKeys } from './code-object-keys';

/** Generated HTML in the private code bucket. */
export function createCodeObjects(bucket: CodeBucketClient) {
  const { s3, bucketName } = bucket;
  return {
    async put(key: string, html: string): Promise<void> {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucketName,
          Key: key,
          Body: html,
          ContentType: 'text/html; charset=utf-8',
        }),
      );
    },

    /** The HTML at `key`, or null when it is gone. */
    async get(key: string): Promise<string | null> {
      try {
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
        return Body ? await Body.transformToString('utf-8') : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async remove(key: string): Promise<void> {
      await s3.send(new DeleteObjectCommand({ Bucket: bucketName, Key: key }));
    },

    /**
     * Removes every object under the project's prefix, a listing page (≤ 1,000 keys, one
     * DeleteObjects) at a time. Safe to repeat: what is gone is simply not listed again. On the
     * versioned bucket this leaves delete markers; the lifecycle rule expires the old versions.
     */
    async removeProject(userId: string, projectId: string): Promise<number> {
      return removeObjectsUnder(bucket, codeObjectKeys.projectPrefix(userId, projectId));
    },
  };
}

export type CodeObjects = ReturnType<typeof createCodeObjects>;
