import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmailSender } from './email-sender';

const ses = mockClient(SESv2Client);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => ses.restore());
const email = { to: 'ada@example.com', subject: 'Your code', text: 'It is 123456' };

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});

describe('the email sender', () => {
  it('sends through the configuration set that reports bounces and complaints', async () => {
    const send = createEmailSender({
      EMAIL_SENDER: 'no-reply@builder.example.com',
      EMAIL_CONFIGURATION_SET: 'builder-email',
      AWS_REGION: 'eu-west-1',
    });

    await send(email);

    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).toMatchObject({
      FromEmailAddress: 'no-reply@builder.example.com',
      ConfigurationSetName: 'builder-email',
      Destination: { ToAddresses: ['ada@example.com'] },
    });
  });

  it('names no configuration set where there is none (the local cloud)', async () => {
    const send = createEmailSender({
      EMAIL_SENDER: 'no-reply@builder.example.com',
      AWS_REGION: 'eu-west-1',
    });

    await send(email);

    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.ConfigurationSetName).toBe(
      undefined,
    );
  });
});
