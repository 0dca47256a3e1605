import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { uploadObjectKeys } from '../projects/upload-object-keys';
import { createSitesBucketClient } from '../lib/sites-bucket-client';

/** The projects' uploads in the sites bucket (`SITES_BUCKET_NAME`), as the preview serves them. */
export function createUploadReader(environment: NodeJS.ProcessEnv = process.env) {
  const { s3, bucketName } = createSitesBucketClient(environment);
  return {
    /** One of the project's uploads; null when it is gone. */
    async read(projectId: string, file: string): Promise<Uint8Array | null> {
      try {
        const { Body } = await s3.send(
          new GetObjectCommand({
            Bucket: bucketName,
            Key: uploadObjectKeys.upload(projectId, file),
          }),
        );
        return Body ? await Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
