import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { AppConfigError } from './app-config';
import { isConnectionFailure } from './connectivity';

describe('isConnectionFailure', () => {
  it('is an API call that got no answer, whatever the browser says', () => {
    expect(isConnectionFailure(new ApiError(0, 'Could not reach the server.'), true)).toBe(true);
    expect(isConnectionFailure(new ApiError(0, 'Could not reach the server.'), false)).toBe(true);
  });

  it('is never an answer from the server, even an error one', () => {
    expect(isConnectionFailure(new ApiError(500, 'Server busy'), true)).toBe(false);
    expect(isConnectionFailure(new ApiError(503, 'Service Unavailable'), false)).toBe(false);
  });

  it('is any other failure while the browser is offline, and none while it is online', () => {
    expect(isConnectionFailure(new AppConfigError(), false)).toBe(true);
    expect(
      isConnectionFailure(new TypeError('Failed to fetch dynamically imported module'), false),
    ).toBe(true);
    expect(isConnectionFailure(new AppConfigError(), true)).toBe(false);
    expect(isConnectionFailure(new Error('A bug'), true)).toBe(false);
  });
});
