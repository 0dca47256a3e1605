import { PagePending } from '../page-pending';
import { Skeleton } from '../ui/skeleton';

/** What the subscriptions page shows while the balance and the subscription load: its outline. */
export function SubscriptionsPending() {
  return (
    <PagePending label="Loading your subscription…" width="max-w-5xl">
      <Skeleton className="h-9 w-64 max-w-full rounded-lg" />
      <Skeleton className="mt-3 h-5 w-96 max-w-full rounded" />
      <Skeleton className="mt-10 h-7 w-24 rounded" />
      <div className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-96 rounded-2xl" />
        ))}
      </div>
    </PagePending>
  );
}
