import { formatCredits } from './transaction-display';

/** Every message of the credits page: verbatim from requirements §8 where the requirements words it. */
export const CREDIT_MESSAGES = {
  loadFailed: 'Failed to load data',
  initiateFailed: 'Failed to initiate payment',
  verifyFailed: 'Payment verification failed',
  // The requirements leaves these open; a failed payment's toast adds the provider's description.
  paymentFailed: 'Payment failed',
  cancelled: 'Payment cancelled',
} as const;

/** The success toast after a verified purchase: "Payment successful! 300 credits added." */
export function purchasedMessage(creditsAdded: number): string {
  const unit = creditsAdded === 1 ? 'credit' : 'credits';
  return `Payment successful! ${formatCredits(creditsAdded)} ${unit} added.`;
}
