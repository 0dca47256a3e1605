import { useEffect, useRef } from 'react';
import {
  htmlFingerprint,
  PREVIEW_FRAME_URL,
  PREVIEW_SANDBOX,
  previewHandoff,
} from './preview-protocol';
import { cn } from '../../lib/cn';
import { PreviewPanel } from '../preview-panel';
import { Button } from '../ui/button';
import { HistoryIcon, SpinnerIcon } from '../ui/icons';

/** In the workspace the panel fills the column beside the chat. */
const PANEL_SIZE = 'min-h-[28rem] flex-1 shadow-xs';

export interface PreviewFrameProps {
  html: string;
  title: string;
  /** @default PREVIEW_SANDBOX; never with allow-same-origin. */
  sandbox?: string;
  className?: string;
  /** A picture only: out of the tab order and hidden from screen readers. */
  decorative?: boolean;
}

/** One frame for one version of the HTML: it hands the HTML over once the frame is ready. */
export function PreviewFrame({
  html,
  title,
  sandbox = PREVIEW_SANDBOX,
  className = 'size-full min-h-[28rem] flex-1 bg-white',
  decorative = false,
}: PreviewFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const handleMessage = previewHandoff(() => frameRef.current?.contentWindow ?? null, html);
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [html]);

  return (
    <iframe
      ref={frameRef}
      src={PREVIEW_FRAME_URL}
      sandbox={sandbox}
      title={title}
      referrerPolicy="no-referrer"
      className={className}
      {...(decorative ? { tabIndex: -1, 'aria-hidden': true } : {})}
    />
  );
}

export interface PreviewedVersion {
  version: number;
  /** Its HTML is still on the way. */
  loading: boolean;
  onBack: () => void;
  onRestore: () => void;
  restoring: boolean;
  /** Why it cannot be restored now (a run under way), or null. */
  restoreBlockedBy: string | null;
}

function VersionBanner({ previewed }: { previewed: PreviewedVersion }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b bg-amber-50 px-4 py-2.5 text-sm dark:bg-amber-950/40"
    >
      <p className="flex items-center gap-2 font-medium text-amber-900 dark:text-amber-200">
        <HistoryIcon className="size-4" />
        Previewing version {previewed.version}
      </p>
      <div className="ml-auto flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={previewed.onBack}>
          Back to current
        </Button>
        <Button
          size="sm"
          onClick={previewed.onRestore}
          disabled={previewed.loading || previewed.restoring || previewed.restoreBlockedBy !== null}
          title={previewed.restoreBlockedBy ?? undefined}
        >
          {previewed.restoring ? 'Restoring...' : 'Restore this version'}
        </Button>
      </div>
    </div>
  );
}

export interface LivePreviewProps {
  html: string;
  projectName: string;
  /** Set while an older version is shown instead of the current one. */
  previewed?: PreviewedVersion | null;
}

/** The "Live Preview" panel (spec §2): the generated page, running as it will when deployed. */
export function LivePreview({ html, projectName, previewed = null }: LivePreviewProps) {
  return (
    <PreviewPanel className={cn(PANEL_SIZE, previewed && 'border-amber-400 dark:border-amber-700')}>
      {previewed ? <VersionBanner previewed={previewed} /> : null}
      {previewed?.loading ? (
        <div className="flex flex-1 items-center justify-center gap-2 text-sm text-muted-foreground">
          <SpinnerIcon />
          Loading version {previewed.version}...
        </div>
      ) : (
        <PreviewFrame
          key={htmlFingerprint(html)}
          html={html}
          title={
            previewed
              ? `Preview of ${projectName}, version ${previewed.version}`
              : `Preview of ${projectName}`
          }
        />
      )}
    </PreviewPanel>
  );
}

/** Where the first build will appear, while it is being built. */
export function PreviewPlaceholder() {
  return (
    <PreviewPanel className={PANEL_SIZE}>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <SpinnerIcon className="size-5 animate-spin" />
        </span>
        <p className="text-sm font-medium">Building your website...</p>
        <p className="max-w-xs text-xs text-pretty text-muted-foreground">
          The agents are at work. The page appears here as soon as they finish.
        </p>
      </div>
    </PreviewPanel>
  );
}
