import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SITE_ANALYTICS,
  siteAnalyticsResponseSchema,
  UNCONFIRMED_REFERRER,
} from '../../../shared/api/analytics-schemas';
import { awayFromTheHoursTurn } from '../../../testing/cloud/contact-messages';
import { deploySeededSite } from '../../../testing/cloud/deployed-site';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { itemsOfUser } from '../../../testing/cloud/seed';
import { visitSite } from '../../../testing/cloud/visit-site';

const cloud = useSharedCloud();

const newUser = () => signUpWithProfile(cloud, `a-${randomUUID().slice(0, 8)}@example.com`);

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
/** A Chrome of another version for every `n`: a new User-Agent each time. */
const chromeNumber = (n: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + n}.0.${n}.0 Safari/537.36`;

/** A page view of the site at `siteUrl`, as the page's beacon sends it (sendBeacon: text/plain). */
function beacon(
  siteUrl: string,
  {
    from,
    agent = CHROME,
    referrer = '',
    headers = {},
    body = JSON.stringify({ p: '/', r: referrer }),
  }: {
    from?: string;
    agent?: string;
    referrer?: string;
    headers?: Record<string, string>;
    body?: string;
  } = {},
) {
  return visitSite(`${siteUrl}_a`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': agent,
      // As a browser says of a beacon from the page it was served.
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    body,
    ...(from && { from }),
  });
}

function analyticsOf(user: SignedUpAccount, projectId: string, query = '') {
  return callApi(cloud, 'GET', `/api/deployments/${projectId}/analytics${query}`, {
    token: user.idToken,
  });
}

async function analytics(user: SignedUpAccount, projectId: string, query = '') {
  const reply = await analyticsOf(user, projectId, query);
  expect(reply.status).toBe(200);
  return siteAnalyticsResponseSchema.parse(reply.body);
}

describe("a deployed site's visitors", () => {
  it('are counted from their beacons: views and unique visitors, not bots or those who opt out', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const site = await deploySeededSite(cloud, owner, 'Visited Bakery');

    const replies = [
      await beacon(site.url, { from: '127.0.9.2', referrer: 'https://news.example/story' }),
      await beacon(site.url, { from: '127.0.9.2' }),
      await beacon(site.url, { from: '127.0.9.3', agent: FIREFOX }),
      await beacon(site.url, {
        from: '127.0.9.4',
        agent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      }),
      await beacon(site.url, { from: '127.0.9.5', headers: { dnt: '1' } }),
      await beacon(site.url, { from: '127.0.9.6', headers: { 'sec-gpc': '1' } }),
      // Only CloudFront says where a visitor is; the local cloud does not, whatever they claim.
      await beacon(site.url, {
        from: '127.0.9.3',
        agent: FIREFOX,
        headers: { 'cloudfront-viewer-country': 'FR' },
      }),
      // Another site's page making its visitors' browsers count views here: not counted.
      await beacon(site.url, { from: '127.0.9.7', headers: { 'sec-fetch-site': 'cross-site' } }),
      // A client that does not say where it sent from: counted, its referrer only a claim.
      await beacon(site.url, {
        from: '127.0.9.8',
        referrer: 'https://spam.example/',
        headers: { 'sec-fetch-site': '' },
      }),
    ];

    expect(replies.map((reply) => [reply.status, reply.body])).toEqual(
      replies.map(() => [204, '']),
    );
    const report = await analytics(owner, site.projectId);
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      views: 5,
      visitors: 3,
    });
    expect(report.days.slice(0, -1).every((day) => day.views === 0 && day.visitors === 0)).toBe(
      true,
    );
    expect(report.totals).toEqual({ views: 5, visitors: 3 });
    expect(report.top_referrers).toEqual(
      expect.arrayContaining([
        { name: 'news.example', views: 1 },
        { name: UNCONFIRMED_REFERRER, views: 1 },
      ]),
    );
    expect(report.top_referrers).toHaveLength(2);
    expect(report.top_countries).toEqual([]);
    expect((await analyticsOf(other, site.projectId)).status).toBe(404);
  });

  it('cannot be inflated from one address by changing the User-Agent and the referrer', async () => {
    const owner = await newUser();
    const site = await deploySeededSite(cloud, owner, 'Inflated Bakery');
    // The hour's cap counts per clock hour: the burst stays inside one.
    await awayFromTheHoursTurn(30_000);

    const replies = [];
    for (let batch = 0; batch < 10; batch += 1) {
      replies.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, index) => {
            const n = batch * 10 + index;
            return beacon(site.url, {
              from: '127.0.9.66',
              agent: chromeNumber(n),
              referrer: `https://spam-${n}.example/buy-now`,
            });
          }),
        )),
      );
    }
    const stranger = await beacon(site.url, {
      from: '127.0.9.67',
      agent: FIREFOX,
      referrer: 'https://news.example/story',
    });

    expect([...replies, stranger].map((reply) => reply.status)).toEqual(
      Array.from({ length: 101 }, () => 204),
    );
    const report = await analytics(owner, site.projectId);
    expect(report.totals).toEqual({
      views: SITE_ANALYTICS.viewsPerAddressPerHour + 1,
      visitors: SITE_ANALYTICS.visitorsPerAddressPerDay + 1,
    });
    expect(report.top_referrers).toHaveLength(SITE_ANALYTICS.visitorsPerAddressPerDay + 1);
    expect(report.top_referrers).toContainEqual({ name: 'news.example', views: 1 });
    expect(report.top_referrers.every((entry) => entry.views === 1)).toBe(true);
    // Up to 30 s waiting for the hour to turn, and the burst after it.
  }, 60_000);

  it("are not counted on a deploy's own address, and a site nobody deployed answers 404", async () => {
    const owner = await newUser();
    const site = await deploySeededSite(cloud, owner, 'Own Address Cafe');

    const own = await beacon(cloud.siteUrl(`${site.subdomain}--1`));
    const nobody = await beacon(cloud.siteUrl(`nobody-${randomUUID().slice(0, 8)}`));

    expect(own.status).toBe(204);
    expect(nobody.status).toBe(404);
    expect((await analytics(owner, site.projectId)).totals).toEqual({ views: 0, visitors: 0 });
  });

  it('refuses oversize and malformed beacons with a 4xx, counting nothing', async () => {
    const owner = await newUser();
    const site = await deploySeededSite(cloud, owner, 'Strict Counter');

    const replies = await Promise.all([
      beacon(site.url, { body: JSON.stringify({ p: '/', r: 'x'.repeat(4096) }) }),
      beacon(site.url, { body: 'not json' }),
      beacon(site.url, { body: '{"r":"https://a.example/"}' }),
      beacon(site.url, { headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ]);

    expect(replies.map((reply) => reply.status)).toEqual([413, 400, 400, 415]);
    expect((await analytics(owner, site.projectId)).totals).toEqual({ views: 0, visitors: 0 });
  });

  it('are read for 1 to 90 days, 30 by default', async () => {
    const owner = await newUser();
    const site = await deploySeededSite(cloud, owner, 'Period Cafe');

    const week = await analytics(owner, site.projectId, '?days=7');
    const statuses = await Promise.all(
      ['?days=0', '?days=91', '?days=many'].map(
        async (query) => (await analyticsOf(owner, site.projectId, query)).status,
      ),
    );

    expect(week.days).toHaveLength(7);
    expect(statuses).toEqual([400, 400, 400]);
  });

  it('go with the site, and with the project', async () => {
    const owner = await newUser();
    const [kept, project] = await Promise.all([
      deploySeededSite(cloud, owner, 'Taken Down'),
      deploySeededSite(cloud, owner, 'Deleted Project'),
    ]);
    await beacon(kept.url);
    await beacon(project.url);
    const visitItems = async () =>
      (await itemsOfUser(cloud, owner.sub)).filter((item) => String(item.SK).startsWith('VISITS#'));
    expect(await visitItems()).toHaveLength(2);

    const takenDown = await callApi(cloud, 'DELETE', `/api/deployments/${kept.projectId}`, {
      token: owner.idToken,
    });
    const deleted = await callApi(cloud, 'DELETE', `/api/projects/${project.projectId}`, {
      token: owner.idToken,
    });

    expect([takenDown.status, deleted.status]).toEqual([200, 200]);
    expect(await visitItems()).toEqual([]);
  });
});
