/** Stands for the site's home address in PAGE_NOT_FOUND_HTML, filled in where it is served. */
export const SITE_HOME_PLACEHOLDER = '{{site-home}}';

/** A small self-contained page (no scripts, no external assets), so it renders under any policy. */
function sitePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center;
        font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
        background: #0f172a; color: #e2e8f0; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 1.75rem; margin: 0 0 0.75rem; }
      p { margin: 0; color: #94a3b8; line-height: 1.6; }
      a { color: #93c5fd; }
    </style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

/**
 * What a visitor sees at a subdomain with no site (never deployed, or deleted), with status 404:
 * from the sites distribution's router on AWS and the local gateway on one machine.
 */
export const NOT_DEPLOYED_PAGE_HTML = sitePage(
  "This site isn't deployed",
  '<p>There is no website at this address. If it is yours, deploy it again from your workspace.</p>',
);

/**
 * What a visitor sees at any other address of a deployed site (a site is one page), with status
 * 404; SITE_HOME_PLACEHOLDER is replaced with the site's own address.
 */
export const PAGE_NOT_FOUND_HTML = sitePage(
  'Page not found',
  `<p>This site has no page at this address. <a href="${SITE_HOME_PLACEHOLDER}">Go to its home page</a>.</p>`,
);
