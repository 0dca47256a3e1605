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

/** Identity sync after a federated sign-in: the provider's user id and profile. */
export const identitySyncRequestSchema = z.object({
  firebase_uid: requiredText('Provider user id', 256),
  email: emailSchema,
  display_name: z.string().max(LIMITS.usernameMax).nullable().optional(),
  photo_url: z.url().max(2048).nullable().optional(),
  provider_id: requiredText('Provider id', 64),
});
export type IdentitySyncRequest = z.infer<typeof identitySyncRequestSchema>;

export const authResponseSchema = z.object({ access_token: z.string(), user: userSchema });
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

export const logoutResponseSchema = successSchema;
