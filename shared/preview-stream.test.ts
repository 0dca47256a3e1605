import { describe, expect, it } from 'vitest';
import { previewDocument, showsSomething, withPreviewPiece } from './preview-stream';

describe('the pieces of a page being written', () => {
  it('continue the text where it ends, and start again at offset 0', () => {
    expect(withPreviewPiece('<h1>A', { offset: 5, text: 'b</h1>' })).toBe('<h1>Ab</h1>');
    expect(withPreviewPiece('<h1>Ab</h1>', { offset: 0, text: '<h1>' })).toBe('<h1>');
  });

  it('change nothing when repeated, and wait when one was missed', () => {
    expect(withPreviewPiece('<h1>Ab</h1>', { offset: 4, text: 'Ab' })).toBe('<h1>Ab</h1>');
    expect(withPreviewPiece('<h1>Ab</h1>', { offset: 4, text: 'Abc</h1>' })).toBe('<h1>Abc</h1>');
    expect(withPreviewPiece('<h1>A', { offset: 9, text: '<p>' })).toBeNull();
  });
});

describe('the document a browser is shown of the text so far', () => {
  it('drops a tag cut in half', () => {
    expect(previewDocument('<!DOCTYPE html>\n<html><body><h1>Crumb</h1><p cla')).toBe(
      '<!DOCTYPE html>\n<html><body><h1>Crumb</h1>',
    );
  });

  it('never has a script or a style that is still open', () => {
    const page = '<!DOCTYPE html><html><head><style>h1{color:red}</style></head><body><h1>Hi</h1>';
    expect(previewDocument(`${page}<script>document.body.innerHTML = ''; whi`)).toBe(page);
    expect(previewDocument('<!DOCTYPE html><html><head><style>body{col')).toBe(
      '<!DOCTYPE html><html><head>',
    );
    const closed = `${page}<script>var a = 1;</script><p>More`;
    expect(previewDocument(closed)).toBe(closed);
  });

  it('ends at </html>, without what a model wrote after it', () => {
    expect(previewDocument('<html><body></body></html>\n```\nHere you go! <b')).toBe(
      '<html><body></body></html>',
    );
  });
});

describe('showsSomething', () => {
  it('waits for text in the body: a head, bare sections or pictures alone show nothing', () => {
    expect(showsSomething('<!doctype html><html><head><style>body{}</style>')).toBe(false);
    expect(showsSomething('<html><head></head><body><header><nav>')).toBe(false);
    expect(showsSomething('<body><svg><text>Lots and lots of drawn text here</text></svg>')).toBe(
      false,
    );
    expect(showsSomething('<body><script>const text = "not shown to anyone at all";')).toBe(false);
  });

  it('shows a page once its body has a heading and a line of text', () => {
    expect(showsSomething('<body><header><h1>Sunrise Bakery</h1><p>Fresh bread daily')).toBe(true);
  });
});
