/**
 * The script each published copy of a page carries to count its views: on load it sends the
 * page's path and `document.referrer` (when another site linked here) to `_a` on the site's own
 * address, relative like the forms' `_forms/`, so it works with and without a sites domain. It
 * sets no cookie and stores nothing. It sends nothing when the visitor asks not to be tracked
 * (Do Not Track, Global Privacy Control), outside a deployed site (the workspace preview and the
 * deployment page's frame run in an opaque origin; a saved file has no server), or on a deploy's
 * own address (`{subdomain}--{n}`): only the live site is counted. ES5, like the page's widgets.
 */
export const VISIT_BEACON_SCRIPT = `(function () {
  try {
    var n = navigator, w = window;
    if (n.doNotTrack === '1' || w.doNotTrack === '1' || n.msDoNotTrack === '1' || n.globalPrivacyControl === true) return;
    if (!/^https?:$/.test(location.protocol) || self.origin === 'null' || typeof n.sendBeacon !== 'function') return;
    if (/--\\d+$/.test(location.hostname.split('.')[0]) || /^\\/[^\\/]+--\\d+\\//.test(location.pathname)) return;
    var referrer = '';
    try { if (new URL(document.referrer).host !== location.host) referrer = document.referrer; } catch (error) { /* none */ }
    n.sendBeacon('_a', JSON.stringify({ p: location.pathname, r: referrer }));
  } catch (error) { /* never in the page's way */ }
})();`;

/** Marks the script so a page published again is not given a second one. */
const BEACON_MARK = 'data-visit-beacon';

/** The page with the beacon at the end of its body (or of the document, when it has none). */
export function withVisitBeacon(html: string): string {
  if (html.includes(BEACON_MARK)) return html;
  const tag = `<script ${BEACON_MARK}>${VISIT_BEACON_SCRIPT}</script>`;
  const bodyEnd = html.toLowerCase().lastIndexOf('</body>');
  return bodyEnd >= 0
    ? `${html.slice(0, bodyEnd)}${tag}\n${html.slice(bodyEnd)}`
    : `${html}\n${tag}`;
}
