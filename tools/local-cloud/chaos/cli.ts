import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runChaos } from './chaos';
import { restartablePorts } from './restart-port';

/**
 * `npm run chaos`: the crash test, longer than CI runs it. CHAOS_KILLS (default 60) kills;
 * CHAOS_PORT picks the port (default 8191); the data folder is a fresh temporary one.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const kills = Number(process.env.CHAOS_KILLS ?? 60);
const { storagePorts } = await restartablePorts();
const port = Number(process.env.CHAOS_PORT ?? 8191);
const dataDir = await mkdtemp(join(tmpdir(), 'sitewright-chaos-'));
try {
  const figures = await runChaos({
    kills,
    port,
    dataDir,
    storagePorts,
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
