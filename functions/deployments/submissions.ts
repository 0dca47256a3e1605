import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../shared/zod';
import { SITE_FORM_LIMITS } from '../../shared/constants';
import { removeItemsUnder, rewriteItemsUnder, type TableClient } from '../lib/dynamo-client';
import { hourlyCount } from '../lib/rate-limits';
import { defineEntity } from '../lib/table-entity';
import { submissionKeys, userPartition } from '../lib/table-keys';
import { writeTogether } from '../lib/transactions';
import { deploymentOpen } from './deployments';

/** One answer of a form, as the visitor sent it. */
export interface SubmittedField {
  name: string;
  value: string;
}

/** What a visitor sent through a deployed site's form, kept in the site owner's partition. */
export interface StoredSubmission {
  id: string;
  userId: string;
  projectId: string;
  form: string;
  fields: SubmittedField[];
  submittedAt: Date;
}

/** The site's deployment is gone, or being deleted: nothing more is stored for it. */
export class SiteGoneError extends Error {
  constructor() {
    super("This site isn't deployed");
    this.name = 'SiteGoneError';
  }
}

export class TooManySubmissionsError extends Error {
  constructor() {
    super('Too many submissions from you. Please try again in a while.');
    this.name = 'TooManySubmissionsError';
  }
}

const submissionItemSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  user_id: z.string(),
  form: z.string(),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  submitted_at: z.iso.datetime(),
});

/** The FormSubmission item kind: one form a visitor sent, in the site owner's partition. */
const submissionItems = defineEntity({
  entity: 'FormSubmission',
  key: submissionKeys.submission,
  schema: submissionItemSchema,
  toValue: (parsed): StoredSubmission => ({
    id: parsed.id,
    userId: parsed.user_id,
    projectId: parsed.project_id,
    form: parsed.form,
    fields: parsed.fields,
    submittedAt: new Date(parsed.submitted_at),
  }),
});

/** The table's TTL attribute (infra/data/table-definition.ts), in epoch seconds. */
const TTL_ATTRIBUTE = 'expires_at';

/**
 * A site's form submissions: stored for its owner, read newest first, deleted one by one or all.
 * `perVisitorPerHour`: what one visitor may send one site in a clock hour.
 */
export function createSubmissions(
  table: TableClient,
  perVisitorPerHour: number = SITE_FORM_LIMITS.perVisitorPerHour,
) {
  const { documents, tableName } = table;
  return {
    /**
     * Stores the submission and counts it against the visitor's hour on that site in one
     * transaction, while the site's deployment is there and not being deleted: past the limit,
     * or once a delete has begun, nothing is written. `visitor` is who the network says sent it;
     * it is only counted, never stored. Stored submissions have no expiry: they are kept for as
     * long as the site is.
     */
    async save(submission: StoredSubmission, site: string, visitor: string): Promise<void> {
      await writeTogether(table, [
        deploymentOpen(
          tableName,
          submission.userId,
          submission.projectId,
          () => new SiteGoneError(),
        ),
        hourlyCount(
          tableName,
          {
            scope: 'SITE_FORM',
            subject: `${site}#${visitor}`,
            perHour: perVisitorPerHour,
          },
          submission.submittedAt,
          () => new TooManySubmissionsError(),
        ),
        submissionItems.putNewPart(
          tableName,
          'submission',
          submissionItems.item([submission.userId, submission.projectId, submission.id], {
            id: submission.id,
            user_id: submission.userId,
            project_id: submission.projectId,
            form: submission.form,
            fields: submission.fields,
            submitted_at: submission.submittedAt.toISOString(),
          }),
        ),
      ]);
    },

    /** A page of the project's submissions, newest first, after the one `afterId` names. */
    async list(
      userId: string,
      projectId: string,
      { limit, afterId }: { limit: number; afterId?: string },
    ): Promise<{ submissions: StoredSubmission[]; lastId: string | null }> {
      const { values: submissions, lastKey } = await submissionItems.query(table, {
        partition: userPartition(userId),
        prefix: submissionKeys.projectPrefix(projectId),
        newestFirst: true,
        limit,
        ...(afterId ? { after: submissionItems.key(userId, projectId, afterId) } : {}),
      });
      return { submissions, lastId: lastKey ? (submissions.at(-1)?.id ?? null) : null };
    },

    /** Every submission of the project's site, newest first, read consistently. */
    all: (userId: string, projectId: string) =>
      submissionItems.all(table, {
        partition: userPartition(userId),
        prefix: submissionKeys.projectPrefix(projectId),
        newestFirst: true,
      }),

    /** Deletes one; resolves to whether it was there. */
    async remove(userId: string, projectId: string, id: string): Promise<boolean> {
      const { Attributes } = await documents.send(
        new DeleteCommand({
          TableName: tableName,
          Key: submissionItems.key(userId, projectId, id),
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes !== undefined;
    },

    /**
     * Gives every submission of the project's site an expiry (the table's TTL attribute) at
     * `at`, the first step of their removal: should the deletion stop before it has deleted
     * them, DynamoDB still does, within days. Safe to repeat.
     */
    async expireAll(userId: string, projectId: string, at: Date): Promise<number> {
      const expiresAt = Math.floor(at.getTime() / 1000);
      return rewriteItemsUnder(
        table,
        userPartition(userId),
        submissionKeys.projectPrefix(projectId),
        (item) => ({ ...item, [TTL_ATTRIBUTE]: expiresAt }),
      );
    },

    /** Deletes every submission of the project's site (the site or the project is going). */
    async removeAll(userId: string, projectId: string): Promise<number> {
      return removeItemsUnder(
        table,
        userPartition(userId),
        submissionKeys.projectPrefix(projectId),
      );
    },
  };
}

export type Submissions = ReturnType<typeof createSubmissions>;
