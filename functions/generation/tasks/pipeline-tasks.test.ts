import { describe, expect, it } from 'vitest';
import { completeMessageSchema } from '../../../shared/api/socket-schemas';
import { MAX_SOCKET_MESSAGE_BYTES } from '../../../shared/api/socket-schemas';
import { completeMessage, failureReason } from './pipeline-tasks';

const details = { generation_id: '01JGENERATION0000000000000', new_balance: 3, version: 2 };

describe('completeMessage', () => {
  it('carries the code when the message fits one socket frame', () => {
    const html = '<!doctype html><title>Small</title>';
    expect(completeMessageSchema.parse(completeMessage(details, html))).toEqual({
      type: 'complete',
      ...details,
      code: html,
    });
  });

  it('tells the client to reload when the code would not fit, counting bytes, not characters', () => {
    // 50,000 three-byte characters: 150 KB, though only 50,000 characters long.
    const html = `<!doctype html><p>${'€'.repeat(50_000)}</p>`;
    expect(html.length).toBeLessThan(MAX_SOCKET_MESSAGE_BYTES);
    expect(completeMessage(details, html)).toEqual({
      type: 'complete',
      ...details,
      code: null,
      reload: true,
    });
  });
});

describe('failureReason', () => {
  it("passes on a model's own words", () => {
    const cause = JSON.stringify({
      errorType: 'ModelRateLimitError',
      errorMessage: 'The AI model is busy (rate limited). Please try again shortly.',
    });
    expect(failureReason({ Error: 'ModelRateLimitError', Cause: cause })).toBe(
      'The AI model is busy (rate limited). Please try again shortly',
    );
  });

  it('never shows the internals of other errors', () => {
    const cause = JSON.stringify({
      errorType: 'Error',
      errorMessage: 'Artefact projects/u/p/generations/g/plan.json is missing',
    });
    expect(failureReason({ Error: 'Error', Cause: cause })).toBe(
      'something went wrong on our side',
    );
  });

  it('names a timeout as such', () => {
    expect(failureReason({ Error: 'States.Timeout', Cause: '' })).toBe('it took too long');
  });
});
