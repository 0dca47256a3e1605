import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { VISIT_BEACON_SCRIPT, withVisitBeacon } from './visit-beacon';

interface PageSetup {
  url?: string;
  referrer?: string;
  /** Properties of navigator and window as a browser would set them. */
  navigator?: Record<string, unknown>;
  window?: Record<string, unknown>;
  /** `'null'` in a sandboxed frame (the workspace preview, the deployment page's frame). */
  origin?: string;
}

/** Runs the beacon in a page at `url` and answers what it sent with navigator.sendBeacon. */
function beaconsOf({
  url = 'https://crumb.sites.example/',
  referrer = '',
  navigator = {},
  window: windowProperties = {},
  origin,
}: PageSetup = {}) {
  const window = new Window({ url });
  const sent: { url: string; body: unknown }[] = [];
  const define = (target: object, values: Record<string, unknown>) => {
    for (const [name, value] of Object.entries(values)) {
      Object.defineProperty(target, name, { value, configurable: true });
    }
  };
  define(window.navigator, {
    sendBeacon: (to: string, body: string) => sent.push({ url: to, body: JSON.parse(body) }) > 0,
    ...navigator,
  });
  define(window.document, { referrer });
  define(window, { ...windowProperties, ...(origin !== undefined && { origin }) });
  (window as unknown as { eval: (code: string) => unknown }).eval(VISIT_BEACON_SCRIPT);
  return sent;
}

describe('the visit beacon', () => {
  it("sends the page's path and the referrer of another site to _a on the site", () => {
    expect(beaconsOf({ referrer: 'https://www.google.com/search?q=crumb' })).toEqual([
      { url: '_a', body: { p: '/', r: 'https://www.google.com/search?q=crumb' } },
    ]);
  });

  it('sends no referrer when the visitor came from the site itself', () => {
    expect(beaconsOf({ referrer: 'https://crumb.sites.example/' })).toEqual([
      { url: '_a', body: { p: '/', r: '' } },
    ]);
  });

  it.each([
    ['Do Not Track', { navigator: { doNotTrack: '1' } }],
    ["an older browser's Do Not Track", { window: { doNotTrack: '1' } }],
    ["Internet Explorer's Do Not Track", { navigator: { msDoNotTrack: '1' } }],
    ['Global Privacy Control', { navigator: { globalPrivacyControl: true } }],
  ])('sends nothing when the visitor asks so with %s', (_, setup: PageSetup) => {
    expect(beaconsOf(setup)).toEqual([]);
  });

  it('counts a visitor whose Do Not Track is off', () => {
    expect(beaconsOf({ navigator: { doNotTrack: '0', globalPrivacyControl: false } })).toHaveLength(
      1,
    );
  });

  it.each([
    ['the workspace preview (an opaque origin)', { origin: 'null' }],
    ['a saved copy of the page', { url: 'file:///home/asha/crumb.html' }],
    ["a deploy's own address", { url: 'https://crumb--3.sites.example/' }],
    [
      "a deploy's own address without a sites domain",
      { url: 'https://d1.cloudfront.net/crumb--3/' },
    ],
    ['a browser without sendBeacon', { navigator: { sendBeacon: undefined } }],
  ])('sends nothing from %s', (_, setup: PageSetup) => {
    expect(beaconsOf(setup)).toEqual([]);
  });

  it('is sent from a site without a sites domain, relative to its folder', () => {
    expect(beaconsOf({ url: 'https://d1.cloudfront.net/crumb/' })).toEqual([
      { url: '_a', body: { p: '/crumb/', r: '' } },
    ]);
  });
});

describe('withVisitBeacon', () => {
  it('adds the beacon once, at the end of the body', () => {
    const page = '<!doctype html><html><body><h1>Crumb</h1></body></html>';

    const published = withVisitBeacon(withVisitBeacon(page));

    expect(published.match(/<script data-visit-beacon>/g)).toHaveLength(1);
    expect(published).toMatch(
      /<h1>Crumb<\/h1><script data-visit-beacon>[\s\S]*<\/script>\n<\/body><\/html>$/,
    );
  });

  it('adds it at the end of a page without a body element', () => {
    expect(withVisitBeacon('<h1>Crumb</h1>')).toMatch(
      /^<h1>Crumb<\/h1>\n<script data-visit-beacon>/,
    );
  });
});
