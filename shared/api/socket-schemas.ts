import * as z from '../zod';
import { scorecardSchema } from './scorecard-schema';
import { agentNameSchema } from './quote-schemas';
import { NOT_DONE_MAX } from '../constants';

// What a tab sends; what the server sends back follows.
export * from './socket-client-schemas';

export const agentStatusSchema = z.enum(['idle', 'pending', 'working', 'completed', 'failed']);
export type AgentStatus = z.infer<typeof agentStatusSchema>;

/**
 * An agent's progress. The requirements gives type, status, credits_used and timestamp; the agent's
 * name, its quoted cost and its progress text and percent are needed to draw the status panel.
 */
export const statusMessageSchema = z.object({
  type: z.literal('status'),
  /** The run it belongs to: a status of a new id starts a new status log. */
  generation_id: z.string().check(z.minLength(1)),
  agent: agentNameSchema,
  status: agentStatusSchema,
  cost: z.number().check(z.int(), z.nonnegative()),
  credits_used: z.number().check(z.int(), z.nonnegative()),
  progress: z.optional(z.string()),
  progressPercent: z.optional(z.number().check(z.gte(0), z.lte(100))),
  timestamp: z.iso.datetime({ offset: true }),
});
export type StatusMessage = z.infer<typeof statusMessageSchema>;

/**
 * Beyond the requirements: a piece of the page the Frontend agent is writing, for the live preview (the
 * final page comes with `complete`). The pieces of a run arrive in order, each continuing the
 * text at `offset`; one at offset 0 starts it again (shared/preview-stream.ts puts them together).
 */
export const previewMessageSchema = z.object({
  type: z.literal('preview'),
  generation_id: z.string().check(z.minLength(1)),
  offset: z.number().check(z.int(), z.nonnegative()),
  text: z.string(),
});
export type PreviewMessage = z.infer<typeof previewMessageSchema>;

/**
 * The build finished. `code` is null when the HTML would not fit one socket message (API Gateway
 * caps a message at 128 KB); `reload` then tells the client to fetch the project.
 */
export const completeMessageSchema = z.object({
  type: z.literal('complete'),
  generation_id: z.string().check(z.minLength(1)),
  code: z.nullable(z.string()),
  new_balance: z.number().check(z.int(), z.nonnegative()),
  reload: z.optional(z.boolean()),
  /** The version the run saved. */
  version: z.number().check(z.int(), z.positive()),
  /**
   * What the run did, in words, where it has more to say than the page: an edit's changes and
   * what it could not do ("… Not done: …"), kept with the version too.
   */
  reply: z.optional(z.string().check(z.maxLength(1000))),
  /** What an edit could not do, each in words, to say at once (also in `reply`). */
  not_done: z.optional(z.array(z.string().check(z.maxLength(NOT_DONE_MAX))).check(z.maxLength(20))),
  /** Credits given back as the run ended: its agents whose work left the page as it was. */
  refunded: z.optional(z.number().check(z.int(), z.positive())),
  /** The agents those credits were for. */
  refunded_for: z.optional(z.array(agentNameSchema).check(z.maxLength(6))),
});
export type CompleteMessage = z.infer<typeof completeMessageSchema>;

/**
 * Beyond the requirements: what the run's page delivered of what was asked, checked after `complete` (the
 * checks take a second or more; the page is not kept waiting for them). Also kept on the version.
 */
export const scorecardMessageSchema = z.object({
  type: z.literal('scorecard'),
  generation_id: z.string().check(z.minLength(1)),
  version: z.number().check(z.int(), z.positive()),
  scorecard: scorecardSchema,
});
export type ScorecardMessage = z.infer<typeof scorecardMessageSchema>;

/**
 * Beyond the requirements: the run is paid for and queued, because the account's other builds
 * hold every builder it may use at once; it starts when one is free, or is refunded at `until`.
 */
export const waitingMessageSchema = z.object({
  type: z.literal('waiting'),
  generation_id: z.string().check(z.minLength(1)),
  until: z.iso.datetime({ offset: true }),
});
export type WaitingMessage = z.infer<typeof waitingMessageSchema>;

/**
 * Something went wrong: the message was refused (nothing debited) or a run failed (what it did
 * not use was refunded). `generation_id` is set for a run's failure, absent for a refusal.
 */
export const errorMessageSchema = z.object({
  error: z.string().check(z.minLength(1)),
  generation_id: z.optional(z.string().check(z.minLength(1))),
  /** The balance after a refused message or a failed run's refund, when known. */
  new_balance: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** A message refused for its price: the credits it lacked (the client can show the quote). */
  missing: z.optional(z.number().check(z.int(), z.positive())),
  /** Refused until the account verifies its email (the client asks for the emailed code). */
  verify_email: z.optional(z.literal(true)),
  /**
   * An edit that left the page as it was: nothing failed, and every credit came back (the
   * client says so calmly, as a note, not as a stopped build).
   */
  unchanged: z.optional(z.literal(true)),
});
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

export const serverSocketMessageSchema = z.union([
  statusMessageSchema,
  previewMessageSchema,
  completeMessageSchema,
  scorecardMessageSchema,
  waitingMessageSchema,
  errorMessageSchema,
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;
