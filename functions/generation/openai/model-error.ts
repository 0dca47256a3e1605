import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  ConflictError,
  InternalServerError,
  RateLimitError,
} from 'openai';
import {
  ModelDeadlineError,
  ModelOutputError,
  ModelRateLimitError,
  ModelUnavailableError,
} from '../models/model-errors';

function isModelError(error: unknown): error is Error {
  return (
    error instanceof ModelOutputError ||
    error instanceof ModelRateLimitError ||
    error instanceof ModelUnavailableError ||
    error instanceof ModelDeadlineError
  );
}

/** A call that ran out of its time limit: its own error, never retried (see model-errors.ts). */
export function tooSlowTo(task: string): ModelDeadlineError {
  return new ModelDeadlineError(
    `The AI model took too long to ${task}. A shorter request or a faster model may help.`,
  );
}

/**
 * An SDK failure as the domain error the state machine understands: a rate limit and a model that
 * is down are retried (by error name); a call out of time and anything else fail the agent, with a
 * message that says what happened.
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
  if (
    error instanceof APIConnectionTimeoutError ||
    (error instanceof APIError && error.status === 408)
  ) {
    return tooSlowTo(task);
  }
  if (error instanceof APIConnectionError) {
    return new ModelUnavailableError(
      `The connection to the AI model failed while trying to ${task}. Please try again shortly.`,
    );
  }
  if (
    error instanceof InternalServerError ||
    error instanceof ConflictError ||
    (error instanceof APIError && (error.status ?? 0) >= 500)
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
