import * as z from '../../../shared/zod';
import {
  buildPath,
  endpoints,
  errorBodySchema,
  type EndpointDefinition,
  type EndpointName,
  type EndpointRequestInput,
  type EndpointResponse,
} from '../../../shared/api';
import { ApiError } from './api-error';
import { sessionTokens } from './auth/session-tokens';

/** The parts of a request an endpoint takes; parts that are empty objects may be left out. */
type PresentParts<N extends EndpointName> = {
  [
    K in keyof EndpointRequestInput<N> as EndpointRequestInput<N>[K] extends undefined ? never : K
  ]: EndpointRequestInput<N>[K];
};
type OptionalWhenEmpty<T> = {
  [K in keyof T as Record<never, never> extends T[K] ? K : never]?: T[K];
} & {
  [K in keyof T as Record<never, never> extends T[K] ? never : K]: T[K];
};
export type ApiInput<N extends EndpointName> = OptionalWhenEmpty<PresentParts<N>>;

export interface ApiCallOptions {
  signal?: AbortSignal;
  /** Extra headers, e.g. the Google session exchange's X-Session-ID. */
  headers?: Record<string, string>;
  /** Let the request outlive the page (sent as the tab closes). */
  keepalive?: boolean;
}

/** The input may be left out when the endpoint needs none (or only optional parts). */
export type ApiArgs<N extends EndpointName> =
  Record<never, never> extends ApiInput<N>
    ? [input?: ApiInput<N>, options?: ApiCallOptions]
    : [input: ApiInput<N>, options?: ApiCallOptions];

export type ApiClient = <N extends EndpointName>(
  name: N,
  ...args: ApiArgs<N>
) => Promise<EndpointResponse<N>>;

export interface ApiClientDeps {
  /** Origin (and optional prefix) of the API; '' means this page's own origin. */
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  /** The session token, or null when signed out; may renew it first, hence the promise. */
  getToken: () => string | null | Promise<string | null>;
}

/** The untyped view of an ApiInput, checked once at run time instead of cast. */
const requestPartsSchema = z._default(
  z.object({
    params: z.optional(z.record(z.string(), z.string())),
    query: z.optional(z.record(z.string(), z.unknown())),
    body: z.optional(z.unknown()),
  }),
  {},
);

const NETWORK_FAILURE = 'Could not reach the server. Check your connection and try again.';
const UNEXPECTED_RESPONSE = 'The server sent a response this app does not understand.';

/** `VITE_API_URL` without trailing slashes; unset or blank means same origin. */
export function apiBaseUrl(configured: string | undefined): string {
  return (configured ?? '').trim().replace(/\/+$/, '');
}

function requestParts(name: EndpointName, input: unknown) {
  const parts = requestPartsSchema.safeParse(input);
  if (!parts.success) throw new TypeError(`Malformed request input for ${name}`);
  return parts.data;
}

function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new TypeError(`Query parameter ${key} must be a string, number or boolean`);
    }
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's refusal in its own words (its error body), or the status when it gave none. */
async function refusalOf(response: Response): Promise<ApiError> {
  const errorBody = errorBodySchema.safeParse(await readJson(response).catch(() => undefined));
  return new ApiError(
    response.status,
    errorBody.success ? errorBody.data.detail : `Request failed (HTTP ${response.status}).`,
  );
}

/**
 * One call of `shared/api/endpoints.ts` sent, with the session's bearer on a signed-in call: its
 * response once the server took it; an ApiError with the server's words when it refused, or the
 * network failure's when it could not be reached. `read` reads the answer's body, so a connection
 * lost while it arrives is a network failure too.
 */
export async function sendApiCall<T>(
  deps: ApiClientDeps,
  name: EndpointName,
  rawInput: unknown,
  options: ApiCallOptions,
  read: (response: Response) => Promise<T>,
): Promise<{ response: Response; answer: T }> {
  const endpoint: EndpointDefinition = endpoints[name];
  const input = requestParts(name, rawInput);
  const url = deps.baseUrl + buildPath(endpoint.path, input.params) + queryString(input.query);

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A caller's own Authorization wins: the identity sync sends the token it was just given.
  if (endpoint.access === 'user' && !('Authorization' in headers)) {
    const token = await deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let body: string | undefined;
  if (endpoint.body) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.body ?? {});
  }

  try {
    const response = await deps.fetch(url, {
      method: endpoint.method,
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
    if (!response.ok) throw await refusalOf(response);
    return { response, answer: await read(response) };
  } catch (error) {
    // A cancelled request stays a cancellation (TanStack Query relies on it), not a failure.
    if (error instanceof ApiError || options.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_FAILURE);
  }
}

/**
 * A client for the calls of `shared/api/endpoints.ts`: `api('getProject', { params: {projectId} })`.
 * Requests and responses are typed by the shared schemas; responses are parsed with them.
 */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  function call<N extends EndpointName>(name: N, ...args: ApiArgs<N>): Promise<EndpointResponse<N>>;
  async function call(
    name: EndpointName,
    rawInput?: unknown,
    options: ApiCallOptions = {},
  ): Promise<unknown> {
    const { response, answer } = await sendApiCall(deps, name, rawInput, options, readJson);
    const parsed = z.safeParse(endpoints[name].response, answer);
    if (!parsed.success) throw new ApiError(response.status, UNEXPECTED_RESPONSE);
    return parsed.data;
  }
  return call;
}

/**
 * The app's client: same origin unless VITE_API_URL names another host. The bearer is renewed
 * before it expires, so a signed-in user is not turned away mid-session.
 */
export const appApiDeps: ApiClientDeps = {
  baseUrl: apiBaseUrl(import.meta.env.VITE_API_URL),
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => sessionTokens.fresh(),
};

export const api: ApiClient = createApiClient(appApiDeps);
