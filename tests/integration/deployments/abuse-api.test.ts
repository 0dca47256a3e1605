import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { moderationResponseSchema } from '../../../shared/api/abuse-schemas';
import {
  deployResponseSchema,
  getDeploymentResponseSchema,
} from '../../../shared/api/deployment-schemas';
import { deploySeededSite } from '../../../testing/cloud/deployed-site';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { moderationLogOf, signUpOperator } from '../../../testing/cloud/operators';
import { inboxOf } from '../../../testing/cloud/outbox';
import { seedProject, seedProjectVersion } from '../../../testing/cloud/seed';
import { visitSite } from '../../../testing/cloud/visit-site';
import { repositoryRoot } from '../../../infra/repository-root';

// Reports, takedowns and holds through the API of the shared cloud, as a visitor, an operator and
// a site's owner meet them.
const cloud = useSharedCloud();

const newUser = () => signUpWithProfile(cloud, `abuse-${randomUUID().slice(0, 8)}@example.com`);
const newOperator = () => signUpOperator(cloud, `op-${randomUUID().slice(0, 8)}@example.com`);
const month = () => new Date().toISOString().slice(0, 7);
/** Where the cloud's functions email the operators (its outbox keeps it). */
const operatorsInbox = () => inboxOf(cloud, cloud.environment.OPERATOR_EMAIL ?? 'none');

/** A page that asks for a bank's net banking password. */
const PHISHING_PAGE = (bank: string) => `<!doctype html><html lang="en"><head>
<title>${bank} NetBanking Login</title></head><body><main><h1>${bank} NetBanking</h1>
<form action="_forms/login"><label for="u">Customer ID</label><input id="u" name="customer_id">
<label for="p">Password</label><input id="p" type="password" name="password">
<button>Login</button></form></main></body></html>`;

function moderate(operator: SignedUpAccount, action: 'takedown' | 'release', site: string) {
  return callApi(cloud, 'POST', `/api/admin/sites/${action}`, {
    token: operator.idToken,
    body: { site, reason: `${action}: checked by hand` },
  });
}

async function deploymentOf(owner: SignedUpAccount, projectId: string) {
  const reply = await callApi(cloud, 'GET', `/api/deployments/${projectId}`, {
    token: owner.idToken,
  });
  expect(reply.status).toBe(200);
  return getDeploymentResponseSchema.parse(reply.body);
}

describe('a report, then a takedown', () => {
  it('ends every published page with a link to the report form naming the site', async () => {
    const owner = await newUser();
    const site = await deploySeededSite(cloud, owner, 'Corner Bakery');

    const page = await visitSite(site.url);

    expect(page.body).toContain(`<a href="${cloud.url}/report?site=${site.url}" rel="nofollow"`);
    expect(page.body).toContain('>Report this site</a>');
  });

  it('takes a report from anyone and tells the operators, through the outbox', async () => {
    const owner = await newUser();
    const site = await deploySeededSite(cloud, owner, 'Lucky Draw Winners');

    const reply = await callApi(cloud, 'POST', '/api/abuse-reports', {
      body: { site: site.url, reason: 'phishing', details: 'Asks for card details for a prize' },
    });

    expect(reply).toMatchObject({ status: 200, body: { success: true, id: expect.any(String) } });
    await expect
      .poll(async () => (await operatorsInbox()).map((mail) => mail.subject))
      .toContain(`Site reported (Phishing or a fake login page): ${site.url}`);
  });

  it('takes the site down in one step: it answers 404, and its owner sees it taken down', async () => {
    const [owner, operator] = await Promise.all([newUser(), newOperator()]);
    const site = await deploySeededSite(cloud, owner, 'Prize Claims');
    expect((await visitSite(site.url)).status).toBe(200);

    const reply = await moderate(operator, 'takedown', site.url);

    expect(reply.status).toBe(200);
    expect(moderationResponseSchema.parse(reply.body)).toMatchObject({
      site: { subdomain: site.subdomain, user_id: owner.sub, project_id: site.projectId },
      message: `${site.url} was taken down`,
    });
    expect((await visitSite(site.url)).status).toBe(404);
    expect(await deploymentOf(owner, site.projectId)).toEqual({
      success: true,
      deployment: null,
      review: {
        status: 'taken_down',
        reason: 'takedown: checked by hand',
        since: expect.any(String),
      },
    });
    expect(await moderationLogOf(cloud, month())).toContainEqual(
      expect.objectContaining({
        action: 'takenDown',
        subdomain: site.subdomain,
        userId: owner.sub,
        byUserId: operator.sub,
        reason: 'takedown: checked by hand',
      }),
    );
  });

  it('keeps a site taken down: its owner can neither publish it again nor delete the mark', async () => {
    const [owner, operator] = await Promise.all([newUser(), newOperator()]);
    const site = await deploySeededSite(cloud, owner, 'Gift Card Balance');
    await moderate(operator, 'takedown', site.url);

    const redeploy = await callApi(cloud, 'POST', '/api/deployments/deploy', {
      token: owner.idToken,
      body: { project_id: site.projectId },
    });
    const removal = await callApi(cloud, 'DELETE', `/api/deployments/${site.projectId}`, {
      token: owner.idToken,
    });

    expect(redeploy).toEqual({
      status: 403,
      body: { detail: expect.stringMatching(/^This site was taken down after a review for abuse/) },
    });
    expect(removal.status).toBe(403);
    expect((await visitSite(site.url)).status).toBe(404);
  });

  it('takes a site down from the command line, as `npm run abuse` does', async () => {
    const [owner, operator] = await Promise.all([newUser(), newOperator()]);
    const site = await deploySeededSite(cloud, owner, 'Free Recharge Offer');

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/abuse/cli.ts', 'takedown', site.url, '--reason', 'Phishing'],
      {
        cwd: repositoryRoot,
        env: { ...process.env, SITEWRIGHT_APP_URL: cloud.url, SITEWRIGHT_TOKEN: operator.idToken },
      },
    );

    expect(stdout.trim()).toBe(
      `${site.url} was taken down (user ${owner.sub}, project ${site.projectId}); logged.`,
    );
    expect((await visitSite(site.url)).status).toBe(404);
  });

  it('lets only operators take sites down', async () => {
    const [owner, someone] = await Promise.all([newUser(), newUser()]);
    const site = await deploySeededSite(cloud, owner, 'Not Yours');

    const bySomeone = await moderate(someone, 'takedown', site.url);
    const byNobody = await callApi(cloud, 'POST', '/api/admin/sites/takedown', {
      body: { site: site.url, reason: 'no token' },
    });

    expect(bySomeone).toEqual({ status: 403, body: { detail: 'Only the operators may do this.' } });
    expect(byNobody.status).toBe(401);
    expect((await visitSite(site.url)).status).toBe(200);
  });

  it('releases a site taken down by mistake: published again', async () => {
    const [owner, operator] = await Promise.all([newUser(), newOperator()]);
    const site = await deploySeededSite(cloud, owner, 'Staff Rota');
    await moderate(operator, 'takedown', site.url);

    const reply = await moderate(operator, 'release', site.url);

    expect(reply).toMatchObject({
      status: 200,
      body: { message: `${site.url} was released and published again` },
    });
    expect((await visitSite(site.url)).status).toBe(200);
    expect(await deploymentOf(owner, site.projectId)).not.toHaveProperty('review');
  });
});

describe('the check before publishing', () => {
  it('holds a phishing page for review: nothing published, its owner told why, the operators told', async () => {
    const [owner, operator] = await Promise.all([newUser(), newOperator()]);
    const name = `SBI Rewards ${randomUUID().slice(0, 4)}`;
    const projectId = await seedProject(cloud, { userId: owner.sub, name });
    await seedProjectVersion(cloud, { userId: owner.sub, projectId, html: PHISHING_PAGE('SBI') });

    const reply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
      token: owner.idToken,
      body: { project_id: projectId },
    });

    expect(reply).toEqual({
      status: 403,
      body: {
        detail: expect.stringMatching(
          /^Your site is held for review and was not published\. The page uses the name SBI and asks visitors for a password\./,
        ),
      },
    });
    const { deployment, review } = await deploymentOf(owner, projectId);
    expect(deployment).toBe(null);
    expect(review).toMatchObject({ status: 'held', reason: expect.stringContaining('SBI') });
    const [held] = (await moderationLogOf(cloud, month())).filter(
      (entry) => entry.projectId === projectId,
    );
    expect(held).toMatchObject({ action: 'held', by: 'phishing check' });
    const url = cloud.siteUrl(held?.subdomain ?? '');
    expect((await visitSite(url)).status).toBe(404);
    await expect
      .poll(async () => (await operatorsInbox()).map((mail) => mail.subject))
      .toContain(`Site held for review: ${url}`);

    const released = await moderate(operator, 'release', url);

    expect(released).toMatchObject({
      status: 200,
      body: { message: `${url} was released and published again` },
    });
    expect((await visitSite(url)).status).toBe(200);
  });

  it('publishes an ordinary page that only says which payment apps it accepts', async () => {
    const owner = await newUser();
    const projectId = await seedProject(cloud, { userId: owner.sub, name: 'Chai Point' });
    await seedProjectVersion(cloud, {
      userId: owner.sub,
      projectId,
      html: `<!doctype html><html lang="en"><head><title>Chai Point</title></head><body>
        <h1>Chai Point</h1><p>We accept Paytm, PhonePe and Google Pay.</p>
        <form action="_forms/order"><input name="name"><input name="pincode" placeholder="PIN code"></form>
        </body></html>`,
    });

    const reply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
      token: owner.idToken,
      body: { project_id: projectId },
    });

    expect(reply.status).toBe(200);
    const { deployment } = deployResponseSchema.parse(reply.body);
    expect((await visitSite(deployment.preview_url)).status).toBe(200);
  });
});
