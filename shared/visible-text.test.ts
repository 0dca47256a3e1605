import { describe, expect, it } from 'vitest';
import { hasControlCharacter, hasVisibleCharacter, withoutHiddenCharacters } from './visible-text';

describe('visible text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', 'a\u001b[31mb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a right-to-left override', 'invoice\u202efdp.exe'],
    ['a directional isolate', 'a\u2066b'],
    ['a line break in a one-line field', 'a\nb'],
  ])('finds %s as a control character', (_, text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it('allows tabs and line breaks where text has lines, and nothing else hidden', () => {
    expect(hasControlCharacter('One.\r\n\tTwo.', { multiline: true })).toBe(false);
    expect(hasControlCharacter('One.\u0000', { multiline: true })).toBe(true);
    expect(hasControlCharacter('Café — naïve 🙂 मिठाई\u200d')).toBe(false);
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a word joiner and a BOM', '\u2060\ufeff'],
    ['Hangul fillers', '\u3164\u115f\uffa0'],
    ['a braille blank', '\u2800'],
    ['variation selectors', '\ufe0f\u{e0100}'],
    ['ideographic spaces', '\u3000 \u00a0'],
  ])('finds text of %s alone invisible', (_, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it('sees any visible character, in any script', () => {
    for (const text of ['a', '\u200bA\u200b', '日本', 'ب', '🙂', 'ॐ']) {
      expect(hasVisibleCharacter(text)).toBe(true);
    }
  });

  it('drops control and format characters from file names, keeping joiners', () => {
    expect(withoutHiddenCharacters('Ba\u0000ke\u200bry\u202e')).toBe('Bakery');
    expect(withoutHiddenCharacters('मिठाई\u200d')).toBe('मिठाई\u200d');
  });
});
