import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '../../lib/product';
import { LogoMark } from '../brand/logo-mark';
import { buttonVariants } from '../ui/button';
import { ArrowLeftIcon } from '../ui/icons';

/** The deployment page's nav (requirements §2): "Back to Workspace", to the project's workspace. */
export function DeploymentNav({ projectId }: { projectId: string }) {
  return (
    <header className="sticky top-0 z-20 border-b bg-background/85 backdrop-blur">
      <nav
        aria-label="Deployment"
        className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
      >
        <Link
          to="/workspace/$projectId"
          params={{ projectId }}
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-2 h-9' })}
        >
          <ArrowLeftIcon />
          Back to Workspace
        </Link>
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-2 font-semibold tracking-tight"
        >
          <LogoMark />
          <span className="hidden sm:inline">{PRODUCT_NAME}</span>
        </span>
      </nav>
    </header>
  );
}
