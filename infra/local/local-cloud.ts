import { join } from 'node:path';
import { localDynamoClientConfig, startLocalDynamo, type LocalDynamo } from './dynamodb';
import type { LocalCloudConfig } from './config';
import { startLocalGateway, type LocalGateway } from './gateway/local-gateway';
import type { TokenVerifier } from './gateway/http-api';

/** The table's name on one machine; on AWS, CloudFormation names it. */
export const LOCAL_TABLE_NAME = 'website-builder';

export interface LocalCloud {
  url: string;
  dynamo: LocalDynamo;
  gateway: LocalGateway;
  close(): Promise<void>;
}

/**
 * The environment the functions read, as the CDK app sets it on AWS, pointed at the stand-ins.
 * The handlers run in this process, so they share it.
 */
function functionEnvironment(dynamo: LocalDynamo, gatewayUrl: string): Record<string, string> {
  const { region, credentials } = localDynamoClientConfig(dynamo.endpoint);
  return {
    AWS_REGION: region,
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    TABLE_NAME: dynamo.tableName,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    WEBSOCKET_CALLBACK_URL: gatewayUrl,
  };
}

export interface StartLocalCloudOptions extends LocalCloudConfig {
  verifyToken?: TokenVerifier;
}

/** Starts every stand-in and the gateway in front of them; `close()` stops them all. */
export async function startLocalCloud(options: StartLocalCloudOptions): Promise<LocalCloud> {
  const dynamo = await startLocalDynamo({
    host: '127.0.0.1',
    tableName: LOCAL_TABLE_NAME,
    dataDir: options.dataDir ? join(options.dataDir, 'dynamodb') : undefined,
  });
  let gateway: LocalGateway;
  try {
    gateway = await startLocalGateway({
      host: options.host,
      port: options.port,
      web: options.web,
      verifyToken: options.verifyToken,
    });
  } catch (error) {
    await dynamo.close();
    throw error;
  }
  Object.assign(process.env, functionEnvironment(dynamo, `http://127.0.0.1:${gateway.port}`));

  return {
    url: gateway.url,
    dynamo,
    gateway,
    async close() {
      await gateway.close();
      await dynamo.close();
    },
  };
}
