import { outboxResponseSchema } from '../../tools/local-cloud/cognito/outbox';

/** The emails the local cloud's outbox holds for `email`, newest first. */
export async function inboxOf(cloud: { url: string }, email: string) {
  const reply = await fetch(`${cloud.url}/_local/outbox.json?to=${encodeURIComponent(email)}`);
  return outboxResponseSchema.parse(await reply.json()).messages;
}
