import { useId, type ComponentType, type ReactNode } from 'react';
import type { IconProps } from '../ui/icons';
import { Button } from '../ui/button';
import { Skeleton } from '../ui/skeleton';

/** What a card loads, as a TanStack query result gives it. */
export interface DeploymentCardQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DeploymentCardProps<Data> {
  icon: ComponentType<IconProps>;
  title: string;
  description: ReactNode;
  /** Beside the heading, at its right (wrapping below it on a narrow screen). */
  actions?: ReactNode;
  /** Between the description and the body, whatever the body's state (a setting of the card). */
  settings?: ReactNode;
  query: DeploymentCardQuery<Data>;
  /** The height of each placeholder while the body loads (`h-14`). */
  placeholders: readonly string[];
  /** What to say when the body did not load; Try again asks once more. */
  loadFailed: string;
  /** The body, once loaded (a refetch that fails keeps what was loaded). */
  children: (data: Data) => ReactNode;
}

/**
 * The frame every card of the deployment page shares: a titled region with its icon and
 * description, optional actions and settings, and a body that loads with placeholders, fails
 * with a retry, or shows what it loaded.
 */
export function DeploymentCard<Data>({
  icon: CardIcon,
  title,
  description,
  actions,
  settings,
  query,
  placeholders,
  loadFailed,
  children,
}: DeploymentCardProps<Data>) {
  const headingId = useId();
  const heading = (
    <>
      <div className="flex items-center gap-2">
        <CardIcon className="size-5 text-muted-foreground" />
        <h2 id={headingId} className="text-base font-semibold tracking-tight">
          {title}
        </h2>
      </div>
      <p className="mt-1 text-sm text-pretty text-muted-foreground">{description}</p>
    </>
  );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
          <div className="min-w-0">{heading}</div>
          {actions}
        </div>
      ) : (
        heading
      )}
      {settings}

      {query.isPending ? (
        <div className="mt-4 flex flex-col gap-3" aria-busy="true">
          {placeholders.map((height, index) => (
            <Skeleton key={index} className={`${height} rounded-xl`} />
          ))}
        </div>
      ) : query.data === undefined ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm">
          <p role="alert" className="text-red-600 dark:text-red-400">
            {loadFailed}
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Try again
          </Button>
        </div>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
