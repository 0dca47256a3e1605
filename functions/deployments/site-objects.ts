import {
  CopyObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { assetFilesOf } from '../../shared/assets';
import { removeObjectsUnder } from '../lib/bucket-client';
import type { SitesBucketClient } from '../lib/sites-bucket-client';
import { uploadObjectKeys } from '../projects/upload-object-keys';
import { siteObjectKeys } from './site-object-keys';
import type { SiteFiles } from './site-seo';
import { SOCIAL_CARD_FILE } from '../lib/social-card-files';

/**
 * Browsers revalidate every time (the address of a site stays the same across updates), while
 * the CDN may keep a copy for a year: a copy's content never changes under its prefix.
 */
export const SITE_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=31536000, must-revalidate';

const FILE_TYPES: Readonly<Record<string, string>> = {
  'robots.txt': 'text/plain; charset=utf-8',
  'sitemap.xml': 'application/xml; charset=utf-8',
  [SOCIAL_CARD_FILE]: 'image/png',
};

/** A copy's files that name its address: the page, robots.txt and the sitemap. */
const TEXT_FILE = /\/(?:index\.html|robots\.txt|sitemap\.xml)$/;

/** The deployed sites' objects in the private sites bucket. */
export function createSiteObjects(bucket: SitesBucketClient) {
  const { s3, bucketName } = bucket;
  return {
    /**
     * Publishes a copy: the project's uploads the page names first (one it names that is not
     * there is left out, as the preview shows it), then the page.
     */
    async putSite(
      versionPrefix: string,
      projectId: string,
      html: string,
      files: Partial<SiteFiles> & { [SOCIAL_CARD_FILE]?: Uint8Array } = {},
    ): Promise<void> {
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
      await Promise.all(
        Object.entries(files).map(([name, body]) =>
          s3.send(
            new PutObjectCommand({
              Bucket: bucketName,
              Key: siteObjectKeys.file(versionPrefix, name),
              Body: body,
              ContentType: FILE_TYPES[name] ?? 'text/plain; charset=utf-8',
              CacheControl: SITE_PAGE_CACHE_CONTROL,
            }),
          ),
        ),
      );
      // The page last: a copy with its page is complete.
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

    /** Removes the site's copies but those whose ids are kept. */
    async removeVersionsExcept(subdomain: string, kept: ReadonlySet<string>): Promise<number> {
      const site = siteObjectKeys.site(subdomain);
      return removeObjectsUnder(bucket, site, (key) =>
        kept.has(key.slice(site.length).split('/')[0] ?? ''),
      );
    },

    /**
     * Copies the site's kept copies from one address to another, each object under the same name,
     * with `rewrite` applied to the text files (the page, robots.txt, the sitemap) so they name
     * the new address. Safe to repeat.
     */
    async copySite(from: string, to: string, rewrite: (text: string) => string): Promise<void> {
      const source = siteObjectKeys.site(from);
      const target = siteObjectKeys.site(to);
      const pages = paginateListObjectsV2({ client: s3 }, { Bucket: bucketName, Prefix: source });
      for await (const page of pages) {
        await Promise.all(
          (page.Contents ?? []).map(async ({ Key }) => {
            if (!Key) return;
            const key = target + Key.slice(source.length);
            if (!TEXT_FILE.test(Key)) {
              await s3.send(
                new CopyObjectCommand({
                  Bucket: bucketName,
                  CopySource: `${bucketName}/${Key}`,
                  Key: key,
                }),
              );
              return;
            }
            const object = await s3.send(new GetObjectCommand({ Bucket: bucketName, Key }));
            await s3.send(
              new PutObjectCommand({
                Bucket: bucketName,
                Key: key,
                Body: rewrite((await object.Body?.transformToString('utf-8')) ?? ''),
                ContentType: object.ContentType,
                CacheControl: object.CacheControl,
              }),
            );
          }),
        );
      }
    },

    /** Removes every copy of the site. Safe to repeat. */
    async removeSite(subdomain: string): Promise<number> {
      return removeObjectsUnder(bucket, siteObjectKeys.site(subdomain));
    },
  };
}

export type SiteObjects = ReturnType<typeof createSiteObjects>;
