import { CopyObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { assetFilesOf, assetPath } from '../../shared/assets';
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
  /** A copy of one of the project's uploads that the page names (`assets/{file}`). */
  asset: (versionPrefix: string, file: string) => `${versionPrefix}/${assetPath(file)}`,
};

/**
 * The same bucket keeps each project's images: the browser uploads to `incoming/` (never served;
 * a lifecycle rule empties it), and a completed upload, checked and cleaned, is kept under
 * `_uploads/`, which the app's origin serves for the preview. A publish copies the ones its page
 * names into its own folder.
 */
export const uploadObjectKeys = {
  incoming: (projectId: string, assetId: string) => `incoming/${projectId}/${assetId}`,
  uploads: (projectId: string) => `_uploads/${projectId}/`,
  upload: (projectId: string, file: string) => `_uploads/${projectId}/${file}`,
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
    /**
     * Publishes a copy: the project's uploads the page names first (one it names that is not
     * there is left out, as the preview shows it), then the page.
     */
    async putSite(versionPrefix: string, projectId: string, html: string): Promise<void> {
      await Promise.all(
        assetFilesOf(html).map((file) =>
          s3
            .send(
              new CopyObjectCommand({
                Bucket: bucketName,
                CopySource: `${bucketName}/${uploadObjectKeys.upload(projectId, file)}`,
                Key: siteObjectKeys.asset(versionPrefix, file),
              }),
            )
            .catch((error: unknown) => {
              if (!(error instanceof NoSuchKey)) throw error;
            }),
        ),
      );
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
