import { describe, expect, it } from 'vitest';
import { SITE_ANALYTICS } from '../../shared/api/analytics-schemas';
import type { Deployment } from '../deployments/deployments';
import type { CountedView } from '../deployments/site-visits';
import { createPageViewService, PageViewError, type PageViewBeacon } from './page-view-service';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function liveDeployment(userId: string, projectId: string, subdomain: string): Deployment {
  return {
    userId,
    projectId,
    subdomain,
    versionId: '1',
    projectVersion: 1,
    deployedAt: new Date('2026-03-01T00:00:00Z'),
    liveNumber: 1,
    publishedNumber: 1,
    liveSerial: 1,
    deleting: false,
    notifySubmissions: false,
    claimedAt: new Date('2026-03-01T00:00:00Z'),
  };
}

/** The service over in-memory stores: two live sites, and whatever it counted. */
function service(now = { at: new Date('2026-03-04T10:00:00Z') }) {
  const sites: Record<string, Deployment> = {
    crumb: liveDeployment('sub-1', 'P1', 'crumb'),
    harbour: liveDeployment('sub-2', 'P2', 'harbour'),
  };
  const counted: CountedView[] = [];
  const marks = new Set<string>();
  let salts = 0;
  const saltOf = new Map<string, string>();
  const pageViews = createPageViewService({
    deployments: {
      ownerOf: async (subdomain) => {
        const site = sites[subdomain];
        return site ? { userId: site.userId, projectId: site.projectId } : null;
      },
      get: async (userId, projectId) =>
        Object.values(sites).find(
          (site) => site.userId === userId && site.projectId === projectId,
        ) ?? null,
    },
    visits: { record: async (view) => void counted.push(view) },
    marks: {
      firstToday: async (day, hash) =>
        !marks.has(`${day}#${hash}`) && !!marks.add(`${day}#${hash}`),
    },
    salts: {
      forDay: async (day) => {
        if (!saltOf.has(day)) saltOf.set(day, `salt-${(salts += 1)}`);
        return saltOf.get(day) ?? '';
      },
    },
    clock: () => now.at,
  });
  return { pageViews, counted, marks, sites, now };
}

function beacon(overrides: Partial<PageViewBeacon> & { referrer?: string } = {}): PageViewBeacon {
  const { referrer = '', ...rest } = overrides;
  return {
    site: 'crumb',
    contentType: 'text/plain;charset=UTF-8',
    body: Buffer.from(JSON.stringify({ p: '/', r: referrer })),
    visitor: '203.0.113.7',
    headers: { 'user-agent': CHROME },
    ...rest,
  };
}

describe('a page view', () => {
  it("is counted for the site's owner on its UTC day, a first visit as a new visitor", async () => {
    const { pageViews, counted } = service();

    await expect(pageViews.record(beacon())).resolves.toBe(true);

    expect(counted).toEqual([
      {
        userId: 'sub-1',
        projectId: 'P1',
        at: new Date('2026-03-04T10:00:00Z'),
        newVisitor: true,
        referrer: null,
        country: null,
      },
    ]);
  });

  it('counts a visitor once a day: the same address and browser again is a view, not a visitor', async () => {
    const { pageViews, counted } = service();

    await pageViews.record(beacon());
    await pageViews.record(beacon());
    await pageViews.record(beacon({ headers: { 'user-agent': SAFARI } }));
    await pageViews.record(beacon({ visitor: '198.51.100.9' }));

    expect(counted.map((view) => view.newVisitor)).toEqual([true, false, true, true]);
  });

  it('counts the same visitor again on the next day (a new salt) and on another site', async () => {
    const { pageViews, counted, now } = service();

    await pageViews.record(beacon());
    await pageViews.record(beacon({ site: 'harbour' }));
    now.at = new Date('2026-03-05T00:00:01Z');
    await pageViews.record(beacon());

    expect(counted.map((view) => [view.projectId, view.newVisitor])).toEqual([
      ['P1', true],
      ['P2', true],
      ['P1', true],
    ]);
  });

  it('never keeps the address or the browser: the mark is a hash that names neither', async () => {
    const { pageViews, marks } = service();

    await pageViews.record(beacon());

    const [mark] = [...marks];
    expect(mark).toMatch(/^2026-03-04#[A-Za-z0-9_-]{43}$/);
    expect(mark).not.toContain('203.0.113.7');
  });

  it("keeps only the referrer's host, and none when the visitor came from the site itself", async () => {
    const { pageViews, counted } = service();

    await pageViews.record(beacon({ referrer: 'https://News.Example./story?id=7' }));
    await pageViews.record(beacon({ referrer: 'https://crumb.sites.example/' }));
    await pageViews.record(beacon({ referrer: 'https://crumb--2.sites.example/' }));
    await pageViews.record(beacon({ referrer: 'javascript:alert(1)' }));
    await pageViews.record(beacon({ referrer: `https://${'a'.repeat(101)}.example/` }));

    expect(counted.map((view) => view.referrer)).toEqual(['news.example', null, null, null, null]);
  });

  it('takes the country CloudFront names, and none it does not', async () => {
    const { pageViews, counted } = service();

    await pageViews.record(
      beacon({ headers: { 'user-agent': CHROME, 'cloudfront-viewer-country': 'IN' } }),
    );
    await pageViews.record(
      beacon({ headers: { 'user-agent': CHROME, 'cloudfront-viewer-country': 'India' } }),
    );

    expect(counted.map((view) => view.country)).toEqual(['IN', null]);
  });
});

describe('a page view that is not counted', () => {
  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('is answered but ignored when the visitor sends %s', async (_, optOut) => {
    const { pageViews, counted, marks } = service();

    await expect(
      pageViews.record(beacon({ headers: { 'user-agent': CHROME, ...optOut } })),
    ).resolves.toBe(false);

    expect(counted).toEqual([]);
    expect(marks.size).toBe(0);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'node',
    '',
  ])('is ignored from the automated agent %j', async (agent) => {
    const { pageViews, counted } = service();

    await expect(pageViews.record(beacon({ headers: { 'user-agent': agent } }))).resolves.toBe(
      false,
    );

    expect(counted).toEqual([]);
  });

  it("is ignored on a deploy's own address: only the live site is counted", async () => {
    const { pageViews, counted } = service();

    await expect(pageViews.record(beacon({ site: 'crumb--2' }))).resolves.toBe(false);

    expect(counted).toEqual([]);
  });

  it.each([
    ['oversize', { body: Buffer.alloc(SITE_ANALYTICS.maxBytes + 1, 'a') }, 413],
    ['not JSON', { body: Buffer.from('p=/') }, 400],
    ['without a path', { body: Buffer.from('{"r":""}') }, 400],
    ['with a path that is not one', { body: Buffer.from('{"p":"index.html"}') }, 400],
    ['sent as a form', { contentType: 'application/x-www-form-urlencoded' }, 415],
    ['for a site nobody deployed', { site: 'nobody' }, 404],
  ])('is refused %s, storing nothing', async (_, overrides: Partial<PageViewBeacon>, status) => {
    const { pageViews, counted, marks } = service();

    const refusal = await pageViews.record(beacon(overrides)).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(PageViewError);
    expect((refusal as PageViewError).status).toBe(status);
    expect(counted).toEqual([]);
    expect(marks.size).toBe(0);
  });

  it('is refused for a site being deleted', async () => {
    const { pageViews, counted, sites } = service();
    const crumb = sites.crumb;
    if (crumb) crumb.deleting = true;

    await expect(pageViews.record(beacon())).rejects.toMatchObject({ status: 404 });
    expect(counted).toEqual([]);
  });
});
