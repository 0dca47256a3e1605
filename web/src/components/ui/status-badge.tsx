import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a status means to the user, as a colour: done or live, waiting, failed, over. */
export type StatusColour = 'green' | 'amber' | 'red' | 'grey';

const colourClasses: Record<StatusColour, string> = {
  green:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  amber:
    'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
  red: 'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/25',
  // Full-strength text: the muted grey on the muted fill is under 4.5:1 on a card.
  grey: 'bg-muted text-foreground ring-border',
};

const dotClasses: Record<StatusColour, string> = {
  green: 'bg-emerald-500',
  amber: 'bg-amber-500',
  red: 'bg-red-500',
  grey: 'bg-muted-foreground',
};

const sizeClasses = { sm: 'px-2', md: 'px-2.5' } as const;

export interface StatusBadgeProps {
  /** What the status means (`data-tone`, for tests), and the colour that shows it. */
  tone: string;
  colour: StatusColour;
  /** `sm` in tables. */
  size?: keyof typeof sizeClasses;
  /** The status's label. */
  children: ReactNode;
}

/** A status as a coloured badge with a dot. */
export function StatusBadge({ tone, colour, size = 'md', children }: StatusBadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full py-0.5 text-xs font-medium ring-1 ring-inset',
        sizeClasses[size],
        colourClasses[colour],
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dotClasses[colour])} />
      {children}
    </span>
  );
}
