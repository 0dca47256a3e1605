import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

const clients = new Map<string, SecretsManagerClient>();

/**
 * A Secrets Manager secret's text, by ARN; `variable` names the environment variable the ARN came
 * from, for the error. The region is in the ARN (arn:aws:secretsmanager:<region>:…), so it works
 * from any region.
 */
export async function readSecretText(
  arn: string,
  variable: string,
  endpoint?: string,
): Promise<string> {
  const region = arn.split(':')[3] || undefined;
  const clientKey = `${endpoint ?? ''} ${region ?? ''}`;
  let client = clients.get(clientKey);
  if (!client) {
    client = new SecretsManagerClient({ endpoint, region });
    clients.set(clientKey, client);
  }
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
  if (SecretString === undefined) throw new Error(`The secret in ${variable} has no text value.`);
  return SecretString;
}
