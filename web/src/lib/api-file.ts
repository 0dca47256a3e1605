import type { EndpointName, endpoints } from '../../../shared/api';
import { appApiDeps, sendApiCall, type ApiClientDeps } from './api-client';

/** The calls the contract answers with a file (`file: true`) rather than JSON. */
export type FileEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { file: true } ? N : never;
}[EndpointName];

export interface ApiFile {
  blob: Blob;
  /** The name the server gave it (`content-disposition`), or `fallbackName`. */
  name: string;
}

function fileNameOf(disposition: string | null): string | null {
  return /filename="([\w.-]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

/**
 * A signed-in call whose answer is a file to save (the account's export), sent as every call is:
 * a failure is an ApiError with the server's words.
 */
export async function fetchApiFile(
  name: FileEndpointName,
  fallbackName: string,
  deps: ApiClientDeps = appApiDeps,
): Promise<ApiFile> {
  const { response, answer: blob } = await sendApiCall(
    deps,
    name,
    undefined,
    { headers: { Accept: '*/*' } },
    (reply) => reply.blob(),
  );
  return { blob, name: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
}
