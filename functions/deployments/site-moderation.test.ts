import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  publishedSite,
  siteStoresIn,
} from '../../testing/fixtures/deployments/site-stores-in-table';
import { useLocalTable } from '../../testing/local-table';
import { recordedAlerts } from '../../testing/recorded-alerts';
import { DeploymentError } from './deployment-errors';
import { createSiteModeration, type Operator } from './site-moderation';

const table = useLocalTable('site-moderation-test');
const TEMPLATE = 'https://{subdomain}.sites.example/';
const operator: Operator = { userId: 'operator-1', email: 'meera@operators.example' };
const at = new Date('2026-05-04T09:30:00Z');

/** The service over a table of its own, its published site, and what it told and published. */
async function moderated(subdomain = `shop-${randomUUID().slice(0, 8)}`) {
  const site = siteStoresIn(table);
  const operators = recordedAlerts();
  const published: string[] = [];
  const moderation = createSiteModeration({
    ...site.stores,
    alertOperators: operators.alertOperators,
    previewUrl: (name) => TEMPLATE.replace('{subdomain}', name),
    urlTemplate: TEMPLATE,
    publish: async (userId, projectId) => {
      published.push(`${userId}/${projectId}`);
    },
    clock: () => at,
  });
  const owner = { userId: randomUUID(), projectId: randomUUID().toUpperCase() };
  const deployment = await publishedSite(table, site, { ...owner, subdomain, version: 3 });
  return { moderation, site, operators, published, owner, deployment, subdomain };
}

describe('taking a site down', () => {
  it('unpublishes it in one step, marks it for its owner and logs who, when and why', async () => {
    const { moderation, site, operators, owner, subdomain } = await moderated();

    const outcome = await moderation.takeDown(
      `${subdomain}.sites.example/login?next=1`,
      'Fake SBI login collecting passwords',
      operator,
    );

    expect(outcome).toEqual({
      site: {
        subdomain,
        user_id: owner.userId,
        project_id: owner.projectId,
        preview_url: `https://${subdomain}.sites.example/`,
      },
      message: `https://${subdomain}.sites.example/ was taken down`,
    });
    expect(site.entries.has(subdomain)).toBe(false);
    expect(site.sites.has(subdomain)).toBe(false);
    const deployment = await site.stores.deployments.get(owner.userId, owner.projectId);
    expect(deployment).toMatchObject({
      versionId: null,
      deployedAt: null,
      review: {
        status: 'taken_down',
        reason: 'Fake SBI login collecting passwords',
        at,
        version: 3,
      },
    });
    expect(await site.stores.deployments.listDeploys(owner.userId, owner.projectId)).toEqual([]);
    expect(await site.stores.moderation.month('2026-05')).toContainEqual(
      expect.objectContaining({
        action: 'takenDown',
        site: `https://${subdomain}.sites.example/`,
        subdomain,
        userId: owner.userId,
        by: 'meera@operators.example',
        byUserId: 'operator-1',
        reason: 'Fake SBI login collecting passwords',
        at,
      }),
    );
    expect(operators.alerts).toEqual([
      expect.objectContaining({ kind: 'takenDown', site: `https://${subdomain}.sites.example/` }),
    ]);
  });

  it('leaves nothing to publish from: the deployment refuses a next deploy number', async () => {
    const { moderation, site, owner, subdomain } = await moderated();

    await moderation.takeDown(`https://${subdomain}.sites.example/`, 'Malware download', operator);

    expect(await site.stores.deployments.nextDeployNumber(owner.userId, owner.projectId)).toBe(
      null,
    );
  });

  it('finds a site by a deploy’s own address too', async () => {
    const { moderation, site, subdomain } = await moderated();

    await moderation.takeDown(`https://${subdomain}--1.sites.example/`, 'Phishing', operator);

    expect(site.entries.has(subdomain)).toBe(false);
  });

  it('refuses an address where no site is, changing nothing', async () => {
    const { moderation, operators } = await moderated();

    await expect(
      moderation.takeDown('https://nobody-here.sites.example/', 'Phishing', operator),
    ).rejects.toThrow(new DeploymentError('siteNotFound'));
    await expect(
      moderation.takeDown('https://elsewhere.example.org/', 'Phishing', operator),
    ).rejects.toThrow(new DeploymentError('siteNotFound'));
    expect(operators.alerts).toEqual([]);
  });
});

describe('releasing a site', () => {
  it('ends a takedown: the mark goes, the version is approved, and the site is published again', async () => {
    const { moderation, site, published, owner, subdomain } = await moderated();
    await moderation.takeDown(`${subdomain}.sites.example`, 'Reported as phishing', operator);

    const outcome = await moderation.release(
      `${subdomain}.sites.example`,
      'A bakery’s real login for its staff',
      operator,
    );

    expect(outcome.message).toBe(
      `https://${subdomain}.sites.example/ was released and published again`,
    );
    expect(published).toEqual([`${owner.userId}/${owner.projectId}`]);
    const deployment = await site.stores.deployments.get(owner.userId, owner.projectId);
    expect(deployment).toMatchObject({ review: null, approvedVersion: 3 });
    expect(await site.stores.moderation.month('2026-05')).toContainEqual(
      expect.objectContaining({
        action: 'released',
        reason: 'A bakery’s real login for its staff',
        by: 'meera@operators.example',
      }),
    );
  });

  it('says so when publishing it again fails, leaving it released for its owner', async () => {
    const { moderation, site, owner, subdomain } = await moderated();
    await moderation.takeDown(`${subdomain}.sites.example`, 'Reported', operator);
    const failing = createSiteModeration({
      ...site.stores,
      alertOperators: async () => undefined,
      previewUrl: (name) => TEMPLATE.replace('{subdomain}', name),
      urlTemplate: TEMPLATE,
      publish: () => Promise.reject(new DeploymentError('noCode')),
      clock: () => at,
    });

    const outcome = await failing.release(`${subdomain}.sites.example`, 'Fine', operator);

    expect(outcome.message).toBe(
      `https://${subdomain}.sites.example/ was released; its owner can publish it again`,
    );
    expect((await site.stores.deployments.get(owner.userId, owner.projectId))?.review).toBe(null);
  });

  it('refuses a site that is neither held nor taken down', async () => {
    const { moderation, published, subdomain } = await moderated();

    await expect(
      moderation.release(`${subdomain}.sites.example`, 'Fine', operator),
    ).rejects.toThrow(new DeploymentError('notUnderReview'));
    expect(published).toEqual([]);
  });
});
