import { z } from 'zod';
import { LIMITS, MIN_PASSWORD_LENGTH } from '../constants';
import { emailSchema, requiredText, successSchema } from './common';

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  credits: z.number().int().nonnegative(),
  photo_url: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, { error: 'Password must be at least 6 characters' })
  .max(LIMITS.passwordMax, { error: `Password must be at most ${LIMITS.passwordMax} characters` });

export const registerRequestSchema = z.object({
  username: requiredText('Username', LIMITS.usernameMax),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Identity sync after any Cognito sign-in (password or federated): creates the caller's profile on
 * first sign-in and returns it. The caller is the verified token's subject, never a body field;
 * the body only offers profile details the token may lack.
 */
export const identitySyncRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: 'Username is required' })
    .max(LIMITS.usernameMax, { error: `Username must be at most ${LIMITS.usernameMax} characters` })
    .optional(),
  display_name: z.string().trim().max(LIMITS.usernameMax).nullable().optional(),
  photo_url: z.url().max(2048).nullable().optional(),
  provider_id: z.string().max(64).optional(),
});
export type IdentitySyncRequest = z.infer<typeof identitySyncRequestSchema>;

/**
 * `access_token` is the bearer the API accepts (a Cognito ID token); the refresh token lets an API
 * client renew it before `expires_in` seconds have passed.
 */
export const authResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  expires_in: z.number().int().positive().optional(),
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
export const logoutRequestSchema = z.object({ refresh_token: z.string().max(8192).optional() });

export const logoutResponseSchema = successSchema;

/**
 * Spec §8's words for an email that already has an account signed into another way (password,
 * or Google): the pre sign-up trigger refuses the second account with them, and the SPA shows
 * them wherever that refusal comes back (a registration, or Google's return).
 */
export const OTHER_LOGIN_METHOD_MESSAGE =
  'An account already exists with this email using a different login method';
