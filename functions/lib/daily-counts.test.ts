import { describe, expect, it } from 'vitest';
import { ANALYTICS_RETENTION_MONTHS } from '../../shared/tracking-privacy';
import { countersOf, dayCountsUpdate, dayExpiry, periodDays } from './daily-counts';
import { dayCountsOf } from '../../testing/fixtures/lib/daily-counts';

describe('dayExpiry', () => {
  it('expires a day’s counts before the 24 months the privacy policy promises are up', () => {
    const expiry = dayExpiry('2026-03-04') * 1000;

    expect(ANALYTICS_RETENTION_MONTHS).toBe(24);
    expect(expiry).toBeLessThan(Date.parse('2028-03-04T00:00:00Z'));
    expect(expiry).toBeGreaterThan(Date.parse('2028-02-01T00:00:00Z'));
  });
});

describe('periodDays', () => {
  it('lists the UTC days that end with today, oldest first', () => {
    expect(periodDays(new Date('2026-03-01T23:30:00Z'), 3)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });
});

describe('dayCountsUpdate', () => {
  it('adds every counter, whatever its name holds, and sets the day and its expiry', () => {
    const update = dayCountsUpdate({
      day: '2026-03-04',
      add: { 'page:/workspace/$projectId': 2, 'step:sign_up': 1 },
      set: { entity: 'ProductAnalyticsDay' },
    });

    expect(dayCountsOf(update)).toEqual({
      added: { 'page:/workspace/$projectId': 2, 'step:sign_up': 1 },
      set: {
        entity: 'ProductAnalyticsDay',
        date: '2026-03-04',
        expires_at: dayExpiry('2026-03-04'),
      },
    });
    expect(update.UpdateExpression).not.toContain('date');
  });

  it('refuses an update that counts nothing', () => {
    expect(() => dayCountsUpdate({ day: '2026-03-04', add: {} })).toThrow(/Nothing to count/);
  });
});

describe('countersOf', () => {
  it("reads back an item's counters of one kind, by what they count", () => {
    const item = { date: '2026-03-04', 'page:/': 3, 'page:/auth': 1, 'step:deploy': 2 };

    expect(countersOf(item, 'page:')).toEqual({ '/': 3, '/auth': 1 });
  });
});
