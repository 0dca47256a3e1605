import type { Plan, Subscription } from '../../../../shared/api';
import { isUpgrade, quotePlanChange } from '../../../../shared/plan-changes';
import { formatPaise } from '../../../../shared/pricing';
import { formatCredits } from '../../lib/credits/transaction-display';
import { formatBillingDate, periodEnd } from '../../lib/subscriptions/subscription-display';
import { SUBSCRIPTION_MESSAGES } from '../../lib/subscriptions/subscription-messages';
import { ConfirmDialog } from '../ui/confirm-dialog';

export interface PlanChangeDialogProps {
  subscription: Subscription;
  from: Plan;
  to: Plan;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "250 credits a month at ₹499/month" */
function terms(plan: Plan): string {
  return `${formatCredits(plan.credits)} credits a month at ${formatPaise(plan.price)}/month`;
}

/**
 * What a plan change does, before the user confirms it: an upgrade's charge and credits now (the
 * same quote the server grants, counted in whole days), or a switch's date at renewal.
 */
export function PlanChangeDialog({
  subscription,
  from,
  to,
  busy,
  onConfirm,
  onCancel,
}: PlanChangeDialogProps) {
  const end = periodEnd(subscription);
  const start = subscription.current_start ?? null;
  const now = Math.floor(Date.now() / 1000);
  const quote =
    start !== null && end !== null ? quotePlanChange(from, to, { start, end }, now) : null;
  const renewal = end === null ? 'at renewal' : `on ${formatBillingDate(end)}`;
  if (isUpgrade(from, to)) {
    const now =
      quote?.effective === 'now'
        ? `You pay ${formatPaise(quote.charge)} now for the rest of this billing period and get ` +
          `${formatCredits(quote.credits)} more credits at once.`
        : 'You pay the difference for the rest of this billing period now and get the extra credits at once.';
    return (
      <ConfirmDialog
        title={`Upgrade to ${to.name}?`}
        message={`${now} ${to.name} then renews ${renewal} with ${terms(to)}.`}
        confirmLabel={
          quote?.effective === 'now'
            ? `${SUBSCRIPTION_MESSAGES.upgrade} · ${formatPaise(quote.charge)}`
            : SUBSCRIPTION_MESSAGES.upgrade
        }
        busyLabel="Upgrading..."
        cancelLabel={`Keep ${from.name}`}
        confirmVariant="primary"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }
  return (
    <ConfirmDialog
      title={`Switch to ${to.name} at renewal?`}
      message={
        `Nothing is charged now: ${from.name} and its credits stay until the period ends. ` +
        `${to.name} starts ${renewal}, with ${terms(to)}. You can undo this until then.`
      }
      confirmLabel={SUBSCRIPTION_MESSAGES.switchAtRenewal}
      busyLabel="Switching..."
      cancelLabel={`Keep ${from.name}`}
      confirmVariant="primary"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
