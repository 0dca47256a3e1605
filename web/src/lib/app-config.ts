import { APP_CONFIG_PATH, appConfigSchema, type AppConfig } from '../../../shared/app-config';

/** The requirements' message for a sign-in system that could not start (§8). */
export const AUTH_SYSTEM_FAILED = 'Authentication system failed to load';

export class AppConfigError extends Error {
  override readonly name = 'AppConfigError';
  constructor() {
    super(AUTH_SYSTEM_FAILED);
  }
}

/**
 * Reads `/config.json` from this origin and checks it against the shared schema. Throws an
 * AppConfigError (fit to show) when the file is missing, unreachable or malformed.
 */
export async function fetchAppConfig(fetchFn: typeof fetch): Promise<AppConfig> {
  let payload: unknown;
  try {
    const response = await fetchFn(APP_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new AppConfigError();
    payload = await response.json();
  } catch {
    throw new AppConfigError();
  }
  const parsed = appConfigSchema.safeParse(payload);
  if (!parsed.success) throw new AppConfigError();
  return parsed.data;
}

/** Loads the config once per page; a failed load is retried on the next call. */
export function createAppConfigLoader(fetchFn: typeof fetch): () => Promise<AppConfig> {
  let pending: Promise<AppConfig> | null = null;
  return () => {
    pending ??= fetchAppConfig(fetchFn).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

export const loadAppConfig = createAppConfigLoader((input, init) => globalThis.fetch(input, init));
