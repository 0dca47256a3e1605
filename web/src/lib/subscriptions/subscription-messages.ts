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
} as const;

/** The success toast after a verified first payment: "Subscribed to Starter! 250 credits added." */
export function subscribedMessage(planName: string, creditsAdded: number): string {
  const unit = creditsAdded === 1 ? 'credit' : 'credits';
  return `Subscribed to ${planName}! ${formatCredits(creditsAdded)} ${unit} added.`;
}

/** The success toast after a cancellation: "Your subscription will end on 1 December 2025". */
export function endsOnMessage(date: string): string {
  return `Your subscription will end on ${date}`;
}
