import { ComingSoon } from '../components/coming-soon';

export const TERMS_TITLE = 'Terms of Service';

/** Served at /terms and /terms-of-service (spec §2: the same page). */
export function TermsPage() {
  return <ComingSoon screen={TERMS_TITLE} />;
}
