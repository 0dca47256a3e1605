import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { deploymentQuery } from '../../lib/deployments/deployment-queries';
import { cn } from '../../lib/cn';
import { useDeploy } from '../../lib/deployments/use-deploy';
import { CoinsIcon } from '../ui/icons';
import { ProjectName } from './project-name';
import { buttonVariants } from '../ui/button';
import { ArrowLeftIcon } from '../ui/icons';
import {
  DownloadIcon,
  EyeIcon,
  EyeOffIcon,
  GitHubIcon,
  HistoryIcon,
  RocketIcon,
} from '../ui/icons';
import { Tooltip } from '../ui/tooltip';

const numberFormat = new Intl.NumberFormat('en-IN');
/** Icons on a phone; on a wide screen the words beside them (the name is the same on both). */
const iconButton = buttonVariants({
  variant: 'outline',
  size: 'sm',
  className: 'size-9 px-0 xl:w-auto xl:px-3',
});
const Label = ({ children }: { children: string }) => (
  <span className="hidden xl:inline">{children}</span>
);

export interface WorkspaceHeaderProps {
  projectId: string;
  name: string;
  description: string;
  credits: number;
  hasCode: boolean;
  previewVisible: boolean;
  onTogglePreview: () => void;
  onDownload: () => void;
  /** Opens save to GitHub. */
  onGitHub: () => void;
}

/**
 * The workspace header (requirements §2): back to the dashboard, the project, the balance and, once code
 * exists, download, save to GitHub, the deployments page, show/hide preview, and Publish, which
 * deploys in one click and then links to the live site in place of the description.
 */
export function WorkspaceHeader({
  projectId,
  name,
  description,
  credits,
  hasCode,
  previewVisible,
  onTogglePreview,
  onDownload,
  onGitHub,
}: WorkspaceHeaderProps) {
  // The site as published (a deploy here sets it too). Asked for as the workspace opens, which
  // also wakes the deployments function before the first Publish needs it.
  const deployed = useQuery({ ...deploymentQuery(projectId), enabled: hasCode });
  const liveUrl = deployed.data?.deployment?.preview_url;
  return (
    <header className="sticky top-0 z-20 border-b bg-background/85 backdrop-blur">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
        <Tooltip content="Back to dashboard">
          <Link
            to="/dashboard"
            aria-label="Back to dashboard"
            className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'size-9 px-0' })}
          >
            <ArrowLeftIcon className="size-5" />
          </Link>
        </Tooltip>
        <div className="min-w-0 flex-1 basis-40">
          <ProjectName projectId={projectId} name={name} />
          {liveUrl ? (
            <a
              href={liveUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="block truncate text-xs font-medium text-primary underline-offset-4 hover:underline sm:text-sm"
            >
              Live at {new URL(liveUrl).host}
            </a>
          ) : (
            <p className="truncate text-xs text-muted-foreground sm:text-sm" title={description}>
              {description}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          {hasCode ? (
            <CodeActions
              projectId={projectId}
              previewVisible={previewVisible}
              onTogglePreview={onTogglePreview}
              onDownload={onDownload}
              onGitHub={onGitHub}
            />
          ) : null}
          <p
            aria-label={`Credit balance: ${numberFormat.format(credits)}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border bg-card px-3 text-sm font-medium tabular-nums"
          >
            <CoinsIcon className="size-4 text-accent-foreground" />
            {numberFormat.format(credits)}
            <span className="sr-only sm:not-sr-only sm:text-muted-foreground">
              {credits === 1 ? 'credit' : 'credits'}
            </span>
          </p>
        </div>
      </div>
    </header>
  );
}

/** What can be done with the page once there is one: download, GitHub, deployments, preview, Publish. */
function CodeActions({
  projectId,
  previewVisible,
  onTogglePreview,
  onDownload,
  onGitHub,
}: Pick<
  WorkspaceHeaderProps,
  'projectId' | 'previewVisible' | 'onTogglePreview' | 'onDownload' | 'onGitHub'
>) {
  // Publish deploys from here in one click; the deployment page keeps the history and the rest.
  const publish = useDeploy(projectId);
  return (
    <>
      <Tooltip content="Download HTML">
        <button type="button" onClick={onDownload} aria-label="Download" className={iconButton}>
          <DownloadIcon />
          <Label>Download</Label>
        </button>
      </Tooltip>
      <Tooltip content="Save to GitHub">
        <button
          type="button"
          onClick={onGitHub}
          aria-label="GitHub"
          aria-haspopup="dialog"
          className={iconButton}
        >
          <GitHubIcon />
          <Label>GitHub</Label>
        </button>
      </Tooltip>
      <Tooltip content="Deployments: history, domains, forms and visitors">
        <Link
          to="/deployment/$projectId"
          params={{ projectId }}
          aria-label="Deployments"
          className={iconButton}
        >
          <HistoryIcon />
          <Label>Deployments</Label>
        </Link>
      </Tooltip>
      <Tooltip content={previewVisible ? 'Hide preview' : 'Show preview'}>
        <button
          type="button"
          onClick={onTogglePreview}
          aria-label={previewVisible ? 'Hide preview' : 'Show preview'}
          aria-pressed={previewVisible}
          className={cn(iconButton, previewVisible && 'bg-accent text-accent-foreground')}
        >
          {previewVisible ? <EyeIcon /> : <EyeOffIcon />}
          <Label>Preview</Label>
        </button>
      </Tooltip>
      <Tooltip content="Publish this version to its live address">
        <button
          type="button"
          onClick={() => publish.mutate()}
          disabled={publish.isPending}
          className={buttonVariants({ size: 'sm', className: 'h-9' })}
        >
          <RocketIcon />
          {publish.isPending ? 'Publishing...' : 'Publish'}
        </button>
      </Tooltip>
    </>
  );
}
