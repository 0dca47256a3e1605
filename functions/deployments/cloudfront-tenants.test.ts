import {
  CloudFrontClient,
  CNAMEAlreadyExists,
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  EntityAlreadyExists,
  EntityNotFound,
  GetDistributionTenantCommand,
  GetManagedCertificateDetailsCommand,
  InvalidArgument,
  ResourceNotDisabled,
  UpdateDistributionTenantCommand,
} from '@aws-sdk/client-cloudfront';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createCloudFrontTenants, tenantNameOf } from './cloudfront-tenants';
import { DeploymentError } from './deployment-errors';

const cloudFront = mockClient(CloudFrontClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => cloudFront.restore());
const tenants = createCloudFrontTenants({
  client: new CloudFrontClient({ region: 'us-east-1' }),
  distributionId: 'E2MULTI',
  connectionGroupId: 'cg_123',
  pause: async () => undefined,
});
const meta = { $metadata: {} };

beforeEach(() => cloudFront.reset());

describe('CloudFront tenants', () => {
  it('creates a tenant for the domain on the multi-tenant distribution with a managed certificate', async () => {
    cloudFront.on(CreateDistributionTenantCommand).resolves({ DistributionTenant: { Id: 'dt_1' } });

    const created = await tenants.create('www.example.com');

    expect(created).toEqual({ state: 'created', tenantId: 'dt_1' });
    expect(cloudFront.commandCalls(CreateDistributionTenantCommand)[0]?.args[0].input).toEqual({
      DistributionId: 'E2MULTI',
      ConnectionGroupId: 'cg_123',
      Name: tenantNameOf('www.example.com'),
      Domains: [{ Domain: 'www.example.com' }],
      ManagedCertificateRequest: {
        ValidationTokenHost: 'cloudfront',
        PrimaryDomainName: 'www.example.com',
        CertificateTransparencyLoggingPreference: 'enabled',
      },
      Enabled: true,
    });
  });

  it('takes up again, enabled, a tenant a removal left disabled', async () => {
    cloudFront
      .on(CreateDistributionTenantCommand)
      .rejects(new EntityAlreadyExists({ message: 'exists', ...meta }));
    cloudFront
      .on(GetDistributionTenantCommand)
      .resolves({ DistributionTenant: { Id: 'dt_old', Enabled: false }, ETag: 'E1' });
    cloudFront.on(UpdateDistributionTenantCommand).resolves({ ETag: 'E2' });

    expect(await tenants.create('www.example.com')).toEqual({
      state: 'created',
      tenantId: 'dt_old',
    });
    expect(cloudFront.commandCalls(UpdateDistributionTenantCommand)[0]?.args[0].input).toEqual({
      Id: 'dt_old',
      IfMatch: 'E1',
      Enabled: true,
    });
  });

  it('waits for DNS, creating nothing, while CloudFront refuses a domain that does not point at it yet', async () => {
    cloudFront
      .on(CreateDistributionTenantCommand)
      .rejects(new InvalidArgument({ message: 'DNS not configured for the domain', ...meta }));

    const created = await tenants.create('www.example.com');

    expect(created).toEqual({ state: 'waitingForDns' });
    expect(cloudFront.commandCalls(GetDistributionTenantCommand)).toHaveLength(0);
    expect(cloudFront.commandCalls(UpdateDistributionTenantCommand)).toHaveLength(0);
  });

  it('refuses a domain another distribution serves with a 409 the owner understands', async () => {
    cloudFront
      .on(CreateDistributionTenantCommand)
      .rejects(new CNAMEAlreadyExists({ message: 'taken', ...meta }));

    const created = tenants.create('www.example.com');

    await expect(created).rejects.toBeInstanceOf(DeploymentError);
    await expect(created).rejects.toThrow('already served by another CloudFront distribution');
  });

  it.each([
    ['issued', { state: 'issued' }],
    ['pending-validation', { state: 'pending' }],
    ['validation-timed-out', { state: 'failed', reason: expect.stringContaining('in time') }],
    ['failed', { state: 'failed', reason: expect.stringContaining('CAA') }],
  ] as const)('reads a %s certificate', async (status, state) => {
    cloudFront
      .on(GetManagedCertificateDetailsCommand, { Identifier: 'dt_1' })
      .resolves({ ManagedCertificateDetails: { CertificateStatus: status } });

    expect(await tenants.certificateOf('dt_1')).toEqual(state);
  });

  it('disables a tenant, then deletes it once CloudFront lets it', async () => {
    cloudFront
      .on(GetDistributionTenantCommand)
      .resolvesOnce({ DistributionTenant: { Id: 'dt_1', Enabled: true }, ETag: 'E1' })
      .resolves({ DistributionTenant: { Id: 'dt_1', Enabled: false }, ETag: 'E3' });
    cloudFront.on(UpdateDistributionTenantCommand).resolves({ ETag: 'E2' });
    cloudFront
      .on(DeleteDistributionTenantCommand)
      .rejectsOnce(new ResourceNotDisabled({ message: 'not yet', ...meta }))
      .resolves({});

    await tenants.remove('dt_1');

    expect(cloudFront.commandCalls(UpdateDistributionTenantCommand)[0]?.args[0].input).toEqual({
      Id: 'dt_1',
      IfMatch: 'E1',
      Enabled: false,
    });
    expect(
      cloudFront.commandCalls(DeleteDistributionTenantCommand).map((call) => call.args[0].input),
    ).toEqual([
      { Id: 'dt_1', IfMatch: 'E2' },
      { Id: 'dt_1', IfMatch: 'E3' },
    ]);
  });

  it('treats a tenant already gone as removed', async () => {
    cloudFront
      .on(GetDistributionTenantCommand)
      .rejects(new EntityNotFound({ message: 'gone', ...meta }));

    await expect(tenants.remove('dt_gone')).resolves.toBeUndefined();
    expect(cloudFront.commandCalls(DeleteDistributionTenantCommand)).toHaveLength(0);
  });
});
