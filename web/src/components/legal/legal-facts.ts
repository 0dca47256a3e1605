import { ANALYTICS_RETENTION_MONTHS } from '../../../../shared/tracking-privacy';
import type { LegalDate } from './legal-document';

/** The commitments requirements §1 and §9 give the Terms and the Privacy Policy, stated once. */
export const LEGAL_FACTS = {
  minimumAge: 13,
  /** Users under this age need a parent's or guardian's consent. */
  adultAge: 18,
  uptimePercent: 99,
  refundReviewBusinessDays: 14,
  dataDeletionDays: 90,
  /**
   * Deployed sites' visitor counts and the product's own analytics expire by then
   * (functions/lib/daily-counters.ts).
   */
  analyticsRetentionMonths: ANALYTICS_RETENTION_MONTHS,
  privacyRequestBusinessDays: 7,
  policyChangeNoticeDays: 30,
} as const;

export const TERMS_DATE: LegalDate = {
  label: 'Last updated',
  iso: '2025-10-31',
  text: '31 October 2025',
};

export const PRIVACY_DATE: LegalDate = {
  label: 'Effective',
  iso: '2025-10-28',
  text: '28 October 2025',
};
