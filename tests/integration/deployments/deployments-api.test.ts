import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deployHistoryResponseSchema,
  deployResponseSchema,
  getDeploymentResponseSchema,
} from '../../../shared/api/deployment-schemas';
import { createProjectResponseSchema } from '../../../shared/api/project-schemas';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { localS3ClientConfig } from '../../../tools/local-cloud/s3/local-s3';
import { itemsOfUser, seedProject, seedProjectVersion } from '../../../testing/cloud/seed';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { visitSite } from '../../../testing/cloud/visit-site';
import { KEPT_DEPLOYS } from '../../../shared/constants';
import { siteObjectKeys } from '../../../functions/deployments/site-object-keys';
import { RESERVED_SUBDOMAINS, SUBDOMAIN_PATTERN } from '../../../functions/deployments/subdomain';

const cloud = useSharedCloud();
let s3: S3Client;

beforeAll(async () => {
  s3 = new S3Client(localS3ClientConfig(cloud.s3.endpoint));
});

afterAll(async () => {
  s3?.destroy();
});

const newUser = () => signUpWithProfile(cloud, `d-${randomUUID().slice(0, 8)}@example.com`);

/** A page whose text says which site and version it is. */
const page = (text: string) =>
  `<!doctype html><html lang="en"><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`;

/** A published page showing `text` (publishing adds tags for search engines to its head). */
const shows = (text: string) => expect.stringContaining(`<h1>${text}</h1>`) as unknown;

/** A project of the user's with one built version of `html`; resolves to its id. */
async function builtProject(user: SignedUpAccount, name: string, html = page(name)) {
  const projectId = await seedProject(cloud, { userId: user.sub, name });
  await seedProjectVersion(cloud, { userId: user.sub, projectId, html });
  return projectId;
}

function deploy(user: SignedUpAccount, projectId: string) {
  return callApi(cloud, 'POST', '/api/deployments/deploy', {
    token: user.idToken,
    body: { project_id: projectId },
  });
}

async function deployed(user: SignedUpAccount, projectId: string) {
  const reply = await deploy(user, projectId);
  expect(reply.status).toBe(200);
  return deployResponseSchema.parse(reply.body);
}

async function history(user: SignedUpAccount, projectId: string) {
  const reply = await callApi(cloud, 'GET', `/api/deployments/${projectId}/history`, {
    token: user.idToken,
  });
  expect(reply.status).toBe(200);
  return deployHistoryResponseSchema.parse(reply.body);
}

function rollback(user: SignedUpAccount, projectId: string, deployId: unknown) {
  return callApi(cloud, 'POST', `/api/deployments/${projectId}/rollback`, {
    token: user.idToken,
    body: { deploy_id: deployId },
  });
}

async function siteObjects(subdomain: string) {
  const { Contents = [] } = await s3.send(
    new ListObjectsV2Command({
      Bucket: cloud.s3.bucketNames.sites,
      Prefix: siteObjectKeys.site(subdomain),
    }),
  );
  return Contents.map((object) => object.Key);
}

describe('POST /api/deployments/deploy', () => {
  it('publishes the current version at its own subdomain, with safe headers', async () => {
    const user = await newUser();
    const planned = page('Crumb v1').replace(
      '</head>',
      '<script type="application/json" id="site-plan">{"title":"Crumb Bakery"}</script></head>',
    );
    const projectId = await builtProject(user, 'Crumb Bakery', planned);

    const { deployment, message } = await deployed(user, projectId);

    expect(deployment.subdomain).toBe('crumb-bakery');
    expect(deployment.preview_url).toBe(cloud.siteUrl('crumb-bakery'));
    expect(deployment.preview_url).toBe(`http://crumb-bakery.localhost:${cloud.gateway.port}/`);
    expect(message).toBe('Website deployed successfully!');
    const site = await visitSite(deployment.preview_url);
    expect(site.status).toBe(200);
    expect(site.body).toContain('<h1>Crumb v1</h1>');
    // The product's plan for the page's edits stays with the version, not on the site.
    expect(site.body).not.toContain('site-plan');
    expect(site.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    const read = await callApi(cloud, 'GET', `/api/deployments/${projectId}`, {
      token: user.idToken,
    });
    expect(getDeploymentResponseSchema.parse(read.body)).toEqual({ success: true, deployment });
  });

  it('serves the page ready for search engines: canonical and social tags, robots.txt, sitemap.xml', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, 'Found Bakery', page('Found v1'));

    const { deployment } = await deployed(user, projectId);

    const site = await visitSite(deployment.preview_url);
    expect(site.body).toContain(`<link rel="canonical" href="${deployment.preview_url}">`);
    expect(site.body).toContain('<meta property="og:title" content="Found v1">');
    const robots = await visitSite(`${deployment.preview_url}robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${deployment.preview_url}sitemap.xml`);
    const sitemap = await visitSite(`${deployment.preview_url}sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain(`<loc>${deployment.preview_url}</loc>`);
    const cardUrl = `${deployment.preview_url}social-card.png`;
    expect(site.body).toContain(`<meta property="og:image" content="${cardUrl}">`);
    expect(site.body).toContain('<meta name="twitter:card" content="summary_large_image">');
    const card = await visitSite(cardUrl);
    expect(card.status).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.body.slice(1, 4)).toBe('PNG');
    expect(card.body).toContain('IHDR');
  });

  it('updates in place: same subdomain and address, the new version served', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, 'Update Me', page('Update v1'));
    const first = await deployed(user, projectId);
    await seedProjectVersion(cloud, { userId: user.sub, projectId, html: page('Update v2') });

    const second = await deployed(user, projectId);

    expect(second.deployment.subdomain).toBe(first.deployment.subdomain);
    expect(second.deployment.preview_url).toBe(first.deployment.preview_url);
    expect(second.message).toBe('Deployment updated successfully!');
    expect(Date.parse(second.deployment.deployed_at)).toBeGreaterThanOrEqual(
      Date.parse(first.deployment.deployed_at),
    );
    expect((await visitSite(second.deployment.preview_url)).body).toEqual(shows('Update v2'));
  });

  it('keeps the newest deploys, each at its own noindex address, and deletes older copies', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, 'Copies', page('Copies v1'));
    const { deployment } = await deployed(user, projectId);
    const deploys = KEPT_DEPLOYS + 2;
    for (let version = 2; version <= deploys; version += 1) {
      await seedProjectVersion(cloud, {
        userId: user.sub,
        projectId,
        html: page(`Copies v${version}`),
      });
      await deployed(user, projectId);
    }

    const objects = await siteObjects(deployment.subdomain);
    const { deploys: kept } = await history(user, projectId);

    const copies = new Set(objects.map((key) => key?.split('/')[2]));
    expect(copies.size).toBe(KEPT_DEPLOYS);
    expect(objects.filter((key) => key?.endsWith('/index.html'))).toHaveLength(KEPT_DEPLOYS);
    expect(kept.map((entry) => entry.deploy_id)).toEqual(
      Array.from({ length: KEPT_DEPLOYS }, (_, index) => String(deploys - index)),
    );
    expect(kept.map((entry) => entry.live)).toEqual(kept.map((_, index) => index === 0));
    expect((await visitSite(deployment.preview_url)).body).toEqual(shows(`Copies v${deploys}`));
    const own = await visitSite(cloud.siteUrl(`${deployment.subdomain}--3`));
    expect(own.body).toEqual(shows('Copies v3'));
    expect(own.headers['x-robots-tag']).toBe('noindex');
    expect((await visitSite(deployment.preview_url)).headers['x-robots-tag']).toBeUndefined();
    expect((await visitSite(cloud.siteUrl(`${deployment.subdomain}--2`))).status).toBe(404);
  });

  it('gives two users with same-named projects different subdomains', async () => {
    const [alice, bob] = await Promise.all([newUser(), newUser()]);
    const aliceProject = await builtProject(alice, 'Twin Cafe', page('Alice cafe'));
    const bobProject = await builtProject(bob, 'Twin Cafe', page('Bob cafe'));

    const a = await deployed(alice, aliceProject);
    const b = await deployed(bob, bobProject);

    expect(a.deployment.subdomain).toBe('twin-cafe');
    expect(b.deployment.subdomain).toMatch(/^twin-cafe-[a-z0-9]{6}$/);
    expect((await visitSite(a.deployment.preview_url)).body).toEqual(shows('Alice cafe'));
    expect((await visitSite(b.deployment.preview_url)).body).toEqual(shows('Bob cafe'));
  });

  it('gives 20 concurrent deploys of alike-named projects 20 unique subdomains', async () => {
    const users = await Promise.all([newUser(), newUser(), newUser(), newUser()]);
    const owners = users.flatMap((user, u) =>
      Array.from({ length: 5 }, (_, k) => ({ user, index: u * 5 + k })),
    );
    const projects = await Promise.all(
      owners.map(async ({ user, index }) => ({
        user,
        index,
        projectId: await builtProject(user, 'Pizza Place', page(`Pizza ${index}`)),
      })),
    );

    const results = await Promise.all(
      projects.map(async ({ user, projectId }) => deployed(user, projectId)),
    );

    const subdomains = results.map((result) => result.deployment.subdomain);
    expect(new Set(subdomains).size).toBe(20);
    for (const subdomain of subdomains) expect(subdomain).toMatch(/^pizza-place(-[a-z0-9]{6})?$/);
    const pages = await Promise.all(
      results.map((result) => visitSite(result.deployment.preview_url)),
    );
    expect(pages.map((site) => site.body)).toEqual(
      projects.map(({ index }) => shows(`Pizza ${index}`)),
    );
  });

  it.each([
    ['a path traversal', '../../etc/passwd', 'etc-passwd'],
    ['only dots and slashes', '../', 'site'],
    ['unicode', 'Café 東京 Ünïcødé', 'cafe-unicode'],
    ['300 characters', `Long ${'n'.repeat(295)}`, `long-${'n'.repeat(35)}`],
    ['a reserved name', 'admin', 'admin-site'],
  ])('derives a safe subdomain from %s', async (_, name, expected) => {
    const user = await newUser();
    const projectId = await builtProject(user, name, page('Safe'));

    const { deployment } = await deployed(user, projectId);

    expect(deployment.subdomain).toBe(expected);
    expect(deployment.subdomain).toMatch(SUBDOMAIN_PATTERN);
    expect(RESERVED_SUBDOMAINS.has(deployment.subdomain)).toBe(false);
    expect((await visitSite(deployment.preview_url)).body).toEqual(shows('Safe'));
  });

  it("refuses a project with no code with the spec's message", async () => {
    const user = await newUser();
    const created = await callApi(cloud, 'POST', '/api/projects/create', {
      token: user.idToken,
      body: { name: 'Empty', description: 'Nothing built yet', model: 'gpt-5' },
    });
    const { id } = createProjectResponseSchema.parse(created.body);

    const reply = await deploy(user, id);

    expect(reply).toEqual({
      status: 400,
      body: { detail: 'No code to deploy. Generate a website first.' },
    });
    const read = await callApi(cloud, 'GET', `/api/deployments/${id}`, { token: user.idToken });
    expect(read.body).toEqual({ success: true, deployment: null });
  });

  it('needs a signed-in caller', async () => {
    const reply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
      body: { project_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' },
    });

    expect(reply.status).toBe(401);
  });
});

describe('DELETE /api/deployments/{projectId}', () => {
  it('takes the site down: the address answers the 404 page and the subdomain is free', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, 'Gone Soon', page('Gone v1'));
    const { deployment } = await deployed(user, projectId);

    const reply = await callApi(cloud, 'DELETE', `/api/deployments/${projectId}`, {
      token: user.idToken,
    });

    expect(reply).toEqual({ status: 200, body: { success: true } });
    const site = await visitSite(deployment.preview_url);
    expect(site.status).toBe(404);
    expect(site.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(site.body).toContain("This site isn't deployed");
    expect(await siteObjects(deployment.subdomain)).toEqual([]);
    const read = await callApi(cloud, 'GET', `/api/deployments/${projectId}`, {
      token: user.idToken,
    });
    expect(read.body).toEqual({ success: true, deployment: null });
    const other = await newUser();
    const again = await deployed(other, await builtProject(other, 'Gone Soon', page('New owner')));
    expect(again.deployment.subdomain).toBe('gone-soon');
    expect((await visitSite(again.deployment.preview_url)).body).toEqual(shows('New owner'));
  });

  it('deploys again after a delete', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, 'Phoenix', page('Phoenix'));
    await deployed(user, projectId);
    await callApi(cloud, 'DELETE', `/api/deployments/${projectId}`, { token: user.idToken });

    const { deployment, message } = await deployed(user, projectId);

    expect(message).toBe('Website deployed successfully!');
    expect((await visitSite(deployment.preview_url)).body).toEqual(shows('Phoenix'));
  });

  it('answers 404 for a project that is not deployed', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, 'Never Deployed');

    const reply = await callApi(cloud, 'DELETE', `/api/deployments/${projectId}`, {
      token: user.idToken,
    });

    expect(reply).toEqual({ status: 404, body: { detail: 'This project is not deployed' } });
  });
});

describe('PUT /api/deployments/{projectId}/address', () => {
  const unique = (base: string) => `${base}-${randomUUID().slice(0, 6)}`;

  function changeAddress(user: SignedUpAccount, projectId: string, subdomain: unknown) {
    return callApi(cloud, 'PUT', `/api/deployments/${projectId}/address`, {
      token: user.idToken,
      body: { subdomain },
    });
  }

  it('moves the site, its deploys and its tags to the new address; the old one redirects for 30 days', async () => {
    const user = await newUser();
    const name = unique('Old Name');
    const projectId = await builtProject(user, name, page('Moved v1'));
    const first = await deployed(user, projectId);
    await seedProjectVersion(cloud, { userId: user.sub, projectId, html: page('Moved v2') });
    await deployed(user, projectId);
    const old = first.deployment;
    const to = unique('new-name');

    const reply = await changeAddress(user, projectId, to);

    expect(reply.status).toBe(200);
    const { deployment, message } = deployResponseSchema.parse(reply.body);
    expect(message).toBe('Address changed');
    expect(deployment.subdomain).toBe(to);
    expect(deployment.preview_url).toBe(cloud.siteUrl(to));
    expect(deployment.previous_address?.subdomain).toBe(old.subdomain);
    expect(deployment.previous_address?.preview_url).toBe(old.preview_url);
    const days = (Date.parse(deployment.previous_address?.until ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const site = await visitSite(deployment.preview_url);
    expect(site.body).toEqual(shows('Moved v2'));
    expect(site.body).toContain(`<link rel="canonical" href="${deployment.preview_url}">`);
    expect(site.body).not.toContain(old.preview_url);
    expect((await visitSite(`${deployment.preview_url}sitemap.xml`)).body).toContain(
      `<loc>${deployment.preview_url}</loc>`,
    );
    const redirected = await visitSite(`${old.preview_url}index.html?from=flyer`);
    expect(redirected.status).toBe(308);
    expect(redirected.headers.location).toBe(`${deployment.preview_url}index.html?from=flyer`);
    expect(await siteObjects(old.subdomain)).toEqual([]);
    // The history moved with the site: each kept deploy at its own address under the new name.
    const { deploys } = await history(user, projectId);
    expect(deploys.map((entry) => entry.preview_url)).toEqual([
      cloud.siteUrl(`${to}--2`),
      cloud.siteUrl(`${to}--1`),
    ]);
    expect((await visitSite(cloud.siteUrl(`${to}--1`))).body).toEqual(shows('Moved v1'));
    // Publishing goes on at the new address.
    await seedProjectVersion(cloud, { userId: user.sub, projectId, html: page('Moved v3') });
    expect((await deployed(user, projectId)).deployment.subdomain).toBe(to);
    expect((await visitSite(deployment.preview_url)).body).toEqual(shows('Moved v3'));
    // Nobody else takes the old address while it redirects.
    const other = await newUser();
    const theirProject = await builtProject(other, name, page('Theirs'));
    const theirs = await deployed(other, theirProject);
    expect(theirs.deployment.subdomain).not.toBe(old.subdomain);
    expect((await changeAddress(other, theirProject, old.subdomain)).status).toBe(409);
  });

  it('moves back to its own old address, and frees both when the site is deleted', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, unique('Round Trip'), page('Round trip'));
    const { deployment: first } = await deployed(user, projectId);
    const away = unique('away');
    expect((await changeAddress(user, projectId, away)).status).toBe(200);

    const back = await changeAddress(user, projectId, first.subdomain);

    expect(back.status).toBe(200);
    expect(deployResponseSchema.parse(back.body).deployment.preview_url).toBe(first.preview_url);
    expect((await visitSite(first.preview_url)).body).toEqual(shows('Round trip'));
    expect((await visitSite(cloud.siteUrl(away))).status).toBe(308);
    await callApi(cloud, 'DELETE', `/api/deployments/${projectId}`, { token: user.idToken });
    expect((await visitSite(first.preview_url)).status).toBe(404);
    expect((await visitSite(cloud.siteUrl(away))).status).toBe(404);
    const other = await newUser();
    const otherProject = await builtProject(other, 'Takes Over', page('Takes over'));
    await deployed(other, otherProject);
    expect((await changeAddress(other, otherProject, away)).status).toBe(200);
  });

  it('refuses reserved, malformed and taken addresses, and sites not deployed, changing nothing', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, unique('Stays Put'), page('Stays put'));
    const { deployment } = await deployed(user, projectId);
    const other = await newUser();
    const otherProject = await builtProject(other, unique('Holder'), page('Holder'));
    const held = (await deployed(other, otherProject)).deployment.subdomain;
    const notDeployed = await builtProject(user, unique('Not Yet'), page('Not yet'));

    const answers = await Promise.all([
      changeAddress(user, projectId, 'admin'),
      changeAddress(user, projectId, 'Bad Name'),
      changeAddress(user, projectId, 'ab'),
      changeAddress(user, projectId, 'two--hyphens'),
      changeAddress(user, projectId, held),
      changeAddress(user, notDeployed, unique('fresh')),
      changeAddress(other, projectId, unique('theirs')),
    ]);

    expect(answers.map(({ status, body }) => [status, body])).toEqual([
      [400, { detail: 'That address is reserved. Try another.' }],
      [
        400,
        {
          detail:
            'Use lowercase letters, digits and single hyphens, starting and ending with a letter or digit',
        },
      ],
      [400, { detail: 'Use at least 3 characters for the address' }],
      [
        400,
        {
          detail:
            'Use lowercase letters, digits and single hyphens, starting and ending with a letter or digit',
        },
      ],
      [409, { detail: 'That address is taken. Try another.' }],
      [404, { detail: 'This project is not deployed' }],
      [404, { detail: 'Project not found' }],
    ]);
    const read = await callApi(cloud, 'GET', `/api/deployments/${projectId}`, {
      token: user.idToken,
    });
    expect(getDeploymentResponseSchema.parse(read.body).deployment).toEqual(deployment);
    expect((await visitSite(deployment.preview_url)).body).toEqual(shows('Stays put'));
  });
});

describe("another user's deployment", () => {
  it('cannot be deployed, read or deleted, and stays live', async () => {
    const [owner, intruder] = await Promise.all([newUser(), newUser()]);
    const projectId = await builtProject(owner, 'Private Shop', page('Owner shop'));
    const { deployment } = await deployed(owner, projectId);
    const notFound = { status: 404, body: { detail: 'Project not found' } };

    expect(await deploy(intruder, projectId)).toEqual(notFound);
    expect(
      await callApi(cloud, 'GET', `/api/deployments/${projectId}`, { token: intruder.idToken }),
    ).toEqual(notFound);
    expect(
      await callApi(cloud, 'DELETE', `/api/deployments/${projectId}`, {
        token: intruder.idToken,
      }),
    ).toEqual(notFound);
    const site = await visitSite(deployment.preview_url);
    expect(site.status).toBe(200);
    expect(site.body).toEqual(shows('Owner shop'));
  });
});

describe('deploy history and rollback', () => {
  it('lists each deploy with its version and makes an older one live at once', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, 'Roll Back', page('Roll v1'));
    const first = await deployed(user, projectId);
    await seedProjectVersion(cloud, { userId: user.sub, projectId, html: page('Roll v2') });
    await deployed(user, projectId);
    const { subdomain, preview_url: liveUrl } = first.deployment;

    const before = await history(user, projectId);
    const reply = await rollback(user, projectId, '1');
    const after = await history(user, projectId);

    expect(before.deploys).toEqual([
      expect.objectContaining({ deploy_id: '2', version: 2, live: true }),
      expect.objectContaining({ deploy_id: '1', version: 1, live: false }),
    ]);
    expect(before.deploys[1]?.preview_url).toBe(cloud.siteUrl(`${subdomain}--1`));
    expect(reply.status).toBe(200);
    expect(deployResponseSchema.parse(reply.body)).toEqual({
      success: true,
      deployment: {
        preview_url: liveUrl,
        subdomain,
        deployed_at: before.deploys[1]?.deployed_at,
        deploy_id: '1',
        version: 1,
        notifications: { submissions: false },
      },
      message: 'Deploy #1 is live again',
    });
    expect((await visitSite(liveUrl)).body).toEqual(shows('Roll v1'));
    expect(after.deploys.map((entry) => [entry.deploy_id, entry.live])).toEqual([
      ['2', false],
      ['1', true],
    ]);
    // Rolling forward is the same call; Update Deployment publishes the current version anew.
    expect((await rollback(user, projectId, '2')).status).toBe(200);
    expect((await visitSite(liveUrl)).body).toEqual(shows('Roll v2'));
    const updated = await deployed(user, projectId);
    expect(updated.deployment).toMatchObject({ deploy_id: '3', version: 2 });
  });

  it.each([
    ['a deploy that does not exist', '7', 404, 'That deploy is no longer kept'],
    ['a malformed id', '0x1', 400, 'deploy_id must be the number of a deploy'],
    ['no id', undefined, 400, 'deploy_id is required'],
  ])('refuses %s, changing nothing', async (_, deployId, status, detail) => {
    const user = await newUser();
    const projectId = await builtProject(user, 'Refusals', page('Refusals v1'));
    const { deployment } = await deployed(user, projectId);

    const reply = await rollback(user, projectId, deployId);

    expect(reply.status).toBe(status);
    expect(JSON.stringify(reply.body)).toContain(detail);
    expect((await history(user, projectId)).deploys).toEqual([
      expect.objectContaining({ deploy_id: '1', live: true }),
    ]);
    expect((await visitSite(deployment.preview_url)).body).toEqual(shows('Refusals v1'));
  });

  it("answers 404 for a project that is not deployed and for another user's", async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const projectId = await builtProject(owner, 'Mine Only', page('Mine v1'));
    const undeployed = await builtProject(owner, 'Not Yet', page('Not yet'));
    const { deployment } = await deployed(owner, projectId);

    const notDeployed = await callApi(cloud, 'GET', `/api/deployments/${undeployed}/history`, {
      token: owner.idToken,
    });
    const othersHistory = await callApi(cloud, 'GET', `/api/deployments/${projectId}/history`, {
      token: other.idToken,
    });
    const othersRollback = await rollback(other, projectId, '1');

    expect(notDeployed.status).toBe(404);
    expect(othersHistory.status).toBe(404);
    expect(othersRollback.status).toBe(404);
    expect((await visitSite(deployment.preview_url)).body).toEqual(shows('Mine v1'));
  });
});

describe('deleting a project', () => {
  it('takes its site down too', async () => {
    const user = await newUser();
    const projectId = await builtProject(user, 'Short Lived', page('Short lived'));
    const { deployment } = await deployed(user, projectId);

    const reply = await callApi(cloud, 'DELETE', `/api/projects/${projectId}`, {
      token: user.idToken,
    });

    expect(reply.status).toBe(200);
    expect((await visitSite(deployment.preview_url)).status).toBe(404);
    expect((await visitSite(cloud.siteUrl(`${deployment.subdomain}--1`))).status).toBe(404);
    expect(await siteObjects(deployment.subdomain)).toEqual([]);
    const left = await itemsOfUser(cloud, user.sub);
    expect(left.filter((item) => String(item.SK).includes(projectId))).toEqual([]);
  });
});

describe('site hosts', () => {
  it('answer the 404 page for a subdomain nobody deployed', async () => {
    const site = await visitSite(cloud.siteUrl('nobody-here'));

    expect(site.status).toBe(404);
    expect(site.body).toContain("This site isn't deployed");
    expect(site.headers['x-content-type-options']).toBe('nosniff');
  });

  it("never reach the product's API", async () => {
    const user = await newUser();
    const projectId = await builtProject(user, 'No Api Here', page('No API'));
    const { deployment } = await deployed(user, projectId);

    const reply = await visitSite(`${deployment.preview_url}api/projects`);

    expect(reply.status).toBe(404);
    expect(reply.body).toContain('<h1>Page not found</h1>');
  });
});
