/**
 * Model failures as the state machine sees them: a Lambda reports a thrown error's `name` as its
 * error type, which is what a Retry's ErrorEquals matches. Rate limits and outages are retried
 * with backoff (RETRYABLE_MODEL_ERRORS); the others fail the run at once.
 */

/** The model's API said too many requests (HTTP 429). */
export class ModelRateLimitError extends Error {
  constructor(message = 'The AI model is busy (rate limited). Please try again shortly.') {
    super(message);
    this.name = 'ModelRateLimitError';
  }
}

/** The model's API dropped the connection or answered 5xx. */
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

/**
 * The model did not finish within the call's time limit. Not retried: the same call would take
 * as long again, and each attempt is paid for. The run fails and is refunded.
 */
export class ModelDeadlineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelDeadlineError';
  }
}

/** Phrasings the offline editor reads, offered when a message changed nothing. */
const EDIT_EXAMPLES = [
  'Rename the site to "Crumb & Co"',
  'Make the colours warmer',
  'Add a FAQ section after the menu',
  'Remove the testimonials',
  'Change the headline to "Fresh bread daily"',
  'Make the menu text shorter',
];

/**
 * An edit that left the page as it was: nothing is saved and the whole run is refunded. Its
 * message says what was not understood and how to ask.
 */
export class EditUnchangedError extends Error {
  constructor(notDone: readonly string[]) {
    const why = notDone.length ? `: ${notDone.join('; ')}` : '';
    super(
      `Nothing on the page changed${why}. Try, for example: ${EDIT_EXAMPLES.map((example) => `“${example}”`).join(', ')}`,
    );
    this.name = 'EditUnchangedError';
  }
}

/**
 * Template mode was asked for a tool it has no template for ("QR code generator"): no page is
 * built, and the run is refunded. Its message names the tool and what template mode builds.
 */
export class NoTemplateError extends Error {
  constructor(tool: string) {
    super(
      `Template mode has no “${tool}”: it builds pages and its own small tools (calculators such as BMI, EMI, GST and tip, converters, lists, timers, a word counter, flashcards, a poll). Connect an AI model to build this one`,
    );
    this.name = 'NoTemplateError';
  }
}
