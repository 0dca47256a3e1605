import { resolve } from 'node:path';
import { z } from 'zod';
import { repositoryRoot } from '../../infra/repository-root';

const environmentSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int()
    .min(0)
    .max(65535, { error: 'PORT must be a port number (0-65535)' })
    .default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOCAL_DATA_DIR: z.string().min(1).default('.local-data'),
  LOCAL_WEB: z
    .enum(['dev', 'dist', 'none'], { error: 'LOCAL_WEB must be dev, dist or none' })
    .default('dev'),
  EMAIL_VERIFICATION: z
    .enum(['required', 'off'], { error: 'EMAIL_VERIFICATION must be required or off' })
    .default('off'),
  LOCAL_WAF: z.enum(['on', 'off'], { error: 'LOCAL_WAF must be on or off' }).default('off'),
});

export interface LocalCloudConfig {
  host: string;
  port: number;
  /** Absolute folder for everything the local cloud persists; null keeps it all in memory. */
  dataDir: string | null;
  web: 'dev' | 'dist' | 'none';
  /**
   * Whether new password accounts must verify their email (code in the outbox) before spending
   * credits. @default 'off' (on AWS the default is 'required')
   */
  emailVerification?: 'required' | 'off';
  /**
   * `on`: the app firewall's CAPTCHA before signing up, as AWS WAF asks for it with context
   * `waf=on` (its rate rules are left to AWS). @default 'off'
   */
  waf?: 'on' | 'off';
}

/** Reads the local cloud's settings once from the environment, naming any bad variable. */
export function readLocalCloudConfig(
  environment: NodeJS.ProcessEnv = process.env,
): LocalCloudConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid ${String(issue?.path[0] ?? 'setting')}: ${issue?.message ?? ''}`);
  }
  const { PORT, HOST, LOCAL_DATA_DIR, LOCAL_WEB, EMAIL_VERIFICATION, LOCAL_WAF } = parsed.data;
  return {
    host: HOST,
    port: PORT,
    dataDir: resolve(repositoryRoot, LOCAL_DATA_DIR),
    web: LOCAL_WEB,
    emailVerification: EMAIL_VERIFICATION,
    waf: LOCAL_WAF,
  };
}
