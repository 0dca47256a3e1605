import { createAssetResponseSchema, type CreateAssetRequest } from '../../shared/api/asset-schemas';
import { callApi, type JsonReply, type SignedUpAccount } from './local-accounts';
import type { CloudAddresses } from './shared-cloud';

/** The smallest PNG: one transparent pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface AssetUpload {
  /** The announcement's reply; the steps after it run only when it was 200. */
  announced: JsonReply;
  /** The presigned PUT's status. */
  sent?: number;
  /** The completion's reply. */
  completed?: JsonReply;
}

/**
 * A project image as the browser uploads it: announced (`announce` overrides what is said of the
 * file), its bytes sent with the presigned PUT, then completed. Stops at the first refusal.
 */
export async function uploadAsset(
  cloud: CloudAddresses,
  user: SignedUpAccount,
  projectId: string,
  bytes: Buffer,
  announce: Partial<CreateAssetRequest> = {},
): Promise<AssetUpload> {
  const announced = await callApi(cloud, 'POST', `/api/projects/${projectId}/assets`, {
    token: user.idToken,
    body: { file_name: 'logo.png', content_type: 'image/png', size: bytes.length, ...announce },
  });
  if (announced.status !== 200) return { announced };
  const { asset_id, upload } = createAssetResponseSchema.parse(announced.body);
  const put = await fetch(upload.url, {
    method: upload.method,
    headers: upload.headers,
    body: new Uint8Array(bytes),
  });
  await put.arrayBuffer();
  if (put.status !== 200) return { announced, sent: put.status };
  const completed = await callApi(
    cloud,
    'POST',
    `/api/projects/${projectId}/assets/${asset_id}/complete`,
    { token: user.idToken, body: {} },
  );
  return { announced, sent: put.status, completed };
}
