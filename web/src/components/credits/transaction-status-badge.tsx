import type { Transaction } from '../../../../shared/api';
import { cn } from '../../lib/cn';
import {
  transactionStatusLabel,
  transactionTone,
  type TransactionTone,
} from '../../lib/credits/transaction-display';

const toneClasses: Record<TransactionTone, string> = {
  completed:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  pending:
    'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
  failure:
    'bg-red-50 text-red-700 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300 dark:ring-red-400/25',
};

const dotClasses: Record<TransactionTone, string> = {
  completed: 'bg-emerald-500',
  pending: 'bg-amber-500',
  failure: 'bg-red-500',
};

/** A transaction's status, coloured per spec §4: completed, pending, anything else a failure. */
export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  const tone = transactionTone(status);
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        toneClasses[tone],
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', dotClasses[tone])} />
      {transactionStatusLabel(status)}
    </span>
  );
}
