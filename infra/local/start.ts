import { readLocalCloudConfig } from './config';
import { startLocalCloud } from './local-cloud';
import { STATES_PATH } from './stepfunctions/local-step-functions';

const config = readLocalCloudConfig();
const cloud = await startLocalCloud(config);

console.log(`
  Local cloud ready: ${cloud.url}
    web app   ${config.web === 'none' ? '(not served)' : cloud.url} (${config.web})
    API       ${cloud.url}/api
    WebSocket ${cloud.url.replace(/^http/, 'ws')}/ws/{projectId}
    Cognito   ${cloud.userPool.endpoint} (user pool ${cloud.userPool.userPoolId})
    states    ${cloud.url}${STATES_PATH} (the generation state machine, loopback callers only)
    outbox    ${cloud.outboxUrl} (sign-up and password reset codes)
    data      ${config.dataDir}
  Press Ctrl-C to stop.
`);

// The first build would otherwise wait seconds for CDK to synthesize the state machine's
// definition (loading aws-cdk-lib is most of it); do that now, while nobody waits.
import('./stepfunctions/generation-definition')
  .then(({ generationDefinition }) => generationDefinition())
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
