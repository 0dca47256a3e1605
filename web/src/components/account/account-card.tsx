import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AccountCardProps {
  icon: ReactNode;
  title: string;
  /** Beside the title: a status, say. */
  badge?: ReactNode;
  /** What the card is about, under the title. */
  description: ReactNode;
  /** `danger` for a step that cannot be undone: red edge and icon. */
  tone?: 'default' | 'danger';
  /** The card's actions and whatever else it shows, under the description. */
  children?: ReactNode;
}

/** One section of the account page: an icon, its title (which names the section) and its text. */
export function AccountCard({
  icon,
  title,
  badge,
  description,
  tone = 'default',
  children,
}: AccountCardProps) {
  const headingId = useId();
  const danger = tone === 'danger';
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6',
        danger && 'border-red-500/30',
      )}
    >
      <div className="flex items-start gap-4">
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-xl',
            danger
              ? 'bg-red-500/10 text-red-600 dark:text-red-400'
              : 'bg-accent text-accent-foreground',
          )}
        >
          {icon}
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-base font-semibold">
              {title}
            </h2>
            {badge}
          </div>
          <p className="mt-1 text-sm text-pretty text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
