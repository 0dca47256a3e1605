import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createModerationLog } from '../../functions/deployments/moderation-log';
import { tableClientOf } from '../../functions/lib/dynamo-client';
import { addLocalOperator, signInOperator } from '../../tools/abuse/operator-calls';
import { localDynamoClientConfig } from '../../tools/local-cloud/dynamodb';
import { signUpWithProfile, type SignedUpAccount } from './local-accounts';
import type { CloudAddresses } from './shared-cloud';

/**
 * A new account made an operator as `npm run abuse -- add-operator` does, then signed in again
 * through the app's login: its ID token names the operators' group.
 */
export async function signUpOperator(
  cloud: CloudAddresses & { controlToken: string },
  email: string,
  password = 'operator-secret-1',
): Promise<SignedUpAccount> {
  const account = await signUpWithProfile(cloud, email, password);
  await addLocalOperator(cloud.url, cloud.controlToken, email);
  return { ...account, idToken: await signInOperator(cloud.url, email, password) };
}

/** The operators' log of the month (`YYYY-MM`) in the cloud's table, newest first. */
export function moderationLogOf(cloud: CloudAddresses, month: string) {
  const table = tableClientOf(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
    cloud.dynamo.tableName,
  );
  return createModerationLog(table).month(month);
}
