/**
 * What a tab sends on the live connection. Apart from what the server sends back
 * (socket-schemas.ts, which re-exports these), so the socket function, which only reads these,
 * does not build the server's messages and the scorecard at its cold start.
 */
import * as z from '../zod';
import { chosenAgentsSchema, messageTextSchema } from './quote-schemas';

const tokenSchema = z
  .string({ error: 'token is required' })
  .check(z.minLength(1, { error: 'token is required' }));

/**
 * What the client sends on the live connection to build (requirements §7): the token and the prompt, and
 * beyond the requirements the agents the user confirmed in the quote (the default selection without it).
 */
export const generateSocketMessageSchema = z.object({
  token: tokenSchema,
  message: messageTextSchema,
  agents: z.optional(chosenAgentsSchema),
});
export type GenerateSocketMessage = z.infer<typeof generateSocketMessageSchema>;

/**
 * Beyond the requirements: a tab that opens the workspace sends this first, so it receives the live state
 * of a run already under way (after a reload, or one started in another tab) and every later
 * message of the project's runs.
 */
export const watchSocketMessageSchema = z.object({
  token: tokenSchema,
  action: z.literal('watch'),
});
export type WatchSocketMessage = z.infer<typeof watchSocketMessageSchema>;

export const clientSocketMessageSchema = z.union([
  watchSocketMessageSchema,
  generateSocketMessageSchema,
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;
