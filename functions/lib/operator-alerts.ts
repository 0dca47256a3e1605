import * as z from '../../shared/zod';
import { createEmailSender, type SendEmail } from './email-sender';
import { optionalSetting, readEnvironment } from './environment';
import { logger } from './observability';
import { OPERATOR_ALERT_LOG } from './operator-alert-log';

export { OPERATOR_ALERT_LOG };

/** Something an operator should look at: a report of a site, a site held for review, a takedown. */
export interface OperatorAlert {
  kind: 'abuseReport' | 'heldForReview' | 'takenDown';
  /** The site's address, as the alert names it. */
  site: string;
  /** The email's subject. */
  subject: string;
  /** The email's text: what happened, and what the operator can do. */
  text: string;
}

export type AlertOperators = (alert: OperatorAlert) => Promise<void>;

/**
 * Tells the operators: a log line the alarms count, and an email to their address when there is
 * one. An email that cannot be sent is logged, never thrown: what it is about (a report stored, a
 * site held) has already happened, and the alarm still goes.
 */
export function createOperatorAlerts({
  sendEmail,
  to,
}: {
  sendEmail: SendEmail;
  to: string | null;
}): AlertOperators {
  return async ({ kind, site, subject, text }) => {
    logger.warn(`${OPERATOR_ALERT_LOG}: ${subject}`, { alert: kind, site });
    if (!to) return;
    await sendEmail({ to, subject, text }).catch((error: unknown) =>
      logger.error('Could not email the operators', { error, alert: kind }),
    );
  };
}

const environmentSchema = z.object({
  OPERATOR_EMAIL: optionalSetting(z.email({ error: 'must be an email address' })),
});

/** The alerts of a function that alerts operators, from the environment (`OPERATOR_EMAIL`). */
export function operatorAlertsFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): AlertOperators {
  const { OPERATOR_EMAIL } = readEnvironment(environmentSchema, environment);
  return createOperatorAlerts({
    sendEmail: createEmailSender(environment),
    to: OPERATOR_EMAIL ?? null,
  });
}
