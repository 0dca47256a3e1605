import type { BridgeKeys } from './bridge-keys';
import type { BridgeSettings } from './bridge-settings';
import type { GitHub } from './github-account';

/** What the bridge's steps work with: passed in, so tests give a fake GitHub and local keys. */
export interface BridgeDeps {
  settings: BridgeSettings;
  keys: BridgeKeys;
  github: GitHub;
  /** Unix seconds now. */
  nowSeconds: () => number;
}
