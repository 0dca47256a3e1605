/**
 * The privacy rules every analytics of the product shares: deployed sites' visitor counts
 * (functions/site-forms) and Sitewright's own product analytics (functions/analytics, the SPA's
 * tracker in web/src/lib/analytics). Both keep daily counts only, with no cookie and no
 * identifier, and neither counts anyone who asked not to be tracked.
 */

/**
 * How long daily counts are kept: the privacy policy's "Analytics: up to 24 months" reads this
 * figure, and every daily item expires before it is up (functions/lib/daily-counters.ts).
 */
export const ANALYTICS_RETENTION_MONTHS = 24;

/** A browser's signals that its user asked not to be tracked, from the page or a request. */
export interface TrackingSignals {
  /** `navigator.doNotTrack`, or a request's `DNT` header. */
  doNotTrack?: string | null;
  /** `navigator.globalPrivacyControl` (true), or a request's `Sec-GPC` header ('1'). */
  globalPrivacyControl?: boolean | string | null;
}

/** Do Not Track or Global Privacy Control: the user asked not to be tracked. */
export function declinesTracking({ doNotTrack, globalPrivacyControl }: TrackingSignals): boolean {
  const gpc =
    globalPrivacyControl === true ||
    (typeof globalPrivacyControl === 'string' && globalPrivacyControl.trim() === '1');
  return gpc || doNotTrack?.trim() === '1';
}
