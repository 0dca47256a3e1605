import { describe, expect, it } from 'vitest';
import { readGitHubSaveSettings } from './github-save-settings';

describe('save to GitHub settings', () => {
  it('are off without a client id', () => {
    expect(readGitHubSaveSettings('/github/callback', {})).toBeNull();
  });

  it("put the callback on the app's address and default to GitHub itself", async () => {
    const settings = readGitHubSaveSettings('/github/callback', {
      GITHUB_REPO_CLIENT_ID: 'app',
      GITHUB_REPO_CLIENT_SECRET: 'secret',
      GITHUB_REPO_TOKEN_KEY_ID: 'key',
      APP_URL: 'https://app.example.com/',
    });

    expect(settings).toMatchObject({
      callbackUrl: 'https://app.example.com/github/callback',
      githubOAuthUrl: 'https://github.com',
      githubApiUrl: 'https://api.github.com',
    });
    await expect(settings?.clientSecret()).resolves.toBe('secret');
  });

  it('name what is missing when only some of them are set', () => {
    expect(() =>
      readGitHubSaveSettings('/github/callback', { GITHUB_REPO_CLIENT_ID: 'app' }),
    ).toThrow(
      /GITHUB_REPO_CLIENT_SECRET or GITHUB_REPO_CLIENT_SECRET_ARN, GITHUB_REPO_TOKEN_KEY_ID, APP_URL/,
    );
  });
});
