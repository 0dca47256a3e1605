export { localDynamoClientConfig } from './client-config';
export { startLocalDynamo, type LocalDynamo, type LocalDynamoOptions } from './server';
