import * as z from '../../../shared/zod';
import { safeRedirectPath } from './auth/safe-redirect';

/**
 * /auth's search: `mode=login` opens login, any other value (or none) opens register (requirements §2);
 * `redirect` is where to go once signed in.
 * The raw value is kept as a string; the router's search parser turns `mode=1` into a number,
 * so it is coerced back rather than rejected.
 */
export const authSearchSchema = z.object({
  mode: z.catch(z.optional(z.coerce.string()), undefined),
  /** Where a guarded page sent the visitor from; only a path on this site is kept. */
  redirect: z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((target) => safeRedirectPath(target) ?? undefined),
      ),
    ),
    undefined,
  ),
});
export type AuthSearch = z.infer<typeof authSearchSchema>;

export type AuthEntryMode = 'login' | 'register';

export function authEntryMode(mode: string | undefined): AuthEntryMode {
  return mode === 'login' ? 'login' : 'register';
}
