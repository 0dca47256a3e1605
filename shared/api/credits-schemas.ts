import * as z from 'zod';
import { MAX_PAGE_SIZE, TRANSACTION_PAGE_SIZE } from '../constants';
import {
  isoDateTimeSchema,
  nextCursorSchema,
  pageQuerySchema,
  paymentSignatureSchema,
  providerIdSchema,
  successSchema,
} from './common';
import {
  transactionRunSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from './transaction-schemas';

export * from './transaction-schemas';

export const creditPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Price in paise. */
  price: z.number().int().positive(),
  credits: z.number().int().positive(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

export const listPackagesResponseSchema = successSchema.extend({
  packages: z.array(creditPackageSchema),
});
export type ListPackagesResponse = z.infer<typeof listPackagesResponseSchema>;

export const pricingInfoSchema = z.object({
  agent_costs: z.record(z.string(), z.number().int().nonnegative()),
  model_costs: z.record(z.string(), z.number().int().nonnegative()),
  note: z.string(),
});
export type PricingInfo = z.infer<typeof pricingInfoSchema>;

export const pricingResponseSchema = successSchema.extend({ pricing: pricingInfoSchema });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  created_at: isoDateTimeSchema,
  type: transactionTypeSchema,
  /** What the change was for, in words ("Website generation", "Pro Pack purchase"). */
  operation: z.string(),
  /** Positive adds credits, negative spends them. */
  amount: z.number().int(),
  status: transactionStatusSchema,
  balance_after: z.number().int().nonnegative().optional(),
  run: transactionRunSchema.optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const listTransactionsQuerySchema = pageQuerySchema(TRANSACTION_PAGE_SIZE, MAX_PAGE_SIZE);

export const listTransactionsResponseSchema = successSchema.extend({
  transactions: z.array(transactionSchema),
  next_cursor: nextCursorSchema,
});
export type ListTransactionsResponse = z.infer<typeof listTransactionsResponseSchema>;

export const creditSummarySchema = z.object({
  current_balance: z.number().int().nonnegative(),
  total_spent: z.number().int().nonnegative(),
  total_refunded: z.number().int().nonnegative(),
  total_purchased: z.number().int().nonnegative(),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

export const creditSummaryResponseSchema = successSchema.extend({ summary: creditSummarySchema });
export type CreditSummaryResponse = z.infer<typeof creditSummaryResponseSchema>;

export const createOrderRequestSchema = z.object({
  package_id: z
    .string({ error: 'package_id is required' })
    .trim()
    .min(1, { error: 'package_id is required' })
    .max(64, { error: 'Unknown credit package' }),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = z.object({
  key_id: z.string(),
  /** In paise, from the catalogue. */
  amount: z.number().int().positive(),
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
export const verifyPaymentResponseSchema = successSchema.extend({
  credits_added: z.number().int().nonnegative(),
  new_balance: z.number().int().nonnegative(),
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

export const paymentsWebhookResponseSchema = successSchema.extend({
  outcome: webhookOutcomeSchema,
});
export type PaymentsWebhookResponse = z.infer<typeof paymentsWebhookResponseSchema>;
