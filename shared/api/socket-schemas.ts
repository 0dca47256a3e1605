import { z } from 'zod';
import { AGENT_NAMES, LIMITS } from '../constants';

/** What the client sends on the live connection (spec §7). */
export const clientSocketMessageSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, { error: 'token is required' }),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, { error: 'Please describe what you want to build' })
    .max(LIMITS.promptMax, { error: `message must be at most ${LIMITS.promptMax} characters` }),
});
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;

export const agentNameSchema = z.enum(AGENT_NAMES);

export const agentStatusSchema = z.enum(['idle', 'pending', 'working', 'completed', 'failed']);
export type AgentStatus = z.infer<typeof agentStatusSchema>;

/**
 * An agent's progress. The spec gives type, status, credits_used and timestamp; the agent's
 * name, its quoted cost and its progress text and percent are needed to draw the status panel.
 */
export const statusMessageSchema = z.object({
  type: z.literal('status'),
  agent: agentNameSchema,
  status: agentStatusSchema,
  cost: z.number().int().nonnegative(),
  credits_used: z.number().int().nonnegative(),
  progress: z.string().optional(),
  progressPercent: z.number().min(0).max(100).optional(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type StatusMessage = z.infer<typeof statusMessageSchema>;

/**
 * The build finished. `code` is null when the HTML would not fit one socket message (API Gateway
 * caps a message at 128 KB); `reload` then tells the client to fetch the project.
 */
export const completeMessageSchema = z.object({
  type: z.literal('complete'),
  code: z.string().nullable(),
  new_balance: z.number().int().nonnegative(),
  reload: z.boolean().optional(),
});
export type CompleteMessage = z.infer<typeof completeMessageSchema>;

export const errorMessageSchema = z.object({ error: z.string().min(1) });
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

export const serverSocketMessageSchema = z.union([
  statusMessageSchema,
  completeMessageSchema,
  errorMessageSchema,
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;
