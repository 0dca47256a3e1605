import { describe, expect, it } from 'vitest';
import { imageProblem } from './use-upload-image';

describe('imageProblem', () => {
  it('says, in the API’s words, why a file cannot be uploaded, before anything is sent', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Only PNG, JPEG, WebP, GIF or SVG images can be uploaded.',
    );
    expect(imageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Images can be at most 5 MB.',
    );
    expect(imageProblem({ type: 'image/png', size: 0 })).toBe('The file is empty.');
    expect(imageProblem({ type: 'image/svg+xml', size: 2048 })).toBeNull();
  });
});
