import { describe, expect, it } from 'vitest';
import { statusLabel } from './status-label';

describe('a status as its badge reads it', () => {
  it('capitalises a transaction status', () => {
    expect(statusLabel('pending')).toBe('Pending');
  });

  it('capitalises a subscription status', () => {
    expect(statusLabel('authenticated')).toBe('Authenticated');
    expect(statusLabel('cancelled')).toBe('Cancelled');
  });
});
