/** What a refusal's body may carry beside its detail, for a client to act on (`mfa_required`). */
export type ErrorFields = Readonly<Record<string, boolean | number | string>>;

/** An error whose status and one-sentence detail may be shown to the caller as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fields: ErrorFields = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
