import {
  CloudFrontClient,
  CreateDistributionTenantCommand,
  GetManagedCertificateDetailsCommand,
  InvalidArgument,
} from '@aws-sdk/client-cloudfront';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useLocalTable } from '../../testing/local-table';
import { deploymentKeys } from '../lib/table-keys';
import { createCloudFrontTenants } from './cloudfront-tenants';
import { createCustomDomainService } from './custom-domain-service';
import { createCustomDomains } from './custom-domains';
import type { DnsRecordType, DnsResolver } from './dns-resolver';
import { WAITING_FOR_CERTIFICATE, waitingForEdgeDns } from './domain-status';
import type { SiteDirectory } from './site-directory';

const table = useLocalTable('custom-domain-service-test');
const cloudFront = mockClient(CloudFrontClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => cloudFront.restore());
const meta = { $metadata: {} };

const TARGET = 'd111abcdef8.cloudfront.net';
const TARGET_ADDRESSES = ['18.64.0.1', '18.64.0.2'];
const now = new Date('2026-11-01T10:00:00.000Z');

/** What the public DNS answers: records the owner created, and the endpoint's own addresses. */
function createRecordTable() {
  const records = new Map<string, string[]>();
  const keyOf = (name: string, type: DnsRecordType) => `${type} ${name}`;
  const resolver: DnsResolver = {
    resolve: async (name, type) => records.get(keyOf(name, type)) ?? [],
  };
  const set = (name: string, type: DnsRecordType, values: string[]) =>
    records.set(keyOf(name, type), values);
  set(TARGET, 'A', TARGET_ADDRESSES);
  return { resolver, set };
}

/** The site directory as a map: domain → the site's alias. */
function createDirectory(): SiteDirectory & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    lookup: async (name) => entries.get(name) ?? null,
    point: async (name, value) => {
      entries.set(name, value);
      return true;
    },
    remove: async (name) => {
      entries.delete(name);
    },
  };
}

let counter = 0;

/** A deployed site, its custom domain service on AWS's tenants, and what DNS answers for it. */
async function givenDeployedSite() {
  counter += 1;
  const userId = `user-${counter}`;
  const projectId = `project-${counter}`;
  const subdomain = `site-${counter}`;
  await table.documents.send(
    new PutCommand({
      TableName: table.tableName,
      Item: {
        ...deploymentKeys.deployment(userId, projectId),
        entity: 'Deployment',
        user_id: userId,
        project_id: projectId,
        subdomain,
        claimed_at: now.toISOString(),
        deployed_at: now.toISOString(),
      },
    }),
  );
  const dns = createRecordTable();
  const customDomains = createCustomDomains(table);
  const service = createCustomDomainService({
    projects: {
      get: async () => ({
        userId,
        id: projectId,
        name: 'Harbour Shop',
        description: '',
        currentVersion: 1,
        deleting: false,
        createdAt: now,
        updatedAt: now,
      }),
    },
    deployments: {
      get: async () => ({
        userId,
        projectId,
        subdomain,
        versionId: '1',
        projectVersion: 1,
        deployedAt: now,
        liveNumber: 1,
        publishedNumber: 1,
        liveSerial: 1,
        deleting: false,
        notifySubmissions: false,
        claimedAt: now,
        previous: null,
        moving: false,
      }),
      ownerOf: async () => null,
    },
    customDomains,
    directory: createDirectory(),
    tenants: createCloudFrontTenants({
      client: new CloudFrontClient({ region: 'us-east-1' }),
      distributionId: 'E2MULTI',
      connectionGroupId: 'cg_123',
      pause: async () => undefined,
    }),
    resolver: dns.resolver,
    settings: { target: TARGET, reserved: ['sitewright.app'], allowLocalhost: false },
    domainUrl: (domain) => `https://${domain}/`,
    clock: () => now,
  });
  const stored = async () => customDomains.get(userId, projectId);
  return { userId, projectId, dns, service, stored };
}

/** Adds the domain to the site and creates its ownership TXT record, as the card asks. */
async function addedAndOwned(site: Awaited<ReturnType<typeof givenDeployedSite>>, domain: string) {
  const added = await site.service.attach(site.userId, site.projectId, domain);
  const ownership = added.domain.records.find((record) => record.purpose === 'ownership');
  if (!ownership) throw new Error('The card lists no ownership record');
  site.dns.set(ownership.name, 'TXT', [ownership.value]);
}

const check = (site: Awaited<ReturnType<typeof givenDeployedSite>>) =>
  site.service.check(site.userId, site.projectId);

beforeEach(() => {
  cloudFront.reset();
  cloudFront.on(CreateDistributionTenantCommand).resolves({ DistributionTenant: { Id: 'dt_1' } });
  cloudFront
    .on(GetManagedCertificateDetailsCommand)
    .resolves({ ManagedCertificateDetails: { CertificateStatus: 'pending-validation' } });
});

describe('checking a custom domain on AWS', () => {
  it('waits for DNS, creating no tenant, while the TXT record proves the domain but no CNAME points at CloudFront', async () => {
    const site = await givenDeployedSite();
    await addedAndOwned(site, 'www.harbour.example');

    const checked = await check(site);

    expect(cloudFront.commandCalls(CreateDistributionTenantCommand)).toHaveLength(0);
    expect(checked.domain).toMatchObject({
      status: 'pending',
      reason: 'No CNAME record for www.harbour.example yet',
      verify_by: null,
    });
    expect(await site.stored()).toMatchObject({ tenantId: null, provenAt: now });
  });

  it('creates no tenant while the CNAME points elsewhere', async () => {
    const site = await givenDeployedSite();
    await addedAndOwned(site, 'shop.harbour.example');
    site.dns.set('shop.harbour.example', 'CNAME', ['old-host.example.net.']);

    const checked = await check(site);

    expect(cloudFront.commandCalls(CreateDistributionTenantCommand)).toHaveLength(0);
    expect(checked.domain?.reason).toBe(`CNAME points to old-host.example.net, expected ${TARGET}`);
  });

  it('creates the tenant once the CNAME answers with the endpoint, then waits for the certificate', async () => {
    const site = await givenDeployedSite();
    await addedAndOwned(site, 'www.quay.example');
    await check(site);
    site.dns.set('www.quay.example', 'CNAME', [`${TARGET}.`]);

    const checked = await check(site);

    const creates = cloudFront.commandCalls(CreateDistributionTenantCommand);
    expect(creates.map((call) => call.args[0].input.Domains)).toEqual([
      [{ Domain: 'www.quay.example' }],
    ]);
    expect(checked.domain).toMatchObject({ status: 'pending', reason: WAITING_FOR_CERTIFICATE });
    expect(await site.stored()).toMatchObject({ tenantId: 'dt_1' });
  });

  it("creates an apex domain's tenant once its ALIAS answers with the endpoint's addresses", async () => {
    const site = await givenDeployedSite();
    await addedAndOwned(site, 'quay.example');
    site.dns.set('quay.example', 'A', [TARGET_ADDRESSES[1] ?? '']);

    await check(site);

    expect(cloudFront.commandCalls(CreateDistributionTenantCommand)).toHaveLength(1);
    expect(await site.stored()).toMatchObject({ tenantId: 'dt_1' });
  });

  it('treats CloudFront refusing the tenant with InvalidArgument as waiting for DNS, and asks again on the next check', async () => {
    const site = await givenDeployedSite();
    await addedAndOwned(site, 'www.pier.example');
    site.dns.set('www.pier.example', 'CNAME', [TARGET]);
    cloudFront
      .on(CreateDistributionTenantCommand)
      .rejectsOnce(new InvalidArgument({ message: 'The domain does not point here', ...meta }))
      .resolves({ DistributionTenant: { Id: 'dt_2' } });

    const refused = await check(site);
    const afterRefusal = await site.stored();
    const again = await check(site);

    expect(refused.domain).toMatchObject({
      status: 'pending',
      reason: waitingForEdgeDns('www.pier.example'),
    });
    expect(refused.message).toBe(waitingForEdgeDns('www.pier.example'));
    expect(afterRefusal).toMatchObject({ tenantId: null, status: 'pending' });
    expect(cloudFront.commandCalls(CreateDistributionTenantCommand)).toHaveLength(2);
    expect(again.domain).toMatchObject({ status: 'pending', reason: WAITING_FOR_CERTIFICATE });
    expect(await site.stored()).toMatchObject({ tenantId: 'dt_2' });
  });
});
