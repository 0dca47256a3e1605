import { z } from 'zod';
import { attributeMap, expressionAttributeNames, itemReply } from './attribute-values';
import type { DynaliteClient } from './dynalite-client';
import { errorName, ReplyError, validationExceptionFrom, type DynamoReply } from './replies';

const transactGetRequest = z.object({
  TransactItems: z
    .array(
      z.strictObject({
        Get: z.object({
          TableName: z.string(),
          Key: attributeMap,
          ProjectionExpression: z.string().optional(),
          ExpressionAttributeNames: expressionAttributeNames.optional(),
        }),
      }),
    )
    .min(1, 'Member must have length greater than or equal to 1')
    .max(100, 'Member must have length less than or equal to 100'),
});

/**
 * TransactGetItems on top of dynalite, which lacks it. The caller must hold the store's mutex, so
 * no write (and no half-applied transaction) can land between the reads.
 */
export async function transactGetItems(
  dynalite: DynaliteClient,
  requestBody: unknown,
): Promise<DynamoReply> {
  const request = transactGetRequest.safeParse(requestBody);
  if (!request.success) return validationExceptionFrom(request.error);

  const responses = [];
  for (const { Get } of request.data.TransactItems) {
    const reply = await dynalite.call('GetItem', { ...Get, ConsistentRead: true });
    if (errorName(reply) !== undefined) throw new ReplyError(reply);
    const { Item } = itemReply.parse(reply.body);
    responses.push(Item ? { Item } : {});
  }
  return { statusCode: 200, body: { Responses: responses } };
}
