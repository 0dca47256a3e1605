import { LegalPage } from '../components/legal/legal-page';
import { PRODUCT_NAME } from '../lib/product';
import { PRIVACY } from './privacy-content';

export { PRIVACY_TITLE } from './privacy-content';

export const PRIVACY_DESCRIPTION =
  `How ${PRODUCT_NAME} collects, uses, shares and protects your personal data, how long it is ` +
  'kept, and how to exercise your rights.';

/** Served at /privacy and /privacy-policy (requirements §2: the same page). */
export function PrivacyPage() {
  return <LegalPage document={PRIVACY} />;
}
