import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('retries a request that got no answer or a server fault', () => {
    expect(shouldRetry(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'unavailable'))).toBe(true);
  });

  it('does not retry a refusal such as an expired session', () => {
    expect(shouldRetry(0, new ApiError(401, 'Session expired. Please login again.'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
  });

  it('does not retry while the browser is offline', () => {
    expect(shouldRetry(0, new ApiError(0, 'offline'), false)).toBe(false);
  });

  it('gives up after two retries', () => {
    expect(shouldRetry(2, new ApiError(0, 'offline'))).toBe(false);
  });
});
