import { afterAll, beforeAll, inject, vi } from 'vitest';
import type { LocalCloudConfig } from '../../tools/local-cloud/config';
import {
  startLocalCloud,
  type LocalCloud,
  type LocalCloudOptions,
} from '../../tools/local-cloud/local-cloud';
import { spaBuilt } from '../browser/spa-build';
import { sharedCloudOf, type SharedCloud } from './shared-cloud';

export interface SharedCloudOptions {
  /**
   * The file runs functions' services in its own process against the cloud: give its tests the
   * environment the functions read there (the table, buckets, endpoints and keys).
   */
  functionsInProcess?: boolean;
}

/**
 * The run's shared local cloud (testing/global-setup.ts), for integration and browser files. Files
 * keep their data apart by signing up users of their own; they must not change the cloud.
 */
export function useSharedCloud({
  functionsInProcess = false,
}: SharedCloudOptions = {}): SharedCloud {
  const info = inject('sharedCloud');
  if (!info) throw new Error('No shared cloud: run this file in the integration or browser lane');
  if (functionsInProcess) {
    beforeAll(() => {
      for (const [name, value] of Object.entries(info.environment)) vi.stubEnv(name, value);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });
  }
  return sharedCloudOf(info);
}

/** The settings for a cloud of a browser file's own: it serves the run's build of the SPA. */
export function withRunSpa(): Pick<LocalCloudConfig, 'web'> & LocalCloudOptions {
  const webDist = inject('spaBuild');
  if (!webDist) throw new Error('No SPA build: run this file in the browser lane');
  return { web: 'dist', webDist, webReady: spaBuilt(webDist) };
}

/**
 * A local cloud of the file's own (or `describe`'s): on a free port of this machine, with no data
 * folder and no SPA, started before its tests and closed after them. Only for a file that must
 * change the cloud (its Task handlers, its settings, a fault in a stand-in); every other file
 * shares the run's cloud (useSharedCloud). The answer stands for the cloud once it started, so
 * read it inside tests and later hooks, not while they are collected.
 */
export function useOwnLocalCloud(
  options: Partial<LocalCloudConfig> & LocalCloudOptions,
): LocalCloud {
  let started: LocalCloud | undefined;

  beforeAll(async () => {
    started = await startLocalCloud({
      host: '127.0.0.1',
      port: 0,
      dataDir: null,
      web: 'none',
      ...options,
    });
  });

  afterAll(async () => {
    await started?.close();
    started = undefined;
  });

  const current = () => {
    if (!started) throw new Error('The local cloud starts in beforeAll: read it inside a test');
    return started;
  };
  // Every property read goes to the cloud that started; its methods stay bound to it.
  return new Proxy({} as LocalCloud, {
    get(_, property) {
      const value: unknown = Reflect.get(current(), property);
      return typeof value === 'function' ? value.bind(current()) : value;
    },
  });
}
