import { S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { optionalEndpoint, readEnvironment } from './environment';

export interface CodeBucketClient {
  s3: S3Client;
  bucketName: string;
}

/**
 * The generated-code bucket and an S3 client for it, from `CODE_BUCKET_NAME` (and `S3_ENDPOINT`
 * locally). The local stand-in serves buckets by path, not by host name, and validates none of the
 * SDK's optional checksums, so against it the client sends and checks them only where S3 requires.
 */
export function createCodeBucketClient(
  environment: NodeJS.ProcessEnv = process.env,
): CodeBucketClient {
  const config = readEnvironment(
    z.object({ CODE_BUCKET_NAME: z.string().min(3), S3_ENDPOINT: optionalEndpoint }),
    environment,
  );
  const local = config.S3_ENDPOINT !== undefined;
  const s3 = new S3Client({
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: local,
    ...(local && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
  return { s3, bucketName: config.CODE_BUCKET_NAME };
}
