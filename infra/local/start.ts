import { readLocalCloudConfig } from './config';
import { startLocalCloud } from './local-cloud';

const config = readLocalCloudConfig();
const cloud = await startLocalCloud(config);

console.log(`
  Local cloud ready: ${cloud.url}
    web app   ${config.web === 'none' ? '(not served)' : cloud.url} (${config.web})
    API       ${cloud.url}/api
    WebSocket ${cloud.url.replace(/^http/, 'ws')}/ws/{projectId}
    Cognito   ${cloud.userPool.endpoint} (user pool ${cloud.userPool.userPoolId})
    outbox    ${cloud.outboxUrl} (sign-up and password reset codes)
    data      ${config.dataDir}
  Press Ctrl-C to stop.
`);

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
