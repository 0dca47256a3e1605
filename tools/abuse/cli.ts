import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { addLocalOperator, moderateSite, signInOperator } from './operator-calls';

const USAGE = `npm run abuse -- <command>

  takedown <site address> --reason "<why>"   take the site down (unpublished, its owner told why)
  release <site address> --reason "<why>"    end a hold or a takedown, and publish the site again
  add-operator <email>                        (the local cloud only) make an account an operator

The app: SITEWRIGHT_APP_URL (default http://localhost:8080). The operator: SITEWRIGHT_TOKEN (an
operator's ID token), or SITEWRIGHT_EMAIL and SITEWRIGHT_PASSWORD to sign in. add-operator reads
the local cloud's control token from LOCAL_DATA_DIR (default .local-data).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { reason: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
});
const [command, target] = positionals;
const appUrl = (process.env.SITEWRIGHT_APP_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

async function operatorToken(): Promise<string> {
  const {
    SITEWRIGHT_TOKEN: token,
    SITEWRIGHT_EMAIL: email,
    SITEWRIGHT_PASSWORD: password,
  } = process.env;
  if (token) return token;
  if (!email || !password) {
    throw new Error('Set SITEWRIGHT_TOKEN, or SITEWRIGHT_EMAIL and SITEWRIGHT_PASSWORD');
  }
  return signInOperator(appUrl, email, password);
}

async function run(): Promise<string> {
  if (values.help || !command || !target) return USAGE;
  if (command === 'add-operator') {
    const dataDir = resolve(process.env.LOCAL_DATA_DIR ?? '.local-data');
    // The local cloud's module is heavy to load: only this command needs it.
    const { CONTROL_TOKEN_FILE } = await import('../local-cloud/local-cloud');
    const controlToken = (await readFile(join(dataDir, CONTROL_TOKEN_FILE), 'utf8')).trim();
    await addLocalOperator(appUrl, controlToken, target);
    return `${target} is an operator: sign in again for a token that says so.`;
  }
  if (command !== 'takedown' && command !== 'release') throw new Error(USAGE);
  if (!values.reason?.trim()) throw new Error(`Say why: --reason "<why>"\n\n${USAGE}`);
  const outcome = await moderateSite(appUrl, await operatorToken(), command, target, values.reason);
  const { site } = outcome;
  return `${outcome.message} (user ${site.user_id}, project ${site.project_id}); logged.`;
}

try {
  console.log(await run());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
