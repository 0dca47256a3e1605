import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../replies';
import { createGitHubApi, githubApiRoutes, type GitHubUrls } from './github-api';
import { githubRepoRoutes } from './github-repo-routes';
import { openGitHubRepos } from './github-repos';
import { createGitHubOAuth, type GitHubOAuthApp } from './github-oauth';
import { createGoogleOidc, type GoogleClient } from './google-oidc';
import { openIdpStore } from './idp-store';
import type { IdpAccount } from './test-accounts';

/** Everything of the sign-in stand-in is under this path of the local origin. */
export const IDP_PATH = '/_local/idp';
/** Google's issuer (its discovery document is below it). */
export const GOOGLE_IDP_PATH = `${IDP_PATH}/google`;
/** github.com: `GITHUB_OAUTH_URL` (`/login/oauth/authorize`, `/login/oauth/access_token`). */
export const GITHUB_IDP_PATH = `${IDP_PATH}/github`;
/** api.github.com: `GITHUB_API_URL` (`/user`, `/user/emails`, `/user/repos`, `/repos/…`). */
export const GITHUB_API_PATH = `${GITHUB_IDP_PATH}/api`;
const AVATARS_PATH = `${IDP_PATH}/avatars`;

/** The OAuth clients each provider knows: who may ask it to sign people in, and return where. */
export interface LocalIdpClients {
  google: readonly GoogleClient[];
  github: readonly GitHubOAuthApp[];
}

export interface LocalIdpUrls {
  googleIssuer: string;
  githubOAuthUrl: string;
  githubApiUrl: string;
}

/** A round picture in a colour of the account's own, for Google's `picture` and GitHub's avatar. */
function avatarSvg(id: string): string {
  const hue = createHash('sha256').update(id).digest()[0] ?? 0;
  const colour = `hsl(${Math.round((hue / 255) * 360)} 55% 45%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><circle cx="48" cy="38" r="16" fill="#fff" opacity=".9"/><path d="M18 82a30 26 0 0 1 60 0" fill="#fff" opacity=".9"/></svg>`;
}

/**
 * One stand-in that plays both identity providers the product signs in with, on the local
 * origin: Google as an OpenID Connect provider and GitHub as its OAuth web flow and REST API
 * (with the repositories save to GitHub pushes to). People sign in on a consent page listing the
 * test accounts (test-accounts.ts). The signing key, the issued tokens and the repositories are
 * kept in the data folder.
 */
export async function openLocalIdp({
  dataDir,
  controlToken,
}: {
  dataDir: string | null;
  /** This start's control token, which the consent pages' forms carry (control-token.ts). */
  controlToken: string;
}) {
  const store = await openIdpStore(dataDir);
  const repos = await openGitHubRepos(dataDir);
  let running:
    | {
        urls: LocalIdpUrls;
        google: ReturnType<typeof createGoogleOidc>;
        githubOAuth: ReturnType<typeof createGitHubOAuth>;
        githubApi: ReturnType<typeof createGitHubApi>;
      }
    | undefined;

  /** Serves the providers at `publicUrl` (the local origin) for these clients. */
  function start({ publicUrl, clients }: { publicUrl: string; clients: LocalIdpClients }) {
    const avatarOf = (account: IdpAccount) => `${publicUrl}${AVATARS_PATH}/${account.id}.svg`;
    const urls: LocalIdpUrls = {
      googleIssuer: `${publicUrl}${GOOGLE_IDP_PATH}`,
      githubOAuthUrl: `${publicUrl}${GITHUB_IDP_PATH}`,
      githubApiUrl: `${publicUrl}${GITHUB_API_PATH}`,
    };
    const githubUrls: GitHubUrls = {
      web: urls.githubOAuthUrl,
      api: urls.githubApiUrl,
      avatarOf,
    };
    running = {
      urls,
      google: createGoogleOidc({
        store,
        issuer: urls.googleIssuer,
        clients: clients.google,
        pictureOf: avatarOf,
        controlToken,
      }),
      githubOAuth: createGitHubOAuth({
        store,
        baseUrl: urls.githubOAuthUrl,
        apps: clients.github,
        controlToken,
      }),
      githubApi: createGitHubApi({
        store,
        urls: () => githubUrls,
        routes: [...githubApiRoutes, ...githubRepoRoutes(repos)],
        apps: () => clients.github,
      }),
    };
    return urls;
  }

  function below(path: string, base: string): string | undefined {
    return path === base || path.startsWith(`${base}/`) ? path.slice(base.length) : undefined;
  }

  function route(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    current: NonNullable<typeof running>,
  ): Promise<void> | undefined {
    const path = url.pathname;
    const api = below(path, GITHUB_API_PATH);
    if (api !== undefined) return current.githubApi.call(request, response, api || '/', url);
    const github = below(path, GITHUB_IDP_PATH);
    if (github !== undefined) return current.githubOAuth.handle(request, response, github, url);
    const google = below(path, GOOGLE_IDP_PATH);
    if (google !== undefined) return current.google.handle(request, response, google, url);
    const avatar = /^\/(\d{1,30})\.svg$/.exec(below(path, AVATARS_PATH) ?? '');
    if (avatar?.[1] && request.method === 'GET') {
      request.resume();
      response
        .writeHead(200, {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=86400',
        })
        .end(avatarSvg(avatar[1]));
      return Promise.resolve();
    }
    return undefined;
  }

  /** Serves `/_local/idp/…`; answers false for any other path. */
  function handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean {
    if (below(url.pathname, IDP_PATH) === undefined) return false;
    const current = running;
    if (!current) {
      request.resume();
      sendJson(response, 503, { message: 'The local sign-in stand-in is starting' });
      return true;
    }
    const answered = route(request, response, url, current);
    if (!answered) {
      request.resume();
      sendJson(response, 404, { message: 'Not Found' });
      return true;
    }
    answered.catch((error: unknown) => {
      console.error('[local idp] request failed', error);
      if (!response.headersSent) response.writeHead(500).end();
    });
    return true;
  }

  return {
    start,
    handle,
    /** Where the providers are, once started. */
    urls(): LocalIdpUrls {
      if (!running) throw new Error('The local sign-in stand-in has not started');
      return running.urls;
    },
    close: async () => {
      await store.flush();
      await repos.flush();
    },
  };
}

export type LocalIdp = Awaited<ReturnType<typeof openLocalIdp>>;
