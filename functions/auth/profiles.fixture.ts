import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { WELCOME_CREDITS } from '../../shared/constants';
import type { TableClient } from '../lib/dynamo-client';
import { createProfiles } from './profiles';
import { profileKeys } from '../lib/table-keys';

/**
 * Test-only: signs a new user up (profile and welcome entry, created at `createdAt`), then sets
 * the balance to `credits` directly when that is not the welcome amount. Resolves to the user id.
 */
export async function newUserWithCredits(
  table: TableClient,
  createdAt: Date,
  credits = WELCOME_CREDITS,
): Promise<string> {
  const userId = randomUUID();
  await createProfiles(table).createWithWelcomeCredits({
    userId,
    username: 'someone',
    email: `${userId}@example.com`,
    photoUrl: null,
    emailVerified: true,
    createdAt,
  });
  if (credits !== WELCOME_CREDITS) {
    await table.documents.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: profileKeys.profile(userId),
        UpdateExpression: 'SET credits = :credits',
        ExpressionAttributeValues: { ':credits': credits },
      }),
    );
  }
  return userId;
}
