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
} as const;

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
