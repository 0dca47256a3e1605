import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { withUploadUrls } from '../../../../shared/assets';
import {
  htmlFingerprint,
  PREVIEW_FRAME_URL,
  PREVIEW_SANDBOX,
  previewHandoff,
  previewScrollSchema,
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
  /** The project whose uploaded images the page names (`assets/…`), shown from its uploads. */
  projectId: string;
  /** @default PREVIEW_SANDBOX; never with allow-same-origin. */
  sandbox?: string;
  className?: string;
  /**
   * A picture only, or a frame loading behind the one on show: out of the tab order and hidden
   * from screen readers.
   */
  decorative?: boolean;
  /** Called once the frame has drawn the HTML it was handed. */
  onRendered?: () => void;
  /** Where to scroll the page once written (the place the reader had in the page before). */
  scrollY?: number;
  /** Messages the frame's page posts (and no other window's), for the preview's editor. */
  onMessage?: (data: unknown) => void;
}

/** One frame for one version of the HTML: it hands the HTML over once the frame is ready. */
export function PreviewFrame({
  html,
  title,
  projectId,
  sandbox = PREVIEW_SANDBOX,
  className = 'size-full min-h-[28rem] flex-1 bg-white',
  decorative = false,
  onRendered,
  onMessage,
  scrollY = 0,
}: PreviewFrameProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const rendered = useRef(onRendered);
  const message = useRef(onMessage);
  useEffect(() => {
    rendered.current = onRendered;
    message.current = onMessage;
  }, [onRendered, onMessage]);

  useEffect(() => {
    const fromFrame = (event: MessageEvent) => {
      if (event.source !== null && event.source === frameRef.current?.contentWindow) {
        message.current?.(event.data);
      }
    };
    window.addEventListener('message', fromFrame);
    return () => window.removeEventListener('message', fromFrame);
  }, []);

  const shown = useMemo(() => withUploadUrls(html, projectId), [html, projectId]);
  useEffect(() => {
    const handleMessage = previewHandoff(
      () => frameRef.current?.contentWindow ?? null,
      shown,
      () => rendered.current?.(),
      scrollY,
    );
    window.addEventListener('message', handleMessage);
    return () => window.removeEventListener('message', handleMessage);
  }, [shown, scrollY]);

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

interface FrameEntry {
  key: string;
  html: string;
  title: string;
  /** Where the page on show was scrolled to as this one began to load. */
  scrollY: number;
}

/**
 * The preview's frames: a new page loads in a frame behind the one on show, which stays until
 * the new one has drawn, so updates (a page being written, a version chosen) never flash blank.
 * At most one loads at a time; a newer page replaces the one still loading.
 */
function SwappingFrames({
  html,
  title,
  projectId,
}: {
  html: string;
  title: string;
  projectId: string;
}) {
  const key = htmlFingerprint(html);
  const [frames, setFrames] = useState<{ shown: FrameEntry; loading: FrameEntry | null }>(() => ({
    shown: { key, html, title, scrollY: 0 },
    loading: null,
  }));
  // The reader's place in the page on show, handed to the next page so it opens there too.
  const [scrolled, setScrolled] = useState(0);
  // Derived from the props, as React recommends for state that follows them.
  const { shown, loading } = frames;
  if (shown.key === key) {
    if (loading !== null || shown.title !== title)
      setFrames({ shown: { ...shown, title }, loading: null });
  } else if (loading?.key !== key || loading.title !== title) {
    setFrames({ shown, loading: { key, html, title, scrollY: scrolled } });
  }
  const promote = useCallback(
    (promoted: string) =>
      setFrames((current) =>
        current.loading?.key === promoted ? { shown: current.loading, loading: null } : current,
      ),
    [],
  );

  return (
    <div className="relative min-h-[28rem] flex-1">
      {[frames.shown, frames.loading].map((frame) =>
        frame ? (
          <PreviewFrame
            key={frame.key}
            html={frame.html}
            title={frame.title}
            projectId={projectId}
            decorative={frame !== frames.shown}
            className={cn(
              'absolute inset-0 size-full bg-white',
              // Drawn but not seen until it has painted: an invisible frame may not paint at all.
              frame !== frames.shown && 'pointer-events-none opacity-0',
            )}
            onRendered={() => promote(frame.key)}
            scrollY={frame.scrollY}
            onMessage={
              frame === frames.shown
                ? (data) => {
                    const scroll = previewScrollSchema.safeParse(data);
                    if (scroll.success) setScrolled(scroll.data.y);
                  }
                : undefined
            }
          />
        ) : null,
      )}
    </div>
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
  projectId: string;
  projectName: string;
  /** The page is still being written: what shows is the part written so far. */
  writing?: boolean;
  /** Set while an older version is shown instead of the current one. */
  previewed?: PreviewedVersion | null;
  /** Opens the page's editor (only offered for the current version, when no run is writing). */
  onEdit?: (() => void) | undefined;
}

/** The "Live Preview" panel (requirements §2): the generated page, running as it will when deployed. */
export function LivePreview({
  html,
  projectId,
  projectName,
  writing = false,
  previewed = null,
  onEdit,
}: LivePreviewProps) {
  return (
    <PreviewPanel
      className={cn(PANEL_SIZE, previewed && 'border-amber-400 dark:border-amber-700')}
      detail={
        writing ? (
          <p
            role="status"
            className="ml-auto flex items-center gap-1.5 text-xs text-muted-foreground"
          >
            <SpinnerIcon className="size-3.5 animate-spin" />
            Writing the page...
          </p>
        ) : onEdit && !previewed ? (
          <Button variant="outline" size="sm" className="ml-auto" onClick={onEdit}>
            Edit page
          </Button>
        ) : null
      }
    >
      {previewed ? <VersionBanner previewed={previewed} /> : null}
      {previewed?.loading ? (
        <div className="flex flex-1 items-center justify-center gap-2 text-sm text-muted-foreground">
          <SpinnerIcon />
          Loading version {previewed.version}...
        </div>
      ) : (
        <SwappingFrames
          html={html}
          projectId={projectId}
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
          The agents are at work. The page appears here as it is written.
        </p>
      </div>
    </PreviewPanel>
  );
}
