import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory, ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderResponseSchema,
  creditSummaryResponseSchema,
  listTransactionsResponseSchema,
  paymentsWebhookResponseSchema,
  verifyPaymentResponseSchema,
} from '../../../../shared/api/credits-schemas';
import { findCreditPackage } from '../../../../shared/catalogue';
import { localDynamoClientConfig } from '../../../../tools/local-cloud/dynamodb';
import { ledgerEntriesOf } from '../../../../testing/local-table';
import {
  callApi,
  signUpWithProfile,
  type SignedUpAccount,
} from '../../../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { tableClientOf, type TableClient } from '../../../../functions/lib/dynamo-client';
import {
  checkoutSignature,
  paidEventBody,
  razorpayId,
  webhookSignature,
} from '../../../../testing/fakes/fake-razorpay';
import { handledEventId } from '../../../../functions/payments/webhook-events';
import { createCreditAccount } from '../../../../functions/credits/credit-account';
import { paymentEventKeys, paymentOrderKeys } from '../../../../functions/lib/table-keys';

// A cloud of its own: a test here makes Razorpay fail its next call, whoever makes it.
const cloud = useOwnLocalCloud({});
let table: TableClient;

beforeAll(() => {
  table = tableClientOf(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
    cloud.dynamo.tableName,
  );
});

/** What the product asked the local Razorpay for: each order's amount, currency, receipt and notes. */
const orderRequests = () =>
  cloud.razorpay.orders().map(({ amount, currency, receipt, notes }) => ({
    amount,
    currency,
    receipt,
    notes,
  }));
/** Checkout's signature with the local account's key secret, or with the one given. */
const signCheckout = (orderId: string, paymentId: string, keySecret?: string) =>
  checkoutSignature(orderId, paymentId, keySecret ?? cloud.razorpay.keySecret);
/** `X-Razorpay-Signature` with the local account's webhook secret, or with the one given. */
const signWebhook = (body: string, webhookSecret?: string) =>
  webhookSignature(body, webhookSecret ?? cloud.razorpay.webhookSecret);

const proPack = findCreditPackage('pack_750') ?? { id: '', name: '', price: 0, credits: 0 };
const newUser = () => signUpWithProfile(cloud, `c-${randomUUID().slice(0, 8)}@example.com`);

async function createOrder(user: SignedUpAccount, packageId = proPack.id) {
  const reply = await callApi(cloud, 'POST', '/api/credits/create-order', {
    token: user.idToken,
    body: { package_id: packageId },
  });
  expect(reply.status).toBe(200);
  return createOrderResponseSchema.parse(reply.body);
}

function verify(user: SignedUpAccount, orderId: string, paymentId: string, signature?: string) {
  return callApi(cloud, 'POST', '/api/credits/verify-payment', {
    token: user.idToken,
    body: {
      order_id: orderId,
      payment_id: paymentId,
      signature: signature ?? signCheckout(orderId, paymentId),
    },
  });
}

interface WebhookOptions {
  signature?: string | null;
  eventId?: string;
  contentType?: string;
}

/** Posts a webhook as Razorpay does: the body as bytes, signed, with the event id. */
async function postWebhook(body: string, options: WebhookOptions = {}) {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'application/json',
    'x-razorpay-event-id': options.eventId ?? `evt_${ulid()}`,
  };
  const signature = options.signature === undefined ? signWebhook(body) : options.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  const response = await fetch(`${cloud.url}/api/payments/webhook`, {
    method: 'POST',
    headers,
    body: Buffer.from(body, 'utf8'),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function summaryOf(user: SignedUpAccount) {
  const reply = await callApi(cloud, 'GET', '/api/credits/summary', { token: user.idToken });
  expect(reply.status).toBe(200);
  return creditSummaryResponseSchema.parse(reply.body).summary;
}

async function allTransactions(user: SignedUpAccount, limit = 20) {
  const transactions = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const reply = await callApi(cloud, 'GET', `/api/credits/transactions?limit=${limit}${query}`, {
      token: user.idToken,
    });
    expect(reply.status).toBe(200);
    const page = listTransactionsResponseSchema.parse(reply.body);
    transactions.push(...page.transactions);
    cursor = page.next_cursor;
  } while (cursor);
  return transactions;
}

async function orderItem(orderId: string) {
  const { Item } = await table.documents.send(
    new GetCommand({ TableName: table.tableName, Key: paymentOrderKeys.order(orderId) }),
  );
  return Item;
}

/** Test-only: every remembered webhook event in the table. */
async function webhookEventCount() {
  const { Items = [] } = await table.documents.send(
    new ScanCommand({
      TableName: table.tableName,
      FilterExpression: 'entity = :entity',
      ExpressionAttributeValues: { ':entity': 'WebhookEvent' },
      ConsistentRead: true,
    }),
  );
  return Items.length;
}

async function purchaseEntries(user: SignedUpAccount) {
  const entries = await ledgerEntriesOf(table, user.sub);
  return entries.filter((entry) => entry.type === 'purchase');
}

describe('GET /api/credits/summary and /api/credits/transactions', () => {
  it('shows a new account its 20 welcome credits and nothing spent, refunded or bought', async () => {
    const user = await newUser();

    expect(await summaryOf(user)).toEqual({
      current_balance: 20,
      total_spent: 0,
      total_refunded: 0,
      total_purchased: 0,
    });
    expect(await allTransactions(user)).toEqual([
      expect.objectContaining({
        type: 'welcome',
        amount: 20,
        status: 'completed',
        operation: 'Welcome credits',
      }),
    ]);
  });

  it('agrees with the balance after spends and refunds, newest first, page by page', async () => {
    const user = await newUser();
    const account = createCreditAccount(table);
    const at = new Date();
    // Monotonic: generation ids made in one millisecond still sort in the order they were made.
    const nextId = monotonicFactory();
    const spends = [nextId(), nextId(), nextId()];
    for (const generationId of spends) {
      await account.reserveCredits({
        userId: user.sub,
        generationId,
        amount: 5,
        operation: 'Website generation',
        at,
      });
    }
    await account.refundCredits({
      userId: user.sub,
      generationId: spends[1] ?? '',
      amount: 3,
      reason: 'Refund',
      at,
    });

    const summary = await summaryOf(user);
    const transactions = await allTransactions(user, 2);

    expect(summary).toEqual({
      current_balance: 8,
      total_spent: 15,
      total_refunded: 3,
      total_purchased: 0,
    });
    expect(transactions).toHaveLength(5);
    expect(transactions.reduce((sum, entry) => sum + entry.amount, 0)).toBe(
      summary.current_balance,
    );
    expect(transactions.map((entry) => entry.type)).toEqual([
      'spend',
      'refund',
      'spend',
      'spend',
      'welcome',
    ]);
    const me = await callApi(cloud, 'GET', '/api/auth/me', { token: user.idToken });
    expect(me.body).toMatchObject({ credits: 8 });
  });

  it('refuses a tampered cursor with a 400', async () => {
    const user = await newUser();
    const reply = await callApi(cloud, 'GET', '/api/credits/transactions?cursor=bm90LWFuLWlk', {
      token: user.idToken,
    });
    expect(reply).toEqual({
      status: 400,
      body: { detail: 'The cursor is not valid. Start again from the first page.' },
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await callApi(cloud, 'GET', '/api/credits/summary')).status).toBe(401);
    expect((await callApi(cloud, 'GET', '/api/credits/transactions')).status).toBe(401);
    const order = await callApi(cloud, 'POST', '/api/credits/create-order', {
      body: { package_id: proPack.id },
    });
    expect(order.status).toBe(401);
  });
});

describe('POST /api/credits/create-order', () => {
  it("orders the catalogue's price from Razorpay, whatever the client sends, and records it pending", async () => {
    const user = await newUser();

    const reply = await callApi(cloud, 'POST', '/api/credits/create-order', {
      token: user.idToken,
      body: { package_id: proPack.id, amount: 1, currency: 'USD' },
    });

    expect(reply.status).toBe(200);
    const order = createOrderResponseSchema.parse(reply.body);
    expect(order).toEqual({
      key_id: cloud.razorpay.keyId,
      amount: proPack.price,
      currency: 'INR',
      order_id: expect.stringMatching(/^order_/),
    });
    expect(orderRequests().at(-1)).toEqual({
      amount: proPack.price,
      currency: 'INR',
      receipt: expect.stringMatching(/^credits_[0-9A-Z]{26}$/),
      notes: { user_id: user.sub, package_id: proPack.id },
    });
    expect(await orderItem(order.order_id)).toMatchObject({
      user_id: user.sub,
      package_id: proPack.id,
      credits: proPack.credits,
      amount: proPack.price,
      status: 'pending',
    });
  });

  it('gives every order its own receipt', async () => {
    const user = await newUser();
    await Promise.all([createOrder(user), createOrder(user), createOrder(user)]);
    const receipts = orderRequests().map((request) => request.receipt);
    expect(new Set(receipts).size).toBe(receipts.length);
  });

  it('refuses an unknown package with a 400, asking Razorpay for nothing', async () => {
    const user = await newUser();
    const before = orderRequests().length;

    const reply = await callApi(cloud, 'POST', '/api/credits/create-order', {
      token: user.idToken,
      body: { package_id: 'pack_free_lunch' },
    });

    expect(reply).toEqual({ status: 400, body: { detail: 'Unknown credit package' } });
    expect(orderRequests()).toHaveLength(before);
  });

  it("answers 502 'Failed to initiate payment' when Razorpay fails", async () => {
    const user = await newUser();
    cloud.razorpay.failNextApiCalls(1);

    const reply = await callApi(cloud, 'POST', '/api/credits/create-order', {
      token: user.idToken,
      body: { package_id: proPack.id },
    });

    expect(reply).toEqual({ status: 502, body: { detail: 'Failed to initiate payment' } });
  });
});

describe('paying for an order', () => {
  it('credits once for 10 verify calls and 10 webhook deliveries of the same payment', async () => {
    const user = await newUser();
    const order = await createOrder(user);
    const paymentId = razorpayId('pay');
    const captured = paidEventBody({
      event: 'payment.captured',
      orderId: order.order_id,
      paymentId,
      amount: order.amount,
    });
    const paid = paidEventBody({
      event: 'order.paid',
      orderId: order.order_id,
      paymentId,
      amount: order.amount,
    });

    const [verifies, webhooks] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => verify(user, order.order_id, paymentId))),
      Promise.all(
        Array.from({ length: 10 }, (_, index) => postWebhook(index % 2 === 0 ? captured : paid)),
      ),
    ]);

    for (const reply of verifies) {
      expect(reply.status).toBe(200);
      expect(verifyPaymentResponseSchema.parse(reply.body)).toMatchObject({
        success: true,
        credits_added: proPack.credits,
      });
    }
    const outcomes = webhooks.map(
      (reply) => paymentsWebhookResponseSchema.parse(reply.body).outcome,
    );
    expect(
      outcomes.every((outcome) => outcome === 'credited' || outcome === 'already_credited'),
    ).toBe(true);
    expect(await summaryOf(user)).toEqual({
      current_balance: 20 + proPack.credits,
      total_spent: 0,
      total_refunded: 0,
      total_purchased: proPack.credits,
    });
    expect(await purchaseEntries(user)).toHaveLength(1);
    const [latest] = await allTransactions(user);
    expect(latest).toMatchObject({
      type: 'purchase',
      amount: proPack.credits,
      status: 'completed',
      operation: 'Pro Pack purchase',
      balance_after: 20 + proPack.credits,
    });
    expect(await orderItem(order.order_id)).toMatchObject({
      status: 'paid',
      payment_id: paymentId,
    });
  });

  it('answers a verify after the webhook with the same success and credits nothing more', async () => {
    const user = await newUser();
    const order = await createOrder(user, 'pack_100');
    const paymentId = razorpayId('pay');

    const webhook = await postWebhook(
      paidEventBody({
        event: 'payment.captured',
        orderId: order.order_id,
        paymentId,
        amount: order.amount,
      }),
    );
    const reply = await verify(user, order.order_id, paymentId);

    expect(webhook).toEqual({ status: 200, body: { success: true, outcome: 'credited' } });
    expect(reply).toEqual({
      status: 200,
      body: { success: true, credits_added: 100, new_balance: 120 },
    });
    expect((await summaryOf(user)).current_balance).toBe(120);
  });

  it.each([
    [
      'a forged signature',
      (orderId: string, paymentId: string) => signCheckout(orderId, paymentId, 'guessed-secret'),
    ],
    [
      'the signature of another payment',
      (orderId: string) => signCheckout(orderId, razorpayId('pay')),
    ],
    [
      'the signature of another order',
      (_: string, paymentId: string) => signCheckout(razorpayId('order'), paymentId),
    ],
  ])("refuses %s with 'Payment verification failed', crediting nothing", async (_, sign) => {
    const user = await newUser();
    const order = await createOrder(user);
    const paymentId = razorpayId('pay');

    const reply = await verify(user, order.order_id, paymentId, sign(order.order_id, paymentId));

    expect(reply).toEqual({ status: 400, body: { detail: 'Payment verification failed' } });
    expect((await summaryOf(user)).current_balance).toBe(20);
    expect(await orderItem(order.order_id)).toMatchObject({ status: 'pending' });
    expect(await purchaseEntries(user)).toEqual([]);
  });

  it("refuses another user's order, even correctly signed, as it refuses an unknown one", async () => {
    const alice = await newUser();
    const mallory = await newUser();
    const order = await createOrder(alice);
    const paymentId = razorpayId('pay');

    const stolen = await verify(mallory, order.order_id, paymentId);
    const unknown = await verify(mallory, razorpayId('order'), paymentId);

    expect(stolen).toEqual({ status: 400, body: { detail: 'Payment verification failed' } });
    expect(unknown).toEqual(stolen);
    expect((await summaryOf(mallory)).current_balance).toBe(20);
    expect((await summaryOf(alice)).current_balance).toBe(20);
    expect(await orderItem(order.order_id)).toMatchObject({ status: 'pending' });
    const own = await verify(alice, order.order_id, paymentId);
    expect(own.status).toBe(200);
    expect((await summaryOf(alice)).current_balance).toBe(20 + proPack.credits);
  });

  it('refuses a second, different payment for an order already paid', async () => {
    const user = await newUser();
    const order = await createOrder(user, 'pack_100');
    const first = razorpayId('pay');
    expect((await verify(user, order.order_id, first)).status).toBe(200);

    const second = await verify(user, order.order_id, razorpayId('pay'));

    expect(second).toEqual({ status: 400, body: { detail: 'Payment verification failed' } });
    expect((await summaryOf(user)).current_balance).toBe(120);
  });
});

describe('POST /api/payments/webhook', () => {
  it.each([
    ['a wrong signature', () => signWebhook('{"something":"else"}')],
    ['a signature made with another secret', (body: string) => signWebhook(body, 'another-secret')],
    ['no signature', () => null],
  ])('answers 400 to %s and stores nothing', async (_, signatureOf) => {
    const user = await newUser();
    const order = await createOrder(user);
    const body = paidEventBody({
      event: 'payment.captured',
      orderId: order.order_id,
      paymentId: razorpayId('pay'),
      amount: order.amount,
    });
    const eventId = `evt_${ulid()}`;
    const eventsBefore = await webhookEventCount();

    const reply = await postWebhook(body, { eventId, signature: signatureOf(body) });

    expect(reply).toEqual({ status: 400, body: { detail: 'Invalid webhook signature' } });
    expect(await orderItem(order.order_id)).toMatchObject({ status: 'pending' });
    expect((await summaryOf(user)).current_balance).toBe(20);
    const { Item } = await table.documents.send(
      new GetCommand({
        TableName: table.tableName,
        Key: paymentEventKeys.event(handledEventId(eventId, Buffer.from(body))),
      }),
    );
    expect(Item).toBeUndefined();
    expect(await webhookEventCount()).toBe(eventsBefore);
  });

  it('checks the signature over the raw bytes, also when they arrive base64-encoded', async () => {
    const user = await newUser();
    const order = await createOrder(user, 'pack_100');
    const body = paidEventBody({
      event: 'order.paid',
      orderId: order.order_id,
      paymentId: razorpayId('pay'),
      amount: order.amount,
    });

    // Not a text type: the gateway hands the function the body base64-encoded, as API Gateway does.
    const reply = await postWebhook(body, { contentType: 'application/octet-stream' });

    expect(reply).toEqual({ status: 200, body: { success: true, outcome: 'credited' } });
    expect((await summaryOf(user)).total_purchased).toBe(100);
  });

  it('answers a redelivered event as a duplicate, and remembers it for a while', async () => {
    const user = await newUser();
    const order = await createOrder(user, 'pack_100');
    const body = paidEventBody({
      event: 'payment.captured',
      orderId: order.order_id,
      paymentId: razorpayId('pay'),
      amount: order.amount,
    });
    const eventId = `evt_${ulid()}`;

    const first = await postWebhook(body, { eventId });
    const again = await postWebhook(body, { eventId });

    const otherId = await postWebhook(body, { eventId: `evt_${ulid()}` });
    const otherBody = await postWebhook(`${body} `, { eventId });

    expect(first.body).toEqual({ success: true, outcome: 'credited' });
    expect(again.body).toEqual({ success: true, outcome: 'duplicate' });
    // The id header is not signed: only the same id with the same body is a redelivery.
    expect(otherId.body).toEqual({ success: true, outcome: 'already_credited' });
    expect(otherBody.body).toEqual({ success: true, outcome: 'already_credited' });
    expect((await summaryOf(user)).current_balance).toBe(120);
    const { Item } = await table.documents.send(
      new GetCommand({
        TableName: table.tableName,
        Key: paymentEventKeys.event(handledEventId(eventId, Buffer.from(body))),
      }),
    );
    expect(Item?.expires_at).toBeGreaterThan(Date.now() / 1000 + 24 * 60 * 60);
  });

  it('acknowledges and ignores other events, payments of unknown orders and short payments', async () => {
    const user = await newUser();
    const order = await createOrder(user, 'pack_100');
    const refund = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: {} } },
    });
    const unknownOrder = paidEventBody({
      event: 'payment.captured',
      orderId: razorpayId('order'),
      paymentId: razorpayId('pay'),
      amount: 100,
    });
    const short = paidEventBody({
      event: 'payment.captured',
      orderId: order.order_id,
      paymentId: razorpayId('pay'),
      amount: order.amount - 1,
    });

    for (const body of [refund, unknownOrder, short]) {
      expect(await postWebhook(body)).toEqual({
        status: 200,
        body: { success: true, outcome: 'ignored' },
      });
    }
    expect((await summaryOf(user)).current_balance).toBe(20);
    expect(await orderItem(order.order_id)).toMatchObject({ status: 'pending' });
  });
});
