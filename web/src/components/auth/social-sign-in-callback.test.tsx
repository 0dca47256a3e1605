import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import type { FakeApiServer } from '../../../../testing/web/auth/fake-api-server';
import {
  cognitoError,
  type InMemoryAuthService,
} from '../../../../testing/web/auth/in-memory-auth-service';
import { currentUrl, renderApp } from '../../../../testing/web/auth/render-app';
import { HostedSignInRefusal } from '../../lib/auth/hosted-sign-in';
import { returnAfterSignIn } from '../../lib/auth/sign-in-return';
import { closeFakeApp, freshFakeApp } from '../../../../testing/web/auth/fake-app';

let auth: InMemoryAuthService;
let server: FakeApiServer;

beforeEach(() => {
  ({ auth, server } = freshFakeApp());
});

afterEach(closeFakeApp);

const OTHER_LOGIN_METHOD =
  'PreSignUp failed with error An account already exists with this email using a different login method. ';

/** Opens /auth/callback as the hosted UI sends the browser back, with a code or an error. */
function returnFrom(search: Record<string, string>) {
  return renderApp(`/auth/callback?${new URLSearchParams(search).toString()}`, auth);
}

describe('the sign-in callback', () => {
  it('exchanges the code, syncs the profile and opens the dashboard', async () => {
    const complete = vi.spyOn(auth, 'completeSocialSignIn').mockResolvedValue({
      provider: 'google',
      tokens: { idToken: 'id-token:asha@gmail.com:1', refreshToken: 'refresh' },
      profile: { displayName: 'Asha Rao', photoUrl: 'https://photos.example.com/a.png' },
    });

    const { router } = returnFrom({ code: 'code-1', state: 'google.state-1' });

    expect(await screen.findByText('Google login successful!')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(complete).toHaveBeenCalledTimes(1);
    expect(complete).toHaveBeenCalledWith({ code: 'code-1', state: 'google.state-1' });
    const sync = server.requests.find((request) => request.path === '/api/auth/sync');
    expect(sync?.body).toEqual({
      display_name: 'Asha Rao',
      photo_url: 'https://photos.example.com/a.png',
      provider_id: 'Google',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('api-token:asha@gmail.com');
  });

  it('finishes a GitHub sign-in the same way, in its own words', async () => {
    vi.spyOn(auth, 'completeSocialSignIn').mockResolvedValue({
      provider: 'github',
      tokens: { idToken: 'id-token:rohan@example.com:1', refreshToken: 'refresh' },
      profile: { displayName: 'Rohan Das', photoUrl: null },
    });

    const { router } = returnFrom({ code: 'code-2', state: 'github.state-2' });

    expect(await screen.findByText('GitHub login successful!')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    const sync = server.requests.find((request) => request.path === '/api/auth/sync');
    expect(sync?.body).toEqual({
      display_name: 'Rohan Das',
      photo_url: null,
      provider_id: 'GitHub',
    });
  });

  it('returns to the page that asked for a fresh sign-in (the account page, to delete it)', async () => {
    vi.spyOn(auth, 'completeSocialSignIn').mockResolvedValue({
      provider: 'google',
      tokens: { idToken: 'id-token:asha@gmail.com:1', refreshToken: 'refresh' },
      profile: { displayName: 'Asha Rao', photoUrl: null },
    });
    returnAfterSignIn('/account?confirm=delete');

    const { router } = returnFrom({ code: 'code-3', state: 'google.state-3' });

    await waitFor(() => expect(currentUrl(router)).toBe('/account?confirm=delete'));
    expect(sessionStorage.length).toBe(0);
  });

  it('goes back to login when the exchange fails', async () => {
    vi.spyOn(auth, 'completeSocialSignIn').mockRejectedValue(
      cognitoError('NotAuthorizedException', 'invalid_grant'),
    );

    const { router } = returnFrom({ code: 'used-code', state: 'google.state-1' });

    expect(await screen.findByText('Google authentication failed. Please try again.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
  });

  it.each([
    ['Google', 'google'],
    ['GitHub', 'github'],
  ])('says Login cancelled when the person denied %s access', async (_, provider) => {
    const complete = vi
      .spyOn(auth, 'completeSocialSignIn')
      .mockRejectedValue(new HostedSignInRefusal('access_denied', 'The user has denied access.'));

    const { router } = returnFrom({ error: 'access_denied', state: `${provider}.state-1` });

    expect(await screen.findByText('Login cancelled')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
    expect(complete).toHaveBeenCalledWith({
      code: undefined,
      state: `${provider}.state-1`,
      error: 'access_denied',
      errorDescription: undefined,
    });
  });

  it.each([
    ['Google', 'google'],
    ['GitHub', 'github'],
  ])(
    'says so when the email already has an account signed into another way (%s)',
    async (_, provider) => {
      vi.spyOn(auth, 'completeSocialSignIn').mockRejectedValue(
        new HostedSignInRefusal('invalid_request', OTHER_LOGIN_METHOD),
      );

      const { router } = returnFrom({
        error_description: OTHER_LOGIN_METHOD,
        state: `${provider}.state-1`,
        error: 'invalid_request',
      });

      expect(
        await screen.findByText(
          'An account already exists with this email using a different login method',
        ),
      ).toBeTruthy();
      await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
    },
  );

  it("shows GitHub's own words for another refusal, and Google's fixed message for one", async () => {
    const words = 'Your GitHub account has no verified primary email address.';
    vi.spyOn(auth, 'completeSocialSignIn').mockRejectedValue(
      new HostedSignInRefusal('invalid_request', words),
    );

    returnFrom({ error: 'invalid_request', error_description: words, state: 'github.state-4' });
    expect(await screen.findByText(words)).toBeTruthy();
    cleanup();

    returnFrom({ error: 'invalid_request', error_description: words, state: 'google.state-5' });
    expect(await screen.findByText('Google authentication failed. Please try again.')).toBeTruthy();
  });

  it('says GitHub login failed when a GitHub refusal has no words', async () => {
    vi.spyOn(auth, 'completeSocialSignIn').mockRejectedValue(
      new HostedSignInRefusal('server_error', undefined),
    );

    returnFrom({ error: 'server_error', state: 'github.state-3' });

    expect(await screen.findByText('GitHub login failed')).toBeTruthy();
  });

  it('names no provider for a way back that is no sign-in of this app', async () => {
    vi.spyOn(auth, 'completeSocialSignIn').mockRejectedValue(new Error('state mismatch'));

    const { router } = returnFrom({ error: 'access_denied', state: 'forged' });

    expect(await screen.findByText('Authentication failed')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
  });
});
