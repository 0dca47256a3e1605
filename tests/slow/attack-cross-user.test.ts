import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssetResponseSchema } from '../../shared/api/asset-schemas';
import { createOrderResponseSchema } from '../../shared/api/credits-schemas';
import { listSubmissionsResponseSchema } from '../../shared/api/deployment-schemas';
import { startAttackRun, Tally } from '../../testing/attack-run';
import { deploySeededSite } from '../../testing/cloud/deployed-site';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import {
  orderCheckoutSuccessSchema,
  payAtLocalCheckout,
} from '../../testing/cloud/razorpay-checkout';
import { itemsOfUser, seedProject, seedProjectVersion, setCredits } from '../../testing/cloud/seed';
import { isError, openTestSocket } from '../../testing/cloud/socket-client';
import { visitSite } from '../../testing/cloud/visit-site';
import { ONE_PIXEL_PNG, uploadAsset } from '../../testing/cloud/project-assets';

/**
 * User B tries user A's ids on every route that takes one (projects, versions, deployments and
 * their history, assets, form submissions, the custom domain, a paid order), alone and mixed with
 * B's own ids, and on the live connection: every try is refused as not found, and what A reads
 * back through the API, and A's stored items, are exactly as before. ATTACK_SEED replays the order.
 */
const ROUNDS = 3;
const CONCURRENCY = 6;
const TIME_LIMIT_MS = 40_000;

const cloud = useSharedCloud();

interface Ids {
  projectId: string;
  assetId: string;
  submissionId: string;
}

interface PaidOrder {
  order_id: string;
  payment_id: string;
  signature: string;
}

const newUser = (name: string) =>
  signUpWithProfile(cloud, `${name}-${randomUUID().slice(0, 8)}@example.com`);

/** A deployed project with two versions, two deploys, an image, a form submission and a domain. */
async function aWorld(user: SignedUpAccount): Promise<Ids> {
  const site = await deploySeededSite(
    cloud,
    user,
    'Owner bakery',
    '<!doctype html><html lang="en"><head><title>Owner bakery</title></head><body><form id="contact"></form></body></html>',
  );
  const { projectId } = site;
  await seedProjectVersion(cloud, { userId: user.sub, projectId, html: '<h1>Second</h1>' });
  const redeploy = await callApi(cloud, 'POST', '/api/deployments/deploy', {
    token: user.idToken,
    body: { project_id: projectId },
  });
  expect(redeploy.status).toBe(200);
  const image = await uploadAsset(cloud, user, projectId, ONE_PIXEL_PNG);
  expect(image.completed?.status).toBe(200);
  const assetId = createAssetResponseSchema.parse(image.announced.body).asset_id;
  const sent = await visitSite(`${site.url}_forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Asha', message: 'A cake for Sunday' }),
  });
  expect(sent.status).toBe(200);
  const inbox = await callApi(cloud, 'GET', `/api/deployments/${projectId}/submissions`, {
    token: user.idToken,
  });
  const submissionId = listSubmissionsResponseSchema.parse(inbox.body).submissions[0]?.id ?? '';
  const domain = await callApi(cloud, 'PUT', `/api/deployments/${projectId}/domain`, {
    token: user.idToken,
    body: { domain: `owner-${randomUUID().slice(0, 6)}.localhost` },
  });
  expect(domain.status).toBe(200);
  return { projectId, assetId, submissionId };
}

/**
 * An order of A's paid at the checkout, credited to A by the stand-in's webhooks (waited for, so
 * A's things stay still during the attack) and never verified: what B would like credited.
 */
async function paidOrder(user: SignedUpAccount): Promise<PaidOrder> {
  const created = await callApi(cloud, 'POST', '/api/credits/create-order', {
    token: user.idToken,
    body: { package_id: 'pack_100' },
  });
  const order = createOrderResponseSchema.parse(created.body);
  const paid = await payAtLocalCheckout(cloud, {
    key_id: order.key_id,
    order_id: order.order_id,
    outcome: 'captured',
  });
  const success = orderCheckoutSuccessSchema.parse(paid.body);
  await cloud.razorpay.webhooksDelivered();
  return {
    order_id: success.razorpay_order_id,
    payment_id: success.razorpay_payment_id,
    signature: success.razorpay_signature,
  };
}

interface Attempt {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** How the product refuses it: not found, unless said. */
  refusal?: { status: number; body: unknown };
}

/** Every call that takes an id of A's, with A's ids alone and mixed into B's own project. */
function attempts(a: Ids, own: string, order: PaidOrder): Attempt[] {
  const p = `/api/projects/${a.projectId}`;
  const d = `/api/deployments/${a.projectId}`;
  return [
    { name: 'read the project', method: 'GET', path: p },
    { name: 'delete the project', method: 'DELETE', path: p },
    { name: 'list versions', method: 'GET', path: `${p}/versions` },
    { name: 'read a version', method: 'GET', path: `${p}/versions/1` },
    { name: 'restore a version', method: 'POST', path: `${p}/versions/1/restore`, body: {} },
    {
      name: 'save code',
      method: 'PUT',
      path: `${p}/code`,
      body: { code: '<h1>Taken</h1>', base_version: 2 },
    },
    {
      name: 'announce an image',
      method: 'POST',
      path: `${p}/assets`,
      body: { file_name: 'x.png', content_type: 'image/png', size: ONE_PIXEL_PNG.length },
    },
    {
      name: 'complete an image',
      method: 'POST',
      path: `${p}/assets/${a.assetId}/complete`,
      body: {},
    },
    {
      name: "complete A's image under B's project",
      method: 'POST',
      path: `/api/projects/${own}/assets/${a.assetId}/complete`,
      body: {},
    },
    { name: 'list images', method: 'GET', path: `${p}/assets` },
    { name: 'quote a message', method: 'POST', path: `${p}/quote`, body: { message: 'A bakery' } },
    { name: 'read the deployment', method: 'GET', path: d },
    {
      name: 'deploy',
      method: 'POST',
      path: '/api/deployments/deploy',
      body: { project_id: a.projectId },
    },
    { name: 'take the site down', method: 'DELETE', path: d },
    { name: 'read the deploy history', method: 'GET', path: `${d}/history` },
    { name: 'roll back', method: 'POST', path: `${d}/rollback`, body: { deploy_id: '1' } },
    { name: 'list submissions', method: 'GET', path: `${d}/submissions` },
    {
      name: 'delete a submission',
      method: 'DELETE',
      path: `${d}/submissions/${a.submissionId}`,
    },
    {
      name: "delete A's submission under B's project",
      method: 'DELETE',
      path: `/api/deployments/${own}/submissions/${a.submissionId}`,
    },
    { name: 'read the domain', method: 'GET', path: `${d}/domain` },
    {
      name: 'replace the domain',
      method: 'PUT',
      path: `${d}/domain`,
      body: { domain: `taken-${randomUUID().slice(0, 6)}.localhost` },
    },
    { name: 'check the domain', method: 'POST', path: `${d}/domain/check`, body: {} },
    { name: 'remove the domain', method: 'DELETE', path: `${d}/domain` },
    { name: 'read the analytics', method: 'GET', path: `${d}/analytics` },
    {
      name: 'turn notifications off',
      method: 'PUT',
      path: `${d}/notifications`,
      body: { submissions: false },
    },
    {
      name: "verify A's paid order",
      method: 'POST',
      path: '/api/credits/verify-payment',
      body: order,
      // The order is checked against the caller's own orders: to B, A's is no order of theirs.
      refusal: { status: 400, body: { detail: 'Payment verification failed' } },
    },
  ];
}

/** What A sees of their own things through the API. */
async function readBack(a: SignedUpAccount, ids: Ids) {
  const paths = [
    `/api/projects/${ids.projectId}`,
    `/api/projects/${ids.projectId}/versions`,
    `/api/projects/${ids.projectId}/versions/1`,
    `/api/projects/${ids.projectId}/assets`,
    `/api/deployments/${ids.projectId}`,
    `/api/deployments/${ids.projectId}/history`,
    `/api/deployments/${ids.projectId}/submissions`,
    `/api/deployments/${ids.projectId}/domain`,
    '/api/credits/summary',
    '/api/credits/transactions',
  ];
  return Promise.all(paths.map((path) => callApi(cloud, 'GET', path, { token: a.idToken })));
}

let a: SignedUpAccount;
let b: SignedUpAccount;
let ids: Ids;
let order: PaidOrder;
let bOwnProject: string;

beforeAll(async () => {
  [a, b] = await Promise.all([newUser('owner'), newUser('intruder')]);
  ids = await aWorld(a);
  order = await paidOrder(a);
  bOwnProject = await seedProject(cloud, { userId: b.sub, name: 'Intruder bakery' });
  await setCredits(cloud, b.sub, 200);
}, 60_000);

describe("another user's ids", () => {
  it('are refused as not found on every route that takes one, and leave the owner’s things as they were', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const itemsBefore = await itemsOfUser(cloud, a.sub);
    const seenBefore = await readBack(a, ids);
    expect(seenBefore.map((reply) => reply.status)).toEqual(seenBefore.map(() => 200));
    const bBefore = await callApi(cloud, 'GET', '/api/credits/summary', { token: b.idToken });
    const list = attempts(ids, bOwnProject, order);
    const tries = run.random.shuffle(Array.from({ length: ROUNDS }, () => list).flat());
    const answers = new Tally();
    const gotThrough: string[] = [];
    await run.each(tries, CONCURRENCY, async (attempt) => {
      const reply = await callApi(cloud, attempt.method, attempt.path, {
        token: b.idToken,
        ...(attempt.body === undefined ? {} : { body: attempt.body }),
      });
      answers.add(reply.status);
      const refused = attempt.refusal
        ? reply.status === attempt.refusal.status &&
          JSON.stringify(reply.body) === JSON.stringify(attempt.refusal.body)
        : reply.status === 404;
      if (!refused) {
        gotThrough.push(`${attempt.name}: ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    });
    run.report(
      'cross-user over HTTP',
      `${answers.total} tries (${list.length} calls × ${ROUNDS}); answers ${answers}`,
    );

    expect(answers.total).toBe(tries.length);
    expect(gotThrough).toEqual([]);
    expect(await readBack(a, ids)).toEqual(seenBefore);
    expect(await itemsOfUser(cloud, a.sub)).toEqual(itemsBefore);
    expect(await callApi(cloud, 'GET', '/api/credits/summary', { token: b.idToken })).toEqual(
      bBefore,
    );
    // A's order is still A's to verify, and is not credited a second time.
    const verified = await callApi(cloud, 'POST', '/api/credits/verify-payment', {
      token: a.idToken,
      body: order,
    });
    expect(verified).toMatchObject({ status: 200, body: { success: true, new_balance: 120 } });
  });

  it("are not found on the live connection: B's token on A's project builds and watches nothing", async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const itemsBefore = await itemsOfUser(cloud, a.sub);
    const socket = await openTestSocket(cloud, ids.projectId, a.idToken);
    const messages = ROUNDS * 4;
    for (let index = 0; index < messages; index += 2) {
      socket.watch(b.idToken);
      socket.generate(b.idToken, 'A one-page site for a bakery in Pune');
    }
    await socket.next(isError, { from: messages - 1 });
    const answers = new Tally();
    for (const message of socket.messages) {
      answers.add(isError(message) ? message.error : JSON.stringify(message));
    }
    run.report('cross-user on the socket', `${messages} messages; answers ${answers}`);

    expect(socket.messages).toEqual(
      Array.from({ length: messages }, () => ({ error: 'Project not found' })),
    );
    await socket.close();
    expect(await itemsOfUser(cloud, a.sub)).toEqual(itemsBefore);
    const bAfter = await callApi(cloud, 'GET', '/api/credits/summary', { token: b.idToken });
    expect(bAfter.body).toMatchObject({ summary: { current_balance: 200 } });
  });
});
