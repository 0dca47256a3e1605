import {
  SITE_ANALYTICS,
  type AnalyticsEntry,
  type SiteAnalyticsResponse,
} from '../../shared/api/analytics-schemas';
import type { DayVisits } from './site-visits';

/** The counters summed over the days, most views first (then by name), the top ones only. */
function top(counters: readonly Record<string, number>[]): AnalyticsEntry[] {
  const sums = new Map<string, number>();
  for (const counter of counters) {
    for (const [name, views] of Object.entries(counter)) {
      sums.set(name, (sums.get(name) ?? 0) + views);
    }
  }
  return [...sums]
    .map(([name, views]) => ({ name, views }))
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name))
    .slice(0, SITE_ANALYTICS.topEntries);
}

/**
 * What the owner reads about a period: every day of it (zeros where nobody came), the totals,
 * and the top referrers and countries over the period.
 */
export function visitsReport(
  period: readonly string[],
  days: readonly DayVisits[],
): Omit<SiteAnalyticsResponse, 'success'> {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const series = period.map((date) => ({
    date,
    views: byDate.get(date)?.views ?? 0,
    visitors: byDate.get(date)?.visitors ?? 0,
  }));
  const inPeriod = period.flatMap((date) => byDate.get(date) ?? []);
  return {
    days: series,
    totals: {
      views: series.reduce((sum, day) => sum + day.views, 0),
      visitors: series.reduce((sum, day) => sum + day.visitors, 0),
    },
    top_referrers: top(inPeriod.map((day) => day.referrers)),
    top_countries: top(inPeriod.map((day) => day.countries)),
  };
}
