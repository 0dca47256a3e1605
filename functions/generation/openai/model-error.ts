import {
  APIConnectionError,
  APIError,
  ConflictError,
  InternalServerError,
  RateLimitError,
} from 'openai';
import {
  ModelOutputError,
  ModelRateLimitError,
  ModelUnavailableError,
} from '../agents/model-errors.ts';

function isModelError(error: unknown): error is Error {
  return (
    error instanceof ModelOutputError ||
    error instanceof ModelRateLimitError ||
    error instanceof ModelUnavailableError
  );
}

/**
 * An SDK failure as the domain error the state machine understands: a rate limit and a model that
 * is down or slow are retried (by error name); anything else fails the agent with a message that
 * says what the API answered.
 */
export function toModelError(error: unknown, task: string): Error {
  if (isModelError(error)) return error;
  if (error instanceof RateLimitError) {
    // Out of credit looks like a rate limit to HTTP, but waiting does not fix it.
    if (error.code === 'insufficient_quota') {
      return new Error(
        `Could not ${task}: the AI provider account has no quota left (${error.message}).`,
        { cause: error },
      );
    }
    return new ModelRateLimitError();
  }
  if (error instanceof APIConnectionError) {
    return new ModelUnavailableError(
      `The AI model did not answer in time or the connection failed while trying to ${task}. Please try again shortly.`,
    );
  }
  if (
    error instanceof InternalServerError ||
    error instanceof ConflictError ||
    (error instanceof APIError && (error.status === 408 || (error.status ?? 0) >= 500))
  ) {
    return new ModelUnavailableError();
  }
  if (error instanceof APIError) {
    return new Error(
      `Could not ${task}: the AI model's API answered ${error.status ?? 'with an error'}: ${error.message}`,
      { cause: error },
    );
  }
  if (error instanceof Error) {
    return new Error(`Could not ${task}: ${error.message}`, { cause: error });
  }
  return new Error(`Could not ${task}: ${String(error)}`);
}
