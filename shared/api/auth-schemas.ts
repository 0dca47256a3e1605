import * as z from '../zod';
import { LIMITS, MIN_PASSWORD_LENGTH } from '../constants';
import { withoutHiddenCharacters } from '../visible-text';
import { emailSchema, errorBodySchema, requiredText, successSchema } from './common';

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  credits: z.number().check(z.int(), z.nonnegative()),
  photo_url: z.optional(z.nullable(z.string())),
  /**
   * Whether the account has proved it owns its email. Where the operator requires it, credits
   * cannot be spent before it is true. The API always says; a client treats "not said" as true.
   */
  email_verified: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;

export const passwordSchema = z.string({ error: 'Password is required' }).check(
  z.minLength(MIN_PASSWORD_LENGTH, {
    error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  }),
  z.maxLength(LIMITS.passwordMax, {
    error: `Password must be at most ${LIMITS.passwordMax} characters`,
  }),
);

export const registerRequestSchema = z.object({
  username: requiredText('Username', LIMITS.usernameMax),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The code an authenticator app shows for two-step sign-in: six digits. */
export const MFA_CODE_LENGTH = 6;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .check(z.minLength(1, { error: 'Password is required' })),
  /** For an account with two-step sign-in on: the code its authenticator app shows now. */
  mfa_code: z.optional(
    z.string().check(
      z.trim(),
      z.regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), {
        error: `The code is the ${MFA_CODE_LENGTH} digits your authenticator app shows`,
      }),
    ),
  ),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * A login refused for want of the authenticator app's code (or with a wrong one): `mfa_required`
 * tells an API client to ask for the code and send the login again with it as `mfa_code`.
 */
export const mfaRequiredBodySchema = z.extend(errorBodySchema, { mfa_required: z.literal(true) });
export type MfaRequiredBody = z.infer<typeof mfaRequiredBodySchema>;

/**
 * Identity sync after any Cognito sign-in (password or federated): creates the caller's profile on
 * first sign-in and returns it. The caller is the verified token's subject, never a body field;
 * the body only offers profile details the token may lack.
 */
export const identitySyncRequestSchema = z.object({
  // The same rules as a username typed at sign-up, NFC included.
  username: z.optional(requiredText('Username', LIMITS.usernameMax)),
  // Offered by the identity provider, not typed here: hidden characters are dropped, not refused.
  display_name: z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(LIMITS.usernameMax)),
        z.transform((name: string) => withoutHiddenCharacters(name)),
      ),
    ),
  ),
  photo_url: z.optional(z.nullable(z.url().check(z.maxLength(2048)))),
  provider_id: z.optional(z.string().check(z.maxLength(64))),
});
export type IdentitySyncRequest = z.infer<typeof identitySyncRequestSchema>;

/**
 * `access_token` is the bearer the API accepts (a Cognito ID token); the refresh token lets an API
 * client renew it before `expires_in` seconds have passed.
 */
export const authResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.optional(z.string()),
  expires_in: z.optional(z.number().check(z.int(), z.positive())),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** The Google session exchange sends its session id in the X-Session-ID header. */
export const googleSessionHeadersSchema = z.object({
  'x-session-id': requiredText('Session id', 512),
});

export const googleSessionResponseSchema = z.object({
  session_token: z.string(),
  user: userSchema,
});
export type GoogleSessionResponse = z.infer<typeof googleSessionResponseSchema>;

export const meResponseSchema = userSchema;

/** Logout revokes the given refresh token (the session's), when one is sent. */
export const logoutRequestSchema = z.object({
  refresh_token: z.optional(z.string().check(z.maxLength(8192))),
});

export const logoutResponseSchema = successSchema;

/**
 * Spec §8's words for an email that already has an account signed into another way (password,
 * or Google): the pre sign-up trigger refuses the second account with them, and the SPA shows
 * them wherever that refusal comes back (a registration, or Google's return).
 */
export const OTHER_LOGIN_METHOD_MESSAGE =
  'An account already exists with this email using a different login method';

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

/** The code sent to a user's email to prove they own it: six digits. */
export const EMAIL_CODE_LENGTH = 6;

export const sendEmailCodeResponseSchema = z.object({
  success: z.literal(true),
  /** Where the code went. */
  sent_to: z.string(),
});

export const verifyEmailRequestSchema = z.object({
  code: z.string({ error: 'Enter the code from the email' }).check(
    z.trim(),
    z.regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), {
      error: `The code is the ${EMAIL_CODE_LENGTH} digits in the email`,
    }),
  ),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const verifyEmailResponseSchema = z.object({ success: z.literal(true), user: userSchema });
