import * as z from '../zod';
import { AGENT_NAMES } from '../constants';

// The parts of a ledger transaction that the server reads back from its table. In a module of
// their own: every function that touches the ledger (the pipeline's tasks among them) parses
// them, and need not build the rest of the credits contract to do so.

export const transactionTypeSchema = z.enum([
  'welcome',
  'purchase',
  'subscription',
  'spend',
  'refund',
  'expiry',
]);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const transactionStatusSchema = z.enum(['completed', 'pending', 'failed']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** The generation a spend paid for or a refund gave back: which project, build or edit, which agents. */
export const transactionRunSchema = z.object({
  project_id: z.string(),
  project_name: z.string(),
  kind: z.enum(['build', 'edit']),
  agents: z.array(z.enum(AGENT_NAMES)),
  /** An edit's first words, as its ledger line quotes them ("make the headline shorter…"). */
  message: z.optional(z.string().check(z.maxLength(80))),
});
export type TransactionRun = z.infer<typeof transactionRunSchema>;
