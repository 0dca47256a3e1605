import { describe, expect, it } from 'vitest';
import { accessibilityProblems } from './validate-page';

const page = (body: string, lang = ' lang="en"') =>
  `<!doctype html><html${lang}><head><meta charset="utf-8"><title>Page</title></head><body><main><h1>Page</h1>${body}</main></body></html>`;

const rulesOf = async (html: string) =>
  (await accessibilityProblems(html)).map((problem) => `${problem.rule} ${problem.selector}`);

describe('the accessibility check', () => {
  it('answers each page for itself, whatever the page checked before it', async () => {
    const broken = page('<img src="a.png"><a href="/x"></a>', '');
    const clean = page('<img src="a.png" alt="A chair"><a href="/x">Chairs</a>');

    const first = await rulesOf(broken);
    expect(first).toEqual(
      expect.arrayContaining(['html-has-lang html', 'image-alt img', 'link-name a']),
    );
    await expect(rulesOf(clean)).resolves.toEqual([]);
    await expect(rulesOf(broken)).resolves.toEqual(first);
  });

  it('gives pages checked at the same time the answers they get one by one', async () => {
    const pages = [
      page('<img src="a.png">'),
      page('<button></button>'),
      page('<p>Fine</p>'),
      page('<input type="text">'),
    ];
    const alone: string[][] = [];
    for (const html of pages) alone.push(await rulesOf(html));

    await expect(Promise.all(pages.map(rulesOf))).resolves.toEqual(alone);
    expect(alone.map((rules) => rules.length > 0)).toEqual([true, true, false, true]);
  });

  it('reads a page without a doctype or a head as a browser would', async () => {
    await expect(rulesOf('<p>Just text</p>')).resolves.toEqual(
      expect.arrayContaining(['html-has-lang html', 'document-title html']),
    );
  });
});
