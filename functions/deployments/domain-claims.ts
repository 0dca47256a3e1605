import * as z from '../../shared/zod';
import type { TableClient } from '../lib/dynamo-client';
import { defineEntity } from '../lib/table-entity';
import { customDomainKeys } from '../lib/table-keys';
import type { TransactionPart } from '../lib/transactions';
import { DeploymentError } from './deployment-errors';
import { isPastDeadline, PENDING_DEADLINE_HOURS, pendingDeadlineOf } from './domain-status';

/**
 * How long a claim may go without proving ownership (the TXT record): past it, another site adding
 * the domain takes the claim over, so nobody can hold a domain they do not control by adding it
 * and never proving it. The same deadline a domain has to get its records right.
 */
export const UNPROVEN_CLAIM_HOURS = PENDING_DEADLINE_HOURS;

/** The table's TTL attribute (infra/data/table-definition.ts), in epoch seconds. */
const TTL_ATTRIBUTE = 'expires_at';

/** A site of a user: what holds a claim. */
export interface ClaimingSite {
  userId: string;
  projectId: string;
}

/**
 * A domain's claim: the one site of one user that may have the domain, beside the site's own
 * record of it (custom-domains.ts), which every write of a claim goes with.
 */
export interface DomainClaim extends ClaimingSite {
  domain: string;
  /** The token of the site's TXT record; null on claims made before claims carried one. */
  ownershipToken: string | null;
  claimedAt: Date;
  /**
   * When a check first found the TXT record; null while it has not. Claims made before claims
   * carried a token count as proven (since they were made): they predate the lapse rule.
   */
  provenAt: Date | null;
}

/** A claim never proven and past its deadline: another site adding the domain takes it over. */
export type LapsedClaim = DomainClaim & { ownershipToken: string; provenAt: null };

/** A claim as a site makes it: unproven, with the token its TXT record must hold. */
export interface NewClaim extends ClaimingSite {
  domain: string;
  ownershipToken: string;
  at: Date;
}

const claimItemSchema = z.object({
  domain: z.string(),
  user_id: z.string(),
  project_id: z.string(),
  ownership_token: z.optional(z.string()),
  claimed_at: z.iso.datetime(),
  proven_at: z.optional(z.iso.datetime()),
});

/** The DomainClaim item kind: the one site that may have a domain, in the domain's partition. */
export const claimItems = defineEntity({
  entity: 'DomainClaim',
  key: customDomainKeys.claim,
  schema: claimItemSchema,
  toValue: (parsed): DomainClaim => {
    const claimedAt = new Date(parsed.claimed_at);
    return {
      domain: parsed.domain,
      userId: parsed.user_id,
      projectId: parsed.project_id,
      ownershipToken: parsed.ownership_token ?? null,
      claimedAt,
      provenAt: parsed.proven_at
        ? new Date(parsed.proven_at)
        : parsed.ownership_token === undefined
          ? claimedAt
          : null,
    };
  },
});

/**
 * The claim's item. An unproven claim carries the table's TTL at its deadline so abandoned ones
 * are cleaned up; nothing relies on when TTL deletes it (AWS may take days), since a lapsed claim
 * and a deleted one are treated alike. A proven claim has no TTL.
 */
function toItem(claim: NewClaim, provenAt: Date | null) {
  return claimItems.item([claim.domain], {
    domain: claim.domain,
    user_id: claim.userId,
    project_id: claim.projectId,
    ownership_token: claim.ownershipToken,
    claimed_at: claim.at.toISOString(),
    ...(provenAt
      ? { proven_at: provenAt.toISOString() }
      : { [TTL_ATTRIBUTE]: Math.ceil(pendingDeadlineOf(claim.at).getTime() / 1000) }),
  });
}

/** The domain's claim, or null when no site holds it. */
export function readClaim(table: TableClient, domain: string): Promise<DomainClaim | null> {
  return claimItems.get(table, domain);
}

export const isClaimOf = (claim: DomainClaim, site: ClaimingSite) =>
  claim.userId === site.userId && claim.projectId === site.projectId;

/** The claim when it never proved ownership and its deadline has passed at `now`, else null. */
export function lapsedClaim(claim: DomainClaim, now: Date): LapsedClaim | null {
  const { ownershipToken, provenAt } = claim;
  if (provenAt !== null || ownershipToken === null) return null;
  return isPastDeadline(claim.claimedAt, now) ? { ...claim, ownershipToken, provenAt } : null;
}

/** Claims a domain no site holds. */
export function newClaim(tableName: string, claim: NewClaim): TransactionPart {
  return claimItems.putNewPart(
    tableName,
    'claim',
    toItem(claim, null),
    () => new DeploymentError('domainTaken'),
  );
}

/**
 * Takes a lapsed claim over, on condition that it is still that very claim (the same site, token
 * and time) and still unproven: of two sites taking it at once only one wins, and a claim its
 * owner proved meanwhile stays theirs.
 */
export function takeOverClaim(
  tableName: string,
  claim: NewClaim,
  lapsed: LapsedClaim,
): TransactionPart {
  return {
    name: 'claim',
    write: {
      Put: {
        TableName: tableName,
        Item: toItem(claim, null),
        ConditionExpression:
          'user_id = :user AND project_id = :project AND ownership_token = :token AND ' +
          'claimed_at = :claimedAt AND attribute_not_exists(proven_at)',
        ExpressionAttributeValues: {
          ':user': lapsed.userId,
          ':project': lapsed.projectId,
          ':token': lapsed.ownershipToken,
          ':claimedAt': lapsed.claimedAt.toISOString(),
        },
      },
    },
    refused: () => new DeploymentError('domainTaken'),
  };
}

/**
 * Marks the site's claim proven, for good (no TTL, never taken over); where its lapsed claim was
 * already deleted by TTL and no other site has claimed the domain since, claims it again, proven.
 * Fails when another site holds the domain.
 */
export function proveClaim(tableName: string, claim: NewClaim, at: Date): TransactionPart {
  return {
    name: 'claim',
    write: {
      Put: {
        TableName: tableName,
        Item: toItem(claim, at),
        ConditionExpression:
          'attribute_not_exists(PK) OR (user_id = :user AND project_id = :project)',
        ExpressionAttributeValues: { ':user': claim.userId, ':project': claim.projectId },
      },
    },
  };
}

/** Deletes the site's claim of the domain; fails when another site holds it. */
export function releaseClaim(
  tableName: string,
  site: ClaimingSite & { domain: string },
): TransactionPart {
  return claimItems.removePart(tableName, 'claim', [site.domain], {
    ConditionExpression: 'attribute_not_exists(PK) OR (user_id = :user AND project_id = :project)',
    ExpressionAttributeValues: { ':user': site.userId, ':project': site.projectId },
  });
}
