import { KMSClient } from '@aws-sdk/client-kms';
import { observed } from '../../lib/observability';
import type { BridgeDeps } from './bridge-deps';
import { createBridgeHandler } from './bridge-http';
import { createKmsBridgeKeys } from './bridge-keys';
import { readBridgeSettings, type BridgeSettings } from './bridge-settings';

function bridgeDepsOf(settings: BridgeSettings): BridgeDeps {
  const kms = new KMSClient({ endpoint: settings.kmsEndpoint });
  return {
    settings,
    keys: createKmsBridgeKeys({
      kms,
      signingKeyId: settings.signingKeyId,
      stateKeyId: settings.stateKeyId,
    }),
    github: {
      fetch: (input, init) => fetch(input, init),
      oauthUrl: settings.githubOAuthUrl,
      apiUrl: settings.githubApiUrl,
    },
    nowSeconds: () => Math.floor(Date.now() / 1000),
  };
}

const settings = readBridgeSettings();

/**
 * GitHub sign-in for Cognito: an OpenID Connect provider over GitHub's OAuth (bridge-http.ts).
 * Called at the app's address through its distribution, by Cognito and by browsers on their way
 * to and from GitHub.
 */
export const handler = observed(
  createBridgeHandler(settings && bridgeDepsOf(settings)),
  (event) => ({
    requestId: event.requestContext.requestId,
  }),
);
