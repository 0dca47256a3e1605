import { z } from 'zod';
import { LIMITS, MAX_PAGE_SIZE, PROJECT_MODEL, RECENT_PROJECTS_LIMIT } from '../constants';
import {
  isoDateTimeSchema,
  nextCursorSchema,
  pageQuerySchema,
  requiredText,
  successSchema,
} from './common';

export const projectIdSchema = z
  .string()
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'Invalid project id' });

export const projectParamsSchema = z.object({ projectId: projectIdSchema });
/** DELETE /api/projects/{id} names its parameter `id` (spec §7). */
export const projectIdParamsSchema = z.object({ id: projectIdSchema });

export const projectSummarySchema = z.object({
  id: projectIdSchema,
  name: z.string(),
  description: z.string(),
  /** The list's name for the description (spec §3). */
  prompt: z.string(),
  has_code: z.boolean(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const listProjectsQuerySchema = pageQuerySchema(RECENT_PROJECTS_LIMIT, MAX_PAGE_SIZE);

export const listProjectsResponseSchema = z.object({
  projects: z.array(projectSummarySchema),
  next_cursor: nextCursorSchema,
});
export type ListProjectsResponse = z.infer<typeof listProjectsResponseSchema>;

export const createProjectRequestSchema = z.object({
  name: requiredText('Project name', LIMITS.projectNameMax),
  description: requiredText('Description', LIMITS.descriptionMax),
  model: z.literal(PROJECT_MODEL, { error: `model must be '${PROJECT_MODEL}'` }),
});
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>;

export const createProjectResponseSchema = z.object({
  id: projectIdSchema,
  name: z.string(),
  description: z.string(),
  created_at: isoDateTimeSchema,
});
export type CreateProjectResponse = z.infer<typeof createProjectResponseSchema>;

export const projectVersionSchema = z.object({
  version: z.number().int().positive(),
  prompt: z.string(),
  agents: z.array(z.string()),
  credits_used: z.number().int().nonnegative(),
  created_at: isoDateTimeSchema,
});
export type ProjectVersion = z.infer<typeof projectVersionSchema>;

export const projectDetailSchema = z.object({
  id: projectIdSchema,
  name: z.string(),
  description: z.string(),
  /** The HTML of the current version; null before the first build. */
  generated_code: z.string().nullable(),
  versions: z.array(projectVersionSchema),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const deleteProjectResponseSchema = successSchema;
