/**
 * Model failures the state machine retries with backoff (see RETRYABLE_MODEL_ERRORS). A Lambda
 * reports a thrown error's `name` as its error type, which is what a Retry's ErrorEquals matches.
 */

/** The model's API said too many requests (HTTP 429). */
export class ModelRateLimitError extends Error {
  constructor(message = 'The AI model is busy (rate limited). Please try again shortly.') {
    super(message);
    this.name = 'ModelRateLimitError';
  }
}

/** The model's API timed out, dropped the connection or answered 5xx. */
export class ModelUnavailableError extends Error {
  constructor(message = 'The AI model is unavailable right now. Please try again shortly.') {
    super(message);
    this.name = 'ModelUnavailableError';
  }
}

/** The model answered, but not with something usable (no valid plan, no HTML). Not retried. */
export class ModelOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelOutputError';
  }
}
