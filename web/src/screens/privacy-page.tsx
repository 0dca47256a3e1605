import { ComingSoon } from '../components/coming-soon';

export const PRIVACY_TITLE = 'Privacy Policy';

/** Served at /privacy and /privacy-policy (spec §2: the same page). */
export function PrivacyPage() {
  return <ComingSoon screen={PRIVACY_TITLE} />;
}
