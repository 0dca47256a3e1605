import * as z from '../../../../shared/zod';

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

/** Where the reader has scrolled the page in the frame (sent a little after they stop). */
export const previewScrollSchema = z.object({
  type: z.literal('preview-scroll'),
  y: z.number().check(z.nonnegative()),
});

export interface PreviewHtmlMessage {
  type: 'preview-html';
  html: string;
  /** Where to scroll the page once written: the place the reader had in the page before it. */
  scrollY?: number;
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
  scrollY = 0,
) {
  let sent = false;
  return (event: Pick<MessageEvent, 'data' | 'source'>) => {
    const frame = frameWindow();
    if (!frame || event.source !== frame) return;
    if (sent && previewRenderedSchema.safeParse(event.data).success) onRendered?.();
    if (sent || !previewReadySchema.safeParse(event.data).success) return;
    sent = true;
    // The frame's origin is opaque ("null"), so '*' is the only target that reaches it.
    frame.postMessage({ type: 'preview-html', html, ...(scrollY > 0 ? { scrollY } : {}) }, '*');
  };
}

/**
 * Editing in the preview: the frame's page carries the editor script below. It reports the
 * element chosen (by its mark, page-marks.ts) and text edited in place; the workspace makes each
 * change to the page's text and shows the result in a new frame.
 */
export const editorSelectSchema = z.object({
  type: z.literal('editor-select'),
  id: z.number().check(z.int(), z.nonnegative()),
  tag: z.string().check(z.maxLength(20)),
  text: z.string().check(z.maxLength(400)),
  /** Its text size as drawn, in CSS pixels. */
  fontSize: z.optional(z.number().check(z.positive(), z.lte(1000))),
  bold: z.optional(z.boolean()),
  /** Its text colour and the colour behind it, as drawn (CSS colours). */
  color: z.optional(z.string().check(z.maxLength(60))),
  background: z.optional(z.string().check(z.maxLength(60))),
});
export type EditorSelect = z.infer<typeof editorSelectSchema>;

export const editorTextSchema = z.object({
  type: z.literal('editor-text'),
  id: z.number().check(z.int(), z.nonnegative()),
  text: z.string().check(z.maxLength(20_000)),
});

/**
 * The editor, as a script the edited page runs in its sandboxed frame: outlines on hover, a click
 * selects (and does not follow links or press buttons), a double click edits plain text in place
 * (Enter or leaving it ends the edit; Escape drops it). The element `selected` starts selected;
 * with `announce`, it is also reported as chosen (a selection the workspace asked for).
 */
export function editorScript(selected: number | null, announce = false): string {
  return `<script id="sw-editor">(function () {
  'use strict';
  var style = document.createElement('style');
  style.textContent = '[data-sw-id]:hover{outline:2px dashed #7c3aed;outline-offset:2px;cursor:pointer}[data-sw-selected]{outline:3px solid #7c3aed !important;outline-offset:2px}[contenteditable]{cursor:text}';
  document.head.appendChild(style);
  function post(message) { window.parent.postMessage(message, '*'); }
  function markOf(node) { return node && node.closest ? node.closest('[data-sw-id]') : null; }
  function select(element) {
    var old = document.querySelector('[data-sw-selected]');
    if (old) old.removeAttribute('data-sw-selected');
    element.setAttribute('data-sw-selected', '');
    var drawn = getComputedStyle(element);
    post({ type: 'editor-select', id: Number(element.getAttribute('data-sw-id')), tag: element.tagName.toLowerCase(), text: ((element.tagName === 'IMG' ? element.getAttribute('alt') : element.textContent) || '').trim().slice(0, 400), fontSize: parseFloat(drawn.fontSize) || undefined, bold: Number(drawn.fontWeight) >= 700, color: drawn.color, background: backgroundOf(element) });
  }
  function backgroundOf(element) {
    for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
      var colour = getComputedStyle(node).backgroundColor;
      if (colour && colour !== 'transparent' && !/^rgba\\(.*,\\s*0\\)$/.test(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  }
  document.addEventListener('click', function (event) {
    var element = markOf(event.target);
    if (!element) return;
    event.preventDefault();
    event.stopPropagation();
    if (!element.isContentEditable) select(element);
  }, true);
  document.addEventListener('dblclick', function (event) {
    var element = markOf(event.target);
    if (!element || element.children.length > 0 || element.tagName === 'SECTION' || element.tagName === 'IMG') return;
    event.preventDefault();
    var before = element.textContent;
    element.setAttribute('contenteditable', 'true');
    element.focus();
    function end(keep) {
      element.removeEventListener('blur', onBlur);
      element.removeEventListener('keydown', onKey);
      element.removeAttribute('contenteditable');
      if (!keep) { element.textContent = before; return; }
      if (element.textContent !== before) post({ type: 'editor-text', id: Number(element.getAttribute('data-sw-id')), text: element.textContent || '' });
    }
    function onBlur() { end(true); }
    function onKey(key) {
      if (key.key === 'Enter' && !key.shiftKey) { key.preventDefault(); element.blur(); }
      if (key.key === 'Escape') { key.preventDefault(); end(false); }
    }
    element.addEventListener('blur', onBlur);
    element.addEventListener('keydown', onKey);
  }, true);
  var start = ${selected === null ? 'null' : String(selected)};
  if (start !== null) {
    var chosen = document.querySelector('[data-sw-id="' + start + '"]');
    if (chosen && ${announce}) select(chosen);
    else if (chosen) chosen.setAttribute('data-sw-selected', '');
    if (chosen) chosen.scrollIntoView({ block: 'center', behavior: 'instant' });
  }
})();</script>`;
}

/** The marked page with the editor running in it. */
export function withEditor(markedHtml: string, selected: number | null, announce = false): string {
  const script = editorScript(selected, announce);
  const end = markedHtml.lastIndexOf('</body>');
  return end < 0
    ? `${markedHtml}${script}`
    : `${markedHtml.slice(0, end)}${script}\n${markedHtml.slice(end)}`;
}
