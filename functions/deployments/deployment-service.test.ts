import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDynamoClientConfig } from '../../infra/local/dynamodb';
import { LOCAL_SITES_KVS_ARN } from '../../infra/local/kvs/local-key-value-store';
import { useLocalCloud } from '../../infra/test/local-cloud-suite';
import { localS3ClientConfig } from '../../infra/local/s3/local-s3';
import { seedProject, seedProjectVersion } from '../../infra/test/seed';
import type { TableClient } from '../lib/dynamo-client';
import { createCodeObjects } from '../projects/code-objects';
import { createProjects } from '../projects/projects';
import { createVersions } from '../projects/versions';
import { createDeploymentService, DEPLOYED_MESSAGE } from './deployment-service';
import { createDeployments } from './deployments';
import { siteObjectKeys } from './site-objects';
import { createSiteStores } from './site-stores';

const cloud = useLocalCloud();
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

/** The service over the local cloud's stores, its copy ids handed out from `ids` in turn. */
function serviceWith(ids: string[]) {
  const code = createCodeObjects({ s3, bucketName: cloud.s3.bucketNames.code });
  const stores = createSiteStores(table);
  const service = createDeploymentService({
    projects: createProjects(table),
    versions: createVersions(table, code),
    code,
    ...stores,
    previewUrl: (subdomain) => cloud.siteUrl(subdomain),
    clock: () => new Date(),
    newVersionId: () => {
      const id = ids.shift();
      if (!id) throw new Error('No more copy ids');
      return id;
    },
  });
  return { service, stores };
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

const OLDER = '01JD0000000000000000000001';
const NEWER = '01JD0000000000000000000002';

describe('deploy', () => {
  it('lets a newer publish win over an older one that finishes after it', async () => {
    const { userId, projectId } = await builtProject('Race Track');
    const { service } = serviceWith([NEWER, OLDER]);
    const newer = await service.deploy(userId, projectId);

    const older = await service.deploy(userId, projectId);

    expect(older.deployment).toEqual(newer.deployment);
    const subdomain = newer.deployment.subdomain;
    expect(cloud.keyValueStore.get(LOCAL_SITES_KVS_ARN, subdomain)).toBe(
      siteObjectKeys.versionPrefix(subdomain, NEWER),
    );
    expect(await copiesOf(subdomain)).toEqual([`sites/${subdomain}/${NEWER}/index.html`]);
  });

  it('finishes a delete that stopped half-way, then deploys afresh', async () => {
    const { userId, projectId } = await builtProject('Half Gone');
    const { service, stores } = serviceWith([OLDER, NEWER]);
    const first = await service.deploy(userId, projectId);
    await stores.deployments.markDeleting(userId, projectId);
    expect(await service.get(userId, projectId)).toBeNull();

    const again = await service.deploy(userId, projectId);

    expect(again.message).toBe(DEPLOYED_MESSAGE);
    expect(again.deployment.subdomain).toBe(first.deployment.subdomain);
    expect(await copiesOf(again.deployment.subdomain)).toEqual([
      `sites/${again.deployment.subdomain}/${NEWER}/index.html`,
    ]);
    expect(await service.get(userId, projectId)).toEqual(again.deployment);
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
