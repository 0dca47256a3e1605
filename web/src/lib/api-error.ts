/**
 * Any failed API call. `status` is the HTTP status, or 0 when no answer arrived (network down,
 * server unreachable). `detail` is one sentence fit to show the user: the server's `{detail}`
 * when it sent one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: string;

  constructor(status: number, detail: string) {
    super(detail);
    this.status = status;
    this.detail = detail;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the user about a failure: the server's detail, or a plain apology. */
export function errorDetail(error: unknown): string {
  return isApiError(error) ? error.detail : 'Something went wrong. Please try again.';
}

/**
 * The server's own words when it refused the request (a 4xx says what to change), else
 * `fallback`: a 5xx or a network failure has nothing the user can act on.
 */
export function refusalOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.detail : fallback;
}
