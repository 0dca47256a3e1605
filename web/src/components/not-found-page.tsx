import { BackHomeLink } from './back-home-link';
import { PageShell } from './layout/page-shell';
import { Notice } from './notice';
import { SearchOffIcon } from './ui/icons';

export function NotFoundPage() {
  return (
    <PageShell>
      <Notice
        icon={<SearchOffIcon className="size-6" />}
        eyebrow="404"
        title="Page not found"
        actions={<BackHomeLink variant="primary" />}
      >
        <p>The page you are looking for doesn&apos;t exist or has moved.</p>
      </Notice>
    </PageShell>
  );
}
