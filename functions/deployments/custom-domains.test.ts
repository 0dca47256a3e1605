import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { useLocalTable } from '../../testing/local-table';
import { customDomainKeys, deploymentKeys } from '../lib/table-keys';
import { writeTogether } from '../lib/transactions';
import { createCustomDomains, type SiteDomain } from './custom-domains';
import { DeploymentError } from './deployment-errors';
import { lapsedClaim, readClaim, takeOverClaim, UNPROVEN_CLAIM_HOURS } from './domain-claims';

const table = useLocalTable('custom-domains-test');
const addedAt = new Date('2026-11-01T10:00:00.000Z');
const hoursLater = (hours: number) => new Date(addedAt.getTime() + hours * 3_600_000);

let counter = 0;
/** A deployed site of a user of its own. */
async function givenSite() {
  counter += 1;
  const site = { userId: `user-${counter}`, projectId: `project-${counter}` };
  await table.documents.send(
    new PutCommand({
      TableName: table.tableName,
      Item: {
        ...deploymentKeys.deployment(site.userId, site.projectId),
        entity: 'Deployment',
        user_id: site.userId,
        project_id: site.projectId,
        subdomain: `site-${counter}`,
        claimed_at: addedAt.toISOString(),
      },
    }),
  );
  return { ...site, subdomain: `site-${counter}` };
}

const freshDomain = () => `shop-${(counter += 1)}.example.com`;

function attach(site: Awaited<ReturnType<typeof givenSite>>, domain: string, at: Date) {
  return createCustomDomains(table).attach({
    ...site,
    domain,
    reason: 'No TXT record yet',
    ownershipToken: `token-of-${site.projectId}`,
    at,
  });
}

/** The domain's claim item as stored. */
async function claimItem(domain: string) {
  const { Item } = await table.documents.send(
    new GetCommand({
      TableName: table.tableName,
      Key: customDomainKeys.claim(domain),
      ConsistentRead: true,
    }),
  );
  return Item;
}

async function refusal(attempt: Promise<unknown>) {
  const error: unknown = await attempt.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return error instanceof DeploymentError ? error.failure : error;
}

describe('a claim never proven', () => {
  it('keeps the domain its own for 72 hours: another site adding it gets domainTaken', async () => {
    const [first, second] = [await givenSite(), await givenSite()];
    const domain = freshDomain();
    await attach(first, domain, addedAt);

    const refused = await refusal(attach(second, domain, hoursLater(UNPROVEN_CLAIM_HOURS)));

    expect(refused).toBe('domainTaken');
    expect(await readClaim(table, domain)).toMatchObject({ userId: first.userId });
  });

  it('is taken over once older than 72 hours, in one write with the newcomer’s record', async () => {
    const [first, second] = [await givenSite(), await givenSite()];
    const domain = freshDomain();
    await attach(first, domain, addedAt);

    const taken = await attach(second, domain, hoursLater(72.01));

    expect(taken).toMatchObject({ domain, userId: second.userId, provenAt: null });
    expect(await readClaim(table, domain)).toMatchObject({
      userId: second.userId,
      projectId: second.projectId,
      ownershipToken: `token-of-${second.projectId}`,
      claimedAt: hoursLater(72.01),
      provenAt: null,
    });
    const domains = createCustomDomains(table);
    expect(await domains.get(second.userId, second.projectId)).toMatchObject({ domain });
    // The previous site's record goes on its owner's next look, not with the takeover.
    expect(await domains.get(first.userId, first.projectId)).toMatchObject({ domain });
  });

  it('carries the table’s TTL at its deadline, which proving it removes', async () => {
    const site = await givenSite();
    const domain = freshDomain();
    const siteDomain = await attach(site, domain, addedAt);
    const unproven = await claimItem(domain);

    await createCustomDomains(table).prove(siteDomain, hoursLater(1));

    expect(unproven?.expires_at).toBe(hoursLater(72).getTime() / 1000);
    const proven = await claimItem(domain);
    expect(proven?.expires_at).toBeUndefined();
    expect(proven?.proven_at).toBe(hoursLater(1).toISOString());
  });

  it('goes to exactly one of two sites taking it over at the same moment', async () => {
    const [first, second, third] = [await givenSite(), await givenSite(), await givenSite()];
    const domain = freshDomain();
    await attach(first, domain, addedAt);

    const outcomes = await Promise.allSettled([
      attach(second, domain, hoursLater(80)),
      attach(third, domain, hoursLater(80)),
    ]);

    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const lost = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason] : [],
    );
    expect(won).toHaveLength(1);
    expect(lost).toEqual([new DeploymentError('domainTaken')]);
    const holder = await readClaim(table, domain);
    const winner = outcomes[0]?.status === 'fulfilled' ? second : third;
    expect(holder).toMatchObject({ userId: winner.userId, projectId: winner.projectId });
  });

  it('is not taken over by a write planned before its owner proved it', async () => {
    const [first, second] = [await givenSite(), await givenSite()];
    const domain = freshDomain();
    const siteDomain = await attach(first, domain, addedAt);
    const seen = await readClaim(table, domain);
    const lapsed = seen && lapsedClaim(seen, hoursLater(80));
    if (!lapsed) throw new Error('the claim should have lapsed');
    await createCustomDomains(table).prove(siteDomain, hoursLater(79));

    const late = writeTogether(table, [
      takeOverClaim(
        table.tableName,
        { ...second, domain, ownershipToken: 'late', at: hoursLater(80) },
        lapsed,
      ),
    ]);

    await expect(late).rejects.toEqual(new DeploymentError('domainTaken'));
    expect(await readClaim(table, domain)).toMatchObject({ userId: first.userId });
  });
});

describe('a proven claim', () => {
  it('is never taken over, however old', async () => {
    const [first, second] = [await givenSite(), await givenSite()];
    const domain = freshDomain();
    const siteDomain = await attach(first, domain, addedAt);
    await createCustomDomains(table).prove(siteDomain, hoursLater(2));

    const refused = await refusal(attach(second, domain, hoursLater(24 * 365)));

    expect(refused).toBe('domainTaken');
  });

  it('may be proven after its deadline while no other site has added the domain, even once TTL deleted it', async () => {
    const site = await givenSite();
    const domain = freshDomain();
    const siteDomain = await attach(site, domain, addedAt);
    await table.documents.send(
      new DeleteCommand({ TableName: table.tableName, Key: customDomainKeys.claim(domain) }),
    );

    const proven = await createCustomDomains(table).prove(siteDomain, hoursLater(100));

    expect(proven?.provenAt).toEqual(hoursLater(100));
    expect(await readClaim(table, domain)).toMatchObject({
      userId: site.userId,
      provenAt: hoursLater(100),
    });
  });
});

describe('a site whose lapsed claim another site took over', () => {
  async function takenOver() {
    const [first, second] = [await givenSite(), await givenSite()];
    const domain = freshDomain();
    const previous: SiteDomain = await attach(first, domain, addedAt);
    await attach(second, domain, hoursLater(73));
    return { first, second, domain, previous };
  }

  it('cannot prove it any more', async () => {
    const { previous, domain, second } = await takenOver();

    const proven = await createCustomDomains(table).prove(previous, hoursLater(74));

    expect(proven).toBeNull();
    expect(await readClaim(table, domain)).toMatchObject({ userId: second.userId, provenAt: null });
  });

  it('loses only its own record when it removes the domain: the newcomer’s claim stays', async () => {
    const { first, second, domain, previous } = await takenOver();
    const domains = createCustomDomains(table);

    await domains.release(previous);

    expect(await domains.get(first.userId, first.projectId)).toBeNull();
    expect(await readClaim(table, domain)).toMatchObject({ userId: second.userId });
    expect(await domains.get(second.userId, second.projectId)).toMatchObject({ domain });
  });
});
