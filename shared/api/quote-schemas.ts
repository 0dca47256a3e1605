import * as z from '../zod';
import { AGENT_NAMES, LIMITS } from '../constants';
import { visibleText } from './common';

export const agentNameSchema = z.enum(AGENT_NAMES, {
  error: `agents must be among ${AGENT_NAMES.join(', ')}`,
});

/**
 * The prompt of one message, as the socket and the quote take it: visible text on as many lines
 * as it likes (shared/visible-text.ts), in NFC.
 */
export const messageTextSchema = z.string({ error: 'message is required' }).check(
  z.trim(),
  z.minLength(1, { error: 'Please describe what you want to build' }),
  z.maxLength(LIMITS.promptMax, {
    error: `message must be at most ${LIMITS.promptMax} characters`,
  }),
  visibleText('Message', { multiline: true }),
  z.normalize('NFC'),
);

/**
 * The agents the user chose for a message (the Frontend always runs, chosen or not); absent, the
 * default selection for the message runs.
 */
export const chosenAgentsSchema = z.array(agentNameSchema).check(
  z.maxLength(AGENT_NAMES.length, { error: 'agents lists each agent at most once' }),
  z.refine((agents) => new Set(agents).size === agents.length, {
    error: 'agents lists each agent at most once',
  }),
);

/** POST /api/projects/{projectId}/quote: what a message would run and cost, before it runs. */
export const quoteRequestSchema = z.object({
  message: messageTextSchema,
  agents: z.optional(chosenAgentsSchema),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

const credits = z.number().check(z.int(), z.nonnegative());

/** One agent that runs: what it is charged in this run and what it does for this message. */
export const quotedAgentSchema = z.object({
  name: agentNameSchema,
  /** Its list cost less its share of the multi-agent discount. */
  cost: credits,
  list_cost: credits,
  /** False for the Frontend: it writes the page and cannot be switched off. */
  optional: z.boolean(),
  reason: z.string(),
});
export type QuotedAgent = z.infer<typeof quotedAgentSchema>;

/** An agent that does not run but can be switched on. */
export const availableAgentSchema = z.object({
  name: agentNameSchema,
  list_cost: credits,
  reason: z.string(),
});
export type AvailableAgent = z.infer<typeof availableAgentSchema>;

export const quoteResponseSchema = z.object({
  /** A first build, or an edit of the current page. */
  kind: z.enum(['build', 'edit']),
  /**
   * What the run is priced as: a build (a first one, a new site or a redesign), or an edit by how
   * much it changes — `small` (a name, a text, a colour, a section removed or moved) or `medium`
   * (a new section, a restyle, a rewording).
   */
  size: z.enum(['build', 'small', 'medium']),
  /** What writes the page: the templates (no model configured, no model credit), or a model. */
  engine: z.enum(['template', 'model']),
  agents: z.array(quotedAgentSchema),
  available: z.array(availableAgentSchema),
  /** The agents that run when no choice is sent. */
  default_agents: z.array(agentNameSchema),
  /** The configured model and its credit per message; null in template mode. */
  model: z.nullable(z.object({ name: z.string(), cost: credits })),
  /** The agents' list costs added up. */
  subtotal: credits,
  /** The multi-agent discount taken off the subtotal. */
  discount: credits,
  /** What the run debits: the agents after the discount, plus the model's credit if any. */
  total: credits,
  balance: credits,
  /**
   * Welcome credits the account is granted once it verifies its email (0 when none wait): they
   * count towards this run, which asks for the email's code before it starts.
   */
  welcome_due: credits,
  /** Credits missing for this run; 0 when the balance and the welcome credits due cover it. */
  missing: credits,
  /** When credits are missing: the agents of this run the balance covers, or null if none. */
  affordable: z.nullable(z.object({ agents: z.array(agentNameSchema), total: credits })),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
