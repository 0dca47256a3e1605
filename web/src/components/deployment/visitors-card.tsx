import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  UNCONFIRMED_REFERRER,
  type AnalyticsDay,
  type AnalyticsEntry,
} from '../../../../shared/api';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { DEPLOYMENT_MESSAGES } from '../../lib/deployments/deployment-messages';
import { siteAnalyticsQuery } from '../../lib/deployments/deployment-queries';
import { EyeIcon } from '../ui/icons';
import { DeploymentCard } from './deployment-card';

const count = new Intl.NumberFormat('en-IN');
const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const plural = (n: number, one: string, many: string) =>
  `${count.format(n)} ${n === 1 ? one : many}`;

/** A country's name from its ISO code, or the code where the browser knows no name. */
function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * How many people visit the deployed site: page views and unique visitors over the last 30 days,
 * a bar per day, and where visitors came from. Counted without cookies.
 */
export function VisitorsCard({ projectId }: { projectId: string }) {
  const analytics = useQuery(siteAnalyticsQuery(projectId));
  useEndSessionOnUnauthorized(analytics.error);

  return (
    <DeploymentCard
      icon={EyeIcon}
      title="Visitors"
      description="The last 30 days, counted without cookies. Visitors who ask not to be tracked are left out."
      query={analytics}
      placeholders={['h-16', 'h-32']}
      loadFailed={DEPLOYMENT_MESSAGES.analyticsFailed}
    >
      {({ totals, days, top_referrers, top_countries }) =>
        totals.views === 0 ? (
          <div className="mt-4 flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center">
            <span className="flex size-10 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <EyeIcon />
            </span>
            <p className="text-sm font-medium">No visits yet</p>
            <p className="max-w-xs text-sm text-pretty text-muted-foreground">
              When people open your live site, their visits show up here.
            </p>
          </div>
        ) : (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-3">
              <Total label="Page views" value={totals.views} />
              <Total label="Unique visitors" value={totals.visitors} />
            </dl>
            <ViewsChart days={days} />
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <TopList
                title="Top referrers"
                entries={top_referrers.map((entry) =>
                  entry.name === UNCONFIRMED_REFERRER ? { ...entry, name: 'Unknown' } : entry,
                )}
                empty="Visitors came straight to your site."
              />
              <TopList
                title="Top countries"
                entries={top_countries.map((entry) => ({
                  ...entry,
                  name: countryName(entry.name),
                }))}
                empty="No countries known yet."
              />
            </div>
          </>
        )
      }
    </DeploymentCard>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border px-4 py-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">
        {count.format(value)}
      </dd>
    </div>
  );
}

/** One bar of page views per day; the summary and each bar's title say what they show. */
function ViewsChart({ days }: { days: readonly AnalyticsDay[] }) {
  const titleId = useId();
  const most = days.reduce<AnalyticsDay | undefined>(
    (best, day) => (!best || day.views > best.views ? day : best),
    undefined,
  );
  const max = Math.max(1, most?.views ?? 0);
  const first = days[0];
  const last = days.at(-1);
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const summary =
    first && last && most
      ? `Page views per day from ${dayLabel.format(dateOf(first.date))} to ${dayLabel.format(dateOf(last.date))}: ${plural(total, 'view', 'views')} in all, most on ${dayLabel.format(dateOf(most.date))} (${count.format(most.views)}).`
      : '';
  const barWidth = 10;
  const height = 100;

  return (
    <figure className="mt-5">
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${days.length * barWidth} ${height}`}
        preserveAspectRatio="none"
        className="h-32 w-full overflow-visible"
      >
        <title id={titleId}>{summary}</title>
        <line
          x1={0}
          x2={days.length * barWidth}
          y1={height - 0.5}
          y2={height - 0.5}
          className="stroke-border"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, index) => {
          const barHeight = day.views === 0 ? 0 : Math.max(2, (day.views / max) * (height - 4));
          return (
            <rect
              key={day.date}
              x={index * barWidth + 1.5}
              y={height - barHeight}
              width={barWidth - 3}
              height={barHeight}
              rx={1.5}
              className="fill-primary"
            >
              <title>{`${dayLabel.format(dateOf(day.date))}: ${plural(day.views, 'view', 'views')}, ${plural(day.visitors, 'visitor', 'visitors')}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="mt-1.5 flex justify-between text-xs text-muted-foreground tabular-nums">
        <span>{first ? dayLabel.format(dateOf(first.date)) : ''}</span>
        <span>Today</span>
      </figcaption>
    </figure>
  );
}

function TopList({
  title,
  entries,
  empty,
}: {
  title: string;
  entries: readonly AnalyticsEntry[];
  empty: string;
}) {
  const headingId = useId();
  return (
    <div className="min-w-0">
      <h3 id={headingId} className="text-sm font-medium">
        {title}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-pretty text-muted-foreground">{empty}</p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-2 flex flex-col gap-1.5">
          {entries.map((entry) => (
            <li key={entry.name} className="flex items-baseline justify-between gap-3 text-sm">
              <span className="min-w-0 truncate" title={entry.name}>
                {entry.name}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                {plural(entry.views, 'view', 'views')}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
