import { describe, expect, it } from 'vitest';
import { nextSteps } from './next-steps';

const page = (style: string, body: string) =>
  `<!doctype html><html><head><style>:root{--bg:#fff;${style}}</style></head><body>${body}</body></html>`;

describe('next steps for the page on show', () => {
  it('offers the sections a page lacks and the other theme, three at most', () => {
    const steps = nextSteps(
      page('color-scheme:light', '<section data-kind="hero"><h1>Crumb</h1></section>'),
    );
    expect(steps).toEqual(['Add a FAQ section', 'Add a contact form', 'Switch to a dark theme']);
  });

  it('leaves out what the page has, and turns a dark page light', () => {
    const steps = nextSteps(
      page(
        'color-scheme:dark',
        '<section data-kind="faq"><h2>Questions</h2></section><section data-kind="contact"><form></form></section>',
      ),
    );
    expect(steps).toEqual(['Switch to a light theme', 'Make the colours warmer']);
  });
});
