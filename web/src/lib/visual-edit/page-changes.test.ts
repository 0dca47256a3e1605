import { describe, expect, it } from 'vitest';
import { pageChanges } from './page-changes';

const page = (body: string, css = 'h1{color:red}') =>
  `<!DOCTYPE html><html><head><style>${css}</style></head><body>${body}</body></html>`;

describe('what changed between two versions', () => {
  it('lists the lines taken away and the lines added, repeats counted', () => {
    const before = page('<h1>Crumb</h1><p>Bread</p><p>Bread</p><li>Call us</li>');
    const after = page('<h1>Loaf</h1><p>Bread</p><li>Call us</li><li>Email us</li>');

    expect(pageChanges(before, after)).toEqual({
      removed: ['Crumb', 'Bread'],
      added: ['Loaf', 'Email us'],
      styles: false,
      reordered: false,
    });
  });

  it('reads a line with a link inside as its link, not twice', () => {
    const changes = pageChanges(page('<p>Hi <a href="#x">there</a></p>'), page('<p>Hi</p>'));
    expect(changes.removed).toEqual(['there']);
  });

  it('tells a new look and a new order of sections', () => {
    const before = page('<section id="a"><h2>A</h2></section><section id="b"><h2>B</h2></section>');
    const after = page(
      '<section id="b"><h2>B</h2></section><section id="a"><h2>A</h2></section>',
      'h1{color:blue}',
    );
    expect(pageChanges(before, after)).toMatchObject({
      removed: [],
      added: [],
      styles: true,
      reordered: true,
    });
  });
});
