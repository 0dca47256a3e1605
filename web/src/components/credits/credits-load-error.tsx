import { CREDIT_MESSAGES } from '../../lib/credits/credit-messages';
import { loadErrorScreen } from '../load-error';

/** The balance, summary or packages did not load (other than an expired session). */
export const CreditsLoadError = loadErrorScreen({
  eyebrow: 'Credits',
  title: CREDIT_MESSAGES.loadFailed,
  backToDashboard: true,
});
