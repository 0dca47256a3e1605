import { describe, expect, it, vi } from 'vitest';
import type { Email } from './email-sender';
import { logger } from './observability';
import { createOperatorAlerts, OPERATOR_ALERT_LOG, type OperatorAlert } from './operator-alerts';

const alert: OperatorAlert = {
  kind: 'heldForReview',
  site: 'https://bank.sites.example/',
  subject: 'Site held for review: https://bank.sites.example/',
  text: 'Found: a password sent to another website',
};

describe('operator alerts', () => {
  it('logs the line the alarms count and emails the operators', async () => {
    const sent: Email[] = [];
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const alertOperators = createOperatorAlerts({
      sendEmail: async (email) => void sent.push(email),
      to: 'operators@example.com',
    });

    await alertOperators(alert);

    expect(warn).toHaveBeenCalledWith(`${OPERATOR_ALERT_LOG}: ${alert.subject}`, {
      alert: 'heldForReview',
      site: 'https://bank.sites.example/',
    });
    expect(sent).toEqual([
      { to: 'operators@example.com', subject: alert.subject, text: alert.text },
    ]);
    warn.mockRestore();
  });

  it('only logs where no operator address was given', async () => {
    const sendEmail = vi.fn(async () => undefined);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);

    await createOperatorAlerts({ sendEmail, to: null })(alert);

    expect(warn).toHaveBeenCalledOnce();
    expect(sendEmail).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('never fails what it tells of when the email cannot be sent', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const alertOperators = createOperatorAlerts({
      sendEmail: () => Promise.reject(new Error('SES throttled')),
      to: 'operators@example.com',
    });

    await expect(alertOperators(alert)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Could not email the operators', {
      error: expect.any(Error),
      alert: 'heldForReview',
    });
    error.mockRestore();
    warn.mockRestore();
  });
});
