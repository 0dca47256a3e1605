import { cn } from '../../lib/cn';

/** A pulsing block where content will be, while it loads; size and rounding from `className`. */
export function Skeleton({ className }: { className: string }) {
  return <div className={cn('animate-pulse bg-muted', className)} />;
}
