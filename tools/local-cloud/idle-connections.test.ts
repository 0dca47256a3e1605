import { Agent, request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalDynamo } from './dynamodb/server';
import { newControlToken } from './gateway/control-token';
import { startLocalGateway } from './gateway/local-gateway';
import { IDLE_CONNECTION_MS } from './idle-connections';

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing) await close();
});

/** What a kept-alive connection to `endpoint` is told about how long it may stay idle. */
function keepAliveHintOf(endpoint: string): Promise<string | undefined> {
  const agent = new Agent({ keepAlive: true });
  return new Promise((resolve, reject) => {
    const outgoing = request(`${endpoint}/`, { agent, method: 'GET' }, (response) => {
      response.resume();
      response.on('end', () => {
        agent.destroy();
        resolve(response.headers['keep-alive']?.toString());
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the stand-ins the functions call keep an idle connection as AWS does', () => {
  // A function busy for more than Node's 5 s (the page checker beside many builds) otherwise
  // sends its next call on a connection closed meanwhile, and the call fails with "socket hang up".
  const minute = `timeout=${IDLE_CONNECTION_MS / 1000}`;

  it('the gateway (S3, the WebSocket management API, Step Functions, KMS…)', async () => {
    const gateway = await startLocalGateway({
      host: '127.0.0.1',
      port: 0,
      web: 'none',
      controlToken: newControlToken(),
    });
    closing.push(() => gateway.close());
    expect(await keepAliveHintOf(`http://127.0.0.1:${gateway.port}`)).toBe(minute);
  });

  it('DynamoDB', async () => {
    const dynamo = await startLocalDynamo({ tableName: 'idle-connections-test' });
    closing.push(() => dynamo.close());
    expect(await keepAliveHintOf(dynamo.endpoint)).toBe(minute);
  });
});
