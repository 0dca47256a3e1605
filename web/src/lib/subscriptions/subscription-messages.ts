import { formatCredits } from '../credits/transaction-display';

/** Every message of the subscriptions page: verbatim from requirements §5 and §8 where the requirements words it. */
export const SUBSCRIPTION_MESSAGES = {
  loadFailed: 'Failed to load data',
  plansLoadFailed: 'Failed to load plans',
  createFailed: 'Failed to create subscription',
  verifyFailed: 'Payment verification failed',
  cancelFailed: 'Failed to cancel subscription',
  alreadyFree: 'You are already on the free plan',
  // The requirements leaves these open.
  switchHint: 'Cancel your current plan to switch',
  switchAfterEndHint: 'You can choose another plan when your current plan ends',
  cancelledAtPeriodEnd: 'Your subscription will end at the end of the billing period',
  // Plan changes (issue #23): its words where it gives them, ours otherwise.
  upgrade: 'Upgrade',
  switchAtRenewal: 'Switch at renewal',
  changeScheduledHint: 'Undo the scheduled change to choose another plan',
  changeFailed: 'Failed to change plan',
  undoChangeFailed: 'Failed to undo the plan change',
  resumeFailed: 'Failed to resume your plan. Nothing was charged.',
  cancelResumeFailed: 'Failed to cancel the resume. Your plan still resumes.',
} as const;

/** The toast once a resume is authorised: "Your Starter plan resumes on 1 December 2025". */
export function resumesOnMessage(planName: string, date: string | null): string {
  return date === null
    ? `Your ${planName} plan resumes when this billing period ends`
    : `Your ${planName} plan resumes on ${date}`;
}

/** The toast once a resume is undone: the plan ends as it was going to. */
export function resumeCancelledMessage(date: string | null): string {
  return date === null
    ? 'Resume cancelled: your plan ends with this billing period'
    : `Resume cancelled: your plan ends on ${date}`;
}

/** The success toast of an upgrade: "Upgraded to Pro! 375 credits added." */
export function upgradedMessage(planName: string, creditsAdded: number): string {
  const unit = creditsAdded === 1 ? 'credit' : 'credits';
  return `Upgraded to ${planName}! ${formatCredits(creditsAdded)} ${unit} added.`;
}

/** The current-plan card's line, and the toast, once a switch is scheduled for renewal. */
export function changesOnMessage(planName: string, date: string): string {
  return `Changes to ${planName} on ${date}`;
}

/** The toast once a scheduled switch is undone. */
export function staysOnMessage(planName: string): string {
  return `Your plan stays ${planName}`;
}

/** The success toast after a verified first payment: "Subscribed to Starter! 250 credits added." */
export function subscribedMessage(planName: string, creditsAdded: number): string {
  const unit = creditsAdded === 1 ? 'credit' : 'credits';
  return `Subscribed to ${planName}! ${formatCredits(creditsAdded)} ${unit} added.`;
}

/** The success toast after a cancellation: "Your subscription will end on 1 December 2025". */
export function endsOnMessage(date: string): string {
  return `Your subscription will end on ${date}`;
}
