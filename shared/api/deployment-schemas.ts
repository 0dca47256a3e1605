import * as z from '../zod';
import { isoDateTimeSchema, nextCursorSchema, pageQuerySchema, successSchema } from './common';
import { projectIdSchema } from './common';
import { SITE_ADDRESS_MAX, SITE_ADDRESS_MIN } from '../constants';
import { deploymentReviewSchema } from './abuse-schemas';

/** A deploy's id: its number in the site's history. */
const deployIdSchema = z
  .string({ error: 'deploy_id is required' })
  .check(z.regex(/^[1-9][0-9]{0,8}$/, { error: 'deploy_id must be the number of a deploy' }));

/** What the site's owner is emailed about: new form submissions (at most one email a while). */
export const deploymentNotificationsSchema = z.object({
  submissions: z.boolean({ error: 'submissions must be true or false' }),
});
export type DeploymentNotifications = z.infer<typeof deploymentNotificationsSchema>;

/**
 * A site address as a person types it: lowercase letters and digits, single hyphens between them
 * (two in a row name a deploy's own address), 3 to 40 characters.
 */
export const siteAddressSchema = z.string({ error: 'subdomain is required' }).check(
  z.minLength(SITE_ADDRESS_MIN, {
    error: `Use at least ${SITE_ADDRESS_MIN} characters for the address`,
  }),
  z.maxLength(SITE_ADDRESS_MAX, {
    error: `Use at most ${SITE_ADDRESS_MAX} characters for the address`,
  }),
  z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error:
      'Use lowercase letters, digits and single hyphens, starting and ending with a letter or digit',
  }),
);

export const changeAddressRequestSchema = z.object({ subdomain: siteAddressSchema });
export type ChangeAddressRequest = z.infer<typeof changeAddressRequestSchema>;

/** The address a site had before its last change, which sends visitors on until `until`. */
export const previousAddressSchema = z.object({
  subdomain: z.string(),
  preview_url: z.url(),
  until: isoDateTimeSchema,
});

export const deploymentSchema = z.object({
  preview_url: z.url(),
  subdomain: z.string().check(z.regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/)),
  /** When the live copy was published. */
  deployed_at: isoDateTimeSchema,
  /** The live deploy (absent for a copy published before deploys were numbered). */
  deploy_id: z.optional(deployIdSchema),
  /** The project version the live copy was made from. */
  version: z.optional(z.number().check(z.int(), z.positive())),
  /** What its owner is emailed about. */
  notifications: deploymentNotificationsSchema,
  /** Present for the days the site's old address still sends visitors to this one. */
  previous_address: z.optional(previousAddressSchema),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const getDeploymentResponseSchema = z.extend(successSchema, {
  /** null when the project has never been deployed or its deployment was deleted. */
  deployment: z.nullable(deploymentSchema),
  /** Present while the site is held for review or taken down by the operators. */
  review: z.optional(deploymentReviewSchema),
});
export type GetDeploymentResponse = z.infer<typeof getDeploymentResponseSchema>;

export const deployRequestSchema = z.object({ project_id: projectIdSchema });
export type DeployRequest = z.infer<typeof deployRequestSchema>;

export const deployResponseSchema = z.extend(successSchema, {
  deployment: deploymentSchema,
  message: z.string(),
});
export type DeployResponse = z.infer<typeof deployResponseSchema>;

export const deleteDeploymentResponseSchema = successSchema;

/** One kept deploy of a site: its own address serves it, and it can be made live again. */
export const deployEntrySchema = z.object({
  deploy_id: deployIdSchema,
  /** The project version it was made from. */
  version: z.number().check(z.int(), z.positive()),
  deployed_at: isoDateTimeSchema,
  live: z.boolean(),
  preview_url: z.url(),
});
export type DeployEntry = z.infer<typeof deployEntrySchema>;

export const deployHistoryResponseSchema = z.extend(successSchema, {
  deploys: z.array(deployEntrySchema),
});
export type DeployHistoryResponse = z.infer<typeof deployHistoryResponseSchema>;

export const rollbackRequestSchema = z.object({ deploy_id: deployIdSchema });
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export const rollbackResponseSchema = deployResponseSchema;
export type RollbackResponse = z.infer<typeof rollbackResponseSchema>;

/** One submission of a deployed site's form, as its owner reads it. */
export const submissionSchema = z.object({
  id: z.string(),
  /** The form's name (its id on the page). */
  form: z.string(),
  /** The fields in the order the form sent them. */
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  submitted_at: isoDateTimeSchema,
});
export type Submission = z.infer<typeof submissionSchema>;

export const listSubmissionsQuerySchema = pageQuerySchema(20, 100);
export type ListSubmissionsQuery = z.infer<typeof listSubmissionsQuerySchema>;

export const listSubmissionsResponseSchema = z.extend(successSchema, {
  /** Newest first. */
  submissions: z.array(submissionSchema),
  next_cursor: nextCursorSchema,
});
export type ListSubmissionsResponse = z.infer<typeof listSubmissionsResponseSchema>;

export const submissionParamsSchema = z.object({
  projectId: projectIdSchema,
  submissionId: z
    .string()
    .check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'Invalid submission id' })),
});

export const deleteSubmissionResponseSchema = successSchema;

export const setNotificationsRequestSchema = deploymentNotificationsSchema;
export type SetNotificationsRequest = z.infer<typeof setNotificationsRequestSchema>;

export const setNotificationsResponseSchema = z.extend(successSchema, {
  notifications: deploymentNotificationsSchema,
});
export type SetNotificationsResponse = z.infer<typeof setNotificationsResponseSchema>;

export const changeAddressResponseSchema = deployResponseSchema;
