import { LegalPage } from '../components/legal/legal-page';
import { PRODUCT_NAME } from '../lib/product';
import { TERMS } from './terms-content';

export { TERMS_TITLE } from './terms-content';

export const TERMS_DESCRIPTION =
  `The terms for using ${PRODUCT_NAME}: plans and permitted use, credits, payments in INR ` +
  'through Razorpay, refunds, availability and closing your account.';

/** Served at /terms and /terms-of-service (requirements §2: the same page). */
export function TermsPage() {
  return <LegalPage document={TERMS} />;
}
