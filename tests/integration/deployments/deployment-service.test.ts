import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDynamoClientConfig } from '../../../tools/local-cloud/dynamodb';
import { LOCAL_SITES_KVS_ARN } from '../../../tools/local-cloud/kvs/local-key-value-store';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { recordedFunnel } from '../../../testing/recorded-metrics';
import { recordedAlerts } from '../../../testing/recorded-alerts';
import { reportPageUrl } from '../../../functions/deployments/report-link';
import { localS3ClientConfig } from '../../../tools/local-cloud/s3/local-s3';
import { itemsOfUser, seedProject, seedProjectVersion } from '../../../testing/cloud/seed';
import { ulid } from 'ulid';
import { submissionKeys } from '../../../functions/lib/table-keys';
import { DeploymentError } from '../../../functions/deployments/deployment-errors';
import { SiteGoneError } from '../../../functions/deployments/submissions';
import type { TableClient } from '../../../functions/lib/dynamo-client';
import { createCodeObjects } from '../../../functions/projects/code-objects';
import { createProjects } from '../../../functions/projects/projects';
import { createVersions } from '../../../functions/projects/versions';
import {
  createDeploymentService,
  DEPLOYED_MESSAGE,
  UPDATED_MESSAGE,
} from '../../../functions/deployments/deployment-service';
import { createDeployments } from '../../../functions/deployments/deployments';
import {
  siteDirectoryValue,
  siteObjectKeys,
} from '../../../functions/deployments/site-object-keys';
import { createSiteObjects } from '../../../functions/deployments/site-objects';
import { createSiteStores } from '../../../functions/deployments/site-stores';
import { renderSocialCard } from '../../../functions/deployments/social-card/render-card';

// The deployments function's services run in this process, against the shared cloud.
const cloud = useSharedCloud({ functionsInProcess: true });
let s3: S3Client;
let table: TableClient;

beforeAll(async () => {
  s3 = new S3Client(localS3ClientConfig(cloud.s3.endpoint));
  table = {
    documents: DynamoDBDocumentClient.from(
      new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
      { marshallOptions: { removeUndefinedValues: true } },
    ),
    tableName: cloud.dynamo.tableName,
  };
});

afterAll(async () => {
  s3?.destroy();
});

/** The funnel steps the services counted. */
const funnel = recordedFunnel();
/** What the services told the operators. */
const operators = recordedAlerts();

/** What the service works with: the local cloud's stores. */
function serviceDeps() {
  const code = createCodeObjects({ s3, bucketName: cloud.s3.bucketNames.code });
  return {
    projects: createProjects(table),
    versions: createVersions(table, code),
    code,
    ...createSiteStores(table, createSiteObjects({ s3, bucketName: cloud.s3.bucketNames.sites })),
    previewUrl: (subdomain: string) => cloud.siteUrl(subdomain),
    renderCard: renderSocialCard,
    funnel: funnel.funnel,
    alertOperators: operators.alertOperators,
    reportUrl: (siteUrl: string) => reportPageUrl(cloud.url, siteUrl),
    clock: () => new Date(),
  };
}

/** The service over the local cloud's stores. */
function serviceWith() {
  const deps = serviceDeps();
  return { service: createDeploymentService(deps), stores: deps };
}

async function builtProject(name: string) {
  const userId = randomUUID();
  const projectId = await seedProject(cloud, { userId, name });
  await seedProjectVersion(cloud, { userId, projectId, html: `<h1>${name}</h1>` });
  return { userId, projectId };
}

async function copiesOf(subdomain: string) {
  const { Contents = [] } = await s3.send(
    new ListObjectsV2Command({
      Bucket: cloud.s3.bucketNames.sites,
      Prefix: siteObjectKeys.site(subdomain),
    }),
  );
  return Contents.map((object) => object.Key);
}

describe('deploy', () => {
  it('records a publish that lost the race to a newer one as nothing: the newer stays live', async () => {
    const { userId, projectId } = await builtProject('Race Track');
    const { service, stores } = serviceWith();
    const first = await service.deploy(userId, projectId, true);
    const { subdomain } = first.deployment;
    const older = await stores.deployments.nextDeployNumber(userId, projectId);
    const newer = await stores.deployments.nextDeployNumber(userId, projectId);
    const published = (number: number) => ({
      userId,
      projectId,
      subdomain,
      number,
      projectVersion: 1,
      deployedAt: new Date(),
    });

    expect(await stores.deployments.recordDeploy(published(newer ?? 0))).toBe('recorded');
    expect(await stores.deployments.recordDeploy(published(older ?? 0))).toBe('superseded');
    expect((await service.history(userId, projectId)).map((entry) => entry.deploy_id)).toEqual([
      String(newer),
      '1',
    ]);
  });

  it('lets the later of two directory changes stay, whatever order they arrive in', async () => {
    const { userId, projectId } = await builtProject('Serial Order');
    const { service, stores } = serviceWith();
    const { deployment } = await service.deploy(userId, projectId, true);
    const { subdomain } = deployment;
    const value = (serial: number, id: string) =>
      siteDirectoryValue.of(serial, siteObjectKeys.versionPrefix(subdomain, id));
    const later = (serial: number) => (current: string | null) =>
      current === null || siteDirectoryValue.serial(current) < serial;

    await stores.directory.point(subdomain, value(5, '1'), later(5));
    await stores.directory.point(subdomain, value(4, '9'), later(4));

    expect(await cloud.keyValueStore.get(LOCAL_SITES_KVS_ARN, subdomain)).toBe(value(5, '1'));
  });

  it('finishes a delete that stopped half-way, then deploys afresh', async () => {
    const { userId, projectId } = await builtProject('Half Gone');
    const { service, stores } = serviceWith();
    const first = await service.deploy(userId, projectId, true);
    await stores.deployments.markDeleting(userId, projectId);

    const again = await service.deploy(userId, projectId, true);

    expect(again.message).toBe(DEPLOYED_MESSAGE);
    expect(again.deployment.subdomain).toBe(first.deployment.subdomain);
    expect((await copiesOf(again.deployment.subdomain)).toSorted()).toEqual(
      ['index.html', 'robots.txt', 'sitemap.xml', 'social-card.png'].map(
        (file) => `sites/${again.deployment.subdomain}/1/${file}`,
      ),
    );
    expect(await service.get(userId, projectId)).toEqual({ deployment: again.deployment });
  });

  it("counts a site's first publish as the funnel's deploy step, and none of its updates", async () => {
    const { userId, projectId } = await builtProject('Counted Once');
    const { service } = serviceWith();
    const before = funnel.steps().length;

    const first = await service.deploy(userId, projectId, true);
    const update = await service.deploy(userId, projectId, true);

    expect([first.message, update.message]).toEqual([DEPLOYED_MESSAGE, UPDATED_MESSAGE]);
    expect(funnel.steps().slice(before)).toEqual(['deploy']);
  });
});

/** A visitor's submission of the deployed site's form, as the site-forms function stores it. */
function submissionOf(userId: string, projectId: string, at = new Date()) {
  return {
    id: ulid(),
    userId,
    projectId,
    form: 'contact',
    fields: [{ name: 'name', value: 'Asha' }],
    submittedAt: at,
  };
}

/** The project's form submissions as they are in the table. */
async function submissionItemsOf(userId: string, projectId: string) {
  const items = await itemsOfUser(cloud, userId);
  return items.filter((item) =>
    String(item.SK).startsWith(submissionKeys.projectPrefix(projectId)),
  );
}

describe("deleting a site's submissions", () => {
  it('stores none once a delete has begun, so the delete misses none', async () => {
    const { userId, projectId } = await builtProject('Closing Time');
    const { service, stores } = serviceWith();
    const { deployment } = await service.deploy(userId, projectId, true);
    await stores.deployments.markDeleting(userId, projectId);

    const late = stores.submissions.save(
      submissionOf(userId, projectId),
      deployment.subdomain,
      '127.0.0.9',
    );

    await expect(late).rejects.toBeInstanceOf(SiteGoneError);
    expect(await submissionItemsOf(userId, projectId)).toEqual([]);
  });

  it('leaves them expiring by the table’s TTL when it stops half-way, and the next look finishes it', async () => {
    const { userId, projectId } = await builtProject('Crash Midway');
    const { service, stores } = serviceWith();
    const { deployment } = await service.deploy(userId, projectId, true);
    for (const visitor of ['127.0.0.10', '127.0.0.11']) {
      await stores.submissions.save(submissionOf(userId, projectId), deployment.subdomain, visitor);
    }
    const failing = createDeploymentService({
      ...serviceDeps(),
      siteObjects: {
        ...stores.siteObjects,
        removeSite: () => Promise.reject(new Error('Lambda timed out')),
      },
    });
    const before = Math.floor(Date.now() / 1000);

    await expect(failing.remove(userId, projectId)).rejects.toThrow('Lambda timed out');

    const stamped = await submissionItemsOf(userId, projectId);
    expect(stamped).toHaveLength(2);
    for (const item of stamped) {
      expect(item.expires_at).toBeGreaterThanOrEqual(before);
      expect(item.expires_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    }
    await expect(service.listSubmissions(userId, projectId, { limit: 20 })).rejects.toThrow(
      DeploymentError,
    );
    expect(await service.get(userId, projectId)).toEqual({ deployment: null });
    expect(await submissionItemsOf(userId, projectId)).toEqual([]);
    expect(await stores.deployments.get(userId, projectId)).toBeNull();
  });
});

describe('claiming a subdomain', () => {
  it('is refused for a project being deleted, so its delete misses no deployment', async () => {
    const { userId, projectId } = await builtProject('Being Deleted');
    await createProjects(table).markDeleting(userId, projectId, new Date());
    const deployments = createDeployments(table);

    const outcome = await deployments.claim(userId, projectId, `gone-${userId}`, new Date());

    expect(outcome).toEqual({ claimed: false, reason: 'projectGone' });
    expect(await deployments.get(userId, projectId)).toBeNull();
  });

  it('is refused for a subdomain another project holds', async () => {
    const first = await builtProject('Taken Name');
    const second = await builtProject('Taken Name');
    const deployments = createDeployments(table);
    const subdomain = `taken-${first.userId.slice(0, 8)}`;
    await deployments.claim(first.userId, first.projectId, subdomain, new Date());

    const outcome = await deployments.claim(second.userId, second.projectId, subdomain, new Date());

    expect(outcome).toEqual({ claimed: false, reason: 'subdomainTaken' });
    expect(await deployments.get(second.userId, second.projectId)).toBeNull();
  });
});
