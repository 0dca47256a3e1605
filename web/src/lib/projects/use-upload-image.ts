import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAssetRequestSchema,
  type Asset,
  type CreateAssetRequest,
} from '../../../../shared/api/asset-schemas';
import { ASSET_CONTENT_TYPES } from '../../../../shared/assets';
import * as z from '../../../../shared/zod';
import { api } from '../api-client';
import { isApiError } from '../api-error';
import { projectKeys } from './project-queries';

export const UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

/** What the file picker offers: the types the API takes. */
export const IMAGE_ACCEPT = ASSET_CONTENT_TYPES.join(',');

const fileFacts = z.pick(createAssetRequestSchema, { content_type: true, size: true });

/**
 * Why a chosen file cannot be uploaded, in the API's own words, said before anything is sent;
 * null when it can.
 */
export function imageProblem(file: Pick<File, 'type' | 'size'>): string | null {
  const checked = fileFacts.safeParse({ content_type: file.type, size: file.size });
  return checked.success
    ? null
    : `${checked.error.issues[0]?.message ?? 'The file cannot be used'}.`;
}

/**
 * Uploads an image to the project: announce it, send it straight to storage with the presigned
 * PUT, then complete it (checked, and an SVG cleaned). Resolves to the image, whose `path` the
 * page uses.
 */
export async function uploadImage(
  projectId: string,
  file: File,
  fetchFn: typeof fetch = (input, init) => globalThis.fetch(input, init),
): Promise<Asset> {
  const problem = imageProblem(file);
  if (problem) throw new Error(problem);
  const { asset_id, upload } = await api('createAsset', {
    params: { projectId },
    body: {
      file_name: file.name || 'image',
      content_type: file.type as CreateAssetRequest['content_type'],
      size: file.size,
    },
  });
  const sent = await fetchFn(upload.url, {
    method: upload.method,
    headers: upload.headers,
    body: file,
  }).catch(() => null);
  if (!sent?.ok) throw new Error(UPLOAD_FAILED);
  const { asset } = await api('completeAsset', {
    params: { projectId, assetId: asset_id },
    body: {},
  });
  return asset;
}

/** The upload as a mutation; its error is worded for the user (`uploadErrorText`). */
export function useUploadImage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImage(projectId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.assets(projectId) }),
  });
}

export function uploadErrorText(error: unknown): string {
  if (isApiError(error)) return error.status === 0 ? UPLOAD_FAILED : error.detail;
  return error instanceof Error ? error.message : UPLOAD_FAILED;
}
