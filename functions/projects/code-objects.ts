import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { CodeBucketClient } from '../lib/code-bucket-client';

/** S3 takes at most this many keys per DeleteObjects, and lists at most this many per page. */
export const DELETE_BATCH_SIZE = 1000;

/**
 * Every object of a project is under its owner's and its own prefix, so a project's code can be
 * found, and removed, from the ids alone, whatever the table still says.
 */
export const codeObjectKeys = {
  projectPrefix: (userId: string, projectId: string) => `projects/${userId}/${projectId}/`,
  /** One object per saved version; the unique id keeps racing saves from overwriting each other. */
  version: (userId: string, projectId: string, objectId: string) =>
    `${codeObjectKeys.projectPrefix(userId, projectId)}${objectId}.html`,
};

/** Generated HTML in the private code bucket. */
export function createCodeObjects({ s3, bucketName }: CodeBucketClient) {
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
      const prefix = codeObjectKeys.projectPrefix(userId, projectId);
      let removed = 0;
      let continuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({
            Bucket: bucketName,
            Prefix: prefix,
            MaxKeys: DELETE_BATCH_SIZE,
            ContinuationToken: continuationToken,
          }),
        );
        const keys = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (keys.length > 0) {
          const { Errors = [] } = await s3.send(
            new DeleteObjectsCommand({
              Bucket: bucketName,
              Delete: { Objects: keys, Quiet: true },
            }),
          );
          if (Errors.length > 0) {
            throw new Error(
              `Could not delete ${Errors.length} code objects of project ${projectId}: ${Errors[0]?.Code ?? 'unknown'}`,
            );
          }
          removed += keys.length;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      return removed;
    },
  };
}

export type CodeObjects = ReturnType<typeof createCodeObjects>;
