import * as z from '../../shared/zod';
import { readEnvironment } from './environment';

const environmentSchema = z.object({
  APP_URL: z.optional(
    z.url({
      protocol: /^https?$/,
      error: 'must be the app’s origin, e.g. https://app.example.com',
    }),
  ),
});

/**
 * Links to the app's own pages, for emails (`APP_URL`, the app's origin); null for every page
 * where this installation was not told its address.
 */
export function appPageUrlFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): (path: `/${string}`) => string | null {
  const { APP_URL } = readEnvironment(environmentSchema, environment);
  const origin = APP_URL?.replace(/\/+$/, '');
  return (path) => (origin ? `${origin}${path}` : null);
}
