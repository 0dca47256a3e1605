/**
 * What a DynamoDB client needs to talk to the local stand-in: the endpoint, any region, and
 * dummy credentials (the SDK refuses to sign without some; dynalite never checks them).
 */
export function localDynamoClientConfig(endpoint: string) {
  return {
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
}
