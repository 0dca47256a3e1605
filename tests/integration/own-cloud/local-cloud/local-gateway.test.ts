import {
  ApiGatewayManagementApiClient,
  GoneException,
  GetConnectionCommand,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { socketTicketResponseSchema } from '../../../../shared/api/project-schemas';
import { callApi, signUpDirectly } from '../../../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { seedProject } from '../../../../testing/cloud/seed';
import { socketTicketFor } from '../../../../testing/cloud/socket-client';
import {
  awayFromTheHoursTurn,
  storedContactMessages,
} from '../../../../testing/cloud/contact-messages';

// A cloud of its own: a test here finds the socket it opened as the one new connection.
const cloud = useOwnLocalCloud({});

async function call(path: string, init?: RequestInit) {
  const response = await fetch(`${cloud.url}${path}`, init);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.json(),
  };
}

function postJson(path: string, body: string, headers: Record<string, string> = {}) {
  return call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('the local HTTP API', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const result = await call('/api/does-not-exist');
    expect(result).toEqual({
      status: 404,
      type: expect.stringContaining('application/json'),
      body: { detail: 'Not found' },
    });
  });

  it('answers the wrong method on a known path with a JSON 404', async () => {
    const result = await call('/api/credits/packages', { method: 'DELETE' });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ detail: 'Not found' });
  });

  it('answers a malformed JSON body with a JSON 400 that says so', async () => {
    const result = await postJson('/api/contact', '{"name": "Asha",');
    expect(result.status).toBe(400);
    expect(result.type).toContain('application/json');
    expect(result.body).toEqual({ detail: 'The request body is not valid JSON' });
  });
});

describe('the contact form endpoint', () => {
  const storedMessages = () => storedContactMessages(cloud.dynamo);

  const message = { name: 'Asha', email: 'asha@example.com', message: 'Do you build stores?' };

  it("refuses a message without its required fields in the spec's words, storing nothing", async () => {
    const before = (await storedMessages()).length;
    const result = await postJson('/api/contact', JSON.stringify({ ...message, name: '  ' }));
    expect(result).toMatchObject({
      status: 400,
      body: { detail: 'Please fill in all required fields' },
    });
    expect(await storedMessages()).toHaveLength(before);
  });

  it('stores a message for the operators and limits how many one sender can send', async () => {
    // A caller cannot pose as another sender: the gateway sets this header itself, as CloudFront does.
    const sender = { 'cloudfront-viewer-address': '198.51.100.7:51234' };
    await awayFromTheHoursTurn();
    const accepted = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      accepted.push(await postJson('/api/contact', JSON.stringify(message), sender));
    }
    expect(accepted.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);

    const refused = await postJson('/api/contact', JSON.stringify(message), sender);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/Too many messages/);

    const stored = (await storedMessages()).filter((item) => item.source_ip === '127.0.0.1');
    expect(stored).toHaveLength(5);
    expect(stored[0]).toMatchObject({ name: 'Asha', email: 'asha@example.com', subject: '' });
  });
});

describe('the local WebSocket API', () => {
  /** An account with a project whose live connection the tests open, as the SPA does. */
  let owner: { token: string; projectId: string } | undefined;
  beforeAll(async () => {
    const account = await signUpDirectly(cloud, 'sockets@example.com');
    owner = {
      token: account.idToken,
      projectId: await seedProject(cloud, { userId: account.sub, name: 'Bakery' }),
    };
  });
  function ownersProject() {
    if (!owner) throw new Error('The owner is made in beforeAll');
    return owner;
  }

  /** The project's socket path with a fresh ticket, asked for as the SPA does. */
  async function ticketedPath(): Promise<string> {
    const { projectId, token } = ownersProject();
    const ticket = await socketTicketFor(cloud, projectId, token);
    return `/ws/${projectId}?ticket=${encodeURIComponent(ticket)}`;
  }

  function connect(path: string) {
    const socket = new WebSocket(`${cloud.url.replace(/^http/, 'ws')}${path}`);
    const received: string[] = [];
    socket.on('message', (data) => received.push(String(data)));
    const opened = new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return { socket, received, opened };
  }

  /** 101 when the socket opened (then closed again), else the HTTP status that refused it. */
  function connectStatus(path: string): Promise<number> {
    const socket = new WebSocket(`${cloud.url.replace(/^http/, 'ws')}${path}`);
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (_, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.once('error', (error) => {
        if (socket.readyState !== WebSocket.CLOSED) reject(error);
      });
    });
  }

  it('opens a connection only with a fresh ticket for its project, each ticket once', async () => {
    const path = await ticketedPath();

    expect(await connectStatus(`/ws/${ownersProject().projectId}`)).toBe(401);
    expect(await connectStatus(`/ws/${ownersProject().projectId}?ticket=`)).toBe(401);
    expect(await connectStatus(`/ws/${ownersProject().projectId}?ticket=${'A'.repeat(43)}`)).toBe(
      403,
    );
    expect(await connectStatus(path)).toBe(101);
    // Spent: the same ticket, seen in a log or sent again, opens nothing.
    expect(await connectStatus(path)).toBe(403);
    expect(await connectStatus(await ticketedPath())).toBe(101);
  });

  it("refuses a ticket on another project's socket, and it still opens its own", async () => {
    const path = await ticketedPath();
    const ticket = new URL(path, 'http://localhost').searchParams.get('ticket') ?? '';
    const other = await seedProject(cloud, { userId: 'someone-else', name: 'Other' });

    expect(await connectStatus(`/ws/${other}?ticket=${encodeURIComponent(ticket)}`)).toBe(403);
    expect(await connectStatus(path)).toBe(101);
  });

  it('issues tickets only to the signed-in owner of the project', async () => {
    const { projectId, token } = ownersProject();
    const stranger = await signUpDirectly(cloud, 'stranger@example.com');
    const path = `/api/projects/${projectId}/socket-tickets`;

    expect((await callApi(cloud, 'POST', path)).status).toBe(401);
    expect(await callApi(cloud, 'POST', path, { token: stranger.idToken })).toEqual({
      status: 404,
      body: { detail: 'Project not found' },
    });
    const issued = await callApi(cloud, 'POST', path, { token });
    expect(issued.status).toBe(200);
    const { ticket, expires_at } = socketTicketResponseSchema.parse(issued.body);
    expect(ticket).toMatch(/^[\w-]{43}$/);
    const lifetime = Date.parse(expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(50_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
  });

  it('delivers a management-API post to the socket, and answers Gone once it has closed', async () => {
    const before = new Set(cloud.gateway.connectionIds());
    const { socket, received, opened } = connect(await ticketedPath());
    await opened;
    const connectionId = cloud.gateway.connectionIds().find((id) => !before.has(id));
    expect(connectionId).toBeDefined();

    const management = new ApiGatewayManagementApiClient({
      endpoint: cloud.url,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const message = JSON.stringify({ type: 'complete', code: '<html></html>', new_balance: 3 });
    await management.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: message }),
    );
    await expect.poll(() => received.length).toBeGreaterThan(0);
    expect(received).toEqual([message]);

    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(info.ConnectedAt).toBeInstanceOf(Date);

    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.close();
    await closed;
    await expect.poll(() => cloud.gateway.connectionIds()).not.toContain(connectionId);

    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'late' })),
    ).rejects.toBeInstanceOf(GoneException);
  });

  it('refuses upgrades on paths that are not the WebSocket API', async () => {
    const { opened } = connect('/elsewhere');
    await expect(opened).rejects.toThrow();
  });

  it('closes a socket that sends a frame over 128 KB with 1009, and goes on serving', async () => {
    const { socket, opened } = connect(await ticketedPath());
    socket.on('error', () => undefined);
    await opened;
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send('x'.repeat(128 * 1024 + 1));
    expect(await closed).toBe(1009);
    expect((await call('/api/credits/packages')).status).toBe(200);
  });

  it("drops one connection's messages past its budget, telling it why", async () => {
    const { socket, received, opened } = connect(await ticketedPath());
    await opened;
    // Over the burst at once: the ones past it are refused by the gateway, not the function.
    for (let sent = 0; sent < 60; sent += 1) socket.send('{}');
    await expect
      .poll(() => received.filter((text) => text.includes('Too Many Requests')).length)
      .toBeGreaterThanOrEqual(15);
    socket.close();
  });
});
