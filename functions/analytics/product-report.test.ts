import { describe, expect, it } from 'vitest';
import { productReport } from './product-report';

const period = ['2026-03-02', '2026-03-03', '2026-03-04'];

describe('the product report', () => {
  it('lists every day of the period, zeros where nothing was counted, and leaves others out', () => {
    const report = productReport(period, [
      { date: '2026-03-01', pages: { '/': 50 }, steps: {} },
      { date: '2026-03-03', pages: { '/': 2, '/auth': 1 }, steps: { sign_up: 1 } },
    ]);

    expect(report.days.map((day) => [day.date, day.pageViews, day.steps.sign_up])).toEqual([
      ['2026-03-02', 0, 0],
      ['2026-03-03', 3, 1],
      ['2026-03-04', 0, 0],
    ]);
    expect(report.totals).toEqual({ pageViews: 3 });
  });

  it('sums page views by template over the period, most first', () => {
    const report = productReport(period, [
      { date: '2026-03-03', pages: { '/auth': 1, '/dashboard': 2 }, steps: {} },
      { date: '2026-03-04', pages: { '/auth': 3 }, steps: {} },
    ]);

    expect(report.pages).toEqual([
      { page: '/auth', views: 4 },
      { page: '/dashboard', views: 2 },
    ]);
  });

  it('gives the funnel in order, each step as a share of the one before', () => {
    const report = productReport(period, [
      { date: '2026-03-03', pages: {}, steps: { sign_up: 6, first_build: 3, build_completed: 2 } },
      { date: '2026-03-04', pages: {}, steps: { sign_up: 2, first_build: 1, deploy: 1 } },
    ]);

    expect(report.funnel.map(({ step, count, conversion }) => [step, count, conversion])).toEqual([
      ['sign_up', 8, null],
      ['first_build', 4, 50],
      ['build_completed', 2, 50],
      ['deploy', 1, 50],
      ['purchase', 0, 0],
      ['subscription_started', 0, null],
    ]);
  });
});
