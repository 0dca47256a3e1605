import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProjectSummary } from '../../../../shared/api';
import { projectQuery } from '../../lib/projects/project-queries';
import { useInView } from '../../lib/use-in-view';
import { PreviewFrame } from '../workspace/live-preview';
import { LayoutIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';

/**
 * Scripts only: a thumbnail needs no forms, popups or alerts, and never the app's origin. It is
 * drawn at four times the card's width and scaled down, so the page lays out as on a desktop.
 */
const THUMBNAIL_SANDBOX = 'allow-scripts';

function NotBuiltYet() {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 bg-[repeating-linear-gradient(135deg,var(--color-muted)_0_10px,transparent_10px_20px)] text-muted-foreground">
      <span className="flex size-10 items-center justify-center rounded-xl border bg-card shadow-xs">
        <LayoutIcon className="size-5" />
      </span>
      <span className="text-xs font-medium">Not built yet</span>
    </div>
  );
}

function LoadedThumbnail({ project }: { project: ProjectSummary }) {
  const { data, isError } = useQuery(projectQuery(project.id));
  if (isError || (data && data.generated_code === null)) return <NotBuiltYet />;
  if (!data?.generated_code) return <Skeleton className="size-full rounded-none" />;
  return (
    <PreviewFrame
      html={data.generated_code}
      projectId={project.id}
      title={`Preview of ${project.name}`}
      sandbox={THUMBNAIL_SANDBOX}
      decorative
      className="pointer-events-none absolute top-0 left-0 h-[400%] w-[400%] origin-top-left scale-25 border-0 bg-white"
    />
  );
}

/**
 * A small, live picture of the project's page, fetched only once the card nears the viewport; a
 * placeholder while the project has no page yet.
 */
export function ProjectThumbnail({ project }: { project: ProjectSummary }) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const inView = useInView(element);
  return (
    <div
      ref={setElement}
      aria-hidden="true"
      className="relative aspect-[16/10] overflow-hidden border-b bg-muted"
    >
      {!project.has_code ? (
        <NotBuiltYet />
      ) : inView ? (
        <LoadedThumbnail project={project} />
      ) : (
        <Skeleton className="size-full rounded-none" />
      )}
    </div>
  );
}
