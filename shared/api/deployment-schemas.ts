import * as z from 'zod';
import { isoDateTimeSchema, successSchema } from './common';
import { projectIdSchema } from './project-schemas';

export const deploymentSchema = z.object({
  preview_url: z.url(),
  subdomain: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/),
  deployed_at: isoDateTimeSchema,
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
