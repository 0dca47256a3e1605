import { afterAll, beforeAll } from 'vitest';
import type { LocalCloudConfig } from '../../tools/local-cloud/config';
import {
  startLocalCloud,
  type LocalCloud,
  type LocalCloudOptions,
} from '../../tools/local-cloud/local-cloud';

/**
 * A local cloud for one test file (or `describe`): on a free port of this machine, with no data
 * folder and no SPA, started before its tests and closed after them. The answer stands for the
 * cloud once it started, so read it inside tests and later hooks, not while they are collected.
 */
export function useLocalCloud(
  options: Partial<LocalCloudConfig> & LocalCloudOptions = {},
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
