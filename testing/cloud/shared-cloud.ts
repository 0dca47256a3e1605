import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  LocalCloud,
  LocalIdpInfo,
  LocalUserPoolInfo,
} from '../../tools/local-cloud/local-cloud';
import { readBody } from '../../tools/local-cloud/read-body';

/**
 * The one local cloud a test run shares. It runs in a process of its own (started by the global
 * set-up, `testing/global-setup.ts`), so the environment its functions read never reaches the
 * test workers. Test files get its addresses, and call the few stand-in controls tests need over
 * loopback.
 */

/** Controls of the stand-ins that tests call, by stand-in: each is a method of the LocalCloud. */
const REMOTE_CONTROLS = {
  razorpay: [
    'orders',
    'payments',
    'refunds',
    'subscriptions',
    'invoicesOf',
    'events',
    'webhookQueue',
    'resendWebhook',
    'webhooksDelivered',
    'startSubscription',
    'renewSubscription',
    'failSubscriptionCharge',
    'endSubscriptionPeriod',
  ],
  gateway: ['connectionIds'],
  keyValueStore: ['get'],
} as const satisfies {
  razorpay: readonly (keyof LocalCloud['razorpay'])[];
  gateway: readonly (keyof LocalCloud['gateway'])[];
  keyValueStore: readonly (keyof LocalCloud['keyValueStore'])[];
};

type RemoteControls = typeof REMOTE_CONTROLS;
type Remote<Part, Names extends keyof Part> = {
  [Name in Names]: Part[Name] extends (...args: infer Args) => infer Result
    ? (...args: Args) => Promise<Awaited<Result>>
    : never;
};
type RemotePart<Part extends keyof RemoteControls> = Remote<
  LocalCloud[Part],
  Extract<RemoteControls[Part][number], keyof LocalCloud[Part]>
>;

/** What a test file learns of the shared cloud: addresses, ids and keys, nothing to call. */
export interface SharedCloudInfo {
  url: string;
  /** The cloud's control token (LocalCloud.controlToken), for the stand-ins' controls. */
  controlToken: string;
  port: number;
  /** Where a deployed site is served, with `{subdomain}` in it. */
  siteUrlTemplate: string;
  dynamo: { endpoint: string; tableName: string };
  s3: { endpoint: string; bucketNames: LocalCloud['s3']['bucketNames'] };
  userPool: LocalUserPoolInfo;
  outboxUrl: string;
  idp: LocalIdpInfo;
  razorpay: Pick<LocalCloud['razorpay'], 'keyId' | 'keySecret' | 'webhookSecret' | 'planIds'>;
  /** The environment its functions read (LocalCloud.environment). */
  environment: Readonly<Record<string, string>>;
  /** Where the controls are called (loopback, the shared cloud's process). */
  controlUrl: string;
}

/** The shared cloud as a test sees it: a LocalCloud whose stand-in controls answer promises. */
export interface SharedCloud extends Omit<
  SharedCloudInfo,
  'razorpay' | 'controlUrl' | 'port' | 'siteUrlTemplate'
> {
  razorpay: SharedCloudInfo['razorpay'] & RemotePart<'razorpay'>;
  gateway: { port: number } & RemotePart<'gateway'>;
  keyValueStore: RemotePart<'keyValueStore'>;
  siteUrl(subdomain: string): string;
}

/** The addresses a helper needs: both the shared cloud and a test's own LocalCloud have them. */
export type CloudAddresses = Pick<
  SharedCloud,
  | 'url'
  | 'controlToken'
  | 'dynamo'
  | 's3'
  | 'userPool'
  | 'outboxUrl'
  | 'idp'
  | 'siteUrl'
  | 'environment'
>;

export function describeCloud(cloud: LocalCloud, controlUrl: string): SharedCloudInfo {
  return {
    url: cloud.url,
    controlToken: cloud.controlToken,
    port: cloud.gateway.port,
    siteUrlTemplate: cloud.siteUrl('{subdomain}'),
    dynamo: { endpoint: cloud.dynamo.endpoint, tableName: cloud.dynamo.tableName },
    s3: { endpoint: cloud.s3.endpoint, bucketNames: cloud.s3.bucketNames },
    userPool: cloud.userPool,
    outboxUrl: cloud.outboxUrl,
    idp: cloud.idp,
    environment: cloud.environment,
    razorpay: {
      keyId: cloud.razorpay.keyId,
      keySecret: cloud.razorpay.keySecret,
      webhookSecret: cloud.razorpay.webhookSecret,
      planIds: cloud.razorpay.planIds,
    },
    controlUrl,
  };
}

interface ControlCall {
  part: keyof RemoteControls;
  name: string;
  args: unknown[];
}

function isControlCall(value: unknown): value is ControlCall {
  if (typeof value !== 'object' || value === null) return false;
  const { part, name, args } = value as Record<string, unknown>;
  return (
    typeof part === 'string' &&
    part in REMOTE_CONTROLS &&
    typeof name === 'string' &&
    (REMOTE_CONTROLS[part as keyof RemoteControls] as readonly string[]).includes(name) &&
    Array.isArray(args)
  );
}

/** Answers a control call on the cloud: `{ value }`, or `{ error }` when the control threw. */
export function serveControls(cloud: LocalCloud) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const call: unknown = await readBody(request)
      .then((body) => JSON.parse(body.toString('utf8')))
      .catch(() => undefined);
    if (request.method !== 'POST' || !isControlCall(call)) {
      response.writeHead(400).end();
      return;
    }
    const part: Record<string, unknown> = cloud[call.part];
    const control = part[call.name];
    let answer: unknown;
    try {
      if (typeof control !== 'function') throw new Error(`${call.part}.${call.name} is no control`);
      answer = { value: (await control.apply(part, call.args)) ?? null };
    } catch (error) {
      answer = {
        error: {
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        },
      };
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  };
}

function remotePart<Part extends keyof RemoteControls>(
  controlUrl: string,
  part: Part,
): RemotePart<Part> {
  const calls = REMOTE_CONTROLS[part].map((name) => [
    name,
    async (...args: unknown[]) => {
      const response = await fetch(controlUrl, {
        method: 'POST',
        body: JSON.stringify({ part, name, args }),
      });
      const answer = (await response.json()) as {
        value?: unknown;
        error?: { name: string; message: string };
      };
      if (answer.error) {
        throw Object.assign(new Error(answer.error.message), { name: answer.error.name });
      }
      return answer.value ?? undefined;
    },
  ]);
  return Object.fromEntries(calls) as RemotePart<Part>;
}

/** The shared cloud from its description, with each control a call over loopback. */
export function sharedCloudOf(info: SharedCloudInfo): SharedCloud {
  const { controlUrl, port, siteUrlTemplate, razorpay, ...addresses } = info;
  return {
    ...addresses,
    razorpay: { ...razorpay, ...remotePart(controlUrl, 'razorpay') },
    gateway: { port, ...remotePart(controlUrl, 'gateway') },
    keyValueStore: remotePart(controlUrl, 'keyValueStore'),
    siteUrl: (subdomain) => siteUrlTemplate.replace('{subdomain}', subdomain),
  };
}
