/**
 * The live preview of a page being written. The server sends the page's text as it grows, in
 * pieces (`offset` is where a piece starts in the whole text); the workspace puts the pieces
 * together and shows what a browser can show of the text so far.
 */

/** One piece of the page's text: where it starts, and what it adds from there. */
export interface PreviewPiece {
  offset: number;
  text: string;
}

/**
 * The text so far with a piece added. A piece at offset 0 starts the text again (the server sends
 * the whole text now and then, so a workspace that joined late catches up); a repeated piece
 * changes nothing. A piece beyond the end (one was missed) cannot be placed: null, and the text
 * waits for the next whole one.
 */
export function withPreviewPiece(current: string, piece: PreviewPiece): string | null {
  if (piece.offset === 0) return piece.text;
  if (piece.offset > current.length) return null;
  const end = piece.offset + piece.text.length;
  return end <= current.length ? current : current.slice(0, piece.offset) + piece.text;
}

const UNFINISHED_TAG = /<[^>]*$/;
const HTML_END = /<\/html\s*>/i;
const LAST_OPENING = (tag: string) => new RegExp(`<${tag}\\b[\\s\\S]*$`, 'i');
const CLOSING = (tag: string) => new RegExp(`</${tag}\\s*>`, 'i');

/**
 * The page's text so far as a document a browser can show: with no half-written tag at the end,
 * no script or style left open (a browser would run half a script, or read the rest of the page
 * as CSS), and nothing after `</html>`.
 */
export function previewDocument(textSoFar: string): string {
  const end = HTML_END.exec(textSoFar);
  let html = end
    ? textSoFar.slice(0, end.index + end[0].length)
    : textSoFar.replace(UNFINISHED_TAG, '');
  for (const tag of ['script', 'style']) {
    const opened = LAST_OPENING(tag).exec(html);
    if (opened && !CLOSING(tag).test(opened[0])) html = html.slice(0, opened.index);
  }
  return html;
}

/** Below this much visible text a page being written shows nothing worth a frame of its own. */
const SHOWN_TEXT_MIN = 20;

/**
 * Whether a page being written has something to show yet: text in its body. Until then the
 * preview keeps what it had (the page before, or where the page will appear), rather than a
 * frame of bare background.
 */
export function showsSomething(html: string): boolean {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return false;
  const text = html
    .slice(body.index + body[0].length)
    .replace(/<(script|style|svg)\b[\s\S]*?(<\/\1>|$)/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, '');
  return text.length >= SHOWN_TEXT_MIN;
}
