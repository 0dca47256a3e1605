import { describe, expect, it } from 'vitest';
import { projectNameFrom, SURPRISE_IDEAS, surpriseIdea } from '../../../../shared/project-ideas';
import { htmlFileName } from './download-html';

describe('projectNameFrom', () => {
  it('takes the first 50 characters of the trimmed description', () => {
    expect(projectNameFrom('  A shop  ')).toBe('A shop');
    expect(projectNameFrom('x'.repeat(80))).toBe('x'.repeat(50));
  });

  it('never splits a character made of two code units', () => {
    expect(projectNameFrom(`${'a'.repeat(49)}😀 tail`)).toBe(`${'a'.repeat(49)}😀`);
  });
});

describe('surpriseIdea', () => {
  it('picks each of the four ideas by the dice', () => {
    expect([0, 0.25, 0.5, 0.99].map((roll) => surpriseIdea(() => roll))).toEqual(SURPRISE_IDEAS);
  });
});

describe('htmlFileName', () => {
  it('names the file after the project, replacing what file systems refuse', () => {
    expect(htmlFileName('Bakery')).toBe('Bakery.html');
    expect(htmlFileName('Cakes / Pies: 2025?')).toBe('Cakes - Pies- 2025-.html');
    expect(htmlFileName('  ')).toBe('website.html');
    expect(htmlFileName('Bake\u0000ry\u202e')).toBe('Bakery.html');
    expect(htmlFileName('\u200b\u2060')).toBe('website.html');
    expect(htmlFileName('मिठाई\u200d')).toBe('मिठाई\u200d.html');
  });
});
