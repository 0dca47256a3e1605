import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loopbackAddress } from '../../tools/local-cloud/gateway/loopback';
import { endpoints } from '../../shared/api/endpoints';
import { signUpDirectly } from '../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../testing/cloud/local-cloud-suite';
import { openTestSocket } from '../../testing/cloud/socket-client';
import { socketTicketResponseSchema } from '../../shared/api/project-schemas';
import { seedProject } from '../../testing/cloud/seed';

/**
 * Malformed requests and frames from many clients at once, against every door of the local cloud
 * (the product's API, the live connection, the local AWS and Razorpay APIs, the DynamoDB and S3
 * endpoints, raw bytes that are not HTTP at all), while one signed-in user goes on working: the
 * cloud must answer that user every time and still be up at the end. Bounded in count and time,
 * on loopback only. FUZZ_SEED replays a run; FUZZ_SCALE multiplies the counts.
 */
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const scale = Number(process.env.FUZZ_SCALE ?? 1);
const REQUESTS = Math.round(2400 * scale);
const FRAMES = Math.round(1200 * scale);
const WORKERS = 12;
const TIME_LIMIT_MS = 60_000 * scale;

/** mulberry32: small, seeded, good enough to pick garbage reproducibly. */
function randomFrom(initial: number) {
  let state = initial >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const bytes = (length: number) => Buffer.from(Array.from({ length }, () => int(256)));
  return { next, int, pick, bytes };
}
type Random = ReturnType<typeof randomFrom>;

const NASTY_STRINGS = [
  '',
  '%',
  '%E0%A4%A',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '../../',
  '\u0000',
  '\u202e\u200b',
  '🙂'.repeat(50),
  'a'.repeat(5000),
  '{"__proto__":{"x":1}}',
  '[]',
  'null',
  '-1',
  '1e309',
  'NaN',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
];

/** A JSON value of random shape, sometimes deep, sometimes wide, sometimes the wrong type. */
function randomJson(random: Random, depth = 0): unknown {
  const kind = random.int(depth > 3 ? 5 : 8);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return random.next() < 0.5;
    case 2:
      return random.pick([0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER, 20, 100000]);
    case 3:
    case 4:
      return random.pick(NASTY_STRINGS);
    case 5:
      return Array.from({ length: random.int(5) }, () => randomJson(random, depth + 1));
    default: {
      const keys = [
        'name',
        'description',
        'project_id',
        'plan_id',
        'package_id',
        'code',
        'email',
        'password',
        'razorpay_order_id',
        'razorpay_payment_id',
        'razorpay_signature',
        'message',
        'action',
        'token',
        'agents',
        'version',
        'constructor',
      ];
      return Object.fromEntries(
        Array.from({ length: random.int(6) }, () => [
          random.pick(keys),
          randomJson(random, depth + 1),
        ]),
      );
    }
  }
}

function randomBody(random: Random): string | Buffer | undefined {
  switch (random.int(7)) {
    case 0:
      return undefined;
    case 1:
      return random.bytes(random.int(2000));
    case 2:
      return '{"unterminated": ';
    case 3:
      // Over every body limit of the product (the HTTP API's is 10 MB on AWS; ours are smaller).
      return Buffer.alloc(1 + random.int(3) * 1024 * 1024, 0x61);
    default:
      return JSON.stringify(randomJson(random));
  }
}

const contractPaths = Object.values(endpoints).map((endpoint) => ({
  method: endpoint.method,
  path: endpoint.path,
}));

const LOCAL_APIS = [
  '/_local/states',
  '/_local/cognito',
  '/_local/cognito/oauth2/authorize',
  '/_local/cognito/oauth2/idpresponse',
  '/_local/cognito/oauth2/token',
  '/_local/idp/google/authorize',
  '/_local/idp/google/token',
  '/_local/idp/github/login/oauth/access_token',
  '/_local/idp/github/api/user',
  '/_local/ses',
  '/_local/razorpay/v1/orders',
  '/_local/razorpay/v1/payments/pay_x/capture',
  '/_local/razorpay/v1/subscriptions',
  '/_local/razorpay/checkout',
  '/_local/outbox',
  '/_local/kvs',
  '/_local/kms',
  '/2015-03-31/functions/projects/invocations',
  '/@connections/abc=',
  '/_uploads/x/y.png',
  '/config.json',
];

const TARGETS = [
  'AWSStepFunctions.StartExecution',
  'AWSStepFunctions.StopExecution',
  'AWSCognitoIdentityProviderService.SignUp',
  'AWSCognitoIdentityProviderService.InitiateAuth',
  'DynamoDB_20120810.TransactWriteItems',
  'DynamoDB_20120810.PutItem',
  'DynamoDB_20120810.Query',
  'TrentService.Sign',
  'TrentService.GenerateMac',
  'Nope.Nothing',
];

interface Tally {
  requests: number;
  rawConnections: number;
  frames: number;
  sockets: number;
  statuses: Map<number, number>;
  serverErrors: string[];
}

async function send(
  tally: Tally,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer },
  label: string,
) {
  tally.requests += 1;
  try {
    const { body, ...rest } = init;
    const response = await fetch(url, {
      ...rest,
      body:
        typeof body === 'string' || body === undefined ? body : new Blob([new Uint8Array(body)]),
      signal: AbortSignal.timeout(20_000),
    });
    await response.arrayBuffer();
    tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    // The product's API answers bad input with a 4xx; only the raw stand-ins may say 5xx.
    if (response.status >= 500 && new URL(url).pathname.startsWith('/api/')) {
      tally.serverErrors.push(`${response.status} ${label}`);
    }
  } catch {
    // The stand-in may hang up on garbage (a body over its limit); that is an answer too.
    tally.statuses.set(0, (tally.statuses.get(0) ?? 0) + 1);
  }
}

function randomPath(random: Random, template: string): string {
  return template.replace(/\{[^}]+\}/g, () =>
    random.next() < 0.5 ? random.pick(NASTY_STRINGS) : `p${random.int(1000)}`,
  );
}

/** One malformed HTTP request to a random door of the cloud. */
async function fuzzRequest(
  random: Random,
  tally: Tally,
  doors: { gateway: string; dynamo: string; s3: string },
  token: string,
) {
  const headers: Record<string, string> = {};
  if (random.next() < 0.5) {
    headers.authorization = random.pick([
      `Bearer ${token}`,
      'Bearer garbage',
      `Bearer ${token.slice(0, -4)}abcd`,
      'Basic Zm9vOmJhcg==',
      '',
    ]);
  }
  if (random.next() < 0.7) {
    headers['content-type'] = random.pick([
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/x-amz-json-1.0',
      '',
    ]);
  }
  if (random.next() < 0.3) headers['x-amz-target'] = random.pick(TARGETS);
  if (random.next() < 0.1) headers['x-razorpay-signature'] = random.pick(NASTY_STRINGS.slice(0, 6));
  const method = random.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']);
  const body = method === 'GET' || method === 'HEAD' ? undefined : randomBody(random);
  const door = random.int(10);
  let url: string;
  if (door < 6) {
    const endpoint = random.next() < 0.8 ? random.pick(contractPaths) : { method, path: '/api/x' };
    url = `${doors.gateway}${randomPath(random, endpoint.path)}`;
    const chosen = random.next() < 0.7 ? endpoint.method : method;
    const label = `${chosen} ${endpoint.path}`;
    await send(
      tally,
      url,
      { method: chosen, headers, body: chosen === 'GET' ? undefined : body },
      label,
    );
    return;
  }
  if (door < 8) url = `${doors.gateway}${random.pick(LOCAL_APIS)}`;
  else if (door < 9) url = `${doors.dynamo}/`;
  else url = `${doors.s3}/${random.pick(['', 'code', 'sites', 'x'])}/${random.pick(NASTY_STRINGS)}`;
  await send(tally, url, { method, headers, body }, `${method} ${url}`);
}

const RAW_REQUESTS = [
  'GET //[ HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET /api/credits/packages HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n',
  'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{"a":',
  'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
  'GET /ws/p1 HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
  'GET /ws/%E0%A4%A HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: x\r\nSec-WebSocket-Version: 13\r\n\r\n',
  `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  'GET / HTTP/1.1\r\nHost: x.localhost\r\n\r\n',
  'BREW /pot HTCPCP/1.0\r\n\r\n',
];

/** Bytes straight onto a TCP connection: broken HTTP, or not HTTP at all. */
function fuzzRaw(random: Random, tally: Tally, port: number): Promise<void> {
  tally.rawConnections += 1;
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = () => {
      socket.destroy();
      resolve();
    };
    socket.setTimeout(3000, done);
    socket.on('error', done);
    socket.on('close', done);
    socket.on('data', () => undefined);
    socket.on('connect', () => {
      socket.write(
        random.next() < 0.6 ? random.pick(RAW_REQUESTS) : random.bytes(random.int(4096)),
      );
      if (random.next() < 0.5) socket.end();
    });
  });
}

/**
 * Where a fuzzing socket connects: mostly with a real ticket for a fuzzing account's project (so
 * its frames reach the function), else without one, with a made-up one, or at a broken path (all
 * refused at the door).
 */
async function fuzzSocketPath(random: Random, ticketed: () => Promise<string>): Promise<string> {
  const roll = random.next();
  if (roll < 0.75) return ticketed();
  if (roll < 0.85) return `/ws/p${random.int(100)}?ticket=${random.pick(NASTY_STRINGS)}`;
  if (roll < 0.95) return `/ws/p${random.int(100)}`;
  return `/ws/${random.pick(['%', 'a/b', ''])}`;
}

/** A socket that sends a burst of bad frames: garbage, broken UTF-8, oversize, a flood. */
/** Resolves to how many frames it sent: a socket the server closes early sends fewer. */
async function fuzzSocket(
  random: Random,
  tally: Tally,
  { gateway, ticketed }: { gateway: string; ticketed: () => Promise<string> },
  budget: number,
): Promise<number> {
  const path = await fuzzSocketPath(random, ticketed);
  const socket = new WebSocket(`${gateway.replace(/^http/, 'ws')}${path}`, {
    localAddress: loopbackAddress(),
  });
  socket.on('error', () => undefined);
  socket.on('message', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const opened = await Promise.race([
    new Promise<boolean>((resolve) => socket.once('open', () => resolve(true))),
    closed.then(() => false),
  ]);
  tally.sockets += 1;
  if (!opened) return 0;
  let sent = 0;
  for (; sent < budget && socket.readyState === WebSocket.OPEN; sent += 1) {
    tally.frames += 1;
    switch (random.int(6)) {
      case 0:
        socket.send(random.bytes(random.int(1000)), { binary: true });
        break;
      case 1:
        // Not UTF-8 in a text frame: the server must close with 1007, nothing more.
        socket.send(Buffer.from([0xc3, 0x28, 0xff]), { binary: false });
        break;
      case 2:
        if (random.next() < 0.2) socket.send('x'.repeat(200 * 1024));
        else socket.send(JSON.stringify(randomJson(random)));
        break;
      default:
        socket.send(
          JSON.stringify({
            action: random.pick(['generate', 'watch', 'stop', 'nope']),
            token: random.pick(['garbage', '', 'a.b.c']),
            message: random.pick(NASTY_STRINGS),
            agents: random.next() < 0.5 ? [] : ['planner', 'nope'],
          }),
        );
    }
  }
  socket.close(random.pick([1000, 1001, 4000]));
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 2000))]);
  socket.terminate();
  return sent;
}

/**
 * Calls from the real users in the run (the steady user's reads, the fuzzing accounts' socket
 * tickets), on connections of their own: a real user never shares a TCP connection with an
 * attacker, while fetch's one pool per origin would hand them a connection the gateway is closing
 * after a broken request (undici does not retry it). Resolves with the status and body; rejects
 * with the network error's code.
 */
function ownConnectionCall(
  agent: Agent,
  method: 'GET' | 'POST',
  url: string,
  idToken: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { method, agent, headers: { authorization: `Bearer ${idToken}` }, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject).on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    call.on('timeout', () => call.destroy(new Error('no answer within 10 s')));
    call.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`${error.code ?? ''} ${error.message}`.trim())),
    );
    call.end();
  });
}

describe('the local cloud under malformed traffic', () => {
  // A cloud of its own: thousands of bad requests would slow every other file's.
  const cloud = useOwnLocalCloud({});

  it('keeps serving a signed-in user through thousands of bad requests and frames', async () => {
    const user = await signUpDirectly(cloud, 'steady@example.com');
    const projectId = await seedProject(cloud, { userId: user.sub, name: 'Steady bakery' });
    const steadySocket = await openTestSocket(cloud, projectId, user.idToken);
    // Accounts whose sockets the fuzz opens with real tickets, each under its minute's connects.
    const fuzzers = await Promise.all(
      Array.from({ length: 4 }, async (_, index) => {
        const fuzzer = await signUpDirectly(cloud, `fuzzer-${index}@example.com`);
        return {
          token: fuzzer.idToken,
          projectId: await seedProject(cloud, { userId: fuzzer.sub, name: 'Fuzz' }),
        };
      }),
    );
    // The steady user reads one call at a time; the fuzzing accounts ask for tickets beside it.
    const steadyAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const usersAgent = new Agent({ keepAlive: true });
    let ticketsAsked = 0;
    const ticketed = async () => {
      const fuzzer = fuzzers[(ticketsAsked += 1) % fuzzers.length];
      if (!fuzzer) throw new Error('No fuzzing account');
      const reply = await ownConnectionCall(
        usersAgent,
        'POST',
        `${cloud.url}/api/projects/${fuzzer.projectId}/socket-tickets`,
        fuzzer.token,
      );
      if (reply.status !== 200) throw new Error(`No socket ticket: ${reply.status} ${reply.body}`);
      const { ticket } = socketTicketResponseSchema.parse(JSON.parse(reply.body));
      return `/ws/${fuzzer.projectId}?ticket=${encodeURIComponent(ticket)}`;
    };
    let steadySocketClosed = false;
    void steadySocket.closed.then(() => (steadySocketClosed = true));
    const gatewayPort = Number(new URL(cloud.url).port);
    const doors = { gateway: cloud.url, dynamo: cloud.dynamo.endpoint, s3: cloud.s3.endpoint };
    const random = randomFrom(seed);
    const tally: Tally = {
      requests: 0,
      rawConnections: 0,
      frames: 0,
      sockets: 0,
      statuses: new Map(),
      serverErrors: [],
    };
    const startedAt = Date.now();
    // A worker that fails stops the others, so none of them calls a cloud already stopped.
    let failed = false;
    const inTime = () => !failed && Date.now() - startedAt < TIME_LIMIT_MS;

    // The user the fuzz must not disturb: reads their balance every 100 ms throughout.
    let attacking = true;
    const steadyCalls: number[] = [];
    const steadyFailures: string[] = [];
    const steady = (async () => {
      while (attacking) {
        const status = await ownConnectionCall(
          steadyAgent,
          'GET',
          `${cloud.url}/api/credits/summary`,
          user.idToken,
        ).then(
          (reply) => reply.status,
          (error: unknown) => String(error),
        );
        if (status === 200) steadyCalls.push(Date.now());
        else steadyFailures.push(String(status));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    let requestsLeft = REQUESTS;
    let framesLeft = FRAMES;
    const attack = async () => {
      while (inTime() && (requestsLeft > 0 || framesLeft > 0)) {
        const roll = random.next();
        if (framesLeft > 0 && (roll < 0.25 || requestsLeft <= 0)) {
          const budget = Math.min(framesLeft, 1 + random.int(60));
          framesLeft -= budget;
          const sent = await fuzzSocket(random, tally, { gateway: cloud.url, ticketed }, budget);
          // What a socket closed early did not send goes back to the others.
          framesLeft += budget - sent;
        } else if (roll < 0.4) {
          requestsLeft -= 1;
          await fuzzRaw(random, tally, gatewayPort);
        } else {
          requestsLeft -= 1;
          await fuzzRequest(random, tally, doors, user.idToken);
        }
      }
    };
    try {
      await Promise.all(
        Array.from({ length: WORKERS }, () =>
          attack().catch((error: unknown) => {
            failed = true;
            throw error;
          }),
        ),
      );
    } finally {
      failed = true;
      attacking = false;
      await steady;
      steadyAgent.destroy();
      usersAgent.destroy();
    }

    const elapsed = Date.now() - startedAt;
    const statuses = [...tally.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status || 'hung up'}: ${count}`)
      .join(', ');
    console.log(
      `fuzz (seed ${seed}): ${tally.requests} requests, ${tally.rawConnections} raw connections, ` +
        `${tally.frames} frames on ${tally.sockets} sockets in ${(elapsed / 1000).toFixed(1)} s; ` +
        `answers ${statuses}; the steady user was answered ${steadyCalls.length} times, ` +
        `failed ${steadyFailures.length}`,
    );

    expect(tally.requests + tally.rawConnections).toBeGreaterThanOrEqual(REQUESTS * 0.9);
    expect(tally.frames).toBeGreaterThanOrEqual(FRAMES * 0.9);
    expect(steadyFailures).toEqual([]);
    expect(steadyCalls.length).toBeGreaterThan(elapsed / 1000);
    expect(tally.serverErrors).toEqual([]);
    // Still up, and the steady user's live connection was never dropped by someone else's abuse.
    const after = await fetch(`${cloud.url}/api/credits/packages`);
    expect(after.status).toBe(200);
    expect(steadySocketClosed).toBe(false);
    await steadySocket.close();
  }, 180_000);
});
