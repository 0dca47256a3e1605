import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreviewMessage } from '../../../shared/api/socket-schemas';
import { MAX_SOCKET_MESSAGE_BYTES } from '../../../shared/constants';
import { withPreviewPiece } from '../../../shared/preview-stream';
import {
  createPreviewSender,
  PREVIEW_INTERVAL_MS,
  PREVIEW_WHOLE_INTERVAL_MS,
} from './preview-sender';

describe('the live preview of the page being written', () => {
  let sent: PreviewMessage[];
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
  });
  afterEach(() => vi.useRealTimers());

  const sender = (send = async (message: PreviewMessage) => void sent.push(message)) =>
    createPreviewSender({ generationId: 'g1', send, clock: () => new Date() });
  /** The text a workspace that saw every message has put together. */
  const received = () =>
    sent.reduce<string | null>((text, piece) => text && withPreviewPiece(text, piece), ' ') ?? '';

  it('sends what the text grew by, at most every interval, in order', async () => {
    const preview = sender();
    let text = '<!DOCTYPE html>';
    preview.report(text);
    for (let i = 0; i < 20; i++) {
      text += `<p>part ${i}</p>`;
      preview.report(text);
      await vi.advanceTimersByTimeAsync(PREVIEW_INTERVAL_MS / 4);
    }
    await vi.advanceTimersByTimeAsync(PREVIEW_INTERVAL_MS);
    expect(sent.length).toBeGreaterThanOrEqual(5);
    expect(sent.length).toBeLessThanOrEqual(7);
    expect(sent[0]).toEqual({
      type: 'preview',
      generation_id: 'g1',
      offset: 0,
      text: '<!DOCTYPE html>',
    });
    // Each piece starts where the text stood: pieces, not the page again and again.
    for (const [i, piece] of sent.slice(1).entries()) {
      expect(piece.offset).toBe(sent[i]!.offset + sent[i]!.text.length);
    }
    expect(received()).toBe(text);
    preview.stop();
  });

  it('sends the whole text again now and then, so a workspace that joined late catches up', async () => {
    const preview = sender();
    let text = '<!DOCTYPE html>';
    for (let i = 0; i < 40; i++) {
      text += `<p>part ${i}</p>`;
      preview.report(text);
      await vi.advanceTimersByTimeAsync(PREVIEW_INTERVAL_MS);
    }
    const wholes = sent.filter((piece) => piece.offset === 0);
    expect(wholes.length).toBeGreaterThanOrEqual(
      Math.floor((40 * PREVIEW_INTERVAL_MS) / PREVIEW_WHOLE_INTERVAL_MS),
    );
    const late = sent.slice(sent.indexOf(wholes.at(-1)!));
    expect(late.reduce<string | null>((at, piece) => at && withPreviewPiece(at, piece), ' ')).toBe(
      text,
    );
    preview.stop();
  });

  it('splits a long text into pieces that each fit one socket message', async () => {
    const preview = sender();
    const text = `<!DOCTYPE html><p>${'"\u0001é'.repeat(60_000)}</p>`;
    preview.report(text);
    await vi.advanceTimersByTimeAsync(PREVIEW_INTERVAL_MS);
    expect(sent.length).toBeGreaterThan(1);
    for (const piece of sent) {
      expect(Buffer.byteLength(JSON.stringify(piece))).toBeLessThanOrEqual(
        MAX_SOCKET_MESSAGE_BYTES,
      );
    }
    expect(received()).toBe(text);
  });

  it('starts again when a text does not continue the last, and sends nothing once stopped', async () => {
    const preview = sender();
    preview.report('<!DOCTYPE html><p>one');
    preview.report('<!DOCTYPE html><p>two');
    await vi.advanceTimersByTimeAsync(PREVIEW_INTERVAL_MS);
    expect(sent.at(-1)).toMatchObject({ offset: 0, text: '<!DOCTYPE html><p>two' });
    preview.report('<!DOCTYPE html><p>two, three');
    preview.stop();
    await vi.advanceTimersByTimeAsync(PREVIEW_INTERVAL_MS * 2);
    expect(received()).toBe('<!DOCTYPE html><p>two');
  });

  it('never fails the writer when a send fails', async () => {
    const preview = sender(async () => {
      throw new Error('gone');
    });
    preview.report('<!DOCTYPE html>');
    await vi.advanceTimersByTimeAsync(PREVIEW_INTERVAL_MS);
    expect(() => preview.report('<!DOCTYPE html><p>')).not.toThrow();
    await vi.advanceTimersByTimeAsync(PREVIEW_INTERVAL_MS);
    preview.stop();
  });
});
