import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-01-10T12:00:00.000Z');

  it('says how long ago a moment was, in the largest fitting unit', () => {
    expect(relativeTime('2026-01-10T11:59:50.000Z', now)).toBe('just now');
    expect(relativeTime('2026-01-10T11:59:00.000Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-01-10T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-01-10T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-01-09T12:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('2025-12-20T12:00:00.000Z', now)).toBe('3 weeks ago');
  });
});
