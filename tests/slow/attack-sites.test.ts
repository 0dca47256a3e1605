import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { listSubmissionsResponseSchema } from '../../shared/api/deployment-schemas';
import {
  SITE_ANALYTICS,
  siteAnalyticsResponseSchema,
  UNCONFIRMED_REFERRER,
} from '../../shared/api/analytics-schemas';
import { SITE_FORM_LIMITS } from '../../shared/constants';
import { startAttackRun, Tally } from '../../testing/attack-run';
import { deploySeededSite } from '../../testing/cloud/deployed-site';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import { visitSite } from '../../testing/cloud/visit-site';

/**
 * Requests a visitor could send to a deployed site: traversal, plain and encoded, towards other
 * sites, the buckets and this machine's files; methods other than GET and HEAD; Host headers that
 * name another site where no server should read it; form and beacon bodies far over their limits.
 * No answer is a 5xx, none shows a file outside the site asked for, each refusal is a 4xx, and the
 * site and its inbox are as they were. ATTACK_SEED replays the order.
 */
const CONCURRENCY = 6;
const TIME_LIMIT_MS = 45_000;

const cloud = useSharedCloud();
const markerOf = (name: string) => `marker-${name}-${randomUUID()}`;
const own = markerOf('own');
const other = markerOf('other');

let owner: SignedUpAccount;
let site: { projectId: string; subdomain: string; url: string };
let otherSite: { subdomain: string };

const page = (marker: string) =>
  `<!doctype html><html lang="en"><head><title>${marker}</title></head><body><h1>${marker}</h1><form id="contact"></form></body></html>`;

beforeAll(async () => {
  const [a, b] = await Promise.all(
    ['site-owner', 'site-neighbour'].map((name) =>
      signUpWithProfile(cloud, `${name}-${randomUUID().slice(0, 8)}@example.com`),
    ),
  );
  owner = a as SignedUpAccount;
  site = await deploySeededSite(cloud, owner, 'Own site', page(own));
  otherSite = await deploySeededSite(cloud, b as SignedUpAccount, 'Other site', page(other));
});

/** What must never come back from the owner's site: another site, a bucket, this machine. */
const OUTSIDE = () => [
  other,
  'root:x:0:',
  '"name": "ai-website-builder"',
  'PRIVATE KEY',
  '[core]',
  'useSharedCloud',
];

interface Reply {
  status: number;
  body: string;
  allow?: string;
  /** No answer within 30 s, as apart from the server hanging up. */
  timedOut?: true;
}

/** One request exactly as written: the path is not normalised, the Host is what we say. */
function rawRequest(
  options: { method: string; path: string; headers: Record<string, string> },
  body?: Buffer,
): Promise<Reply> {
  return new Promise((resolve) => {
    const outgoing = request(
      // A connection of its own, as an attacker's script opens: a kept-alive socket that the
      // server closes while idle would read as a hang-up that is the client's doing.
      {
        host: '127.0.0.1',
        port: cloud.gateway.port,
        ...options,
        // Node sends a DELETE, OPTIONS or TRACE body with no length unless told one.
        headers: body ? { ...options.headers, 'content-length': body.length } : options.headers,
        agent: false,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ...(response.headers.allow && { allow: response.headers.allow }),
          }),
        );
        response.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    // A server may hang up on a body over its limit before reading it: status 0, counted apart.
    outgoing.on('error', () => resolve({ status: 0, body: '' }));
    outgoing.on('timeout', () => {
      resolve({ status: 0, body: '', timedOut: true });
      outgoing.destroy();
    });
    outgoing.end(body);
  });
}

const TRAVERSALS = (otherSub: string) => [
  '/../',
  '/..',
  '/%2e%2e/',
  '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/..%2f..%2f..%2fetc/passwd',
  '/..%252f..%252fetc/passwd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/..\\..\\package.json',
  '/assets/../../package.json',
  '/assets/..%2f..%2f..%2fpackage.json',
  `/assets/..%2f..%2f${otherSub}%2findex.html`,
  `/assets/%2e%2e/%2e%2e/${otherSub}/index.html`,
  `/../${otherSub}/index.html`,
  `/sites/${otherSub}/index.html`,
  `/${otherSub}/index.html`,
  `//${otherSub}.localhost/`,
  '/_uploads/',
  '/incoming/',
  '/%00',
  '/index.html%00.png',
  '/index.html;/../../package.json',
  `/${'a/'.repeat(3000)}`,
  '/?../../etc/passwd',
  '/.env',
  '/.git/config',
  '/package.json',
  '/token-signing-key.pem',
  '/tools/local-cloud/start.ts',
  '/tests/slow/attack-sites.test.ts',
  '/api/auth/me',
  '/config.json',
  '/assets/x/../../index.html',
];

const OTHER_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'];

interface Try {
  name: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** What the answer must be, beyond no 5xx and nothing from outside the site. */
  expect: 'any' | 'refused' | 'refused or hung up';
}

function plannedTries(): Try[] {
  const host = `${site.subdomain}.localhost:${cloud.gateway.port}`;
  const otherHost = `${otherSite.subdomain}.localhost`;
  const tries: Try[] = [];
  for (const path of TRAVERSALS(otherSite.subdomain)) {
    for (const method of ['GET', 'HEAD']) {
      tries.push({ name: `${method} ${path}`, method, path, headers: { host }, expect: 'any' });
    }
  }
  for (const method of OTHER_METHODS) {
    for (const path of ['/', '/index.html', '/assets/x.png', '/robots.txt']) {
      tries.push({
        name: `${method} ${path}`,
        method,
        path,
        headers: { host, 'content-type': 'text/html' },
        body: Buffer.from(page('overwritten')),
        expect: 'refused',
      });
    }
  }
  const hostTricks: [string, Record<string, string>][] = [
    ['X-Forwarded-Host', { host, 'x-forwarded-host': otherHost }],
    ['Forwarded', { host, forwarded: `host=${otherHost}` }],
    ['X-Original-Host', { host, 'x-original-host': otherHost, 'x-host': otherHost }],
    ['userinfo in Host', { host: `${host}@${otherHost}` }],
    ['the other site as a suffix', { host: `${site.subdomain}.localhost.${otherHost}` }],
    ['the other site as a prefix', { host: `${otherSite.subdomain}.${host}` }],
    ['an encoded dot', { host: `${site.subdomain}%2e${otherHost}` }],
    ['a foreign host', { host: 'evil.example', 'x-forwarded-host': otherHost }],
    ['an empty host', { host: '', 'x-forwarded-host': otherHost }],
  ];
  for (const [name, headers] of hostTricks) {
    tries.push({ name: `Host trick: ${name}`, method: 'GET', path: '/', headers, expect: 'any' });
  }
  const oversized = [
    ['a form body over its limit', `/_forms/contact`, SITE_FORM_LIMITS.maxBytes + 1],
    ['a form body of 6 MB', `/_forms/contact`, 6 * 1024 * 1024],
    ['a form body of 11 MB', `/_forms/contact`, 11 * 1024 * 1024],
    ['a beacon over its limit', '/_a', SITE_ANALYTICS.maxBytes + 1],
    ['a beacon of 6 MB', '/_a', 6 * 1024 * 1024],
  ] as const;
  for (const [name, path, size] of oversized) {
    const json = `{"name":"${'x'.repeat(size)}"}`;
    tries.push({
      name,
      method: 'POST',
      path,
      headers: { host, 'content-type': 'application/json' },
      body: Buffer.from(json),
      expect: 'refused or hung up',
    });
  }
  return tries;
}

async function inboxOf(user: SignedUpAccount, projectId: string) {
  const reply = await callApi(cloud, 'GET', `/api/deployments/${projectId}/submissions`, {
    token: user.idToken,
  });
  return listSubmissionsResponseSchema.parse(reply.body).submissions;
}

describe("a deployed site's visitors", () => {
  it('get nothing from outside the site, a 4xx where refused, and never a 5xx', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const inboxBefore = await inboxOf(owner, site.projectId);
    const tries = run.random.shuffle(plannedTries());
    const answers = new Tally();
    const problems: string[] = [];
    await run.each(tries, CONCURRENCY, async (attempt) => {
      const reply = await rawRequest(attempt, attempt.body);
      answers.add(reply.status || 'hung up');
      const leaked = OUTSIDE().filter((marker) => reply.body.includes(marker));
      const refused = reply.status >= 400 && reply.status < 500;
      if (
        reply.status >= 500 ||
        leaked.length > 0 ||
        (attempt.expect === 'refused' && !refused) ||
        (attempt.expect === 'refused or hung up' && !refused && reply.status !== 0) ||
        (attempt.expect === 'any' && reply.status === 0)
      ) {
        problems.push(
          `${attempt.name}: ${reply.timedOut ? 'no answer in 30 s' : reply.status}${leaked.length ? ` showing ${leaked}` : ''}`,
        );
      }
    });
    run.report('deployed sites', `${answers.total} requests; answers ${answers}`);

    expect(answers.total).toBe(tries.length);
    expect(problems).toEqual([]);
    // Still the owner's page, and no oversized form reached the inbox.
    const home = await rawRequest({
      method: 'GET',
      path: '/',
      headers: { host: `${site.subdomain}.localhost:${cloud.gateway.port}` },
    });
    expect(home).toMatchObject({ status: 200, body: expect.stringContaining(own) });
    expect(await inboxOf(owner, site.projectId)).toEqual(inboxBefore);
  });

  it("cannot fill the site's analytics with spam referrers from many addresses", async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const addresses = Array.from({ length: 40 }, (_, n) => `127.0.11.${n + 1}`);
    // From each address: a script that names no source, and another site's page making the
    // browser send it (cross-site, or another site under the same sites domain).
    const sources = ['', 'cross-site', 'same-site'];
    const tries = run.random.shuffle(
      addresses.flatMap((from, n) => sources.map((source) => ({ from, n, source }))),
    );
    const answers = new Tally();
    await run.each(tries, CONCURRENCY, async ({ from, n, source }) => {
      const reply = await visitSite(`${site.url}_a`, {
        method: 'POST',
        from,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/${100 + n}.0.0.0`,
          'sec-fetch-site': source,
        },
        body: JSON.stringify({ p: '/', r: `https://spam-${n}-${source}.example/buy-now` }),
      });
      answers.add(reply.status);
    });
    run.report('site analytics', `${answers.total} beacons; answers ${answers}`);

    const reply = await callApi(cloud, 'GET', `/api/deployments/${site.projectId}/analytics`, {
      token: owner.idToken,
    });
    const report = siteAnalyticsResponseSchema.parse(reply.body);
    expect(answers.total).toBe(tries.length);
    // Only the scripts' views count, one visitor each, and none under the referrer it claimed.
    expect(report.totals).toEqual({ views: addresses.length, visitors: addresses.length });
    expect(report.top_referrers).toEqual([{ name: UNCONFIRMED_REFERRER, views: addresses.length }]);
  });
});
