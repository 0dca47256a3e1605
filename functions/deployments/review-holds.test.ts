import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  publishedSite,
  siteStoresIn,
} from '../../testing/fixtures/deployments/site-stores-in-table';
import { useLocalTable } from '../../testing/local-table';
import { recordedAlerts } from '../../testing/recorded-alerts';
import { DeploymentError } from './deployment-errors';
import { holdIfSuspicious, refuseUnderReview } from './review-holds';

const table = useLocalTable('review-holds-test');
const at = new Date('2026-06-10T12:00:00Z');

const PHISHING_PAGE = `<!doctype html><html><head><title>HDFC NetBanking</title></head><body>
<form action="_forms/login"><input name="customer_id"><input type="password" name="pwd">
<button>Login</button></form></body></html>`;
const BAKERY_PAGE = `<!doctype html><html><head><title>Crumb</title></head><body>
<p>We accept Paytm and Google Pay.</p><form action="_forms/order"><input name="name"></form></body></html>`;

async function held(version = 2) {
  const site = siteStoresIn(table);
  const operators = recordedAlerts();
  const subdomain = `bank-${randomUUID().slice(0, 8)}`;
  const owner = { userId: randomUUID(), projectId: randomUUID().toUpperCase() };
  const deployment = await publishedSite(table, site, { ...owner, subdomain, version: 1 });
  const deps = {
    moderation: site.stores.moderation,
    alertOperators: operators.alertOperators,
    previewUrl: (name: string) => `https://${name}.sites.example/`,
    clock: () => at,
  };
  const project = { currentVersion: version };
  return { site, operators, deployment, deps, project, owner, subdomain };
}

describe('holding a page for review', () => {
  it('holds a phishing page instead of publishing it: marked, logged, told, refused in words', async () => {
    const { site, operators, deployment, deps, project, owner, subdomain } = await held();

    const refusal = await holdIfSuspicious(deps, deployment, project, PHISHING_PAGE).catch(
      (error: unknown) => error,
    );

    expect(refusal).toBeInstanceOf(DeploymentError);
    expect(refusal).toMatchObject({
      failure: 'heldForReview',
      message: expect.stringMatching(
        /^Your site is held for review and was not published\. The page uses the name HDFC and asks visitors for a password\./,
      ),
    });
    expect(await site.stores.deployments.get(owner.userId, owner.projectId)).toMatchObject({
      versionId: '1',
      review: { status: 'held', at, version: 2 },
    });
    expect(await site.stores.moderation.month('2026-06')).toContainEqual(
      expect.objectContaining({ action: 'held', subdomain, by: 'phishing check', byUserId: null }),
    );
    expect(operators.alerts).toEqual([
      expect.objectContaining({
        kind: 'heldForReview',
        site: `https://${subdomain}.sites.example/`,
        subject: `Site held for review: https://${subdomain}.sites.example/`,
      }),
    ]);
  });

  it('lets an ordinary page that names payment apps through, changing nothing', async () => {
    const { site, operators, deployment, deps, project, owner } = await held();

    await holdIfSuspicious(deps, deployment, project, BAKERY_PAGE);

    expect((await site.stores.deployments.get(owner.userId, owner.projectId))?.review).toBe(null);
    expect(operators.alerts).toEqual([]);
  });

  it('does not check again the version an operator released', async () => {
    const { operators, deployment, deps } = await held();

    await holdIfSuspicious(
      deps,
      { ...deployment, approvedVersion: 2 },
      { currentVersion: 2 },
      PHISHING_PAGE,
    );

    expect(operators.alerts).toEqual([]);
  });

  it('refuses to publish a site held for review, or taken down, until it is released', async () => {
    const { deployment } = await held();
    const review = { reason: 'The page asks for a PIN.', at, version: 2 };

    expect(() => refuseUnderReview(null)).not.toThrow();
    expect(() => refuseUnderReview(deployment)).not.toThrow();
    expect(() =>
      refuseUnderReview({ ...deployment, review: { status: 'held', ...review } }),
    ).toThrow(/held for review.*The page asks for a PIN\./);
    expect(() =>
      refuseUnderReview({ ...deployment, review: { status: 'taken_down', ...review } }),
    ).toThrow(new DeploymentError('takenDown'));
  });
});
