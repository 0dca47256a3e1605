import { useId, type ReactNode } from 'react';
import { KEPT_DEPLOYS } from '../../../../shared/constants';
import { GlobeIcon, HistoryIcon, LockIcon, RefreshIcon, SparklesIcon, ZapIcon } from '../ui/icons';

interface Feature {
  title: string;
  detail: string;
  icon: ReactNode;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Instant preview on a custom subdomain',
    detail: 'Your site gets an address of its own, named after the project.',
    icon: <GlobeIcon />,
  },
  { title: 'Free SSL', detail: 'Served over HTTPS, certificate included.', icon: <LockIcon /> },
  { title: 'CDN', detail: 'Delivered fast from edge locations worldwide.', icon: <ZapIcon /> },
  {
    title: 'One-click update',
    detail: 'Publish your latest version at the same address.',
    icon: <RefreshIcon className="size-5" />,
  },
  {
    title: 'Instant rollback',
    detail: `Your last ${KEPT_DEPLOYS} deploys are kept; make any of them live again in a click.`,
    icon: <HistoryIcon className="size-5" />,
  },
  {
    title: 'No configuration',
    detail: 'No servers, DNS or build settings to set up.',
    icon: <SparklesIcon />,
  },
];

/** The info card of requirements §2: what a deployment gives. */
export function DeploymentInfoCard() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-base font-semibold tracking-tight">
        What you get
      </h2>
      <ul className="mt-4 space-y-4">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="flex items-start gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground [&_svg]:size-4.5">
              {feature.icon}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium">{feature.title}</span>
              <span className="block text-sm text-pretty text-muted-foreground">
                {feature.detail}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
