import { PagePending } from '../page-pending';
import { Skeleton } from '../ui/skeleton';

/** What the workspace shows while the project loads: the layout's outline, no content. */
export function WorkspacePending() {
  return (
    <PagePending label="Loading your project…">
      <div className="flex flex-1 flex-col gap-4 p-4 sm:p-6 lg:flex-row">
        <div className="flex w-full flex-col gap-4 lg:w-[26rem] lg:shrink-0">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
        <Skeleton className="hidden flex-1 rounded-2xl lg:block" />
      </div>
    </PagePending>
  );
}
