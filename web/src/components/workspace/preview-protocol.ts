import { z } from 'zod';

/**
 * The safe preview (ARCHITECTURE.md, deliberate deviation): the frame loads this page from the
 * app's origin but sandboxed without allow-same-origin, so it runs in an opaque origin. It says
 * it is ready; the workspace then posts the HTML, which the page writes over itself.
 */
export const PREVIEW_FRAME_URL = '/_preview/frame.html';

/** Scripts, forms, popups and alerts work as on the deployed site; the app's origin never. */
export const PREVIEW_SANDBOX = 'allow-scripts allow-forms allow-popups allow-modals';

export const previewReadySchema = z.object({ type: z.literal('preview-ready') });
/** The frame has written the HTML it was handed. */
export const previewRenderedSchema = z.object({ type: z.literal('preview-rendered') });

export interface PreviewHtmlMessage {
  type: 'preview-html';
  html: string;
}

/** A short fingerprint of the HTML: a new one gives the preview a fresh frame. */
export function htmlFingerprint(html: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < html.length; index += 1) {
    hash ^= html.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${html.length}-${(hash >>> 0).toString(36)}`;
}

/** What the hand-off needs of the frame's window. */
export interface PreviewFrameWindow {
  postMessage(message: PreviewHtmlMessage, targetOrigin: string): void;
}

/**
 * The workspace's side of the hand-off, as a `message` listener: when the frame's own page (and
 * nothing else: the generated page may post messages too) says it is ready, post it the HTML,
 * once.
 */
export function previewHandoff(
  frameWindow: () => PreviewFrameWindow | null,
  html: string,
  onRendered?: () => void,
) {
  let sent = false;
  return (event: Pick<MessageEvent, 'data' | 'source'>) => {
    const frame = frameWindow();
    if (!frame || event.source !== frame) return;
    if (sent && previewRenderedSchema.safeParse(event.data).success) onRendered?.();
    if (sent || !previewReadySchema.safeParse(event.data).success) return;
    sent = true;
    // The frame's origin is opaque ("null"), so '*' is the only target that reaches it.
    frame.postMessage({ type: 'preview-html', html }, '*');
  };
}
