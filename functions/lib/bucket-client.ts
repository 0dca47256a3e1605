import { S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { optionalEndpoint, readEnvironment } from './environment';

/** A bucket's name and an S3 client for it. */
export interface BucketClient {
  s3: S3Client;
  bucketName: string;
}

/**
 * A bucket and an S3 client for it, the name from `variable` (CODE_BUCKET_NAME, SITES_BUCKET_NAME;
 * see infra/data/bucket-definitions.ts) and `S3_ENDPOINT` locally. The local stand-in serves
 * buckets by path, not by host name, and validates none of the SDK's optional checksums, so
 * against it the client sends and checks them only where S3 requires.
 */
export function createBucketClient(
  variable: string,
  environment: NodeJS.ProcessEnv = process.env,
): BucketClient {
  const config = readEnvironment(
    z.object({ [variable]: z.string().min(3), S3_ENDPOINT: optionalEndpoint }),
    environment,
  );
  const bucketName = String(config[variable]);
  const local = config.S3_ENDPOINT !== undefined;
  const s3 = new S3Client({
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: local,
    ...(local && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
  return { s3, bucketName };
}
