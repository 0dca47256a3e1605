import * as z from '../zod';
import { scorecardSchema } from './scorecard-schema';
import {
  AGENT_NAMES,
  LIMITS,
  MAX_PAGE_SIZE,
  PROJECT_MODEL,
  RECENT_PROJECTS_LIMIT,
} from '../constants';
import {
  isoDateTimeSchema,
  nextCursorSchema,
  pageQuerySchema,
  projectIdSchema,
  requiredText,
  successSchema,
} from './common';

export const projectSummarySchema = z.object({
  id: projectIdSchema,
  name: z.string(),
  description: z.string(),
  /** The list's name for the description (requirements §3). */
  prompt: z.string(),
  has_code: z.boolean(),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/**
 * `?q=` narrows the list to projects whose name contains it, ignoring case; blank means no
 * filter. No name is longer than the longest project name, so neither is a search.
 */
export const projectSearchSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(LIMITS.projectNameMax, {
      error: `q must be at most ${LIMITS.projectNameMax} characters`,
    }),
  ),
  z.transform((text) => text || undefined),
);

export const listProjectsQuerySchema = z.extend(
  pageQuerySchema(RECENT_PROJECTS_LIMIT, MAX_PAGE_SIZE),
  { q: z.optional(projectSearchSchema) },
);

export const listProjectsResponseSchema = z.object({
  projects: z.array(projectSummarySchema),
  next_cursor: nextCursorSchema,
});
export type ListProjectsResponse = z.infer<typeof listProjectsResponseSchema>;

export const createProjectRequestSchema = z.object({
  name: requiredText('Project name', LIMITS.projectNameMax),
  description: requiredText('Description', LIMITS.descriptionMax, { multiline: true }),
  model: z.literal(PROJECT_MODEL, { error: `model must be '${PROJECT_MODEL}'` }),
});
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>;

/** PUT /api/projects/{projectId}/name: a new name (the header's rename); answers as getProject. */
export const renameProjectRequestSchema = z.object({
  name: requiredText('Project name', LIMITS.projectNameMax),
});
export type RenameProjectRequest = z.infer<typeof renameProjectRequestSchema>;

export const createProjectResponseSchema = z.object({
  id: projectIdSchema,
  name: z.string(),
  description: z.string(),
  created_at: isoDateTimeSchema,
});
export type CreateProjectResponse = z.infer<typeof createProjectResponseSchema>;

export const projectVersionSchema = z.object({
  version: z.number().check(z.int(), z.positive()),
  prompt: z.string(),
  agents: z.array(z.string()),
  credits_used: z.number().check(z.int(), z.nonnegative()),
  created_at: isoDateTimeSchema,
  /** What the build delivered of what was asked; absent for versions saved before scorecards. */
  scorecard: z.optional(scorecardSchema),
  /** What an edit changed ("Renamed “A” to “B” in 6 places"); absent for builds. */
  reply: z.optional(z.string()),
});
export type ProjectVersion = z.infer<typeof projectVersionSchema>;

export const projectDetailSchema = z.object({
  id: projectIdSchema,
  name: z.string(),
  description: z.string(),
  /** The HTML of the current version; null before the first build. */
  generated_code: z.nullable(z.string()),
  versions: z.array(projectVersionSchema),
  created_at: isoDateTimeSchema,
  updated_at: isoDateTimeSchema,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const deleteProjectResponseSchema = successSchema;

/** `/api/projects/{projectId}/versions/{version}`: the version number, as the path gives it. */
export const projectVersionParamsSchema = z.object({
  projectId: projectIdSchema,
  version: z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,8}$/, { error: 'Invalid version' })),
    z.transform(Number),
  ),
});

/** One entry of the version history; `current` marks the version the project shows. */
export const versionSummarySchema = z.extend(projectVersionSchema, { current: z.boolean() });
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/**
 * PUT /api/projects/{projectId}/code: the page as edited in the preview, and the version it was
 * made from (a newer current version refuses the save with 409).
 */
export const saveCodeRequestSchema = z.object({
  code: z.string().check(z.minLength(1, 'The page is empty')),
  base_version: z.number().check(z.int(), z.nonnegative()),
});
export type SaveCodeRequest = z.infer<typeof saveCodeRequestSchema>;

/** GET /api/projects/{projectId}/versions: every version, newest first. */
export const listVersionsResponseSchema = z.object({ versions: z.array(versionSummarySchema) });
export type ListVersionsResponse = z.infer<typeof listVersionsResponseSchema>;

/** GET /api/projects/{projectId}/versions/{version}: one version with its HTML. */
export const versionDetailSchema = z.extend(versionSummarySchema, { code: z.string() });
export type VersionDetail = z.infer<typeof versionDetailSchema>;

/**
 * How a run ended, beyond its status: a failure, an edit that changed nothing (refunded whole), a
 * cancel, or a queued run that found no builder in time.
 */
export const runOutcomeSchema = z.enum(['failed', 'unchanged', 'cancelled', 'waited']);
export type RunOutcome = z.infer<typeof runOutcomeSchema>;

/** One message the project ran: what was asked, the agents it was quoted with, and its end. */
export const runSummarySchema = z.object({
  generation_id: z.string(),
  prompt: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  agents: z.array(
    z.object({
      name: z.enum(AGENT_NAMES),
      status: z.enum(['idle', 'pending', 'working', 'completed', 'failed']),
      cost: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  /** What the run was charged as it started. */
  total: z.number().check(z.int(), z.nonnegative()),
  /** What came back as it ended (a failure, an unchanged edit, idle agents). */
  refunded: z.number().check(z.int(), z.nonnegative()),
  /** A run that did not complete: why, in the words the workspace showed. */
  error: z.optional(z.string()),
  outcome: z.optional(runOutcomeSchema),
  /** The version a completed run saved. */
  version: z.optional(z.number().check(z.int(), z.positive())),
  started_at: isoDateTimeSchema,
  finished_at: z.optional(isoDateTimeSchema),
});
export type RunSummary = z.infer<typeof runSummarySchema>;

/** GET /api/projects/{projectId}/runs: the project's most recent runs, newest first. */
export const listRunsResponseSchema = z.object({ runs: z.array(runSummarySchema) });
export type ListRunsResponse = z.infer<typeof listRunsResponseSchema>;

/**
 * POST /api/projects/{projectId}/socket-tickets: what opens the project's live connection once
 * (`?ticket=…`), within a minute.
 */
export const socketTicketResponseSchema = z.object({
  ticket: z.string().check(z.minLength(1)),
  expires_at: isoDateTimeSchema,
});
export type SocketTicketResponse = z.infer<typeof socketTicketResponseSchema>;
