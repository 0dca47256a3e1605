import { createBucketClient, type BucketClient } from './bucket-client';

export type CodeBucketClient = BucketClient;

/** The generated-code bucket, from `CODE_BUCKET_NAME` (and `S3_ENDPOINT` locally). */
export function createCodeBucketClient(environment: NodeJS.ProcessEnv = process.env) {
  return createBucketClient('CODE_BUCKET_NAME', environment);
}
