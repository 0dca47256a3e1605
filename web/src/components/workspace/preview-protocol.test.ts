import { describe, expect, it, vi } from 'vitest';
import { htmlFingerprint, previewHandoff, type PreviewFrameWindow } from './preview-protocol';

const HTML = '<h1>Hello</h1>';

function frameWindow() {
  return { postMessage: vi.fn<PreviewFrameWindow['postMessage']>() };
}

/** A message event as the listener reads it; a fake frame stands in for a window. */
function message(data: unknown, source: object | null) {
  return { data, source: source as MessageEventSource | null };
}

describe('the preview hand-off', () => {
  it("posts the HTML to the frame's window once it says it is ready, to any origin", () => {
    const frame = frameWindow();
    const handle = previewHandoff(() => frame, HTML);

    handle(message({ type: 'preview-ready' }, frame));

    expect(frame.postMessage).toHaveBeenCalledWith({ type: 'preview-html', html: HTML }, '*');
  });

  it('ignores other windows, other messages and a second ready', () => {
    const frame = frameWindow();
    const handle = previewHandoff(() => frame, HTML);

    handle(message({ type: 'preview-ready' }, {}));
    handle(message({ type: 'something-else' }, frame));
    handle(message('preview-ready', frame));
    expect(frame.postMessage).not.toHaveBeenCalled();

    handle(message({ type: 'preview-ready' }, frame));
    handle(message({ type: 'preview-ready' }, frame));
    expect(frame.postMessage).toHaveBeenCalledTimes(1);
  });

  it('says when the frame has drawn the HTML it was handed, and not before', () => {
    const frame = frameWindow();
    const rendered = vi.fn();
    const handle = previewHandoff(() => frame, HTML, rendered);

    handle(message({ type: 'preview-rendered' }, frame));
    expect(rendered).not.toHaveBeenCalled();
    handle(message({ type: 'preview-ready' }, frame));
    handle(message({ type: 'preview-rendered' }, {}));
    expect(rendered).not.toHaveBeenCalled();
    handle(message({ type: 'preview-rendered' }, frame));
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the frame has no window', () => {
    const handle = previewHandoff(() => null, HTML);
    expect(() => handle(message({ type: 'preview-ready' }, null))).not.toThrow();
  });
});

describe('htmlFingerprint', () => {
  it('differs for different HTML and is stable for the same', () => {
    expect(htmlFingerprint(HTML)).toBe(htmlFingerprint(HTML));
    expect(htmlFingerprint(HTML)).not.toBe(htmlFingerprint('<h1>Hello!</h1>'));
  });
});
