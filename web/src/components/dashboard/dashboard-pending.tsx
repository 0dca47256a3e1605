import { Skeleton } from '../ui/skeleton';

/** What the dashboard shows while the user's data loads: the shell's outline, no content. */
export function DashboardPending() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <div className="fixed inset-y-0 left-0 hidden w-64 border-r bg-card/60 lg:block" />
      <div className="lg:pl-64">
        <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-10">
          <p className="sr-only">Loading your dashboard…</p>
          <Skeleton className="h-9 w-64 max-w-full rounded-lg" />
          <Skeleton className="mt-8 h-32 rounded-2xl" />
          <Skeleton className="mt-8 h-40 rounded-2xl" />
          <div className="mt-8 grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-20 rounded-xl" />
            <Skeleton className="h-20 rounded-xl" />
          </div>
        </div>
      </div>
    </div>
  );
}
