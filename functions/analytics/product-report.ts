import {
  FUNNEL_STEP_LABELS,
  FUNNEL_STEPS,
  PRODUCT_PAGES,
  type FunnelStep,
  type ProductPage,
} from '../../shared/api/product-analytics-schemas';
import type { ProductDay } from './product-days';

/** One day of the period: its page views and its funnel steps. */
export interface ReportDay {
  date: string;
  pageViews: number;
  steps: Record<FunnelStep, number>;
}

/** A funnel step over the period, and its share of the step before it. */
export interface FunnelEntry {
  step: FunnelStep;
  label: string;
  count: number;
  /** Percent of the previous step's count, one decimal; null for the first or after a zero. */
  conversion: number | null;
}

export interface ProductReport {
  /** Every day of the period, oldest first; a day nothing was counted has zeros. */
  days: ReportDay[];
  totals: { pageViews: number };
  /** Page views by route template over the period, most first; pages nobody saw are left out. */
  pages: { page: ProductPage; views: number }[];
  funnel: FunnelEntry[];
}

const zeroSteps = (): Record<FunnelStep, number> => ({
  sign_up: 0,
  first_build: 0,
  build_completed: 0,
  deploy: 0,
  purchase: 0,
  subscription_started: 0,
});

const sum = (counts: Partial<Record<string, number>>) =>
  Object.values(counts).reduce<number>((total, count) => total + (count ?? 0), 0);

/**
 * What the operator reads about a period (the `/_local/analytics` page on one machine; on AWS the
 * same counts are CloudWatch metrics on the product analytics dashboard).
 */
export function productReport(
  period: readonly string[],
  stored: readonly ProductDay[],
): ProductReport {
  const byDate = new Map(stored.map((day) => [day.date, day]));
  const inPeriod = period.flatMap((date) => byDate.get(date) ?? []);
  const days = period.map((date) => {
    const day = byDate.get(date);
    return {
      date,
      pageViews: sum(day?.pages ?? {}),
      steps: { ...zeroSteps(), ...day?.steps },
    };
  });
  const views = new Map<ProductPage, number>();
  for (const day of inPeriod) {
    for (const page of PRODUCT_PAGES) {
      const count = day.pages[page];
      if (count) views.set(page, (views.get(page) ?? 0) + count);
    }
  }
  const stepTotals = zeroSteps();
  for (const day of days) {
    for (const step of FUNNEL_STEPS) stepTotals[step] += day.steps[step];
  }
  return {
    days,
    totals: { pageViews: days.reduce((total, day) => total + day.pageViews, 0) },
    pages: [...views]
      .map(([page, count]) => ({ page, views: count }))
      .sort((a, b) => b.views - a.views || a.page.localeCompare(b.page)),
    funnel: FUNNEL_STEPS.map((step, index) => {
      const previous = index === 0 ? 0 : stepTotals[FUNNEL_STEPS[index - 1] ?? step];
      return {
        step,
        label: FUNNEL_STEP_LABELS[step],
        count: stepTotals[step],
        conversion: previous > 0 ? Math.round((stepTotals[step] / previous) * 1000) / 10 : null,
      };
    }),
  };
}
