import { useEffect, useId, useRef } from 'react';
import {
  htmlFingerprint,
  PREVIEW_FRAME_URL,
  PREVIEW_SANDBOX,
  previewHandoff,
} from './preview-protocol';
import { MonitorIcon } from '../ui/icons';

/** One frame for one version of the HTML: it hands the HTML over once the frame is ready. */
function PreviewFrame({ html, title }: { html: string; title: string }) {
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
      sandbox={PREVIEW_SANDBOX}
      title={title}
      referrerPolicy="no-referrer"
      className="size-full min-h-[28rem] flex-1 rounded-b-2xl bg-white"
    />
  );
}

/** The "Live Preview" panel (spec §2): the generated page, running as it will when deployed. */
export function LivePreview({ html, projectName }: { html: string; projectName: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-[28rem] flex-1 flex-col rounded-2xl border bg-card shadow-xs"
    >
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <MonitorIcon className="size-4 text-accent-foreground" />
        <h2 id={headingId} className="text-sm font-semibold">
          Live Preview
        </h2>
      </div>
      <PreviewFrame key={htmlFingerprint(html)} html={html} title={`Preview of ${projectName}`} />
    </section>
  );
}
