// What the email sender loads on its first send: only these, so the bundle keeps SES's other
// commands out (a dynamic import of the package itself would keep every export).
export { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
