import { ulid } from 'ulid';
import type * as z from '../../shared/zod';
import { ABUSE_REASON_LABELS, type abuseReportRequestSchema } from '../../shared/api/abuse-schemas';
import type { AlertOperators } from '../lib/operator-alerts';
import type { AbuseReports } from './abuse-reports';

export interface AbuseReportServiceDependencies {
  reports: AbuseReports;
  alertOperators: AlertOperators;
  clock?: () => Date;
}

export const REPORT_RECEIVED_MESSAGE =
  'Thank you. We have your report and will look at the site soon.';

/** The operators' email about a report: what was reported, and how to act on it. */
function alertText(id: string, report: z.output<typeof abuseReportRequestSchema>): string {
  return [
    `Site: ${report.site}`,
    `Reason: ${ABUSE_REASON_LABELS[report.reason]}`,
    `Details: ${report.details || '(none given)'}`,
    `Reporter's email: ${report.email ?? '(none given)'}`,
    `Report: ${id}`,
    '',
    'To take the site down: npm run abuse -- takedown <site> --reason "<why>" (docs/deployments.md).',
  ].join('\n');
}

/**
 * Reports of deployed sites from anyone: stored for the operators (limited per sender's address,
 * as contact messages are) and told to them at once.
 */
export function createAbuseReportService({
  reports,
  alertOperators,
  clock = () => new Date(),
}: AbuseReportServiceDependencies) {
  return {
    async submit(report: z.output<typeof abuseReportRequestSchema>, sourceIp: string) {
      const id = ulid();
      await reports.save({
        id,
        site: report.site,
        reason: report.reason,
        details: report.details,
        email: report.email ?? null,
        sourceIp,
        createdAt: clock(),
      });
      await alertOperators({
        kind: 'abuseReport',
        site: report.site,
        subject: `Site reported (${ABUSE_REASON_LABELS[report.reason]}): ${report.site}`,
        text: alertText(id, report),
      });
      return { id, message: REPORT_RECEIVED_MESSAGE };
    },
  };
}

export type AbuseReportService = ReturnType<typeof createAbuseReportService>;
