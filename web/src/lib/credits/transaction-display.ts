import type { Transaction, TransactionType } from '../../../../shared/api';

const creditsFormat = new Intl.NumberFormat('en-IN');
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A count of credits with Indian digit grouping: 150000 → "1,50,000". */
export function formatCredits(credits: number): string {
  return creditsFormat.format(credits);
}

/** A ledger amount with its sign: +100 adds, −12 spends (a true minus sign, read as "minus"). */
export function formatSignedCredits(amount: number): string {
  if (amount > 0) return `+${formatCredits(amount)}`;
  if (amount < 0) return `\u2212${formatCredits(-amount)}`;
  return '0';
}

export function formatTransactionDate(isoDateTime: string): string {
  return dateFormat.format(new Date(isoDateTime));
}

const TYPE_LABELS: Record<TransactionType, string> = {
  welcome: 'Welcome',
  purchase: 'Purchase',
  subscription: 'Subscription',
  spend: 'Spend',
  refund: 'Refund',
  expiry: 'Expiry',
};

export function transactionTypeLabel(type: TransactionType): string {
  return TYPE_LABELS[type];
}

/** Spec §4: completed, pending, and any other status shown as a failure. */
export type TransactionTone = 'completed' | 'pending' | 'failure';

export function transactionTone(status: Transaction['status']): TransactionTone {
  if (status === 'completed') return 'completed';
  if (status === 'pending') return 'pending';
  return 'failure';
}
