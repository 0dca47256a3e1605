import type { ReactNode } from 'react';
import { BackHomeLink } from './back-home-link';
import { PageShell } from './layout/page-shell';
import { Notice } from './notice';
import { ClockIcon } from './ui/icons';

export interface ComingSoonProps {
  /** The screen's name as spec §2 calls it. */
  screen: string;
  /** Anything the route already knows, e.g. the project id from the URL. */
  children?: ReactNode;
  /** Header links; by default none. */
  headerActions?: ReactNode;
  /** Off on the home page itself. */
  homeLink?: boolean;
}

/** An honest placeholder for a screen that a later change builds. */
export function ComingSoon({ screen, children, headerActions, homeLink = true }: ComingSoonProps) {
  return (
    <PageShell actions={headerActions}>
      <Notice
        icon={<ClockIcon className="size-6" />}
        eyebrow="Coming soon"
        title={screen}
        actions={homeLink ? <BackHomeLink /> : undefined}
      >
        <p>This screen is being built and will be here soon.</p>
        {children}
      </Notice>
    </PageShell>
  );
}
