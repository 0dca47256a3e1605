/**
 * A refusal in OAuth's terms (RFC 6749 §5.2, RFC 6750 §3): its status, its code (what a client
 * acts on) and one sentence a person can act on. Never carries a token, a code or an email.
 */
export class OAuthRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(`${error}: ${description}`);
    this.name = 'OAuthRefusal';
  }
}

/**
 * A browser request the bridge cannot send back where it came from (its return address or its
 * state is not one the bridge made): the person is shown a page saying so instead.
 */
export class BrowserRefusal extends Error {
  constructor(readonly description: string) {
    super(description);
    this.name = 'BrowserRefusal';
  }
}

export const invalidRequest = (description: string) =>
  new OAuthRefusal(400, 'invalid_request', description);

export const invalidGrant = (description: string) =>
  new OAuthRefusal(400, 'invalid_grant', description);

/** The client's credentials are missing or wrong: 401 and a Basic challenge, as RFC 6749 asks. */
export const invalidClient = (description: string) =>
  new OAuthRefusal(401, 'invalid_client', description, {
    'www-authenticate': 'Basic realm="github-oidc"',
  });

/** A missing or refused access token at userinfo (RFC 6750 §3). */
export const invalidToken = (description: string) =>
  new OAuthRefusal(401, 'invalid_token', description, {
    'www-authenticate': 'Bearer realm="github-oidc", error="invalid_token"',
  });

export const githubUnavailable = () =>
  new OAuthRefusal(
    502,
    'temporarily_unavailable',
    'GitHub could not be reached. Please try signing in with GitHub again.',
  );

export const EXPIRED_SIGN_IN_MESSAGE =
  'This sign-in has expired. Go back to Sitewright and sign in with GitHub again.';
export const INVALID_SIGN_IN_MESSAGE =
  'This sign-in link is not valid. Go back to Sitewright and sign in with GitHub again.';
