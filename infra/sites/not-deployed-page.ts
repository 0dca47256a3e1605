/**
 * What a visitor sees at a subdomain with no site (never deployed, or deleted), with status 404:
 * the sites distribution's error page on AWS and the local gateway's answer on one machine.
 * Self-contained (no scripts, no external assets), so it renders under any policy.
 */
export const NOT_DEPLOYED_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>This site isn't deployed</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center;
        font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
        background: #0f172a; color: #e2e8f0; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 1.75rem; margin: 0 0 0.75rem; }
      p { margin: 0; color: #94a3b8; line-height: 1.6; }
    </style>
  </head>
  <body>
    <main>
      <h1>This site isn't deployed</h1>
      <p>There is no website at this address. If it is yours, deploy it again from your workspace.</p>
    </main>
  </body>
</html>
`;
