import * as z from '../zod';
import { readDomainName } from '../custom-domain-name';
import { isoDateTimeSchema, successSchema } from './common';

/** Where a custom domain stands: records not seen yet, serving the site, or given up on. */
export const CUSTOM_DOMAIN_STATUSES = ['pending', 'active', 'failed'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

/**
 * A DNS record the owner creates at their DNS host: `routing` sends the domain to the sites'
 * endpoint (a CNAME, or an ALIAS/ANAME at a zone's apex); `validation` proves the domain to the
 * certificate authority, when the certificate needs one.
 */
export const dnsRecordSchema = z.object({
  type: z.enum(['CNAME', 'ALIAS', 'TXT']),
  name: z.string(),
  value: z.string(),
  purpose: z.enum(['routing', 'ownership', 'validation']),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const customDomainSchema = z.object({
  domain: z.string(),
  /** The site's address at the domain once it is active. */
  url: z.url(),
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  /** What is missing or wrong, in a sentence; null once active. */
  reason: z.nullable(z.string()),
  records: z.array(dnsRecordSchema),
  added_at: isoDateTimeSchema,
  /**
   * Until when the TXT record can prove the domain this site's before another site may take it
   * over (72 hours after it was added); null once it has proven it.
   */
  verify_by: z.nullable(isoDateTimeSchema),
  /** When the records were last checked; null before the first check. */
  checked_at: z.nullable(isoDateTimeSchema),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;

/**
 * The site's domain that another site took over because this one never proved it in time: the
 * site no longer has it. Told once, on the look that finds it so.
 */
export const releasedDomainSchema = z.object({
  domain: z.string(),
  message: z.string(),
});
export type ReleasedDomain = z.infer<typeof releasedDomainSchema>;

/** The domain as typed; the server keeps it lowercase and in ASCII (IDNA). */
export const customDomainRequestSchema = z.object({
  domain: z.pipe(
    z
      .string({ error: 'domain is required' })
      .check(z.maxLength(1024, { error: 'A domain name is at most 253 characters' })),
    z.transform((typed: string, context) => {
      const read = readDomainName(typed);
      if (read.ok) return read.domain;
      context.issues.push({ code: 'custom', message: read.problem, input: typed });
      return z.NEVER;
    }),
  ),
});
export type CustomDomainRequest = z.input<typeof customDomainRequestSchema>;

export const getCustomDomainResponseSchema = z.extend(successSchema, {
  /** null when the site has no custom domain. */
  domain: z.nullable(customDomainSchema),
  /** Present when this look found the site's domain taken over (domain is then null). */
  released: z.optional(releasedDomainSchema),
});

export const customDomainResponseSchema = z.extend(successSchema, {
  domain: customDomainSchema,
  message: z.string(),
});
export type CustomDomainResponse = z.infer<typeof customDomainResponseSchema>;

/** A check's answer: the domain as it now stands, or, taken over, null and why. */
export const checkCustomDomainResponseSchema = z.extend(getCustomDomainResponseSchema, {
  message: z.string(),
});
export type CheckCustomDomainResponse = z.infer<typeof checkCustomDomainResponseSchema>;

export const removeCustomDomainResponseSchema = successSchema;
