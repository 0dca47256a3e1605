import { beforeAll, describe, expect, it } from 'vitest';
import { offlineModels } from '../generation/offline/offline-models';
import { sitePlanScript, withSitePlanScript } from '../generation/openai/page-html';
import type { SitePlan } from '../generation/page/site-plan';
import { publishedPage } from './site-seo';

const url = 'https://crumb.sites.example/';
const at = new Date('2026-11-27T10:00:00Z');

/** A generated page carrying its plan, as the pipeline saves it. */
function generatedPage(plan: SitePlan, head = '') {
  return withSitePlanScript(
    `<!doctype html><html lang="en"><head><title>Crumb &amp; Co</title>${head}</head>
<body><h1>Crumb</h1><p>Sourdough baked at dawn in <b>Pune</b>.</p></body></html>`,
    sitePlanScript(plan),
  );
}

let bakery: SitePlan;

beforeAll(async () => {
  const planned = await offlineModels.plan(
    'A bakery called Crumb & Co at 12 MG Road, Pune. Call +91 98765 43210.',
  );
  bakery = {
    ...planned,
    intent: 'restaurant',
    facts: {
      ...planned.facts,
      name: 'Crumb & Co',
      places: ['12 MG Road, Pune'],
      phones: ['+91 98765 43210'],
    },
  };
});

describe('a published page', () => {
  it('gets a canonical link, a description, Open Graph and Twitter tags, and structured data', () => {
    const { html } = publishedPage(generatedPage(bakery), url, at);
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain(`<link rel="canonical" href="${url}">`);
    expect(head).toContain('<meta property="og:url" content="https://crumb.sites.example/">');
    expect(head).toContain('<meta property="og:title" content="Crumb &amp; Co">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    const description = /<meta name="description" content="([^"]*)">/.exec(head)?.[1];
    expect(description).toBeTruthy();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Bakery',
      name: 'Crumb & Co',
      url,
      address: '12 MG Road, Pune',
      telephone: '+91 98765 43210',
    });
  });

  it.each([
    ['A website for Brew Lab cafe in Pune', 'CafeOrCoffeeShop'],
    ['Site for Dr. Meera Joshi dental clinic in Thane', 'Dentist'],
    ['a salon site for Glow in Indore', 'BeautySalon'],
    ['a gym website for Iron House in Delhi', 'ExerciseGym'],
    ['north indian restaurant Zaika in Lucknow', 'Restaurant'],
  ])('describes "%s" as the kind of business it is: %s', async (brief, type) => {
    const plan = await offlineModels.plan(brief);
    const { html } = publishedPage(generatedPage(plan), url, at);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';

    expect(JSON.parse(jsonLd)['@type']).toBe(type);
  });

  it('gets an icon of its own, its initial on its colour, unless it has one', () => {
    const { html } = publishedPage(generatedPage(bakery), url, at);
    const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]*)">/.exec(html)?.[1] ?? '';
    const svg = decodeURIComponent(icon);

    expect(svg).toContain(`fill="${bakery.theme.palette.primary}"`);
    expect(svg).toMatch(/>C<\/text><\/svg>$/);
    const own = publishedPage(generatedPage(bakery, '<link rel="icon" href="/mine.png">'), url, at);
    expect(own.html.match(/rel="icon"/g)).toHaveLength(1);
  });

  it("keeps the page's own tags and adds only what is missing", () => {
    const own =
      '<meta name="description" content="Our own words"><link rel="canonical" href="https://crumb.example/">';
    const { html } = publishedPage(generatedPage(bakery, own), url, at);

    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:description" content="Our own words">');
  });

  it('describes a page without a plan from its title and first paragraph, without structured data', () => {
    const page =
      '<!doctype html><html><head><title>Hello</title></head><body><p>Plain words &lt;here&gt;.</p></body></html>';

    const { html } = publishedPage(page, url, at);

    expect(html).toContain('<meta name="description" content="Plain words &lt;here&gt;.">');
    expect(html).not.toContain('application/ld+json');
  });

  it('names its social card, at the site’s root, as its Open Graph and Twitter image', () => {
    const { html, card } = publishedPage(generatedPage(bakery), url, at);

    for (const tag of [
      '<meta property="og:image" content="https://crumb.sites.example/social-card.png">',
      '<meta property="og:image:type" content="image/png">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta name="twitter:image" content="https://crumb.sites.example/social-card.png">',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).toMatch(/<meta property="og:image:alt" content="Crumb &amp; Co: [^"]+">/);
    expect(card).toMatchObject({
      name: 'Crumb & Co',
      tagline: bakery.tagline,
      host: 'crumb.sites.example',
      colours: {
        background: bakery.theme.palette.background,
        primary: bakery.theme.palette.primary,
      },
    });
  });

  it('keeps an image the page names itself, and draws no card for it', () => {
    const own = '<meta property="og:image" content="https://crumb.example/loaf.jpg">';

    const { html, card } = publishedPage(generatedPage(bakery, own), url, at);

    expect(card).toBeNull();
    expect(html.match(/property="og:image"/g)).toHaveLength(1);
    expect(html).not.toContain('social-card.png');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('names no image when published without its card', () => {
    const { html, card } = publishedPage(generatedPage(bakery), url, at, { withCard: false });

    expect(card).toBeNull();
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });

  it('comes with robots.txt and sitemap.xml naming the site', () => {
    const { files } = publishedPage(generatedPage(bakery), url, at);

    expect(files['robots.txt']).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://crumb.sites.example/sitemap.xml\n',
    );
    expect(files['sitemap.xml']).toContain(
      '<url><loc>https://crumb.sites.example/</loc><lastmod>2026-11-27T10:00:00.000Z</lastmod></url>',
    );
  });

  it('keeps a value from closing its script element', () => {
    const plan = { ...bakery, facts: { ...bakery.facts, name: '</script><script>alert(1)' } };

    const { html } = publishedPage(generatedPage(plan), url, at);

    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(jsonLd).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(JSON.parse(jsonLd)).toMatchObject({ name: '</script><script>alert(1)' });
  });
});
