import type { SubscriptionStatus } from '../../../../shared/api';
import { statusLabel } from '../../lib/status-label';
import {
  subscriptionTone,
  type SubscriptionTone,
} from '../../lib/subscriptions/subscription-display';
import { StatusBadge, type StatusColour } from '../ui/status-badge';

const toneColours: Record<SubscriptionTone, StatusColour> = {
  active: 'green',
  pending: 'amber',
  ended: 'grey',
};

/** A subscription's status (requirements §4): every status shows as a badge, coloured by what it means. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const tone = subscriptionTone(status);
  return (
    <StatusBadge tone={tone} colour={toneColours[tone]}>
      {statusLabel(status)}
    </StatusBadge>
  );
}
