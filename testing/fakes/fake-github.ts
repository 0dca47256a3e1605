import { randomBytes } from 'node:crypto';
import type { Fetch } from '../../functions/auth/github-oidc/github-account';

export interface FakeGitHubAccount {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string;
  emails: { email: string; primary: boolean; verified: boolean }[];
}

export interface FakeGitHubApp {
  clientId: string;
  clientSecret: string;
  /** The OAuth App's callback URL: codes are only exchanged for it. */
  callbackUrl: string;
}

interface IssuedCode {
  accountId: number;
  clientId: string;
  redirectUri: string;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/**
 * GitHub's OAuth and the two REST calls the bridge makes, as a `fetch`: one OAuth App, the
 * accounts a test adds, codes that work once, and GitHub's ways of refusing (token errors answered
 * with a 200, a 401 for an unknown token). Its consent page consents at once, as the account the
 * test says is signed in.
 */
export function createFakeGitHub({
  oauthUrl = 'https://github.test',
  apiUrl = 'https://api.github.test',
  app,
}: {
  oauthUrl?: string;
  apiUrl?: string;
  app: FakeGitHubApp;
}) {
  const accounts = new Map<number, FakeGitHubAccount>();
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, number>();
  const requests: { method: string; url: string; headers: Headers }[] = [];
  let signedIn: number | undefined;

  function issueCode(accountId: number, clientId: string, redirectUri: string): string {
    const code = randomBytes(10).toString('hex');
    codes.set(code, { accountId, clientId, redirectUri });
    return code;
  }

  function exchange(form: URLSearchParams): Response {
    if (form.get('client_id') !== app.clientId || form.get('client_secret') !== app.clientSecret) {
      return json(200, { error: 'incorrect_client_credentials' });
    }
    if (form.get('redirect_uri') !== app.callbackUrl) {
      return json(200, { error: 'redirect_uri_mismatch' });
    }
    const issued = codes.get(form.get('code') ?? '');
    if (!issued || issued.clientId !== app.clientId) {
      return json(200, { error: 'bad_verification_code', error_description: 'bad code' });
    }
    codes.delete(form.get('code') ?? '');
    const accessToken = `gho_${randomBytes(12).toString('hex')}`;
    tokens.set(accessToken, issued.accountId);
    return json(200, {
      access_token: accessToken,
      token_type: 'bearer',
      scope: 'read:user,user:email',
    });
  }

  function consent(url: URL): Response {
    if (signedIn === undefined) return new Response('Sign in to GitHub', { status: 200 });
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const back = new URL(redirectUri);
    back.searchParams.set(
      'code',
      issueCode(signedIn, url.searchParams.get('client_id') ?? '', redirectUri),
    );
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    return new Response(null, { status: 302, headers: { location: back.href } });
  }

  function readApi(path: string, headers: Headers): Response {
    const token = /^Bearer (\S+)$/.exec(headers.get('authorization') ?? '')?.[1];
    const account = accounts.get(tokens.get(token ?? '') ?? -1);
    if (!account) return json(401, { message: 'Bad credentials' });
    const { emails, ...user } = account;
    if (path === '/user') return json(200, { ...user, type: 'User' });
    if (path === '/user/emails') {
      return json(
        200,
        emails.map((email) => ({ ...email, visibility: email.primary ? 'private' : null })),
      );
    }
    return json(404, { message: 'Not Found' });
  }

  const fetch: Fetch = async (input, init = {}) => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    requests.push({ method, url: url.href, headers });
    if (url.origin === new URL(oauthUrl).origin) {
      if (method === 'POST' && url.pathname === '/login/oauth/access_token') {
        return exchange(new URLSearchParams(String(init.body ?? '')));
      }
      if (method === 'GET' && url.pathname === '/login/oauth/authorize') return consent(url);
    }
    const api = new URL(apiUrl);
    const apiPath = api.pathname.replace(/\/$/, '');
    if (url.origin === api.origin && url.pathname.startsWith(`${apiPath}/`) && method === 'GET') {
      return readApi(url.pathname.slice(apiPath.length), headers);
    }
    return json(404, { message: 'Not Found' });
  };

  return {
    fetch,
    oauthUrl,
    apiUrl,
    app,
    requests,
    addAccount(account: FakeGitHubAccount): FakeGitHubAccount {
      accounts.set(account.id, account);
      return account;
    },
    /** Who the consent page consents as. */
    signIn(accountId: number): void {
      signedIn = accountId;
    },
    /** A code as GitHub's consent page hands one out, for this app's callback. */
    codeFor(accountId: number, clientId = app.clientId): string {
      return issueCode(accountId, clientId, app.callbackUrl);
    },
    /** The account's token stops working (revoked on GitHub). */
    revokeTokens(): void {
      tokens.clear();
    },
  };
}

export type FakeGitHub = ReturnType<typeof createFakeGitHub>;

/** An account with a verified primary email, as most are. */
export const octocat: FakeGitHubAccount = {
  id: 583231,
  login: 'octocat',
  name: 'The Octocat',
  avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
  emails: [
    { email: 'octo@old.example.com', primary: false, verified: true },
    { email: 'octocat@example.com', primary: true, verified: true },
  ],
};
