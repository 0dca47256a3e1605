import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableClientOf } from '../lib/dynamo-client';
import { projectSiteRemoval } from './project-site-removal';

afterEach(() => vi.unstubAllEnvs());

describe("taking a deleted project's site down", () => {
  it('answers that there was none where sites are not set up, touching no bucket', async () => {
    vi.stubEnv('SITES_BUCKET_NAME', '');
    vi.stubEnv('SITES_KVS_ARN', '');
    const sitesBucket = vi.fn();
    const table = tableClientOf(new DynamoDBClient({ region: 'eu-west-1' }), 'table');

    const removed = await projectSiteRemoval(table, sitesBucket).removeProjectDeployment(
      'sub-1',
      'project-1',
    );

    expect(removed).toBe(false);
    expect(sitesBucket).not.toHaveBeenCalled();
  });
});
