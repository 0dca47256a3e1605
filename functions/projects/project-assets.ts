import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type {
  Asset,
  CreateAssetRequest,
  CreateAssetResponse,
} from '../../shared/api/asset-schemas';
import {
  assetFileName,
  ASSET_CONTENT_TYPES,
  ASSET_KINDS,
  assetPath,
  ASSET_FILE_PATTERN,
  contentTypeOfAsset,
  MAX_ASSET_BYTES,
  MAX_ASSETS_PER_PROJECT,
  uploadUrl,
  type AssetContentType,
} from '../../shared/assets';
import { removeObjectsUnder } from '../lib/bucket-client';
import { bindDeps } from '../lib/bind-deps';
import type { SitesBucketClient } from '../lib/sites-bucket-client';
import { putUpload } from './made-pictures';
import { uploadObjectKeys } from './upload-object-keys';
import { ProjectError } from './project-errors';
import type { Projects } from './projects';

/** A presigned upload is good for this long. */
export const UPLOAD_EXPIRES_SECONDS = 15 * 60;

/** The first bytes each raster type starts with. */
const SIGNATURES: Record<
  Exclude<AssetContentType, 'image/svg+xml'>,
  (bytes: Uint8Array) => boolean
> = {
  'image/png': (bytes) =>
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte),
  'image/jpeg': (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/gif': (bytes) => /^GIF8[79]a$/.test(ascii(bytes, 0, 6)),
  'image/webp': (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP',
};

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/**
 * The bytes to keep for an upload: rasters as sent when they are what they claim to be, SVG
 * rebuilt without anything that could run (svg-sanitiser.ts). Refuses anything else.
 */
export async function checkedAsset(
  contentType: AssetContentType,
  bytes: Uint8Array,
): Promise<Uint8Array> {
  if (bytes.length === 0 || bytes.length > MAX_ASSET_BYTES) {
    throw new ProjectError('assetRefused', 'Images must be between 1 byte and 5 MB.');
  }
  if (contentType !== 'image/svg+xml') {
    if (SIGNATURES[contentType](bytes)) return bytes;
    throw new ProjectError(
      'assetRefused',
      `The file is not a ${ASSET_KINDS[contentType].name} image. Choose the image again, or save it as PNG or JPEG.`,
    );
  }
  // Loaded by the first SVG upload: it and its XML parser (some 90 KB bundled) serve no other
  // request of the projects function.
  const { sanitiseSvg, UnsafeSvgError } = await import('./svg-sanitiser');
  try {
    return new TextEncoder().encode(
      sanitiseSvg(new TextDecoder('utf-8', { fatal: true }).decode(bytes)),
    );
  } catch (error) {
    if (error instanceof UnsafeSvgError)
      throw new ProjectError('assetRefused', `${error.message}.`);
    if (error instanceof TypeError) {
      throw new ProjectError('assetRefused', 'The file is not a valid SVG image.');
    }
    throw error;
  }
}

/** S3 lists times to the second. */
function toSecond(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

function toAsset(projectId: string, file: string, size: number, uploadedAt: Date): Asset {
  return {
    file,
    path: assetPath(file),
    url: uploadUrl(projectId, file),
    content_type: contentTypeOfAsset(file) ?? 'image/png',
    size,
    uploaded_at: toSecond(uploadedAt).toISOString(),
  };
}

export interface ProjectAssetsDependencies {
  projects: Pick<Projects, 'get'>;
  bucket: SitesBucketClient;
  /** The same bucket, for presigning uploads (createSitesBucketClient's `presigning`). */
  presigner: SitesBucketClient;
  clock: () => Date;
  newId: () => string;
}

async function ownProject(deps: ProjectAssetsDependencies, userId: string, projectId: string) {
  const { projects } = deps;
  const project = await projects.get(userId, projectId);
  if (!project || project.deleting) throw new ProjectError('notFound');
  return project;
}

async function listed(deps: ProjectAssetsDependencies, projectId: string): Promise<Asset[]> {
  const { bucket, clock } = deps;
  const { s3, bucketName } = bucket;
  const assets: Asset[] = [];
  const prefix = uploadObjectKeys.uploads(projectId);
  for await (const page of paginateListObjectsV2(
    { client: s3 },
    { Bucket: bucketName, Prefix: prefix },
  )) {
    for (const { Key, Size, LastModified } of page.Contents ?? []) {
      const file = Key?.slice(prefix.length) ?? '';
      if (ASSET_FILE_PATTERN.test(file)) {
        assets.push(toAsset(projectId, file, Size ?? 0, LastModified ?? clock()));
      }
    }
  }
  return assets.sort((a, b) => b.file.localeCompare(a.file));
}

/** The project's upload `file` as the bucket has it, or null when there is none. */
async function storedAsset(
  deps: ProjectAssetsDependencies,
  projectId: string,
  file: string,
): Promise<Asset | null> {
  const { bucket, clock } = deps;
  const { s3, bucketName } = bucket;
  try {
    const head = await s3.send(
      new HeadObjectCommand({ Bucket: bucketName, Key: uploadObjectKeys.upload(projectId, file) }),
    );
    return toAsset(projectId, file, head.ContentLength ?? 0, head.LastModified ?? clock());
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

async function completedAsset(
  deps: ProjectAssetsDependencies,
  projectId: string,
  assetId: string,
): Promise<Asset | null> {
  for (const contentType of ASSET_CONTENT_TYPES) {
    const asset = await storedAsset(deps, projectId, assetFileName(assetId, contentType));
    if (asset) return asset;
  }
  return null;
}

/** A presigned PUT for exactly the announced type and size, into the incoming folder. */
async function create(
  deps: ProjectAssetsDependencies,
  userId: string,
  projectId: string,
  request: CreateAssetRequest,
): Promise<CreateAssetResponse> {
  const { bucket, presigner, clock, newId } = deps;
  const { bucketName } = bucket;
  await ownProject(deps, userId, projectId);
  if ((await listed(deps, projectId)).length >= MAX_ASSETS_PER_PROJECT) {
    throw new ProjectError('tooManyAssets');
  }
  const assetId = newId();
  const url = await getSignedUrl(
    presigner.s3,
    new PutObjectCommand({
      Bucket: bucketName,
      Key: uploadObjectKeys.incoming(projectId, assetId),
      ContentType: request.content_type,
      ContentLength: request.size,
    }),
    {
      expiresIn: UPLOAD_EXPIRES_SECONDS,
      signableHeaders: new Set(['content-type', 'content-length']),
    },
  );
  return {
    asset_id: assetId,
    upload: {
      url,
      method: 'PUT',
      headers: { 'Content-Type': request.content_type },
      expires_at: new Date(clock().getTime() + UPLOAD_EXPIRES_SECONDS * 1000).toISOString(),
    },
  };
}

/**
 * Checks the uploaded file (its bytes are what its type says; SVG is cleaned) and keeps it
 * among the project's images. Safe to repeat: a completed upload answers as it did.
 */
async function complete(
  deps: ProjectAssetsDependencies,
  userId: string,
  projectId: string,
  assetId: string,
): Promise<Asset> {
  const { bucket, clock } = deps;
  const { s3, bucketName } = bucket;
  await ownProject(deps, userId, projectId);
  const incoming = uploadObjectKeys.incoming(projectId, assetId);
  let object;
  try {
    object = await s3.send(new GetObjectCommand({ Bucket: bucketName, Key: incoming }));
  } catch (error) {
    if (!(error instanceof NoSuchKey)) throw error;
    const done = await completedAsset(deps, projectId, assetId);
    if (done) return done;
    throw new ProjectError('assetNotFound');
  }
  const contentType = object.ContentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  const file = ASSET_CONTENT_TYPES.includes(contentType as AssetContentType)
    ? assetFileName(assetId, contentType as AssetContentType)
    : null;
  if (!file || !object.Body) {
    await s3.send(new DeleteObjectCommand({ Bucket: bucketName, Key: incoming }));
    throw new ProjectError('assetRefused');
  }
  let bytes: Uint8Array;
  try {
    bytes = await checkedAsset(
      contentType as AssetContentType,
      await object.Body.transformToByteArray(),
    );
  } catch (error) {
    await s3.send(new DeleteObjectCommand({ Bucket: bucketName, Key: incoming }));
    throw error;
  }
  await putUpload(bucket, projectId, file, bytes, contentType as AssetContentType);
  await s3.send(new DeleteObjectCommand({ Bucket: bucketName, Key: incoming }));
  // The time as the list will show it: the bucket's, not this function's clock.
  return (
    (await storedAsset(deps, projectId, file)) ?? toAsset(projectId, file, bytes.length, clock())
  );
}

async function list(
  deps: ProjectAssetsDependencies,
  userId: string,
  projectId: string,
): Promise<Asset[]> {
  await ownProject(deps, userId, projectId);
  return listed(deps, projectId);
}

/** A user's uploads to their own projects; another user's project reads as not found. */
export function createProjectAssets(deps: ProjectAssetsDependencies) {
  return bindDeps(deps, { create, complete, list });
}

export type ProjectAssets = ReturnType<typeof createProjectAssets>;

/** Everything a project uploaded, for when the project goes. Safe to repeat. */
export function removeProjectUploads(bucket: SitesBucketClient, projectId: string) {
  return removeObjectsUnder(bucket, uploadObjectKeys.uploads(projectId));
}
