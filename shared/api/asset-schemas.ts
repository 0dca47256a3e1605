import * as z from '../zod';
import {
  ASSET_CONTENT_TYPES,
  ASSET_FILE_PATTERN,
  ASSET_TYPES_IN_WORDS,
  MAX_ASSET_BYTES,
} from '../assets';
import { isoDateTimeSchema } from './common';
import { projectIdSchema } from './common';

const MAX_FILE_NAME_LENGTH = 200;
const megabytes = MAX_ASSET_BYTES / (1024 * 1024);

/** POST /api/projects/{projectId}/assets: what the browser is about to upload. */
export const createAssetRequestSchema = z.object({
  file_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'The file needs a name'),
      z.maxLength(
        MAX_FILE_NAME_LENGTH,
        `File names can be at most ${MAX_FILE_NAME_LENGTH} characters`,
      ),
    ),
  content_type: z.enum(ASSET_CONTENT_TYPES, {
    error: `Only ${ASSET_TYPES_IN_WORDS} images can be uploaded`,
  }),
  size: z
    .number()
    .check(
      z.int(),
      z.positive('The file is empty'),
      z.lte(MAX_ASSET_BYTES, `Images can be at most ${megabytes} MB`),
    ),
});
export type CreateAssetRequest = z.infer<typeof createAssetRequestSchema>;

/**
 * Where to send the file: one PUT of exactly the bytes announced, with these headers, before
 * `expires_at`; then POST …/assets/{assetId}/complete.
 */
export const createAssetResponseSchema = z.object({
  asset_id: z.string(),
  upload: z.object({
    url: z.url(),
    method: z.literal('PUT'),
    headers: z.record(z.string(), z.string()),
    expires_at: isoDateTimeSchema,
  }),
});
export type CreateAssetResponse = z.infer<typeof createAssetResponseSchema>;

export const assetParamsSchema = z.object({
  projectId: projectIdSchema,
  assetId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'Invalid asset id' })),
});

/** An image the project has: `path` is what its page uses, `url` where the app shows it. */
export const assetSchema = z.object({
  file: z.string().check(z.regex(ASSET_FILE_PATTERN)),
  path: z.string(),
  url: z.string(),
  content_type: z.enum(ASSET_CONTENT_TYPES),
  size: z.number().check(z.int(), z.nonnegative()),
  uploaded_at: isoDateTimeSchema,
});
export type Asset = z.infer<typeof assetSchema>;

export const completeAssetResponseSchema = z.object({ asset: assetSchema });
export type CompleteAssetResponse = z.infer<typeof completeAssetResponseSchema>;

/** GET /api/projects/{projectId}/assets: newest first. */
export const listAssetsResponseSchema = z.object({ assets: z.array(assetSchema) });
export type ListAssetsResponse = z.infer<typeof listAssetsResponseSchema>;
