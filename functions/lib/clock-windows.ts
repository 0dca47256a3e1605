/**
 * The clock windows rate limits count in (rate-limits.ts). Apart from the counting, which needs
 * DynamoDB's SDK, so a refusal's words can say when a window ends without loading it.
 */
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;

/** When the clock window of `windowMs` that `at` falls in ends (ms). */
export const windowEnd = (at: Date, windowMs: number): number =>
  Math.ceil((at.getTime() + 1) / windowMs) * windowMs;

/** When the clock hour of `at` ends, and with it the count of an hourly limit (ms). */
export const hourEnds = (at: Date): number => windowEnd(at, HOUR_MS);
