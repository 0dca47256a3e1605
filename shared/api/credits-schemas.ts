import * as z from '../zod';
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
  price: z.number().check(z.int(), z.positive()),
  credits: z.number().check(z.int(), z.positive()),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

export const listPackagesResponseSchema = z.extend(successSchema, {
  packages: z.array(creditPackageSchema),
});
export type ListPackagesResponse = z.infer<typeof listPackagesResponseSchema>;

export const pricingInfoSchema = z.object({
  agent_costs: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
  model_costs: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
  note: z.string(),
});
export type PricingInfo = z.infer<typeof pricingInfoSchema>;

export const pricingResponseSchema = z.extend(successSchema, { pricing: pricingInfoSchema });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const transactionSchema = z.object({
  id: z.string(),
  created_at: isoDateTimeSchema,
  type: transactionTypeSchema,
  /** What the change was for, in words ("Website generation", "Pro Pack purchase"). */
  operation: z.string(),
  /** Positive adds credits, negative spends them. */
  amount: z.number().check(z.int()),
  status: transactionStatusSchema,
  balance_after: z.optional(z.number().check(z.int(), z.nonnegative())),
  run: z.optional(transactionRunSchema),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const listTransactionsQuerySchema = pageQuerySchema(TRANSACTION_PAGE_SIZE, MAX_PAGE_SIZE);

export const listTransactionsResponseSchema = z.extend(successSchema, {
  transactions: z.array(transactionSchema),
  next_cursor: nextCursorSchema,
});
export type ListTransactionsResponse = z.infer<typeof listTransactionsResponseSchema>;

export const creditSummarySchema = z.object({
  current_balance: z.number().check(z.int(), z.nonnegative()),
  total_spent: z.number().check(z.int(), z.nonnegative()),
  total_refunded: z.number().check(z.int(), z.nonnegative()),
  total_purchased: z.number().check(z.int(), z.nonnegative()),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

export const creditSummaryResponseSchema = z.extend(successSchema, {
  summary: creditSummarySchema,
});
export type CreditSummaryResponse = z.infer<typeof creditSummaryResponseSchema>;
