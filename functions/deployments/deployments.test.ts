import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { useLocalTable } from '../../testing/local-table';
import { deploymentKeys } from '../lib/table-keys';
import { createDeployments } from './deployments';

const table = useLocalTable('deployments-test');
const WINDOW_MS = 10 * 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, 0) + minutes * 60_000);

let counter = 0;
/** A deployed site's deployment item, with or without the owner's emails. */
async function givenDeployment({ notify = true, deleting = false } = {}) {
  counter += 1;
  const userId = `user-${counter}`;
  const projectId = `project-${counter}`;
  await table.documents.send(
    new PutCommand({
      TableName: table.tableName,
      Item: {
        ...deploymentKeys.deployment(userId, projectId),
        entity: 'Deployment',
        user_id: userId,
        project_id: projectId,
        subdomain: `site-${counter}`,
        claimed_at: at(0).toISOString(),
        ...(notify && { notify_submissions: true }),
        ...(deleting && { deleting: true }),
      },
    }),
  );
  return { userId, projectId };
}

describe('the submission notice throttle', () => {
  const deployments = () => createDeployments(table);
  const claim = (site: { userId: string; projectId: string }, minutes: number) =>
    deployments().claimSubmissionNotice(site.userId, site.projectId, at(minutes), WINDOW_MS);

  it('gives the first submission the email, and none to the rest of the window', async () => {
    const site = await givenDeployment();

    expect(await claim(site, 0)).toBe(true);
    expect(await claim(site, 1)).toBe(false);
    expect(await claim(site, 9.9)).toBe(false);
  });

  it('gives one email again once the window has passed since the last', async () => {
    const site = await givenDeployment();
    await claim(site, 0);

    expect(await claim(site, 10)).toBe(true);
    expect(await claim(site, 15)).toBe(false);
    expect(await claim(site, 20)).toBe(true);
  });

  it('gives exactly one of 30 concurrent submissions the email', async () => {
    const site = await givenDeployment();

    const claimed = await Promise.all(Array.from({ length: 30 }, () => claim(site, 0)));

    expect(claimed.filter(Boolean)).toHaveLength(1);
  });

  it('gives none while the owner has not asked, or the site is going, or is gone', async () => {
    const off = await givenDeployment({ notify: false });
    const going = await givenDeployment({ deleting: true });

    expect(await claim(off, 0)).toBe(false);
    expect(await claim(going, 0)).toBe(false);
    expect(await claim({ userId: 'nobody', projectId: 'nothing' }, 0)).toBe(false);
  });

  it('turns the emails on and off on the deployment, and not on one that is going', async () => {
    const site = await givenDeployment({ notify: false });
    const going = await givenDeployment({ deleting: true });

    const on = await deployments().setSubmissionNotices(site.userId, site.projectId, true);
    const afterOn = await claim(site, 0);
    const off = await deployments().setSubmissionNotices(site.userId, site.projectId, false);

    expect(on?.notifySubmissions).toBe(true);
    expect(afterOn).toBe(true);
    expect(off?.notifySubmissions).toBe(false);
    expect(await claim(site, 30)).toBe(false);
    expect(await deployments().setSubmissionNotices(going.userId, going.projectId, true)).toBe(
      null,
    );
  });
});
