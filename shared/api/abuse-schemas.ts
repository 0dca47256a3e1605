import * as z from '../zod';
import { LIMITS } from '../constants';
import { emailSchema, isoDateTimeSchema, requiredText, successSchema, visibleText } from './common';

/** What a reporter says is wrong with a site. */
export const ABUSE_REASONS = ['phishing', 'malware', 'illegal', 'other'] as const;
export type AbuseReason = (typeof ABUSE_REASONS)[number];

/** Each reason as the report form offers it and the operators read it. */
export const ABUSE_REASON_LABELS: Record<AbuseReason, string> = {
  phishing: 'Phishing or a fake login page',
  malware: 'Malware or a harmful download',
  illegal: 'Illegal content',
  other: 'Something else',
};

export const SITE_ADDRESS_REQUIRED = 'Enter the address of the site';
const SITE_ADDRESS_INVALID = 'Enter the address of the site, like https://example.sitewright.app/';

/**
 * A site's address as a person pastes or types it (`shop.example.com`, a full URL with a path):
 * read as a web address (https when no scheme is given), kept without its query or fragment,
 * which may carry a visitor's data. Null when it is not one.
 */
export function readSiteAddress(typed: string): string | null {
  const text = typed.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (!/^https?:$/.test(url.protocol) || !url.hostname || url.username || url.password) return null;
  return `${url.origin}${url.pathname}`;
}

/** A deployed site named by its address (a report's, an operator's). */
export const siteAddressInputSchema = z.pipe(
  z
    .string({ error: SITE_ADDRESS_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: SITE_ADDRESS_REQUIRED }),
      z.maxLength(LIMITS.reportedSiteMax, { error: SITE_ADDRESS_INVALID }),
    ),
  z.transform((typed: string, context) => {
    const address = readSiteAddress(typed);
    if (address) return address;
    context.issues.push({ code: 'custom', message: SITE_ADDRESS_INVALID, input: typed });
    return z.NEVER;
  }),
);

/** An empty optional field means the same as one left out. */
const blankAsAbsent = z.transform((value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value,
);

export const abuseReportRequestSchema = z.object({
  site: siteAddressInputSchema,
  reason: z.enum(ABUSE_REASONS, { error: 'Choose what is wrong with the site' }),
  details: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(LIMITS.abuseDetailsMax, {
        error: `Details must be at most ${LIMITS.abuseDetailsMax} characters`,
      }),
      visibleText('Details', { multiline: true }),
      z.normalize('NFC'),
    ),
    '',
  ),
  /** Optional: only if the reporter wants to hear back. */
  email: z.pipe(blankAsAbsent, z.optional(emailSchema)),
});
export type AbuseReportRequest = z.input<typeof abuseReportRequestSchema>;

export const abuseReportResponseSchema = z.extend(successSchema, {
  id: z.string(),
  message: z.string(),
});
export type AbuseReportResponse = z.infer<typeof abuseReportResponseSchema>;

/** An operator's takedown or release: the site, and why (kept with who and when). */
export const moderationRequestSchema = z.object({
  site: siteAddressInputSchema,
  reason: requiredText('Reason', LIMITS.moderationReasonMax, { multiline: true }),
});
export type ModerationRequest = z.input<typeof moderationRequestSchema>;

export const moderationResponseSchema = z.extend(successSchema, {
  site: z.object({
    subdomain: z.string(),
    user_id: z.string(),
    project_id: z.string(),
    preview_url: z.url(),
  }),
  message: z.string(),
});
export type ModerationResponse = z.infer<typeof moderationResponseSchema>;

/**
 * Where a deployment stands with the operators, for its owner: `held` (the check before publishing
 * found signs of phishing: nothing was published, and nothing can be until an operator has
 * looked) or `taken_down` (an operator took the site down: it cannot be published again unless an
 * operator releases it).
 */
export const deploymentReviewSchema = z.object({
  status: z.enum(['held', 'taken_down']),
  /** Why, in plain words. */
  reason: z.string(),
  since: isoDateTimeSchema,
});
export type DeploymentReview = z.infer<typeof deploymentReviewSchema>;
