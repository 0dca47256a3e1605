import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { REPORT_LINK_TEXT, reportPageUrl, withReportLink } from './report-link';
import { withVisitBeacon } from './visit-beacon';

const REPORT_URL = reportPageUrl('https://app.example/', 'https://crumb.sites.example/');

const page = `<!doctype html><html lang="en"><head><title>Crumb</title>
<style>aside { position: fixed; top: 0; display: none } a { color: white }</style></head>
<body><main><h1>Crumb Bakery</h1></main><footer>© Crumb</footer></body></html>`;

function documentOf(html: string) {
  const window = new Window({ url: 'https://crumb.sites.example/' });
  window.document.write(html);
  return window.document;
}

describe('the report link', () => {
  it('leads to the app’s report form naming the site', () => {
    expect(REPORT_URL).toBe('https://app.example/report?site=https://crumb.sites.example/');
  });

  it('ends the body with one labelled link, after the page’s own footer', () => {
    const document = documentOf(withReportLink(page, REPORT_URL));

    const link = document.querySelector('aside[aria-label="Report abuse"] a');
    expect(link?.textContent).toBe(REPORT_LINK_TEXT);
    expect(link?.getAttribute('href')).toBe(REPORT_URL);
    expect(link?.getAttribute('rel')).toBe('nofollow');
    expect(document.body.lastElementChild?.tagName).toBe('ASIDE');
    expect(document.body.lastElementChild?.previousElementSibling?.tagName).toBe('FOOTER');
  });

  it('keeps the page’s own styles off it: its bar and link carry their own', () => {
    const document = documentOf(withReportLink(page, REPORT_URL));

    const bar = document.querySelector('aside');
    expect(bar?.getAttribute('style')).toMatch(/^all:initial;display:block;/);
    expect(bar?.getAttribute('style')).not.toMatch(/position:fixed/);
    expect(document.querySelector('aside a')?.getAttribute('style')).toContain('color:#3f3f46');
  });

  it('comes before the visit beacon, and is added once however often the page is published', () => {
    const once = withVisitBeacon(withReportLink(page, REPORT_URL));
    const twice = withVisitBeacon(withReportLink(once, REPORT_URL));

    expect(twice).toBe(once);
    expect(once.indexOf('data-report-site')).toBeLessThan(once.indexOf('data-visit-beacon'));
  });

  it('is appended to a page without a body element', () => {
    expect(withReportLink('<h1>Bare</h1>', REPORT_URL)).toMatch(
      /^<h1>Bare<\/h1>\n<aside data-report-site .*Report this site<\/a><\/aside>$/,
    );
  });

  it('escapes the address for its attribute', () => {
    expect(withReportLink(page, 'https://app.example/report?site=a&b"c')).toContain(
      'href="https://app.example/report?site=a&amp;b&quot;c"',
    );
  });

  it('is left out where the installation does not know the app’s address', () => {
    expect(withReportLink(page, null)).toBe(page);
  });
});
