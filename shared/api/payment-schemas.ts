import * as z from '../zod';
import { paymentSignatureSchema, providerIdSchema, successSchema } from './common';

// A credit package's purchase and the payments webhook, in a module of their own (re-exported by
// credits-schemas): the payments function parses these and need not build the ledger's and the
// catalogue's schemas to do so.

export const createOrderRequestSchema = z.object({
  package_id: z
    .string({ error: 'package_id is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'package_id is required' }),
      z.maxLength(64, { error: 'Unknown credit package' }),
    ),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = z.object({
  key_id: z.string(),
  /** In paise, from the catalogue. */
  amount: z.number().check(z.int(), z.positive()),
  currency: z.literal('INR'),
  order_id: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const verifyPaymentRequestSchema = z.object({
  order_id: providerIdSchema('order_id'),
  payment_id: providerIdSchema('payment_id'),
  signature: paymentSignatureSchema,
});
export type VerifyPaymentRequest = z.infer<typeof verifyPaymentRequestSchema>;

/**
 * `credits_added` is what this payment added, also when it had already been credited (a replay, or
 * the webhook came first): the package's credits, never added twice. `new_balance` is the balance
 * now.
 */
export const verifyPaymentResponseSchema = z.extend(successSchema, {
  credits_added: z.number().check(z.int(), z.nonnegative()),
  new_balance: z.number().check(z.int(), z.nonnegative()),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/**
 * What the payments webhook did with an event: `credited` a paid order, found it `already_credited`
 * (by the verify call or an earlier event), `ignored` it (not a payment of ours, or a kind of event
 * not handled yet), or recognised a `duplicate` delivery of an event it had already handled.
 */
export const webhookOutcomeSchema = z.enum([
  'credited',
  'already_credited',
  /** A subscription's state moved on (and its monthly credits expired, if it ended). */
  'updated',
  'ignored',
  'duplicate',
]);
export type WebhookOutcome = z.infer<typeof webhookOutcomeSchema>;

export const paymentsWebhookResponseSchema = z.extend(successSchema, {
  outcome: webhookOutcomeSchema,
});
export type PaymentsWebhookResponse = z.infer<typeof paymentsWebhookResponseSchema>;
