/**
 * The line each published page ends with: "Report this site", leading to the app's report form
 * with the site's address filled in. Anyone can publish a page here, so anyone who meets one that
 * phishes, spreads malware or breaks the law can tell the operators from the page itself.
 *
 * It sits after the page's own content, in the flow (nothing covers the page's own corner
 * buttons or banners), and its inline styles reset what the page's stylesheet would do to an
 * `aside` or a link, so it looks the same on every page and never changes the page's layout
 * above it: a thin bar with one small link, with enough contrast on its own background.
 */

export const REPORT_LINK_TEXT = 'Report this site';

/** Marks the bar so a page published again is not given a second one. */
const REPORT_MARK = 'data-report-site';

const BAR_STYLE = [
  'all:initial',
  'display:block',
  'box-sizing:border-box',
  'width:100%',
  'grid-column:1/-1',
  'clear:both',
  'margin:0',
  'padding:10px 16px',
  'background:#f4f4f5',
  'border-top:1px solid #e4e4e7',
  'text-align:center',
  "font:12px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
].join(';');

const LINK_STYLE = [
  'color:#3f3f46',
  'background:none',
  'font:inherit',
  'text-decoration:underline',
  'text-underline-offset:2px',
  'padding:4px',
].join(';');

const attributeValue = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Where the report link of the site at `siteUrl` leads: the app's `/report` form naming the site.
 * The address goes in as it is (a URL's `:` and `/` may stand in a query), so that moving the
 * site to a new address, which rewrites its old address in its copies, rewrites this one too.
 */
export const reportPageUrl = (appOrigin: string, siteUrl: string) =>
  `${appOrigin.replace(/\/+$/, '')}/report?site=${siteUrl}`;

/** The page with the report bar at the end of its body (or of the document, when it has none). */
export function withReportLink(html: string, reportUrl: string | null): string {
  if (reportUrl === null || html.includes(REPORT_MARK)) return html;
  const bar =
    `<aside ${REPORT_MARK} aria-label="Report abuse" style="${BAR_STYLE}">` +
    `<a href="${attributeValue(reportUrl)}" rel="nofollow" style="${LINK_STYLE}">${REPORT_LINK_TEXT}</a>` +
    `</aside>`;
  const bodyEnd = html.toLowerCase().lastIndexOf('</body>');
  return bodyEnd >= 0
    ? `${html.slice(0, bodyEnd)}${bar}\n${html.slice(bodyEnd)}`
    : `${html}\n${bar}`;
}
