import { useId } from 'react';
import type { Plan, Subscription } from '../../../../shared/api';
import { formatBillingDate, periodEnd } from '../../lib/subscriptions/subscription-display';
import { Button } from '../ui/button';
import { ClockIcon, SparklesIcon, SpinnerIcon } from '../ui/icons';
import { SubscriptionStatusBadge } from './subscription-status-badge';

export interface CurrentPlanCardProps {
  subscription: Subscription;
  /** The subscription's plan from the catalogue, when the catalogue loaded. */
  plan: Plan | undefined;
  cancelling: boolean;
  onCancel: () => void;
  /** The plan a switch at renewal moves to, from the catalogue, when one is scheduled. */
  scheduledPlan: Plan | undefined;
  undoing: boolean;
  onUndoChange: () => void;
  /** A plan cancelled at its period's end can be resumed; a resume, undone before it starts. */
  resuming: boolean;
  onResume: () => void;
  cancellingResume: boolean;
  onCancelResume: () => void;
}

/**
 * The subscription (requirements §2, §4): its plan and status; while active, the next billing date,
 * or the switch scheduled for renewal (with Keep, its undo), or once cancelled at cycle end the day
 * it ends; and Cancel. Other statuses show only as a badge.
 */
export function CurrentPlanCard({
  subscription,
  plan,
  cancelling,
  onCancel,
  scheduledPlan,
  undoing,
  onUndoChange,
  resuming,
  onResume,
  cancellingResume,
  onCancelResume,
}: CurrentPlanCardProps) {
  const headingId = useId();
  const active = subscription.status === 'active';
  const ending = active && subscription.cancel_at_cycle_end === true;
  const endsAt = periodEnd(subscription);
  const name = plan?.name ?? subscription.plan_id;
  const change = active && !ending ? (subscription.scheduled_change ?? null) : null;
  const resumesAt = subscription.resumes_at ?? null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <SparklesIcon />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
            Your subscription
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-xl font-semibold tracking-tight">{name}</span>
            <SubscriptionStatusBadge status={subscription.status} />
          </p>
          {change ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
              <ClockIcon className="size-4 shrink-0" />
              <span>
                Changes to{' '}
                <span className="font-medium text-foreground">
                  {scheduledPlan?.name ?? change.plan_id}
                </span>{' '}
                on{' '}
                <span className="font-medium text-foreground">{formatBillingDate(change.at)}</span>
              </span>
            </p>
          ) : null}
          {active && !ending && !change && subscription.charge_at !== null ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
              <ClockIcon className="size-4 shrink-0" />
              Next billing date:{' '}
              <span className="font-medium text-foreground">
                {formatBillingDate(subscription.charge_at)}
              </span>
            </p>
          ) : null}
          {resumesAt !== null ? (
            <>
              <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
                <ClockIcon className="size-4 shrink-0" />
                Resumes on{' '}
                <span className="font-medium text-foreground">{formatBillingDate(resumesAt)}</span>
              </p>
              <p className="mt-1 text-sm text-pretty text-muted-foreground">
                {`Your ${name} plan starts again then, with a new month of credits. You are charged on that day, not before.`}
              </p>
            </>
          ) : null}
          {ending && resumesAt === null ? (
            <>
              <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
                <ClockIcon className="size-4 shrink-0" />
                {endsAt === null ? (
                  'Ends at the end of the billing period'
                ) : (
                  <>
                    Ends on{' '}
                    <span className="font-medium text-foreground">{formatBillingDate(endsAt)}</span>
                  </>
                )}
              </p>
              <p className="mt-1 text-sm text-pretty text-muted-foreground">
                You cancelled this plan. It stays usable, with its monthly credits, until then.
              </p>
            </>
          ) : null}
        </div>
      </div>
      <PlanActions
        name={name}
        active={active}
        ending={ending}
        change={change}
        resumesAt={resumesAt}
        cancelling={cancelling}
        onCancel={onCancel}
        undoing={undoing}
        onUndoChange={onUndoChange}
        resuming={resuming}
        onResume={onResume}
        cancellingResume={cancellingResume}
        onCancelResume={onCancelResume}
      />
    </section>
  );
}

type PlanActionsProps = Pick<
  CurrentPlanCardProps,
  | 'cancelling'
  | 'onCancel'
  | 'undoing'
  | 'onUndoChange'
  | 'resuming'
  | 'onResume'
  | 'cancellingResume'
  | 'onCancelResume'
> & {
  name: string;
  active: boolean;
  ending: boolean;
  change: Subscription['scheduled_change'];
  resumesAt: number | null;
};

/**
 * What the subscription allows now: while it renews, Cancel (and Keep, undoing a scheduled
 * switch); once cancelled at the period's end, Resume plan; once resumed, Don't resume.
 */
function PlanActions({
  name,
  active,
  ending,
  change,
  resumesAt,
  cancelling,
  onCancel,
  undoing,
  onUndoChange,
  resuming,
  onResume,
  cancellingResume,
  onCancelResume,
}: PlanActionsProps) {
  return (
    <>
      {active && !ending ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          {change ? (
            <Button
              variant="outline"
              className="w-full sm:w-auto"
              onClick={onUndoChange}
              disabled={undoing}
            >
              {undoing ? <SpinnerIcon /> : null}
              {`Keep ${name}`}
            </Button>
          ) : null}
          <Button
            variant="destructive-outline"
            className="w-full sm:w-auto"
            onClick={onCancel}
            disabled={cancelling}
          >
            {cancelling ? <SpinnerIcon /> : null}
            {cancelling ? 'Cancelling...' : 'Cancel Subscription'}
          </Button>
        </div>
      ) : null}
      {ending && resumesAt === null ? (
        <Button className="w-full sm:w-auto" onClick={onResume} disabled={resuming}>
          {resuming ? <SpinnerIcon /> : null}
          Resume plan
        </Button>
      ) : null}
      {resumesAt !== null ? (
        <Button
          variant="outline"
          className="w-full sm:w-auto"
          onClick={onCancelResume}
          disabled={cancellingResume}
        >
          {cancellingResume ? <SpinnerIcon /> : null}
          {"Don't resume"}
        </Button>
      ) : null}
    </>
  );
}
