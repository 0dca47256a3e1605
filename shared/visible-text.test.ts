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
    ['a line separator in a one-line field', 'a\u2028b'],
    ['a zero-width space inside a name', 'As\u200bha'],
    ['a byte-order mark inside a name', 'As\ufeffha'],
    ['a left-to-right mark', 'a\u200eb'],
    ['a lone surrogate half', 'a\ud800b'],
  ])('finds %s as a control or hidden character', (_, text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it('allows tabs and line breaks where text has lines, and nothing else hidden', () => {
    expect(hasControlCharacter('One.\r\n\tTwo.', { multiline: true })).toBe(false);
    expect(hasControlCharacter('One.\u0000', { multiline: true })).toBe(true);
    expect(hasControlCharacter('One.\u2028Two.', { multiline: true })).toBe(false);
    expect(hasControlCharacter('Café — naïve 🙂 मिठाई\u200d')).toBe(false);
    // A subdivision's flag is spelled with emoji tag characters.
    expect(
      hasControlCharacter('\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}'),
    ).toBe(false);
  });

  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a word joiner and a BOM', '\u2060\ufeff'],
    ['Hangul fillers', '\u3164\u115f\uffa0'],
    ['a braille blank', '\u2800'],
    ['variation selectors', '\ufe0f\u{e0100}'],
    ['ideographic spaces', '\u3000 \u00a0'],
    ['combining marks with nothing to combine with', '\u0301\u0301\u0308'],
  ])('finds text of %s alone invisible', (_, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });

  it('sees any visible character, in any script', () => {
    for (const text of ['a', '\u200bA\u200b', '日本', 'ب', '🙂', 'ॐ', 'e\u0301', 'कि']) {
      expect(hasVisibleCharacter(text)).toBe(true);
    }
  });

  it('drops control and format characters from file names, keeping joiners', () => {
    expect(withoutHiddenCharacters('Ba\u0000ke\u200bry\u202e')).toBe('Bakery');
    expect(withoutHiddenCharacters('मिठाई\u200d')).toBe('मिठाई\u200d');
  });
});
