import * as z from '../../shared/zod';
import { ABUSE_REASONS, type AbuseReason } from '../../shared/api/abuse-schemas';
import { ABUSE_REPORTS_PER_HOUR } from '../../shared/constants';
import type { TableClient } from '../lib/dynamo-client';
import { hourlyCount } from '../lib/rate-limits';
import { defineEntity } from '../lib/table-entity';
import { abuseReportKeys } from '../lib/table-keys';
import { writeTogether } from '../lib/transactions';

/** A report of a deployed site, as anyone may send one from the site's "Report this site" link. */
export interface AbuseReport {
  id: string;
  /** The site's address as the reporter gave it (read as a web address, without query). */
  site: string;
  reason: AbuseReason;
  details: string;
  /** Where the reporter wants to hear back; null when they left none. */
  email: string | null;
  /** Who sent it, as far as the network says: for the operator and the rate limit. */
  sourceIp: string;
  createdAt: Date;
}

export class TooManyAbuseReportsError extends Error {
  constructor() {
    super('Too many reports from this address. Please try again later.');
  }
}

/** The AbuseReport item kind, filed by month for the operators (table-keys.ts). */
const reportItems = defineEntity({
  entity: 'AbuseReport',
  key: (id: string, createdAt: Date) => abuseReportKeys.report(id, createdAt),
  schema: z.object({
    id: z.string(),
    site: z.string(),
    reason: z.enum(ABUSE_REASONS),
    details: z.string(),
    email: z.optional(z.string()),
    source_ip: z.string(),
    created_at: z.iso.datetime(),
  }),
  toValue: (parsed): AbuseReport => ({
    id: parsed.id,
    site: parsed.site,
    reason: parsed.reason,
    details: parsed.details,
    email: parsed.email ?? null,
    sourceIp: parsed.source_ip,
    createdAt: new Date(parsed.created_at),
  }),
});

/**
 * Stores the report and counts it against its sender's hour in one transaction, as the contact
 * form does: past the limit neither happens, so a refused report leaves no trace.
 */
async function save(table: TableClient, report: AbuseReport): Promise<void> {
  const { tableName } = table;
  await writeTogether(table, [
    hourlyCount(
      tableName,
      { scope: 'ABUSE_REPORT', subject: report.sourceIp, perHour: ABUSE_REPORTS_PER_HOUR },
      report.createdAt,
      () => new TooManyAbuseReportsError(),
    ),
    reportItems.putNewPart(
      tableName,
      'report',
      reportItems.item([report.id, report.createdAt], {
        id: report.id,
        site: report.site,
        reason: report.reason,
        details: report.details,
        ...(report.email ? { email: report.email } : {}),
        source_ip: report.sourceIp,
        created_at: report.createdAt.toISOString(),
      }),
    ),
  ]);
}

export function createAbuseReports(table: TableClient) {
  return {
    save: (report: AbuseReport) => save(table, report),
    /** A stored report, read back (for the operators, and tests). */
    get: (id: string, createdAt: Date) => reportItems.get(table, id, createdAt),
  };
}

export type AbuseReports = ReturnType<typeof createAbuseReports>;
