import * as z from 'zod';
import { isoDateTimeSchema, successSchema } from './common';
import { projectIdSchema } from './project-schemas';

/** A deploy's id: its number in the site's history. */
const deployIdSchema = z
  .string({ error: 'deploy_id is required' })
  .regex(/^[1-9][0-9]{0,8}$/, { error: 'deploy_id must be the number of a deploy' });

export const deploymentSchema = z.object({
  preview_url: z.url(),
  subdomain: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/),
  /** When the live copy was published. */
  deployed_at: isoDateTimeSchema,
  /** The live deploy (absent for a copy published before deploys were numbered). */
  deploy_id: deployIdSchema.optional(),
  /** The project version the live copy was made from. */
  version: z.number().int().positive().optional(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const getDeploymentResponseSchema = successSchema.extend({
  /** null when the project has never been deployed or its deployment was deleted. */
  deployment: deploymentSchema.nullable(),
});
export type GetDeploymentResponse = z.infer<typeof getDeploymentResponseSchema>;

export const deployRequestSchema = z.object({ project_id: projectIdSchema });
export type DeployRequest = z.infer<typeof deployRequestSchema>;

export const deployResponseSchema = successSchema.extend({
  deployment: deploymentSchema,
  message: z.string(),
});
export type DeployResponse = z.infer<typeof deployResponseSchema>;

export const deleteDeploymentResponseSchema = successSchema;

/** One kept deploy of a site: its own address serves it, and it can be made live again. */
export const deployEntrySchema = z.object({
  deploy_id: deployIdSchema,
  /** The project version it was made from. */
  version: z.number().int().positive(),
  deployed_at: isoDateTimeSchema,
  live: z.boolean(),
  preview_url: z.url(),
});
export type DeployEntry = z.infer<typeof deployEntrySchema>;

export const deployHistoryResponseSchema = successSchema.extend({
  deploys: z.array(deployEntrySchema),
});
export type DeployHistoryResponse = z.infer<typeof deployHistoryResponseSchema>;

export const rollbackRequestSchema = z.object({ deploy_id: deployIdSchema });
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export const rollbackResponseSchema = deployResponseSchema;
export type RollbackResponse = z.infer<typeof rollbackResponseSchema>;
