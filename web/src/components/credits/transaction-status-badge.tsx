import type { Transaction } from '../../../../shared/api';
import { transactionTone, type TransactionTone } from '../../lib/credits/transaction-display';
import { statusLabel } from '../../lib/status-label';
import { StatusBadge, type StatusColour } from '../ui/status-badge';

const toneColours: Record<TransactionTone, StatusColour> = {
  completed: 'green',
  pending: 'amber',
  failure: 'red',
};

/** A transaction's status, coloured per requirements §4: completed, pending, anything else a failure. */
export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  const tone = transactionTone(status);
  return (
    <StatusBadge tone={tone} colour={toneColours[tone]} size="sm">
      {statusLabel(status)}
    </StatusBadge>
  );
}
