import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkCustomDomainResponseSchema,
  customDomainResponseSchema,
  getCustomDomainResponseSchema,
} from '../../../shared/api/custom-domain-schemas';
import { deployResponseSchema } from '../../../shared/api/deployment-schemas';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { seedProject, seedProjectVersion } from '../../../testing/cloud/seed';
import { visitSite } from '../../../testing/cloud/visit-site';
import { createTableClient } from '../../../functions/lib/dynamo-client';
import { createSitesBucketClient } from '../../../functions/lib/sites-bucket-client';
import { createProjects } from '../../../functions/projects/projects';
import { customDomainServiceFromEnvironment } from '../../../functions/deployments/custom-domain-config';
import { createSiteObjects } from '../../../functions/deployments/site-objects';
import { createSiteStores } from '../../../functions/deployments/site-stores';
import { CONTROL_TOKEN_HEADER } from '../../../tools/local-cloud/gateway/control-token-names';

// The custom domain service also runs in this process, its clock set by the tests.
const cloud = useSharedCloud({ functionsInProcess: true });

const newUser = () => signUpWithProfile(cloud, `cd-${randomUUID().slice(0, 8)}@example.com`);
/** A domain no other test uses, under `.localhost` as on one machine. */
const freshDomain = (name: string) => `${name}-${randomUUID().slice(0, 6)}.localhost`;

const page = (text: string) =>
  `<!doctype html><html lang="en"><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`;

/** A deployed project of the user's whose page shows `text`; resolves to its id. */
async function deployedSite(user: SignedUpAccount, text: string) {
  const projectId = await seedProject(cloud, { userId: user.sub, name: text });
  await seedProjectVersion(cloud, { userId: user.sub, projectId, html: page(text) });
  const reply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
    token: user.idToken,
    body: { project_id: projectId },
  });
  expect(reply.status).toBe(200);
  return { projectId, subdomain: deployResponseSchema.parse(reply.body).deployment.subdomain };
}

const domainPath = (projectId: string) => `/api/deployments/${projectId}/domain`;

function attach(user: SignedUpAccount, projectId: string, domain: unknown) {
  return callApi(cloud, 'PUT', domainPath(projectId), { token: user.idToken, body: { domain } });
}

async function attached(user: SignedUpAccount, projectId: string, domain: string) {
  const reply = await attach(user, projectId, domain);
  expect(reply.status).toBe(200);
  return customDomainResponseSchema.parse(reply.body);
}

async function checkReply(user: SignedUpAccount, projectId: string) {
  const reply = await callApi(cloud, 'POST', `${domainPath(projectId)}/check`, {
    token: user.idToken,
  });
  expect(reply.status).toBe(200);
  return checkCustomDomainResponseSchema.parse(reply.body);
}

/** A check of a domain the site still has. */
async function check(user: SignedUpAccount, projectId: string) {
  const { domain, message } = await checkReply(user, projectId);
  if (!domain) throw new Error('The site no longer has its domain');
  return { domain, message };
}

/**
 * The deployments function's custom domain service, on the same stores and settings, with its
 * clock at `at`: what the API would have done then.
 */
function customDomainsAt(at: Date) {
  const table = createTableClient();
  const stores = createSiteStores(table, createSiteObjects(createSitesBucketClient()));
  const service = customDomainServiceFromEnvironment(
    { projects: createProjects(table), deployments: stores.deployments, ...stores.siteDomains },
    () => at,
  );
  if (!service) throw new Error('The local cloud configures custom domains');
  return service;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Edits the local resolver table as a developer does, through its endpoint. */
async function setRecord(name: string, type: 'CNAME' | 'A' | 'TXT', value: string) {
  const response = await fetch(`${cloud.url}/_local/dns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTROL_TOKEN_HEADER]: cloud.controlToken },
    body: JSON.stringify({ name, type, value }),
  });
  expect(response.status).toBe(200);
}

/** Creates the records the card lists (ownership TXT, then routing), as the domain's owner would. */
async function createRecords(added: {
  domain: { records: { type: string; name: string; value: string }[] };
}) {
  for (const record of added.domain.records) {
    if (record.type !== 'CNAME' && record.type !== 'TXT') continue;
    await setRecord(record.name, record.type, record.value);
  }
}

const domainUrl = (domain: string) => `http://${domain}:${cloud.gateway.port}/`;

describe('a custom domain', () => {
  it('waits for its records, turns active once the resolver has them, and only then serves the site', async () => {
    const user = await newUser();
    const { projectId } = await deployedSite(user, 'Shop Front');
    const domain = freshDomain('shop');

    const added = await attached(user, projectId, `  ${domain.toUpperCase()}. `);
    const before = await check(user, projectId);
    await setRecord(domain, 'CNAME', 'sites.localhost');
    const routedOnly = await check(user, projectId);
    const servedBeforeProof = await visitSite(domainUrl(domain));
    await createRecords(added);
    const after = await check(user, projectId);

    expect(added.message).toBe('Domain added. Create the DNS records below, then check them.');
    expect(added.domain).toMatchObject({
      domain,
      url: domainUrl(domain),
      status: 'pending',
      records: [
        {
          type: 'TXT',
          name: `_sitewright.${domain}`,
          value: expect.stringMatching(/^sitewright-verify=[0-9a-f]{32}$/) as unknown,
          purpose: 'ownership',
        },
        { type: 'CNAME', name: domain, value: 'sites.localhost', purpose: 'routing' },
      ],
      checked_at: null,
    });
    const ownershipMissing = `No TXT record at _sitewright.${domain} yet`;
    expect(before.domain).toMatchObject({ status: 'pending', reason: ownershipMissing });
    // A CNAME at the shared endpoint proves nothing about who controls the domain.
    expect(routedOnly.domain).toMatchObject({ status: 'pending', reason: ownershipMissing });
    expect(servedBeforeProof.body).not.toContain('<h1>Shop Front</h1>');
    expect(after.domain).toMatchObject({ status: 'active', reason: null });
    expect(after.message).toBe('Your domain is live');
    const site = await visitSite(domainUrl(domain));
    expect(site.status).toBe(200);
    expect(site.body).toContain('<h1>Shop Front</h1>');
    const read = await callApi(cloud, 'GET', domainPath(projectId), { token: user.idToken });
    expect(read.body).toEqual({ success: true, domain: after.domain });
    expect(added.domain.verify_by).toBe(
      new Date(Date.parse(added.domain.added_at) + 72 * 3_600_000).toISOString(),
    );
    expect(after.domain.verify_by).toBeNull();
  });

  it('waits for its CNAME once the TXT record proves it, then turns active', async () => {
    const user = await newUser();
    const { projectId } = await deployedSite(user, 'Txt First');
    const domain = freshDomain('txt-first');
    const added = await attached(user, projectId, domain);
    const ownership = added.domain.records.find((record) => record.purpose === 'ownership');
    if (!ownership) throw new Error('The card lists no ownership record');
    await setRecord(ownership.name, 'TXT', ownership.value);

    const proven = await check(user, projectId);
    await setRecord(domain, 'CNAME', 'sites.localhost');
    const routed = await check(user, projectId);

    expect(proven.domain).toMatchObject({
      status: 'pending',
      reason: `No CNAME record for ${domain} yet`,
      verify_by: null,
    });
    expect(proven.message).toBe(`No CNAME record for ${domain} yet`);
    expect(routed.domain).toMatchObject({ status: 'active', reason: null });
  });

  it('says where a wrong CNAME points', async () => {
    const user = await newUser();
    const { projectId } = await deployedSite(user, 'Wrong Way');
    const domain = freshDomain('wrong');
    await createRecords(await attached(user, projectId, domain));
    await setRecord(domain, 'CNAME', 'elsewhere.example.net');

    const { domain: checked } = await check(user, projectId);

    expect(checked.status).toBe('pending');
    expect(checked.reason).toBe('CNAME points to elsewhere.example.net, expected sites.localhost');
    expect((await visitSite(domainUrl(domain))).body).toContain('<h1>Wrong Way</h1>');
  });

  it('belongs to one site only: a second user gets 409 until the first removes it', async () => {
    const [first, second] = await Promise.all([newUser(), newUser()]);
    const mine = await deployedSite(first, 'First Owner');
    const theirs = await deployedSite(second, 'Second Owner');
    const domain = freshDomain('popular');
    await attached(first, mine.projectId, domain);

    const refused = await attach(second, theirs.projectId, domain);
    const removed = await callApi(cloud, 'DELETE', domainPath(mine.projectId), {
      token: first.idToken,
    });
    const taken = await attach(second, theirs.projectId, domain);

    expect(refused).toEqual({
      status: 409,
      body: { detail: 'That domain is already connected to another site' },
    });
    expect(removed).toEqual({ status: 200, body: { success: true } });
    expect(taken.status).toBe(200);
    await createRecords(customDomainResponseSchema.parse(taken.body));
    expect((await check(second, theirs.projectId)).domain.status).toBe('active');
    expect((await visitSite(domainUrl(domain))).body).toContain('<h1>Second Owner</h1>');
    const gone = await callApi(cloud, 'GET', domainPath(mine.projectId), { token: first.idToken });
    expect(gone.body).toEqual({ success: true, domain: null });
  });

  it('is given to one of two users adding it at the same moment', async () => {
    const [a, b] = await Promise.all([newUser(), newUser()]);
    const [siteA, siteB] = await Promise.all([
      deployedSite(a, 'Race A'),
      deployedSite(b, 'Race B'),
    ]);
    const domain = freshDomain('race');

    const replies = await Promise.all([
      attach(a, siteA.projectId, domain),
      attach(b, siteB.projectId, domain),
    ]);

    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
  });

  it('is taken over by another site once it went 72 hours unverified, and its owner is told once', async () => {
    const [first, second] = [await newUser(), await newUser()];
    const mine = await deployedSite(first, 'Slow Owner');
    const theirs = await deployedSite(second, 'Newcomer');
    const other = await deployedSite(first, 'Not Yet Lapsed');
    const domain = freshDomain('lapsed');
    const fresh = freshDomain('fresh');
    const old = await customDomainsAt(hoursAgo(73)).attach(first.sub, mine.projectId, domain);
    await customDomainsAt(hoursAgo(71)).attach(first.sub, other.projectId, fresh);

    const stillFresh = await attach(second, theirs.projectId, fresh);
    const lapsedCheck = await check(first, mine.projectId);
    const taken = await attach(second, theirs.projectId, domain);
    const told = await callApi(cloud, 'GET', domainPath(mine.projectId), { token: first.idToken });
    const after = await callApi(cloud, 'GET', domainPath(mine.projectId), { token: first.idToken });

    expect(stillFresh.status).toBe(409);
    expect(lapsedCheck.domain).toMatchObject({ status: 'failed', verify_by: old.domain.verify_by });
    expect(lapsedCheck.message).toBe(
      `No TXT record at _sitewright.${domain} yet. The 72 hours to verify the domain are over, so another site may now add it. Create the TXT record and check again to keep it.`,
    );
    expect(taken.status).toBe(200);
    expect(told.body).toEqual({
      success: true,
      domain: null,
      released: {
        domain,
        message: `${domain} was not verified within 72 hours, so it has been released and another site has added it. Add it again to retry.`,
      },
    });
    expect(after.body).toEqual({ success: true, domain: null });
    await createRecords(customDomainResponseSchema.parse(taken.body));
    expect((await check(second, theirs.projectId)).domain.status).toBe('active');
    expect((await visitSite(domainUrl(domain))).body).toContain('<h1>Newcomer</h1>');
  });

  /** A domain a first user added 80 hours ago and never proved, which a second took over and proved. */
  async function takenOverAndProven(name: string) {
    const [first, second] = [await newUser(), await newUser()];
    const mine = await deployedSite(first, `${name} Before`);
    const theirs = await deployedSite(second, `${name} After`);
    const domain = freshDomain(name.toLowerCase());
    await customDomainsAt(hoursAgo(80)).attach(first.sub, mine.projectId, domain);
    await createRecords(await attached(second, theirs.projectId, domain));
    expect((await check(second, theirs.projectId)).domain.status).toBe('active');
    return { first, second, mine, theirs, domain };
  }

  it('tells the owner of a taken-over domain on a check too', async () => {
    const { first, mine, domain } = await takenOverAndProven('Checked');

    const told = await checkReply(first, mine.projectId);

    expect(told).toEqual({
      success: true,
      domain: null,
      released: { domain, message: expect.stringContaining('not verified within 72') as unknown },
      message: told.released?.message,
    });
    expect((await visitSite(domainUrl(domain))).body).toContain('<h1>Checked After</h1>');
  });

  it("leaves a taken-over domain with the newcomer when its previous site's owner removes it", async () => {
    const { first, second, mine, theirs, domain } = await takenOverAndProven('Removed');

    const removed = await callApi(cloud, 'DELETE', domainPath(mine.projectId), {
      token: first.idToken,
    });

    expect(removed).toEqual({ status: 200, body: { success: true } });
    expect((await visitSite(domainUrl(domain))).body).toContain('<h1>Removed After</h1>');
    const theirsNow = await callApi(cloud, 'GET', domainPath(theirs.projectId), {
      token: second.idToken,
    });
    expect(getCustomDomainResponseSchema.parse(theirsNow.body).domain?.status).toBe('active');
    const mineNow = await callApi(cloud, 'GET', domainPath(mine.projectId), {
      token: first.idToken,
    });
    expect(mineNow.body).toEqual({ success: true, domain: null });
  });

  it('is kept by an owner who proves it after 72 hours while no other site has added it, and is never taken over then', async () => {
    const [first, second] = [await newUser(), await newUser()];
    const mine = await deployedSite(first, 'Late But Kept');
    const theirs = await deployedSite(second, 'Too Late');
    const domain = freshDomain('kept');
    const added = await customDomainsAt(hoursAgo(100)).attach(first.sub, mine.projectId, domain);
    await createRecords(added);

    const proven = await check(first, mine.projectId);
    const refused = await attach(second, theirs.projectId, domain);

    expect(proven.domain).toMatchObject({ status: 'active', verify_by: null });
    expect(refused).toEqual({
      status: 409,
      body: { detail: 'That domain is already connected to another site' },
    });
  });

  it('is one per site', async () => {
    const user = await newUser();
    const { projectId } = await deployedSite(user, 'One Domain');
    await attached(user, projectId, freshDomain('one'));

    const second = await attach(user, projectId, freshDomain('two'));

    expect(second).toEqual({
      status: 409,
      body: { detail: 'This site already has a custom domain. Remove it first to use another.' },
    });
  });

  it.each([
    ['an address with a port', 'shop.localhost:8080', 'A domain name has only letters'],
    ['one label', 'shop', 'Enter the full domain name'],
    ['an IP address', '10.0.0.1', 'not an IP address'],
    ['a label of 64 characters', `${'a'.repeat(64)}.localhost`, '1 to 63 letters'],
    ['the routing endpoint', 'sites.localhost', "the sites' own endpoint"],
    ["the provider's domain", 'x.cloudfront.net', 'belongs to the hosting provider'],
    ['nothing', '', 'Enter a domain name'],
  ])('refuses %s with a 400 saying why', async (_, domain, detail) => {
    const user = await newUser();
    const { projectId } = await deployedSite(user, 'Picky');

    const reply = await attach(user, projectId, domain);

    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(detail);
    const read = await callApi(cloud, 'GET', domainPath(projectId), { token: user.idToken });
    expect(read.body).toEqual({ success: true, domain: null });
  });

  it("refuses a site's own local address, {subdomain}.localhost, even for the site itself", async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const victim = await deployedSite(owner, 'Alpha Bakery');
    const { projectId } = await deployedSite(other, 'Taker');

    for (const [user, project] of [
      [other, projectId],
      [owner, victim.projectId],
    ] as const) {
      const reply = await attach(user, project, `${victim.subdomain}.localhost`);
      expect(reply).toEqual({
        status: 400,
        body: {
          detail: `${victim.subdomain}.localhost is the address of a site on this machine, so no other site can use it`,
        },
      });
    }
  });

  it('answers 404 to another user, and for a site that is not deployed', async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const { projectId } = await deployedSite(owner, 'Owned');
    const domain = freshDomain('owned');
    await attached(owner, projectId, domain);
    const undeployed = await seedProject(cloud, { userId: owner.sub, name: 'Not deployed' });
    const notFound = { status: 404, body: { detail: 'Project not found' } };

    expect(await callApi(cloud, 'GET', domainPath(projectId), { token: other.idToken })).toEqual(
      notFound,
    );
    expect(await attach(other, projectId, freshDomain('intruder'))).toEqual(notFound);
    expect(
      await callApi(cloud, 'POST', `${domainPath(projectId)}/check`, { token: other.idToken }),
    ).toEqual(notFound);
    expect(await callApi(cloud, 'DELETE', domainPath(projectId), { token: other.idToken })).toEqual(
      notFound,
    );
    expect((await attach(owner, undeployed, freshDomain('early'))).status).toBe(404);
    const still = await callApi(cloud, 'GET', domainPath(projectId), { token: owner.idToken });
    expect(getCustomDomainResponseSchema.parse(still.body).domain?.domain).toBe(domain);
  });

  it('goes with the project: no longer served, and free for another site', async () => {
    const [owner, next] = await Promise.all([newUser(), newUser()]);
    const { projectId } = await deployedSite(owner, 'Closing Down');
    const domain = freshDomain('closing');
    await createRecords(await attached(owner, projectId, domain));
    expect((await check(owner, projectId)).domain.status).toBe('active');

    const deleted = await callApi(cloud, 'DELETE', `/api/projects/${projectId}`, {
      token: owner.idToken,
    });

    expect(deleted.status).toBe(200);
    expect((await visitSite(domainUrl(domain))).status).toBe(404);
    const nextSite = await deployedSite(next, 'New Tenant');
    expect((await attach(next, nextSite.projectId, domain)).status).toBe(200);
  });

  it('goes with the deployment', async () => {
    const user = await newUser();
    const { projectId } = await deployedSite(user, 'Taken Down');
    const domain = freshDomain('down');
    await attached(user, projectId, domain);

    await callApi(cloud, 'DELETE', `/api/deployments/${projectId}`, { token: user.idToken });
    const again = await callApi(cloud, 'POST', '/api/deployments/deploy', {
      token: user.idToken,
      body: { project_id: projectId },
    });

    expect(again.status).toBe(200);
    const read = await callApi(cloud, 'GET', domainPath(projectId), { token: user.idToken });
    expect(read.body).toEqual({ success: true, domain: null });
  });
});
