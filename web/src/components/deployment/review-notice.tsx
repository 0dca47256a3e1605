import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { DeploymentReview } from '../../../../shared/api';
import { relativeTime } from '../../lib/relative-time';
import { AlertIcon, ShieldAlertIcon } from '../ui/icons';
import { StatusBadge } from '../ui/status-badge';

const WORDS = {
  held: {
    badge: 'Held for review',
    colour: 'amber',
    title: 'Your site is held for review',
    lead: 'Our check before publishing found signs of phishing, so this version was not published.',
    next: 'We will look at it soon and publish it if it is fine.',
  },
  taken_down: {
    badge: 'Taken down',
    colour: 'red',
    title: 'This site was taken down',
    lead: 'After a review for abuse, the site was taken offline.',
    next: 'It cannot be published again, or deleted, unless we release it.',
  },
} as const;

/**
 * Where the site stands with the operators, for its owner: held for review by the check before
 * publishing, or taken down, with why and since when, and the way to reach us.
 */
export function ReviewNotice({ review }: { review: DeploymentReview }) {
  const headingId = useId();
  const words = WORDS[review.status];
  const Icon = review.status === 'held' ? AlertIcon : ShieldAlertIcon;
  return (
    <section
      aria-labelledby={headingId}
      data-review={review.status}
      className="rounded-2xl border bg-card p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Icon className="size-5 text-muted-foreground" />
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {words.title}
        </h2>
        <StatusBadge tone={review.status} colour={words.colour}>
          {words.badge}
        </StatusBadge>
      </div>
      <p className="mt-3 text-pretty text-muted-foreground">{words.lead}</p>
      <p className="mt-2 text-pretty break-words">{review.reason}</p>
      <p className="mt-2 text-pretty text-muted-foreground">
        {words.next} Think this is a mistake?{' '}
        <Link to="/contact" className="font-medium text-foreground underline underline-offset-2">
          Contact us
        </Link>
        .
      </p>
      <p className="mt-3 text-xs text-muted-foreground">
        {review.status === 'held' ? 'Held' : 'Taken down'}{' '}
        <time dateTime={review.since}>{relativeTime(review.since)}</time>
      </p>
    </section>
  );
}
