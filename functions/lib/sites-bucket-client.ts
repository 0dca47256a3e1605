import { createBucketClient, type BucketClient } from './bucket-client';

export type SitesBucketClient = BucketClient;

/** The deployed-sites bucket, from `SITES_BUCKET_NAME` (and `S3_ENDPOINT` locally). */
export function createSitesBucketClient(
  environment: NodeJS.ProcessEnv = process.env,
  options: { presigning?: boolean } = {},
) {
  return createBucketClient('SITES_BUCKET_NAME', environment, options);
}
