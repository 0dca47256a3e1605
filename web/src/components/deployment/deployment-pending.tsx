import { PagePending } from '../page-pending';
import { Skeleton } from '../ui/skeleton';

/** What the deployment page shows while the project and its deployment load: its outline. */
export function DeploymentPending() {
  return (
    <PagePending label="Loading the deployment…" width="max-w-6xl">
      <Skeleton className="h-4 w-24 rounded" />
      <Skeleton className="mt-3 h-9 w-72 max-w-full rounded-lg" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    </PagePending>
  );
}
