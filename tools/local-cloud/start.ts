// First: Powertools reads its switches when the functions' modules load.
import './quiet-powertools';
import {
  agentModelsLabel,
  ModelSetupError,
  settleModelName,
} from '../../functions/generation/model-setup/models-from-environment';
import { PROJECT_MODEL } from '../../shared/constants';
import { readLocalCloudConfig, type LocalCloudConfig } from './config';
import { join } from 'node:path';
import { CONTROL_TOKEN_FILE, startLocalCloud } from './local-cloud';
import { STATES_PATH } from './stepfunctions/local-step-functions';

// The functions run on Node 24 on AWS; the local cloud runs them on this machine's Node, where
// the SDK's notice about its future Node support only buries the ready banner.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The dev server registers no service worker (it would cache what hot reload replaces). */
const WEB_MODE_LABELS: Record<LocalCloudConfig['web'], string> = {
  dev: 'dev: hot reload, no service worker; LOCAL_WEB=dist serves the installable build',
  dist: 'dist: the build, installable, with its service worker',
  none: 'none',
};

const config = readLocalCloudConfig();
// A compatible server without OPENAI_MODEL: use its first model, or say what to set and stop.
try {
  await settleModelName(process.env);
} catch (error) {
  if (!(error instanceof ModelSetupError)) throw error;
  console.error(`\n  ${error.message}\n`);
  process.exit(1);
}
const cloud = await startLocalCloud(config);

console.log(`
  Local cloud ready: ${cloud.url}
    web app   ${config.web === 'none' ? '(not served)' : cloud.url} (${WEB_MODE_LABELS[config.web]})
    API       ${cloud.url}/api
    WebSocket ${cloud.url.replace(/^http/, 'ws')}/ws/{projectId}
    Cognito   ${cloud.userPool.endpoint} (user pool ${cloud.userPool.userPoolId})
    states    ${cloud.url}${STATES_PATH} (the generation state machine, loopback callers only)
    models    ${agentModelsLabel(process.env, PROJECT_MODEL)}
    payments  ${cloud.url}/_local/razorpay/control/state (the local Razorpay's orders, subscriptions and webhooks; its controls are in the README)
    sites     ${cloud.siteUrl('{subdomain}')} (deployed sites; Chromium resolves *.localhost)
    dns       ${cloud.url}/_local/dns (the records custom domains are checked against)
    outbox    ${cloud.outboxUrl} (email verification and password reset codes)
    controls  POST /_local/… calls that change the stand-ins need the X-Local-Cloud-Token header: ${config.dataDir ? `$(cat ${join(config.dataDir, CONTROL_TOKEN_FILE)})` : cloud.controlToken} (new each start)
    sign-in   ${cloud.idp.urls.googleIssuer}, ${cloud.idp.urls.githubOAuthUrl} (Google and GitHub stand-ins: "Continue with Google" or "with GitHub" shows a consent page with test accounts)
    github    ${cloud.idp.urls.githubApiUrl}/repos/{owner}/{repo}/contents/index.html (what save to GitHub pushed, read with a token of its owner's)
    email     ${config.emailVerification === 'required' ? 'new accounts verify their email before spending credits' : 'verification off (EMAIL_VERIFICATION=required turns it on)'}
    data      ${config.dataDir}
  Press Ctrl-C to stop.
`);

// The first build would otherwise wait for the state machine's definition (seconds, when its
// sources changed and CDK must synthesize it again); get it now, while nobody waits.
import('./stepfunctions/definition-cache')
  .then(({ cachedGenerationDefinition }) => cachedGenerationDefinition())
  .catch((error: unknown) =>
    console.error('Could not prepare the generation state machine', error),
  );

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local cloud...`);
  await cloud.close();
  console.log('Stopped.');
  process.exit(0);
}

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
