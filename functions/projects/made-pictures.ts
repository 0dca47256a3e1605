import { PutObjectCommand } from '@aws-sdk/client-s3';
import { monotonicFactory } from 'ulid';
import { assetFileName, assetPath, type AssetContentType } from '../../shared/assets';
import type { SitesBucketClient } from '../lib/sites-bucket-client';
import { UPLOAD_CACHE_CONTROL, uploadObjectKeys } from './upload-object-keys';

/** The raster types an image model answers in. */
export type MadePictureType = Extract<AssetContentType, 'image/png' | 'image/jpeg' | 'image/webp'>;

/** Keeps a picture an agent made as one of the project's images; resolves to its page path. */
export type SavePicture = (
  projectId: string,
  bytes: Uint8Array,
  contentType: MadePictureType,
) => Promise<string>;

/**
 * Writes one of a project's images where its uploads are kept (`_uploads/{projectId}/{file}`),
 * never to change under its name: a completed upload, or a picture an agent made.
 */
export async function putUpload(
  { s3, bucketName }: SitesBucketClient,
  projectId: string,
  file: string,
  bytes: Uint8Array,
  contentType: AssetContentType,
): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucketName,
      Key: uploadObjectKeys.upload(projectId, file),
      Body: bytes,
      ContentType: contentType,
      CacheControl: UPLOAD_CACHE_CONTROL,
    }),
  );
}

/**
 * Pictures the Image agent made, kept as the project's uploads, so a page names them as
 * `assets/{id}.{ext}` like any upload: the preview, the download, a deploy and a save to GitHub
 * carry them, and the page stays small.
 */
export function createMadePictures(
  bucket: SitesBucketClient,
  newId: () => string = monotonicFactory(),
): SavePicture {
  return async (projectId, bytes, contentType) => {
    const file = assetFileName(newId(), contentType);
    await putUpload(bucket, projectId, file, bytes, contentType);
    return assetPath(file);
  };
}
