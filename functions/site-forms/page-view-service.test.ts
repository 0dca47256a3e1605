import { randomUUID } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SITE_ANALYTICS, UNCONFIRMED_REFERRER } from '../../shared/api/analytics-schemas';
import { useLocalTable } from '../../testing/local-table';
import type { Deployment } from '../deployments/deployments';
import type { CountedView } from '../deployments/site-visits';
import { countInHour } from '../lib/rate-limits';
import { createPageViewService, PageViewError, type PageViewBeacon } from './page-view-service';
import { createVisitorMarks } from './visitor-marks';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EDGE = `${CHROME} Edg/131.0.0.0`;
/** A Chrome of another version for every `n`: a new User-Agent each time. */
const chromeNumber = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + n}.0.${n}.0 Safari/537.36`;

const table = useLocalTable('page-view-service-test');

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
    previous: null,
    moving: false,
  };
}

/**
 * The service with two live sites, its visitor marks and hourly counts in a table of its own, and
 * the views it counted. Each service has salts of its own, so tests never share a visitor.
 */
function service(now = { at: new Date('2026-03-04T10:00:00Z') }, viewsPerAddressPerHour?: number) {
  const sites: Record<string, Deployment> = {
    crumb: liveDeployment('sub-1', 'P1', 'crumb'),
    harbour: liveDeployment('sub-2', 'P2', 'harbour'),
  };
  const counted: CountedView[] = [];
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
    marks: createVisitorMarks(table),
    salts: {
      forDay: async (day) => {
        if (!saltOf.has(day)) saltOf.set(day, randomUUID());
        return saltOf.get(day) ?? '';
      },
    },
    countInHour: (limit, at) => countInHour(table, limit, at),
    ...(viewsPerAddressPerHour !== undefined && { viewsPerAddressPerHour }),
    clock: () => now.at,
  });
  return { pageViews, counted, sites, now };
}

/** What was counted, as the owner's report adds it up. */
function totalsOf(counted: readonly CountedView[]) {
  return {
    views: counted.length,
    visitors: counted.filter((view) => view.newVisitor).length,
    referrers: new Set(counted.flatMap((view) => (view.referrer ? [view.referrer] : []))).size,
  };
}

/** Every item in the table, as stored. */
async function storedItems(): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await table.documents.send(
    new ScanCommand({ TableName: table.tableName, ConsistentRead: true }),
  );
  return Items;
}

/** A beacon as a browser sends it from the site's own page, with `overrides` (headers added). */
function beacon(overrides: Partial<PageViewBeacon> & { referrer?: string } = {}): PageViewBeacon {
  const { referrer = '', headers, ...rest } = overrides;
  return {
    site: 'crumb',
    contentType: 'text/plain;charset=UTF-8',
    body: Buffer.from(JSON.stringify({ p: '/', r: referrer })),
    visitor: '203.0.113.7',
    headers: { 'user-agent': CHROME, 'sec-fetch-site': 'same-origin', ...headers },
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

  it('counts every address as a visitor of its own, each with the referrer it came from', async () => {
    const { pageViews, counted } = service();

    for (let n = 1; n <= 20; n += 1) {
      await pageViews.record(
        beacon({ visitor: `198.51.100.${n}`, referrer: `https://blog-${n}.example/post` }),
      );
    }

    expect(totalsOf(counted)).toEqual({ views: 20, visitors: 20, referrers: 20 });
  });

  it('never keeps the address or the browser: the mark is a salted hash that names neither', async () => {
    const { pageViews } = service();

    await pageViews.record(beacon({ visitor: '203.0.113.99' }));

    const stored = JSON.stringify(await storedItems());
    expect(stored).not.toContain('203.0.113.99');
    expect(stored).not.toContain('Chrome');
    expect(stored).toMatch(/"PK":"VISITOR#2026-03-04#[A-Za-z0-9_-]{43}"/);
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

describe('one address sending many beacons', () => {
  it('counts a few people behind one address (a household, an office) as the visitors they are', async () => {
    const { pageViews, counted } = service();

    for (const agent of [CHROME, SAFARI, FIREFOX, EDGE, CHROME, SAFARI]) {
      await pageViews.record(beacon({ headers: { 'user-agent': agent } }));
    }

    expect(SITE_ANALYTICS.visitorsPerAddressPerDay).toBe(3);
    expect(counted.map((view) => view.newVisitor)).toEqual([true, true, true, false, false, false]);
  });

  it('cannot inflate the site: 100 User-Agents and spam referrers count a few visitors and an hour of views', async () => {
    const { pageViews, counted } = service();

    const answers = [];
    for (let n = 0; n < 100; n += 1) {
      answers.push(
        await pageViews.record(
          beacon({
            headers: { 'user-agent': chromeNumber(n) },
            referrer: `https://spam-${n}.example/buy-now`,
          }),
        ),
      );
    }

    expect(totalsOf(counted)).toEqual({
      views: SITE_ANALYTICS.viewsPerAddressPerHour,
      visitors: SITE_ANALYTICS.visitorsPerAddressPerDay,
      referrers: SITE_ANALYTICS.visitorsPerAddressPerDay,
    });
    expect(answers.filter((answer) => !answer)).toHaveLength(
      100 - SITE_ANALYTICS.viewsPerAddressPerHour,
    );
  });

  it('holds when the beacons race: 100 at once count no more', async () => {
    const { pageViews, counted } = service();

    await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        pageViews.record(
          beacon({
            headers: { 'user-agent': chromeNumber(n) },
            referrer: `https://spam-${n}.example/`,
          }),
        ),
      ),
    );

    expect(totalsOf(counted)).toEqual({
      views: SITE_ANALYTICS.viewsPerAddressPerHour,
      visitors: SITE_ANALYTICS.visitorsPerAddressPerDay,
      referrers: SITE_ANALYTICS.visitorsPerAddressPerDay,
    });
  });

  it("names a referrer only when the browser vouches the beacon came from the site's own page", async () => {
    const { pageViews, counted } = service();

    await pageViews.record(beacon({ referrer: 'https://news.example/story' }));
    // A script (or a browser from before Sec-Fetch-Site) may claim any referrer.
    await pageViews.record(
      beacon({
        visitor: '198.51.100.2',
        referrer: 'https://spam.example/',
        headers: { 'sec-fetch-site': undefined },
      }),
    );
    await pageViews.record(
      beacon({ visitor: '198.51.100.3', headers: { 'sec-fetch-site': undefined } }),
    );

    expect(counted.map((view) => [view.newVisitor, view.referrer])).toEqual([
      [true, 'news.example'],
      [true, UNCONFIRMED_REFERRER],
      [true, null],
    ]);
  });

  it('cannot be given spam referrers from many addresses by a script: they count as unknown', async () => {
    const { pageViews, counted } = service();

    for (let n = 0; n < 30; n += 1) {
      await pageViews.record(
        beacon({
          visitor: `198.51.100.${n}`,
          referrer: `https://spam-${n}.example/buy-now`,
          headers: { 'sec-fetch-site': undefined },
        }),
      );
    }

    expect(totalsOf(counted)).toEqual({ views: 30, visitors: 30, referrers: 1 });
    expect(new Set(counted.map((view) => view.referrer))).toEqual(new Set([UNCONFIRMED_REFERRER]));
  });

  it("counts a referrer only with a visitor's first view, not with every view it sends", async () => {
    const { pageViews, counted } = service();

    await pageViews.record(beacon({ referrer: 'https://news.example/story' }));
    await pageViews.record(beacon({ referrer: 'https://spam.example/' }));
    await pageViews.record(beacon({ referrer: 'https://spam.example/' }));

    expect(counted.map((view) => view.referrer)).toEqual(['news.example', null, null]);
  });

  it('counts its views again in the next clock hour, but no more visitors that day', async () => {
    const { pageViews, counted, now } = service();
    const burst = async () => {
      for (let n = 0; n < SITE_ANALYTICS.viewsPerAddressPerHour + 10; n += 1) {
        await pageViews.record(beacon({ headers: { 'user-agent': chromeNumber(n) } }));
      }
    };

    await burst();
    now.at = new Date('2026-03-04T11:00:00Z');
    await burst();

    expect(totalsOf(counted)).toEqual({
      views: 2 * SITE_ANALYTICS.viewsPerAddressPerHour,
      visitors: SITE_ANALYTICS.visitorsPerAddressPerDay,
      referrers: 0,
    });
  });

  it('is one address for every IPv6 address of one /64 network', async () => {
    const { pageViews, counted } = service();

    for (let n = 1; n <= 10; n += 1) {
      await pageViews.record(
        beacon({
          visitor: `2001:db8:7:1::${n.toString(16)}`,
          headers: { 'user-agent': chromeNumber(n) },
        }),
      );
    }
    await pageViews.record(beacon({ visitor: '2001:db8:7:2::1' }));

    expect(counted.map((view) => view.newVisitor)).toEqual([
      ...Array.from({ length: SITE_ANALYTICS.visitorsPerAddressPerDay }, () => true),
      ...Array.from({ length: 10 - SITE_ANALYTICS.visitorsPerAddressPerDay }, () => false),
      true,
    ]);
  });

  it("counts an address's views up to the operator's limit when one is set (CALLER_LIMITS)", async () => {
    const { pageViews, counted } = service(undefined, 3);

    for (let n = 0; n < 5; n += 1) await pageViews.record(beacon({ visitor: '198.51.100.90' }));

    expect(counted).toHaveLength(3);
  });

  it('leaves other addresses counted as usual once one is over its hour', async () => {
    const { pageViews, counted } = service();
    for (let n = 0; n < SITE_ANALYTICS.viewsPerAddressPerHour + 5; n += 1) {
      await pageViews.record(beacon());
    }

    const other = await pageViews.record(
      beacon({ visitor: '198.51.100.44', referrer: 'https://news.example/' }),
    );

    expect(other).toBe(true);
    expect(counted.at(-1)).toMatchObject({ newVisitor: true, referrer: 'news.example' });
    expect(counted).toHaveLength(SITE_ANALYTICS.viewsPerAddressPerHour + 1);
  });
});

describe('a page view that is not counted', () => {
  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
  ])('is answered but ignored when the visitor sends %s', async (_, optOut) => {
    const { pageViews, counted } = service();
    const before = await storedItems();

    await expect(
      pageViews.record(beacon({ headers: { 'user-agent': CHROME, ...optOut } })),
    ).resolves.toBe(false);

    expect(counted).toEqual([]);
    expect(await storedItems()).toEqual(before);
  });

  it.each(['cross-site', 'same-site'])(
    "is ignored when another site's page made the browser send it (Sec-Fetch-Site: %s)",
    async (site) => {
      const { pageViews, counted } = service();
      const before = await storedItems();

      await expect(
        pageViews.record(
          beacon({ referrer: 'https://spam.example/', headers: { 'sec-fetch-site': site } }),
        ),
      ).resolves.toBe(false);

      expect(counted).toEqual([]);
      expect(await storedItems()).toEqual(before);
    },
  );

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
    const { pageViews, counted } = service();
    const before = await storedItems();

    const refusal = await pageViews.record(beacon(overrides)).catch((error: unknown) => error);

    expect(refusal).toBeInstanceOf(PageViewError);
    expect((refusal as PageViewError).status).toBe(status);
    expect(counted).toEqual([]);
    expect(await storedItems()).toEqual(before);
  });

  it('is refused for a site being deleted', async () => {
    const { pageViews, counted, sites } = service();
    const crumb = sites.crumb;
    if (crumb) crumb.deleting = true;

    await expect(pageViews.record(beacon())).rejects.toMatchObject({ status: 404 });
    expect(counted).toEqual([]);
  });
});
