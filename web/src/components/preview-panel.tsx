import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { MonitorIcon } from './ui/icons';

export interface PreviewPanelProps {
  /** Beside the heading, on the right (the live site's address). */
  detail?: ReactNode;
  /** The panel's size, border and shadow, as its screen has them. */
  className?: string;
  children: ReactNode;
}

/** The "Live Preview" card of requirements §2 (the workspace's, the deployment page's): a site in a frame. */
export function PreviewPanel({ detail, className, children }: PreviewPanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex flex-col overflow-hidden rounded-2xl border bg-card', className)}
    >
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <MonitorIcon className="size-4 shrink-0 text-accent-foreground" />
        <h2 id={headingId} className="shrink-0 text-sm font-semibold">
          Live Preview
        </h2>
        {detail}
      </div>
      {children}
    </section>
  );
}
