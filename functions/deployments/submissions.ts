import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { SITE_FORM_LIMITS } from '../../shared/api/deployment-schemas';
import { removeItemsUnder, type TableClient } from '../lib/dynamo-client';
import { hourlyCount } from '../lib/rate-limits';
import { submissionKeys, userPartition } from '../lib/table-keys';
import { writeTogether } from '../lib/transactions';

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

function fromItem(item: Record<string, unknown>): StoredSubmission {
  const parsed = submissionItemSchema.parse(item);
  return {
    id: parsed.id,
    userId: parsed.user_id,
    projectId: parsed.project_id,
    form: parsed.form,
    fields: parsed.fields,
    submittedAt: new Date(parsed.submitted_at),
  };
}

/** A site's form submissions: stored for its owner, read newest first, deleted one by one or all. */
export function createSubmissions(table: TableClient) {
  const { documents, tableName } = table;
  return {
    /**
     * Stores the submission and counts it against the visitor's hour on that site in one
     * transaction: past the limit neither happens, so a refused submission leaves nothing.
     * `visitor` is who the network says sent it; it is only counted, never stored.
     */
    async save(submission: StoredSubmission, site: string, visitor: string): Promise<void> {
      await writeTogether(table, [
        hourlyCount(
          tableName,
          {
            scope: 'SITE_FORM',
            subject: `${site}#${visitor}`,
            perHour: SITE_FORM_LIMITS.perVisitorPerHour,
          },
          submission.submittedAt,
          () => new TooManySubmissionsError(),
        ),
        {
          name: 'submission',
          write: {
            Put: {
              TableName: tableName,
              Item: {
                ...submissionKeys.submission(
                  submission.userId,
                  submission.projectId,
                  submission.id,
                ),
                entity: 'FormSubmission',
                id: submission.id,
                user_id: submission.userId,
                project_id: submission.projectId,
                form: submission.form,
                fields: submission.fields,
                submitted_at: submission.submittedAt.toISOString(),
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        },
      ]);
    },

    /** A page of the project's submissions, newest first, after the one `afterId` names. */
    async list(
      userId: string,
      projectId: string,
      { limit, afterId }: { limit: number; afterId?: string },
    ): Promise<{ submissions: StoredSubmission[]; lastId: string | null }> {
      const { Items = [], LastEvaluatedKey } = await documents.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: {
            ':pk': userPartition(userId),
            ':prefix': submissionKeys.projectPrefix(projectId),
          },
          ScanIndexForward: false,
          Limit: limit,
          ...(afterId && {
            ExclusiveStartKey: submissionKeys.submission(userId, projectId, afterId),
          }),
        }),
      );
      const submissions = Items.map(fromItem);
      return {
        submissions,
        lastId: LastEvaluatedKey ? (submissions.at(-1)?.id ?? null) : null,
      };
    },

    /** Deletes one; resolves to whether it was there. */
    async remove(userId: string, projectId: string, id: string): Promise<boolean> {
      const { Attributes } = await documents.send(
        new DeleteCommand({
          TableName: tableName,
          Key: submissionKeys.submission(userId, projectId, id),
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes !== undefined;
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
