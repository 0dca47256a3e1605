import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Transaction } from '../../../../shared/api';
import { cn } from '../../lib/cn';
import { transactionsQuery } from '../../lib/credits/credit-queries';
import {
  formatSignedCredits,
  formatTransactionDate,
  transactionTypeLabel,
} from '../../lib/credits/transaction-display';
import { useEndSessionOnUnauthorized } from '../../lib/auth/use-end-session-on-unauthorized';
import { Button } from '../ui/button';
import { HistoryIcon, SpinnerIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { PanelLoadError } from './panel-load-error';
import { TransactionStatusBadge } from './transaction-status-badge';

const headerCell = 'px-4 py-3 text-left text-xs font-medium tracking-wide text-muted-foreground';

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const date = formatTransactionDate(transaction.created_at);
  const type = transactionTypeLabel(transaction.type);
  return (
    <tr className="border-t align-top transition-colors hover:bg-muted/40">
      <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground tabular-nums sm:table-cell">
        <time dateTime={transaction.created_at}>{date}</time>
      </td>
      <td className="hidden px-4 py-3 sm:table-cell">{type}</td>
      <td className="px-4 py-3">
        <span className="font-medium">{transaction.operation}</span>
        {transaction.run ? (
          <Link
            to="/workspace/$projectId"
            params={{ projectId: transaction.run.project_id }}
            className="mt-0.5 block w-fit text-xs text-accent-foreground underline-offset-2 hover:underline"
          >
            Open {transaction.run.project_name}
          </Link>
        ) : null}
        <span className="mt-0.5 block text-xs text-muted-foreground sm:hidden">
          {type} · <time dateTime={transaction.created_at}>{date}</time>
        </span>
      </td>
      <td
        className={cn(
          'px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums',
          transaction.amount > 0 ? 'text-emerald-700 dark:text-emerald-300' : 'text-foreground',
        )}
      >
        {formatSignedCredits(transaction.amount)}
      </td>
      <td className="px-4 py-3 text-right sm:text-left">
        <TransactionStatusBadge status={transaction.status} />
      </td>
    </tr>
  );
}

function HistorySkeleton() {
  return (
    <div aria-busy="true" className="rounded-2xl border bg-card p-4 shadow-sm">
      <p className="sr-only">Loading transactions…</p>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex items-center gap-4 border-b py-3 last:border-b-0">
          <Skeleton className="h-4 w-24 rounded" />
          <Skeleton className="h-4 flex-1 rounded" />
          <Skeleton className="h-4 w-12 rounded" />
        </div>
      ))}
    </div>
  );
}

/** The Transaction History tab: the ledger, newest first, with "Load more" (requirements §2, §9). */
export function TransactionHistory() {
  const history = useInfiniteQuery(transactionsQuery());
  useEndSessionOnUnauthorized(history.error);

  if (history.isPending) return <HistorySkeleton />;
  if (history.isError && !history.data) {
    return (
      <PanelLoadError
        error={history.error}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  }

  const transactions = history.data.pages.flatMap((page) => page.transactions);
  if (transactions.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed bg-card/50 p-10 text-center">
        <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <HistoryIcon />
        </span>
        <p className="font-semibold">No transactions yet</p>
        <p className="max-w-sm text-sm text-pretty text-muted-foreground">
          Purchases, refunds and the credits your builds use will appear here.
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-2xl border bg-card shadow-sm">
        <table className="w-full text-sm">
          <caption className="sr-only">Credit transactions, newest first</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className={cn(headerCell, 'hidden sm:table-cell')}>
                Date
              </th>
              <th scope="col" className={cn(headerCell, 'hidden sm:table-cell')}>
                Type
              </th>
              <th scope="col" className={headerCell}>
                Operation
              </th>
              <th scope="col" className={cn(headerCell, 'text-right')}>
                Amount
              </th>
              <th scope="col" className={cn(headerCell, 'text-right sm:text-left')}>
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </tbody>
        </table>
      </div>
      {history.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-red-600 dark:text-red-400">
          Failed to load more transactions. Please try again.
        </p>
      ) : null}
      {history.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void history.fetchNextPage()}
            disabled={history.isFetchingNextPage}
            aria-busy={history.isFetchingNextPage}
          >
            {history.isFetchingNextPage ? <SpinnerIcon /> : null}
            {history.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
