import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_IN_PROGRESS_MESSAGE } from '../../functions/generation/generation-runs';
import {
  createOrderResponseSchema,
  creditSummaryResponseSchema,
} from '../../shared/api/credits-schemas';
import { startAttackRun, Tally } from '../../testing/attack-run';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../testing/cloud/local-cloud-suite';
import {
  orderCheckoutSuccessSchema,
  payAtLocalCheckout,
  type CheckoutOutcome,
} from '../../testing/cloud/razorpay-checkout';
import { seedProject } from '../../testing/cloud/seed';
import { isComplete, isError, openTestSocket } from '../../testing/cloud/socket-client';
import { ledgerEntriesOf } from '../../testing/local-table';
import { localDynamoClientConfig } from '../../tools/local-cloud/dynamodb';

/**
 * Money under repetition and races: each paid order verified many times at once while its
 * webhooks arrive and are replayed, verifications with signatures of other orders or tampered,
 * failed payments verified anyway, and builds whose edits change nothing (refunded in full) sent
 * from two tabs at once. After every burst the balance is the sum of the ledger, and each order
 * is credited once. ATTACK_SEED replays the order of the calls.
 */
const ORDERS = 4;
const VERIFIES_PER_ORDER = 20;
const WEBHOOK_REPLAYS_PER_ORDER = 10;
const FORGED_VERIFIES_PER_ORDER = 6;
const FAILED_PAYMENTS = 2;
const REFUNDED_EDITS = 3;
const PACK = { id: 'pack_100', credits: 100 } as const;
const TIME_LIMIT_MS = 50_000;

const cloud = useSharedCloud();
let documents: DynamoDBDocumentClient;
let user: SignedUpAccount;

beforeAll(async () => {
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
  );
  user = await signUpWithProfile(cloud, `money-${randomUUID().slice(0, 8)}@example.com`);
});

afterAll(() => {
  documents?.destroy();
});

async function balance(): Promise<number> {
  const reply = await callApi(cloud, 'GET', '/api/credits/summary', { token: user.idToken });
  return creditSummaryResponseSchema.parse(reply.body).summary.current_balance;
}

/** The balance equals the ledger's sum, and no order has more than one purchase entry. */
async function expectBooksBalance(): Promise<{ balance: number; purchases: Map<string, number> }> {
  const entries = await ledgerEntriesOf({ documents, tableName: cloud.dynamo.tableName }, user.sub);
  const now = await balance();
  expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(now);
  const purchases = new Map<string, number>();
  for (const entry of entries.filter(({ type }) => type === 'purchase')) {
    purchases.set(entry.reference ?? '', (purchases.get(entry.reference ?? '') ?? 0) + 1);
  }
  expect([...purchases.values()].filter((count) => count > 1)).toEqual([]);
  return { balance: now, purchases };
}

async function payForOrder(outcome: CheckoutOutcome) {
  const created = await callApi(cloud, 'POST', '/api/credits/create-order', {
    token: user.idToken,
    body: { package_id: PACK.id },
  });
  const order = createOrderResponseSchema.parse(created.body);
  const paid = await payAtLocalCheckout(cloud, {
    key_id: order.key_id,
    order_id: order.order_id,
    outcome,
  });
  return { orderId: order.order_id, paid };
}

const verify = (body: { order_id: string; payment_id: string; signature: string }) =>
  callApi(cloud, 'POST', '/api/credits/verify-payment', { token: user.idToken, body });

const tamper = (signature: string) =>
  `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

describe('money under repeated and racing calls', () => {
  it('credits each paid order once, however often it is verified and its webhooks replayed', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const answers = new Tally();
    const paidOrders: { order_id: string; payment_id: string; signature: string }[] = [];
    for (let index = 0; index < ORDERS && run.inTime(); index += 1) {
      const { paid } = await payForOrder('captured');
      const success = orderCheckoutSuccessSchema.parse(paid.body);
      const genuine = {
        order_id: success.razorpay_order_id,
        payment_id: success.razorpay_payment_id,
        signature: success.razorpay_signature,
      };
      const earlier = paidOrders.at(-1);
      paidOrders.push(genuine);
      // The checkout's webhooks are on their way (after 200 ms) while the verifications race.
      const forged = [
        { ...genuine, signature: tamper(genuine.signature) },
        ...(earlier
          ? [
              { ...genuine, signature: earlier.signature },
              { ...earlier, order_id: genuine.order_id },
            ]
          : []),
      ];
      const calls = run.random.shuffle([
        ...Array.from({ length: VERIFIES_PER_ORDER }, () => ({ body: genuine, genuine: true })),
        ...Array.from({ length: FORGED_VERIFIES_PER_ORDER }, (_, n) => ({
          body: forged[n % forged.length] ?? genuine,
          genuine: false,
        })),
      ]);
      const replies = await Promise.all(
        calls.map(async ({ body, genuine: real }) => ({ real, reply: await verify(body) })),
      );
      await cloud.razorpay.webhooksDelivered();
      const events = (await cloud.razorpay.events()).filter(
        (event) => event.payment_id === genuine.payment_id,
      );
      await Promise.all(
        Array.from({ length: WEBHOOK_REPLAYS_PER_ORDER }, (_, n) =>
          cloud.razorpay.resendWebhook(events[n % events.length]?.id ?? ''),
        ),
      );
      await cloud.razorpay.webhooksDelivered();
      for (const { real, reply } of replies) {
        answers.add(`${real ? 'genuine' : 'forged'} ${reply.status}`);
        if (real) {
          expect(reply).toMatchObject({ status: 200, body: { success: true, credits_added: 100 } });
        } else {
          expect(reply).toEqual({ status: 400, body: { detail: 'Payment verification failed' } });
        }
      }
      const books = await expectBooksBalance();
      expect(books.purchases.get(genuine.order_id)).toBe(1);
    }
    // A failed payment, verified anyway with its order and any signature, credits nothing.
    const before = await balance();
    for (let index = 0; index < FAILED_PAYMENTS && run.inTime(); index += 1) {
      const { orderId, paid } = await payForOrder('failed');
      expect(paid.status).toBe(400);
      const payment = paidOrders[index % paidOrders.length];
      const reply = await verify({
        order_id: orderId,
        payment_id: payment?.payment_id ?? 'pay_none',
        signature: payment?.signature ?? '0'.repeat(64),
      });
      answers.add(`failed payment ${reply.status}`);
      expect(reply.status).toBe(400);
    }
    await cloud.razorpay.webhooksDelivered();
    const books = await expectBooksBalance();
    run.report(
      'money: payments',
      `${ORDERS} orders, ${answers.total} verifications, ${ORDERS * WEBHOOK_REPLAYS_PER_ORDER} webhook replays; answers ${answers}; balance ${books.balance}`,
    );

    expect(books.balance).toBe(before);
    expect(books.purchases.size).toBe(ORDERS);
  });

  it('refunds edits that change nothing in full, and debits a second tab nothing', async () => {
    const run = startAttackRun(TIME_LIMIT_MS);
    const projectId = await seedProject(cloud, { userId: user.sub, name: 'Crumb' });
    const [a, b] = await Promise.all([
      openTestSocket(cloud, projectId, user.idToken),
      openTestSocket(cloud, projectId, user.idToken),
    ]);
    const answers = new Tally();
    try {
      a.generate(user.idToken, 'A landing page for a neighbourhood bakery called Crumb & Co');
      expect(isComplete(await a.end({ timeoutMs: 30_000 }))).toBe(true);
      const afterBuild = await expectBooksBalance();
      for (let index = 0; index < REFUNDED_EDITS && run.inTime(); index += 1) {
        const from = { a: a.messages.length, b: b.messages.length };
        // The same edit from two tabs at once.
        a.generate(user.idToken, 'make it pop more!!');
        b.generate(user.idToken, 'make it pop more!!');
        const ends = await Promise.all([
          a.end({ from: from.a, timeoutMs: 30_000 }),
          b.end({ from: from.b, timeoutMs: 30_000 }),
        ]);
        const said = ends.map((end) =>
          isError(end) && end.error.startsWith('Nothing on the page changed')
            ? 'refunded'
            : isError(end) && end.error === GENERATION_IN_PROGRESS_MESSAGE
              ? 'refused: in progress'
              : JSON.stringify(end),
        );
        for (const answer of said) answers.add(answer);
        // Whichever ran was refunded; one sent while it ran was refused, debiting nothing.
        expect(said).toContain('refunded');
        expect(said.filter((answer) => answer !== 'refunded')).toEqual(
          said.filter((answer) => answer === 'refused: in progress'),
        );
        const books = await expectBooksBalance();
        expect(books.balance).toBe(afterBuild.balance);
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    run.report('money: refunds', `${REFUNDED_EDITS} edits from two tabs; ends ${answers}`);
    expect(answers.total).toBe(REFUNDED_EDITS * 2);
  });
});
