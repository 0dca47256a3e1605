import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { repositoryRoot } from '../infra/repository-root';
import { chromiumPath } from './browser/chromium';
import { startSpaBuild } from './browser/spa-build';
import { CHROMIUM_FLAGS } from './browser/system-chromium';
import type { SharedCloudInfo } from './cloud/shared-cloud';
import { TEST_ENVIRONMENT } from './test-environment';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local cloud the run's integration and browser files share. */
    sharedCloud: SharedCloudInfo;
    /** Where the run's one Chromium listens (browser and slow lanes; absent with no Chromium). */
    chromiumEndpoint: string | undefined;
    /** The run's one build of the SPA (when browser tests run), for a cloud of a file's own. */
    spaBuild: string | undefined;
  }
}

/**
 * Set-up for the integration and browser lanes: one local cloud per run, in a process of its own,
 * serving one build of the SPA when browser tests run, and one Chromium that browser files
 * connect to, each with contexts of its own. Vitest calls this once per lane; the lanes share
 * what the first one started.
 */
interface SharedRun {
  /** Where the SPA is being built, when browser tests may run. */
  spa: ReturnType<typeof startSpaBuild> | undefined;
  cloud: Promise<{ info: SharedCloudInfo; process: ChildProcess }>;
  chromium?: Promise<BrowserServer | undefined>;
  users: number;
}

const RUN_KEY = Symbol.for('sitewright.sharedTestRun');
const registry = globalThis as { [RUN_KEY]?: SharedRun };

function startCloudProcess(webDist: string | undefined) {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '--import', 'tsx', 'testing/cloud/shared-cloud-process.ts'],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        ...TEST_ENVIRONMENT,
        ...(webDist && { SHARED_CLOUD_WEB_DIST: webDist }),
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  return new Promise<{ info: SharedCloudInfo; process: ChildProcess }>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('ready ')) {
        resolve({
          info: JSON.parse(line.slice('ready '.length)) as SharedCloudInfo,
          process: child,
        });
      } else {
        console.log(line);
      }
    });
    child.on('exit', (code) => reject(new Error(`The shared local cloud exited (${code})`)));
    child.on('error', reject);
  });
}

function launchChromiumServer(): Promise<BrowserServer | undefined> {
  if (!chromiumPath) return Promise.resolve(undefined);
  return chromium.launchServer({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
}

function sharedRun(project: TestProject): SharedRun {
  const existing = registry[RUN_KEY];
  if (existing) return existing;
  // The SPA is built (or found in the cache) when browser tests may run: the browser lanes', and
  // the slow lane's XSS attack (tests/slow/attack-xss.test.ts). Vitest starts no test before every
  // lane's set-up is done, so nothing here waits for the build: the cloud starts beside it and
  // serves it once it is there, and the unit, CDK and integration files run meanwhile.
  const withBrowser = project.vitest.projects.some(
    (each) => each.name.startsWith('browser') || each.name === 'slow',
  );
  const spa = withBrowser ? startSpaBuild() : undefined;
  // Its failure is told by vite, and to every page asked of the cloud.
  spa?.built.catch(() => undefined);
  const run: SharedRun = { spa, cloud: startCloudProcess(spa?.folder), users: 0 };
  registry[RUN_KEY] = run;
  return run;
}

export default async function setup(project: TestProject) {
  const run = sharedRun(project);
  run.users += 1;
  const { info } = await run.cloud;
  project.provide('sharedCloud', info);
  project.provide('spaBuild', run.spa?.folder);
  if (project.name.startsWith('browser') || project.name === 'slow') {
    run.chromium ??= launchChromiumServer();
    project.provide('chromiumEndpoint', (await run.chromium)?.wsEndpoint());
  }
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete registry[RUN_KEY];
    await (await run.chromium)?.close();
    const { process: child } = await run.cloud;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  };
}
