import { declinesTracking } from '../../shared/tracking-privacy';
import { isAutomatedAgent } from './automated-agents';

/**
 * Whether what a request does may be counted in analytics (a deployed site's visitors, the
 * product's own): it came from a person's browser, not a crawler, a headless browser or a script,
 * and that browser did not say its user declines tracking. A browser whose user turned on Do Not
 * Track or Global Privacy Control says so on every request it makes (`DNT: 1`, `Sec-GPC: 1`).
 */
export function isCountable(headers: Readonly<Record<string, string | undefined>>): boolean {
  const declined = declinesTracking({
    doNotTrack: headers.dnt,
    globalPrivacyControl: headers['sec-gpc'],
  });
  return !declined && !isAutomatedAgent(headers['user-agent']);
}
