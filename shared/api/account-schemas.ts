import * as z from '../zod';
import { LIMITS } from '../constants';

/**
 * How recent a sign-in through Google or GitHub must be to delete the account: such accounts have
 * no password to confirm with, so they sign in again instead (the ID token's `auth_time`).
 */
export const RECENT_SIGN_IN_MINUTES = 5;

/**
 * Deleting the account: a password account confirms with its password; an account signed in
 * through Google or GitHub sends none and must have signed in within RECENT_SIGN_IN_MINUTES.
 */
export const deleteAccountRequestSchema = z.object({
  password: z.optional(z.string().check(z.maxLength(LIMITS.passwordMax))),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ success: z.literal(true) });

/**
 * A file for the browser to save, as the function hands it over: sent as its bytes (base64 to API
 * Gateway) with its type and a `content-disposition` naming it, never as JSON.
 */
export const fileResponseSchema = z.object({
  filename: z.string().check(z.regex(/^[\w.-]+$/)),
  content_type: z.string().check(z.minLength(1)),
  bytes: z.instanceof(Uint8Array),
});
export type FileResponse = z.infer<typeof fileResponseSchema>;

/** The export's file name on a given day: `sitewright-data-2026-01-31.zip`. */
export function accountExportFileName(day: Date): string {
  return `sitewright-data-${day.toISOString().slice(0, 10)}.zip`;
}
