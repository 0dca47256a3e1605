import { PagePending } from '../page-pending';
import { Skeleton } from '../ui/skeleton';

/** What the account page shows while the profile loads: its outline. */
export function AccountPending() {
  return (
    <PagePending label="Loading your account…" width="max-w-5xl">
      <Skeleton className="h-9 w-48 max-w-full rounded-lg" />
      <Skeleton className="mt-3 h-5 w-96 max-w-full rounded" />
      <Skeleton className="mt-8 h-24 rounded-2xl" />
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    </PagePending>
  );
}
