import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import * as z from '../../shared/zod';
import { optionalEndpoint, readEnvironment, type EnvironmentVariable } from './environment';

const bucketNameSchema = z.string().check(z.minLength(3));

/** A bucket's name and an S3 client for it. */
export interface BucketClient {
  s3: S3Client;
  bucketName: string;
}

/**
 * A bucket and an S3 client for it, the name from `variable` (CODE_BUCKET_NAME, SITES_BUCKET_NAME;
 * see infra/data/bucket-definitions.ts) and `S3_ENDPOINT` locally. The local stand-in serves
 * buckets by path, not by host name, and validates none of the SDK's optional checksums, so
 * against it the client sends and checks them only where S3 requires; so does a client that
 * presigns uploads, whose body it never sees.
 */
export function createBucketClient(
  variable: Extract<EnvironmentVariable, `${string}_BUCKET_NAME`>,
  environment: NodeJS.ProcessEnv = process.env,
  { presigning = false }: { presigning?: boolean } = {},
): BucketClient {
  const config = readEnvironment(
    z.object({
      CODE_BUCKET_NAME: z.optional(bucketNameSchema),
      SITES_BUCKET_NAME: z.optional(bucketNameSchema),
      S3_ENDPOINT: optionalEndpoint,
    }),
    environment,
  );
  const bucketName = config[variable];
  if (bucketName === undefined) {
    throw new Error(`Missing or invalid environment variables: ${variable} (required)`);
  }
  const local = config.S3_ENDPOINT !== undefined;
  const s3 = new S3Client({
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: local,
    // A presigned PUT must not carry a checksum of the empty body it was signed without.
    ...((local || presigning) && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
  return { s3, bucketName };
}

/** S3 lists at most 1,000 keys per page and deletes at most 1,000 per DeleteObjects. */
const LIST_PAGE_SIZE = 1000;

/**
 * Deletes the objects under `prefix` that `keep` does not want, a listing page (one DeleteObjects)
 * at a time; resolves to how many went. Safe to repeat: what is gone is simply not listed again.
 */
export async function removeObjectsUnder(
  { s3, bucketName }: BucketClient,
  prefix: string,
  keep: (key: string) => boolean = () => false,
): Promise<number> {
  let removed = 0;
  let continuationToken: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({
        Bucket: bucketName,
        Prefix: prefix,
        MaxKeys: LIST_PAGE_SIZE,
        ContinuationToken: continuationToken,
      }),
    );
    const keys = (page.Contents ?? []).flatMap(({ Key }) => (Key && !keep(Key) ? [{ Key }] : []));
    if (keys.length > 0) {
      const { Errors = [] } = await s3.send(
        new DeleteObjectsCommand({ Bucket: bucketName, Delete: { Objects: keys, Quiet: true } }),
      );
      if (Errors.length > 0) {
        throw new Error(
          `Could not delete ${Errors.length} objects under ${prefix}: ${Errors[0]?.Code ?? 'unknown'}`,
        );
      }
      removed += keys.length;
    }
    continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuationToken);
  return removed;
}
