import { buildPath, endpoints, errorBodySchema, type EndpointName } from '../../../shared/api';
import { apiBaseUrl } from './api-client';
import { ApiError } from './api-error';
import { sessionTokens } from './auth/session-tokens';

/** The calls the contract answers with a file (`file: true`) rather than JSON. */
export type FileEndpointName = {
  [N in EndpointName]: (typeof endpoints)[N] extends { file: true } ? N : never;
}[EndpointName];

export interface ApiFile {
  blob: Blob;
  /** The name the server gave it (`content-disposition`), or `fallbackName`. */
  name: string;
}

export interface ApiFileDeps {
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  getToken: () => string | null | Promise<string | null>;
}

const defaultDeps: ApiFileDeps = {
  baseUrl: apiBaseUrl(import.meta.env.VITE_API_URL),
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => sessionTokens.fresh(),
};

function fileNameOf(disposition: string | null): string | null {
  return /filename="([\w.-]+)"/.exec(disposition ?? '')?.[1] ?? null;
}

async function refusalOf(response: Response): Promise<ApiError> {
  let detail = `Request failed (HTTP ${response.status}).`;
  try {
    const body = errorBodySchema.safeParse(await response.json());
    if (body.success) detail = body.data.detail;
  } catch {
    // Not JSON: the status says enough.
  }
  return new ApiError(response.status, detail);
}

/**
 * A signed-in call whose answer is a file to save (the account's export), fetched with the
 * session's bearer like any call: a failure is an ApiError with the server's words.
 */
export async function fetchApiFile(
  name: FileEndpointName,
  fallbackName: string,
  deps: ApiFileDeps = defaultDeps,
): Promise<ApiFile> {
  const endpoint = endpoints[name];
  const token = await deps.getToken();
  let response: Response;
  try {
    response = await deps.fetch(deps.baseUrl + buildPath(endpoint.path, {}), {
      method: endpoint.method,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw await refusalOf(response);
  const blob = await response.blob();
  return { blob, name: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName };
}
