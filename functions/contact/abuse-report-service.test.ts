import { describe, expect, it } from 'vitest';
import { ABUSE_REPORTS_PER_HOUR } from '../../shared/constants';
import { abuseReportRequestSchema } from '../../shared/api/abuse-schemas';
import { useLocalTable } from '../../testing/local-table';
import { recordedAlerts } from '../../testing/recorded-alerts';
import { createAbuseReports, TooManyAbuseReportsError } from './abuse-reports';
import { createAbuseReportService, REPORT_RECEIVED_MESSAGE } from './abuse-report-service';

const table = useLocalTable('abuse-report-service-test');
const at = new Date('2026-07-02T08:15:00Z');

function service() {
  const reports = createAbuseReports(table);
  const operators = recordedAlerts();
  const abuse = createAbuseReportService({
    reports,
    alertOperators: operators.alertOperators,
    clock: () => at,
  });
  return { abuse, reports, operators };
}

const report = (site: string, extra: Record<string, string> = {}) =>
  abuseReportRequestSchema.parse({ site, reason: 'phishing', ...extra });

describe('reports of deployed sites', () => {
  it('stores the report with its sender’s address and tells the operators what was reported', async () => {
    const { abuse, reports, operators } = service();

    const answer = await abuse.submit(
      report('https://sbi-kyc.sites.example/login', {
        details: 'Asks for my net banking password and OTP',
        email: 'asha@example.com',
      }),
      '198.51.100.20',
    );

    expect(answer).toEqual({ id: expect.any(String), message: REPORT_RECEIVED_MESSAGE });
    expect(await reports.get(answer.id, at)).toEqual({
      id: answer.id,
      site: 'https://sbi-kyc.sites.example/login',
      reason: 'phishing',
      details: 'Asks for my net banking password and OTP',
      email: 'asha@example.com',
      sourceIp: '198.51.100.20',
      createdAt: at,
    });
    expect(operators.alerts).toEqual([
      {
        kind: 'abuseReport',
        site: 'https://sbi-kyc.sites.example/login',
        subject:
          'Site reported (Phishing or a fake login page): https://sbi-kyc.sites.example/login',
        text: expect.stringContaining('Details: Asks for my net banking password and OTP'),
      },
    ]);
  });

  it('keeps no email when the reporter left none', async () => {
    const { abuse, reports } = service();

    const { id } = await abuse.submit(
      report('crumb.sites.example', { email: ' ' }),
      '198.51.100.21',
    );

    expect(await reports.get(id, at)).toMatchObject({ email: null, details: '' });
  });

  it(`takes ${ABUSE_REPORTS_PER_HOUR} reports an hour from one address, and stores none beyond`, async () => {
    const { abuse, operators } = service();
    const sender = '198.51.100.22';
    for (let sent = 0; sent < ABUSE_REPORTS_PER_HOUR; sent += 1) {
      await abuse.submit(report(`site-${sent}.sites.example`), sender);
    }

    await expect(abuse.submit(report('one-more.sites.example'), sender)).rejects.toBeInstanceOf(
      TooManyAbuseReportsError,
    );
    expect(operators.alerts).toHaveLength(ABUSE_REPORTS_PER_HOUR);
    await expect(
      abuse.submit(report('from-elsewhere.sites.example'), '198.51.100.23'),
    ).resolves.toMatchObject({ message: REPORT_RECEIVED_MESSAGE });
  });
});
