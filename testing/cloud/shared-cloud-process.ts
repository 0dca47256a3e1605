// First: Powertools reads its switches when the functions' modules load.
import '../../tools/local-cloud/quiet-powertools';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalCloud } from '../../tools/local-cloud/local-cloud';
import { spaBuilt } from '../browser/spa-build';
import { describeCloud, serveControls } from './shared-cloud';

/**
 * The shared test cloud's own process (see shared-cloud.ts): starts the local cloud in memory,
 * on free ports, serving the SPA build in SHARED_CLOUD_WEB_DIST when one is given (once the run
 * has built it), and prints one line, `ready {json}`, with its description. It stops on SIGTERM or when its parent goes.
 */
const webDist = process.env.SHARED_CLOUD_WEB_DIST;
const cloud = await startLocalCloud({
  host: '127.0.0.1',
  port: 0,
  dataDir: null,
  web: webDist ? 'dist' : 'none',
  ...(webDist && { webDist, webReady: spaBuilt(webDist) }),
  // Webhooks follow a payment shortly after its checkout answers, as Razorpay's do; tests that
  // need them wait for them (webhooksDelivered).
  razorpayWebhookDelayMs: 200,
});
const controls = createServer((request, response) => {
  serveControls(cloud)(request, response).catch(() => response.destroy());
});
await new Promise<void>((resolve) => controls.listen(0, '127.0.0.1', resolve));
const { port } = controls.address() as AddressInfo;
console.log(`ready ${JSON.stringify(describeCloud(cloud, `http://127.0.0.1:${port}/`))}`);

async function stop() {
  controls.close();
  await cloud.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
