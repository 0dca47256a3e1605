import { describe, expect, it } from 'vitest';
import { retone } from './retone';

describe('rewording offline', () => {
  it('makes plain, everyday wording more formal, and back again', () => {
    const plain = 'Clear, friendly care from people who look after you, at a time that suits you.';
    const formal = retone(plain, 'formal');
    expect(formal).toBe(
      'Clear, courteous care from people who care for you, at a time that is convenient for you.',
    );
    expect(retone(formal, 'friendlier')).toBe(plain);
  });

  it('expands contractions and drops exclamations for a formal text', () => {
    expect(retone('We’re open today! Don’t miss it!', 'formal')).toBe(
      'We are open today. Do not miss it.',
    );
  });
});
