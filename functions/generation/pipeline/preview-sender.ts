import type { PreviewMessage } from '../../../shared/api/socket-schemas';
import type { ReportPartialPage } from './agent-work';

/** The page so far goes to the preview at most this often (the first at once). */
export const PREVIEW_INTERVAL_MS = 300;
/**
 * Besides the pieces, the whole text so far is sent again at most this often (while it is no
 * longer than WHOLE_RESEND_CHARACTERS), so a workspace opened or reconnected mid-build catches up.
 */
export const PREVIEW_WHOLE_INTERVAL_MS = 3000;
const WHOLE_RESEND_CHARACTERS = 128 * 1024;
/**
 * Characters per piece: one socket message holds 128 KB, and a character takes at most 6 bytes
 * in JSON (a control character's escape).
 */
const PIECE_CHARACTERS = 16 * 1024;

export interface PreviewSenderDeps {
  generationId: string;
  /** Sends one message to the project's watchers. */
  send: (message: PreviewMessage) => Promise<void>;
  clock: () => Date;
}

export interface PreviewSender {
  /** The page's text so far (each call continues the last; one that does not starts again). */
  report: ReportPartialPage;
  /** No more: nothing waiting is sent, nothing after this is. */
  stop: () => void;
}

/**
 * Streams the page the Frontend is writing to the workspace as the pieces its text grew by: at
 * once, then at most every PREVIEW_INTERVAL_MS (what grew meanwhile waits its turn), each piece
 * small enough for one socket message, sent one after another so they arrive in order. No table
 * write: a preview is only ever sent, never stored. A failed send never fails the agent.
 */
export function createPreviewSender({
  generationId,
  send,
  clock,
}: PreviewSenderDeps): PreviewSender {
  let sent = '';
  let latest = '';
  let lastAt = -Infinity;
  let wholeAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();

  const enqueue = (offset: number, text: string) => {
    const message: PreviewMessage = { type: 'preview', generation_id: generationId, offset, text };
    queue = queue.then(() => (stopped ? undefined : send(message).catch(() => undefined)));
  };

  const flush = () => {
    const now = clock().getTime();
    lastAt = now;
    const continues = latest.startsWith(sent);
    const whole =
      !continues ||
      (now - wholeAt >= PREVIEW_WHOLE_INTERVAL_MS && latest.length <= WHOLE_RESEND_CHARACTERS);
    const from = whole ? 0 : sent.length;
    if (whole) wholeAt = now;
    if (from === latest.length) return;
    for (let at = from; at < latest.length; at += PIECE_CHARACTERS) {
      enqueue(at, latest.slice(at, at + PIECE_CHARACTERS));
    }
    // A whole text sent as pieces: the first (offset 0) starts the workspace's text again.
    sent = latest;
  };

  return {
    report(text) {
      if (stopped) return;
      latest = text;
      const wait = lastAt + PREVIEW_INTERVAL_MS - clock().getTime();
      if (wait <= 0 && timer === undefined) {
        flush();
        return;
      }
      timer ??= setTimeout(
        () => {
          timer = undefined;
          if (!stopped) flush();
        },
        Math.max(0, wait),
      );
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
