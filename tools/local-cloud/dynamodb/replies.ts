import { z } from 'zod';

/** A DynamoDB JSON-protocol answer: HTTP status and the parsed JSON body. */
export interface DynamoReply {
  statusCode: number;
  body: unknown;
}

const errorBody = z.object({ __type: z.string(), message: z.string().optional() });

/** The short error name (`ConditionalCheckFailedException`), or undefined for a success. */
export function errorName(reply: DynamoReply): string | undefined {
  if (reply.statusCode === 200) return undefined;
  const parsed = errorBody.safeParse(reply.body);
  return parsed.success ? parsed.data.__type.split('#').pop() : 'UnknownError';
}

export function errorMessage(reply: DynamoReply): string | undefined {
  const parsed = errorBody.safeParse(reply.body);
  return parsed.success ? parsed.data.message : undefined;
}

export function validationException(message: string): DynamoReply {
  return {
    statusCode: 400,
    body: { __type: 'com.amazon.coral.validate#ValidationException', message },
  };
}

export function serializationException(): DynamoReply {
  return { statusCode: 400, body: { __type: 'com.amazon.coral.service#SerializationException' } };
}

export function internalServerError(message: string): DynamoReply {
  return {
    statusCode: 500,
    body: { __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError', message },
  };
}

/** Phrased like AWS's request validation, so callers see the same kind of message locally. */
export function validationExceptionFrom(error: z.ZodError): DynamoReply {
  const count = error.issues.length;
  const details = error.issues.map(
    (issue) => `Value at '${issue.path.join('.')}' failed to satisfy constraint: ${issue.message}`,
  );
  return validationException(
    `${count} validation error${count === 1 ? '' : 's'} detected: ${details.join('; ')}`,
  );
}

/** Thrown to abort an operation with an answer from dynalite that the client should get as is. */
export class ReplyError extends Error {
  constructor(readonly reply: DynamoReply) {
    super(errorMessage(reply) ?? errorName(reply));
  }
}
