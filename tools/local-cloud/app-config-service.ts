import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_CONFIG_PATH, appConfigSchema, type AppConfig } from '../../shared/app-config';

/**
 * `/config.json` on the local origin: what the SPA needs to reach the local user pool, in the
 * same shape the CDK web stack deploys next to the built app on AWS.
 */
export function createAppConfigService(config: () => AppConfig | undefined) {
  return (request: IncomingMessage, response: ServerResponse, url: URL): boolean => {
    if (url.pathname !== APP_CONFIG_PATH) return false;
    request.resume();
    const current = config();
    if (!current || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(current ? 405 : 503).end();
      return true;
    }
    response
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' })
      .end(JSON.stringify(appConfigSchema.parse(current)));
    return true;
  };
}
