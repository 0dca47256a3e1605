import * as z from '../zod';
import { LIMITS } from '../constants';
import { hasControlCharacter, hasVisibleCharacter, type TextLines } from '../visible-text';

/** Every error response body: one human-readable sentence the client may show as it is. */
export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const successSchema = z.object({ success: z.literal(true) });

/** No request body. Clients send nothing, or an empty object. */
export const emptyBodySchema = z.strictObject({});

/** Unix seconds, or an ISO-8601 instant for display fields. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * Trimmed text that must not be empty, with a limit and messages in plain words; no control
 * characters, and something visible (shared/visible-text.ts).
 */
export function requiredText(field: string, max: number, lines: TextLines = {}) {
  return z
    .string({ error: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${field} is required` }),
      z.maxLength(max, { error: `${field} must be at most ${max} characters` }),
      visibleText(field, lines),
      z.normalize('NFC'),
    );
}

/** The visible-text rules as a check any string schema can take. */
export function visibleText(field: string, lines: TextLines = {}) {
  return z.superRefine<string>((text, context) => {
    // Nothing visible at all says so first: it reads better than naming what is hidden.
    if (text !== '' && !hasVisibleCharacter(text)) {
      context.addIssue({
        code: 'custom',
        message: `${field} must contain visible characters, not only invisible ones`,
        input: text,
      });
    } else if (hasControlCharacter(text, lines)) {
      context.addIssue({
        code: 'custom',
        message: `${field} cannot contain control or hidden characters`,
        input: text,
      });
    }
  });
}

export const emailSchema = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Email is required' }),
      z.maxLength(LIMITS.emailMax, { error: 'Invalid email address' }),
    ),
  z.email({ error: 'Invalid email address' }),
);

/** An opaque paging cursor handed back by a list call. */
export const cursorSchema = z.string().check(z.minLength(1), z.maxLength(2048));

/** Builds a `?limit=&cursor=` query schema with a default page size. */
export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: z._default(
      z.coerce
        .number({ error: 'limit must be a number' })
        .check(
          z.int({ error: 'limit must be a whole number' }),
          z.gte(1, { error: 'limit must be at least 1' }),
          z.lte(maxLimit, { error: `limit must be at most ${maxLimit}` }),
        ),
      defaultLimit,
    ),
    cursor: z.optional(cursorSchema),
  });
}

export const nextCursorSchema = z.nullable(cursorSchema);

/** An id issued by the payment provider (order, payment, subscription). */
export function providerIdSchema(field: string) {
  return z
    .string({ error: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${field} is required` }),
      z.maxLength(128, { error: `${field} is too long` }),
    );
}

/** Razorpay's checkout signature: a hex HMAC-SHA256. */
export const paymentSignatureSchema = z
  .string({ error: 'signature is required' })
  .check(z.regex(/^[0-9a-f]{64}$/i, { error: 'signature must be 64 hexadecimal characters' }));

/** A project's id (a ULID). Here, not with the project contract: many modules check one. */
export const projectIdSchema = z
  .string()
  .check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, { error: 'Invalid project id' }));

/** A route's `{projectId}`; here too, not with the project contract: other areas' routes take one. */
export const projectParamsSchema = z.object({ projectId: projectIdSchema });
