import { expect } from 'vitest';
import { deployResponseSchema } from '../../shared/api/deployment-schemas';
import type { CloudAddresses } from './shared-cloud';
import { callApi, type SignedUpAccount } from './local-accounts';
import { seedProject, seedProjectVersion } from './seed';

/**
 * A project of the user's with one version of `html`, deployed through the API: resolves to its
 * id, its site's address and subdomain.
 */
export async function deploySeededSite(
  cloud: CloudAddresses,
  user: SignedUpAccount,
  name: string,
  html = `<!doctype html><html lang="en"><head><title>${name}</title></head><body><h1>${name}</h1></body></html>`,
) {
  const projectId = await seedProject(cloud, { userId: user.sub, name });
  await seedProjectVersion(cloud, { userId: user.sub, projectId, html });
  const reply = await callApi(cloud, 'POST', '/api/deployments/deploy', {
    token: user.idToken,
    body: { project_id: projectId },
  });
  expect(reply.status).toBe(200);
  const { deployment } = deployResponseSchema.parse(reply.body);
  return { projectId, url: deployment.preview_url, subdomain: deployment.subdomain };
}
