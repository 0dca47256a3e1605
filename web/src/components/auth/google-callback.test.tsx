import { cleanup, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { createFakeApiServer, type FakeApiServer } from '../../lib/auth/testing/fake-api-server';
import {
  cognitoError,
  createInMemoryAuthService,
  type InMemoryAuthService,
} from '../../lib/auth/testing/in-memory-auth-service';
import { currentUrl, renderApp } from '../../lib/auth/testing/render-app';

let auth: InMemoryAuthService;
let server: FakeApiServer;

beforeEach(() => {
  localStorage.clear();
  auth = createInMemoryAuthService();
  server = createFakeApiServer();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Google sign-in callback', () => {
  it('exchanges the code, syncs the profile and opens the dashboard', async () => {
    const complete = vi.spyOn(auth, 'completeGoogleSignIn').mockResolvedValue({
      tokens: { idToken: 'id-token:asha@gmail.com:1', refreshToken: 'refresh' },
      profile: { displayName: 'Asha Rao', photoUrl: 'https://photos.example.com/a.png' },
    });

    const { router } = renderApp('/auth/callback?code=code-1&state=state-1', auth);

    expect(await screen.findByText('Google login successful!')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard'));
    expect(complete).toHaveBeenCalledTimes(1);
    expect(complete).toHaveBeenCalledWith({ code: 'code-1', state: 'state-1' });
    const sync = server.requests.find((request) => request.path === '/api/auth/sync');
    expect(sync?.body).toEqual({
      display_name: 'Asha Rao',
      photo_url: 'https://photos.example.com/a.png',
      provider_id: 'Google',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('api-token:asha@gmail.com');
  });

  it('goes back to login when the exchange fails', async () => {
    vi.spyOn(auth, 'completeGoogleSignIn').mockRejectedValue(
      cognitoError('NotAuthorizedException', 'invalid_grant'),
    );

    const { router } = renderApp('/auth/callback?code=used-code&state=state-1', auth);

    expect(await screen.findByText('Google authentication failed. Please try again.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
  });

  it('goes back to login when Google sent an error instead of a code', async () => {
    const complete = vi.spyOn(auth, 'completeGoogleSignIn');

    const { router } = renderApp('/auth/callback?error=access_denied&state=state-1', auth);

    expect(await screen.findByText('Google authentication failed. Please try again.')).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
    expect(complete).not.toHaveBeenCalled();
  });

  it('says so when the email already has an account signed into with a password', async () => {
    const complete = vi.spyOn(auth, 'completeGoogleSignIn');
    const description =
      'PreSignUp failed with error An account already exists with this email using a different login method. ';
    const search = new URLSearchParams({
      error_description: description,
      state: 'state-1',
      error: 'invalid_request',
    });

    const { router } = renderApp(`/auth/callback?${search}`, auth);

    expect(
      await screen.findByText(
        'An account already exists with this email using a different login method',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/auth?mode=login'));
    expect(complete).not.toHaveBeenCalled();
  });
});
