import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  customDomainResponseSchema,
  getCustomDomainResponseSchema,
} from '../../shared/api/custom-domain-schemas';
import { deployResponseSchema } from '../../shared/api/deployment-schemas';
import { useLocalCloud } from '../../infra/test/local-cloud-suite';
import { callApi, signUpWithProfile, type SignedUpAccount } from '../../infra/test/local-accounts';
import { seedProject, seedProjectVersion } from '../../infra/test/seed';
import { visitSite } from '../../infra/test/visit-site';

const cloud = useLocalCloud();

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

async function check(user: SignedUpAccount, projectId: string) {
  const reply = await callApi(cloud, 'POST', `${domainPath(projectId)}/check`, {
    token: user.idToken,
  });
  expect(reply.status).toBe(200);
  return customDomainResponseSchema.parse(reply.body);
}

/** Edits the local resolver table as a developer does, through its endpoint. */
async function setRecord(name: string, type: 'CNAME' | 'A' | 'TXT', value: string) {
  const response = await fetch(`${cloud.url}/_local/dns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
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
