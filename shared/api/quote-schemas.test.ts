import { describe, expect, it } from 'vitest';
import { messageTextSchema } from './quote-schemas';

const problem = (text: string) => messageTextSchema.safeParse(text).error?.issues[0]?.message;

describe('the text of a message', () => {
  it('takes any visible text on many lines, emoji joiners and Indic scripts included, in NFC', () => {
    const hindi = 'मुंबई में मेरी बेकरी के लिए एक वेबसाइट';
    expect(messageTextSchema.parse(`  A bakery site\nwith a menu 👩‍🍳  `)).toBe(
      'A bakery site\nwith a menu 👩‍🍳',
    );
    expect(messageTextSchema.parse(hindi)).toBe(hindi);
    expect(messageTextSchema.parse('Cafe\u0301 Mocha')).toBe('Café Mocha');
  });

  it.each([
    ['a right-to-left override', 'Rename it to \u202Egnp.exe'],
    ['a lone surrogate', 'A site for \uD800 my shop'],
    ['a zero-width space', 'A\u200Bbakery'],
  ])('refuses %s', (_what, text) => {
    expect(problem(text)).toBe('Message cannot contain control or hidden characters');
  });

  it('says so when nothing in it can be seen, and when it is empty', () => {
    expect(problem('\u200B\u200B')).toBe(
      'Message must contain visible characters, not only invisible ones',
    );
    expect(problem('   ')).toBe('Please describe what you want to build');
  });
});
