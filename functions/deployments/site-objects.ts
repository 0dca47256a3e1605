import { PutObjectCommand } from '@aws-sdk/client-s3';
import { removeObjectsUnder } from '../lib/bucket-client';
import type { SitesBucketClient } from '../lib/sites-bucket-client';

/**
 * Each publish of a site is a copy of its own under `sites/{subdomain}/{versionId}/`, never
 * overwritten: the site directory points the subdomain at one copy (its version prefix), and the
 * CDN serves `{prefix}/index.html` for `/`. A new copy under a new prefix is a new cache key, so
 * updating a site needs no cache invalidation.
 */
export const siteObjectKeys = {
  site: (subdomain: string) => `sites/${subdomain}/`,
  /** The value the site directory holds for the subdomain. */
  versionPrefix: (subdomain: string, versionId: string) => `sites/${subdomain}/${versionId}`,
  page: (versionPrefix: string) => `${versionPrefix}/index.html`,
};

/**
 * Browsers revalidate every time (the address of a site stays the same across updates), while
 * the CDN may keep a copy for a year: a copy's content never changes under its prefix.
 */
export const SITE_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=31536000, must-revalidate';

/** The deployed sites' objects in the private sites bucket. */
export function createSiteObjects(bucket: SitesBucketClient) {
  const { s3, bucketName } = bucket;
  return {
    async putPage(versionPrefix: string, html: string): Promise<void> {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucketName,
          Key: siteObjectKeys.page(versionPrefix),
          Body: html,
          ContentType: 'text/html; charset=utf-8',
          CacheControl: SITE_PAGE_CACHE_CONTROL,
        }),
      );
    },

    /** Removes one copy (a publish that lost its race). */
    async removeVersion(versionPrefix: string): Promise<void> {
      await removeObjectsUnder(bucket, `${versionPrefix}/`);
    },

    /**
     * Removes the site's copies older than `versionId`. The copy it names stays: edge locations
     * may still map the subdomain to it for the seconds a directory change takes to reach them.
     */
    async removeVersionsBefore(subdomain: string, versionId: string): Promise<number> {
      const site = siteObjectKeys.site(subdomain);
      return removeObjectsUnder(
        bucket,
        site,
        (key) => (key.slice(site.length).split('/')[0] ?? '') >= versionId,
      );
    },

    /** Removes every copy of the site. Safe to repeat. */
    async removeSite(subdomain: string): Promise<number> {
      return removeObjectsUnder(bucket, siteObjectKeys.site(subdomain));
    },
  };
}

export type SiteObjects = ReturnType<typeof createSiteObjects>;
