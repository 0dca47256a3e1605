import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { scorecardSchema, type Scorecard } from '../../shared/api/scorecard-schema';
import { ifConditionHolds, type TableClient } from '../lib/dynamo-client';
import { versionKeys } from '../lib/table-keys';

/**
 * A saved version's scorecard: what it delivered of what was asked, worked out after it was saved
 * (so the person sees the new page without waiting for the checks). Apart from the rest of the
 * versions' module (versions.ts), because the page checker's function writes nothing else of a
 * version and need not load the projects' and versions' code to do this.
 */
export function createVersionScorecards({ documents, tableName }: TableClient) {
  return {
    /** False for a version that is gone (its project was deleted meanwhile). */
    async attachScorecard(
      userId: string,
      projectId: string,
      version: number,
      scorecard: Scorecard,
    ): Promise<boolean> {
      const written = await ifConditionHolds(
        documents.send(
          new UpdateCommand({
            TableName: tableName,
            Key: versionKeys.version(userId, projectId, version),
            UpdateExpression: 'SET scorecard = :scorecard',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':scorecard': scorecardSchema.parse(scorecard) },
          }),
        ),
      );
      return written !== undefined;
    },
  };
}

export type VersionScorecards = ReturnType<typeof createVersionScorecards>;
