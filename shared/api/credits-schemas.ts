import * as z from 'zod';
import { MAX_PAGE_SIZE, TRANSACTION_PAGE_SIZE } from '../constants';
import { isoDateTimeSchema, nextCursorSchema, pageQuerySchema, successSchema } from './common';
import {
  transactionRunSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from './transaction-schemas';

export * from './payment-schemas';
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
