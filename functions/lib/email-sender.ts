import type { SESv2Client } from '@aws-sdk/client-sesv2';
import * as z from '../../shared/zod';
import { optionalEndpoint, optionalSetting, readEnvironment } from './environment';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export type SendEmail = (email: Email) => Promise<void>;

const environmentSchema = z.object({
  EMAIL_SENDER: z.string().check(z.minLength(3)),
  EMAIL_CONFIGURATION_SET: optionalSetting(z.string()),
  SES_ENDPOINT: optionalEndpoint,
});

/**
 * Sends plain-text email through SES v2 from the operator's sender identity (`EMAIL_SENDER`),
 * with the configuration set that reports bounces and complaints (`EMAIL_CONFIGURATION_SET`, on
 * AWS); the local cloud's SES stand-in delivers it to the outbox. The environment is read, and
 * the SES client loaded, on first send: most calls of the functions that send mail send none, and
 * the client would add to every cold start.
 */
export function createEmailSender(environment: NodeJS.ProcessEnv = process.env): SendEmail {
  let client: { ses: SESv2Client; from: string; configurationSet?: string } | undefined;
  return async ({ to, subject, text }) => {
    const { SESv2Client, SendEmailCommand } = await import('./ses-commands');
    if (!client) {
      const config = readEnvironment(environmentSchema, environment);
      client = {
        ses: new SESv2Client({ endpoint: config.SES_ENDPOINT, maxAttempts: 2 }),
        from: config.EMAIL_SENDER,
        configurationSet: config.EMAIL_CONFIGURATION_SET,
      };
    }
    await client.ses.send(
      new SendEmailCommand({
        FromEmailAddress: client.from,
        ConfigurationSetName: client.configurationSet,
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: {
            Subject: { Data: subject, Charset: 'UTF-8' },
            Body: { Text: { Data: text, Charset: 'UTF-8' } },
          },
        },
      }),
    );
  };
}
