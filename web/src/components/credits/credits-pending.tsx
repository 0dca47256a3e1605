import { PagePending } from '../page-pending';
import { Skeleton } from '../ui/skeleton';

/** What the credits page shows while the balance, summary and packages load: its outline. */
export function CreditsPending() {
  return (
    <PagePending label="Loading your credits…" width="max-w-5xl">
      <Skeleton className="h-9 w-40 rounded-lg" />
      <Skeleton className="mt-3 h-5 w-80 max-w-full rounded" />
      <Skeleton className="mt-8 h-40 rounded-2xl lg:h-32" />
      <Skeleton className="mt-10 h-11 w-full rounded-xl sm:w-96" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-72 rounded-2xl" />
        ))}
      </div>
    </PagePending>
  );
}
