import { abuseEndpoints } from '../../shared/api/abuse-endpoints';
import { contactEndpoints } from '../../shared/api/contact-endpoints';
import { HttpError } from '../http/http-error';
import { createHttpHandler } from '../http/http-handler';
import { callerLimitsFromEnvironment } from '../lib/caller-limits';
import { createTableClient } from '../lib/dynamo-client';
import { operatorAlertsFromEnvironment } from '../lib/operator-alerts';
import { createAbuseReports, TooManyAbuseReportsError } from './abuse-reports';
import { createAbuseReportService } from './abuse-report-service';
import { createContactMessages, TooManyContactMessagesError } from './contact-messages';
import { createContactService } from './contact-service';

const table = createTableClient();
const { contactMessages } = callerLimitsFromEnvironment();
const contact = createContactService({
  messages: createContactMessages(table, contactMessages.perAddressPerHour),
});
const abuseReports = createAbuseReportService({
  reports: createAbuseReports(table),
  alertOperators: operatorAlertsFromEnvironment(),
});

export const handler = createHttpHandler(
  'contact',
  { ...contactEndpoints, submitAbuseReport: abuseEndpoints.submitAbuseReport },
  {
    submitContact: async ({ body, sourceIp }) => ({
      success: true,
      ...(await contact.submit(body, sourceIp)),
    }),
    submitAbuseReport: async ({ body, sourceIp }) => ({
      success: true,
      ...(await abuseReports.submit(body, sourceIp)),
    }),
  },
  {
    errors: (error) =>
      error instanceof TooManyContactMessagesError || error instanceof TooManyAbuseReportsError
        ? new HttpError(429, error.message)
        : undefined,
  },
);
