import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deployHistoryResponseSchema } from '../../../../shared/api/deployment-schemas';
import { awayFromTheHoursTurn } from '../../../../testing/cloud/contact-messages';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../../testing/cloud/local-accounts';
import { seedProject, seedProjectVersion } from '../../../../testing/cloud/seed';

// A cloud of its own: its functions run with the operator's limits over the defaults
// (CALLER_LIMITS, as the CDK app sets them from context `limits`), lower than any other file's.
const cloud = useOwnLocalCloud({
  callerLimits: {
    routes: { deploy: { perHour: 2 } },
    contactMessages: { perAddressPerHour: 1 },
  },
});

const newUser = () => signUpWithProfile(cloud, `l-${randomUUID().slice(0, 8)}@example.com`);

/** A project of the user's with one built page; resolves to its id. */
async function builtProject(user: SignedUpAccount, name: string) {
  const projectId = await seedProject(cloud, { userId: user.sub, name });
  await seedProjectVersion(cloud, {
    userId: user.sub,
    projectId,
    html: `<!doctype html><html lang="en"><head><title>${name}</title></head><body><h1>${name}</h1></body></html>`,
  });
  return projectId;
}

const deploy = (user: SignedUpAccount, projectId: string) =>
  callApi(cloud, 'POST', '/api/deployments/deploy', {
    token: user.idToken,
    body: { project_id: projectId },
  });

describe("the operator's per-caller limits", () => {
  it("refuse an account's deploy past the hour's limit, saying when to try again, and publish nothing", async () => {
    const ann = await newUser();
    const bob = await newUser();
    const annsSite = await builtProject(ann, 'Ann Bakery');
    const bobsSite = await builtProject(bob, 'Bob Garage');
    await awayFromTheHoursTurn();

    const allowed = [(await deploy(ann, annsSite)).status, (await deploy(ann, annsSite)).status];
    const refused = await deploy(ann, annsSite);
    const othersDeploy = await deploy(bob, bobsSite);

    expect(allowed).toEqual([200, 200]);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      detail: expect.stringMatching(
        /^Too many deploys from your account this hour\. Please try again in \d+ minutes?\.$/,
      ) as unknown,
    });
    expect(othersDeploy.status).toBe(200);
    const history = await callApi(cloud, 'GET', `/api/deployments/${annsSite}/history`, {
      token: ann.idToken,
    });
    expect(deployHistoryResponseSchema.parse(history.body).deploys).toHaveLength(2);
  });

  it("reach the functions' own limits too: contact messages from one address", async () => {
    await awayFromTheHoursTurn();
    const message = (subject: string) =>
      callApi(cloud, 'POST', '/api/contact', {
        body: { name: 'Ann', email: 'ann@example.com', subject, message: 'Hello there' },
      });

    const first = await message('First');
    const second = await message('Second');

    expect(first.status).toBe(200);
    expect(second.status).toBe(429);
    expect(second.body).toEqual({
      detail: 'Too many messages from this address. Please try again later.',
    });
  });
});
