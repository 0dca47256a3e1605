import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import * as z from '../../../../shared/zod';
import { localDynamoClientConfig } from '../../../../tools/local-cloud/dynamodb';
import { signUpDirectly } from '../../../../testing/cloud/local-accounts';
import { useOwnLocalCloud } from '../../../../testing/cloud/local-cloud-suite';
import { tableClientOf } from '../../../../functions/lib/dynamo-client';
import { productAnalyticsKeys } from '../../../../functions/lib/table-keys';

// A cloud of its own: it counts the whole product's page views, which other files add to.
const cloud = useOwnLocalCloud({});

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** What `/_local/analytics.json` says: only what these tests read. */
const reportSchema = z.object({
  days: z.array(
    z.object({ date: z.string(), pageViews: z.number(), steps: z.record(z.string(), z.number()) }),
  ),
  totals: z.object({ pageViews: z.number() }),
  pages: z.array(z.object({ page: z.string(), views: z.number() })),
  funnel: z.array(
    z.object({ step: z.string(), count: z.number(), conversion: z.nullable(z.number()) }),
  ),
});

/** A batch as the SPA's tracker sends it: `navigator.sendBeacon` with a string is text/plain. */
function sendEvents(events: unknown, headers: Record<string, string> = {}, body?: string) {
  return fetch(`${cloud.url}/api/analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME, ...headers },
    body: body ?? JSON.stringify({ events }),
  });
}

async function report() {
  const response = await fetch(`${cloud.url}/_local/analytics.json`);
  expect(response.status).toBe(200);
  return reportSchema.parse(await response.json());
}

const stepCount = (read: z.infer<typeof reportSchema>, step: string) =>
  read.funnel.find((entry) => entry.step === step)?.count;

describe("the product's own analytics", () => {
  it('counts the app’s page views and steps by day, and drops opted-out and automated senders', async () => {
    const replies = [
      await sendEvents([
        { page: '/' },
        { page: '/workspace/$projectId' },
        { page: '/workspace/$projectId' },
        { step: 'first_build' },
      ]),
      await sendEvents([{ page: '/dashboard' }, { step: 'build_completed' }]),
      await sendEvents([{ page: '/dashboard' }], { dnt: '1' }),
      await sendEvents([{ page: '/dashboard' }], { 'sec-gpc': '1' }),
      await sendEvents([{ page: '/dashboard' }], { 'user-agent': 'Googlebot/2.1' }),
    ];

    expect(replies.map((reply) => reply.status)).toEqual([204, 204, 204, 204, 204]);
    const read = await report();
    expect(read.days).toHaveLength(30);
    expect(read.days.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      pageViews: 4,
      steps: expect.objectContaining({ first_build: 1, build_completed: 1 }),
    });
    expect(read.totals.pageViews).toBe(4);
    expect(read.pages).toEqual([
      { page: '/workspace/$projectId', views: 2 },
      { page: '/', views: 1 },
      { page: '/dashboard', views: 1 },
    ]);
    expect(read.funnel.find((entry) => entry.step === 'build_completed')).toMatchObject({
      count: 1,
      conversion: 100,
    });
  });

  it('refuses what is not on the allow-lists, with a 4xx, counting nothing', async () => {
    const before = await report();

    const statuses = await Promise.all(
      [
        sendEvents([{ page: '/workspace/01JD3ZK8Q6R9V2W4X5Y7Z8A9BC' }]),
        sendEvents([{ page: '/projects?q=bakery' }]),
        sendEvents([{ step: 'purchase' }]),
        sendEvents([{ page: '/', email: 'a@example.com' }]),
        sendEvents([], {}, 'page=/'),
        sendEvents([{ page: '/' }], { 'content-type': 'application/x-www-form-urlencoded' }),
        sendEvents([], {}, JSON.stringify({ events: [{ page: '/' }], pad: 'x'.repeat(4096) })),
      ].map(async (reply) => (await reply).status),
    );

    expect(statuses).toEqual([400, 400, 400, 400, 400, 415, 413]);
    expect((await report()).totals).toEqual(before.totals);
  });

  it("counts a new account's sign-up where its profile is created, unless its browser declined", async () => {
    const before = stepCount(await report(), 'sign_up') ?? NaN;
    const sync = async (headers: Record<string, string>) => {
      const account = await signUpDirectly(cloud, `p-${randomUUID().slice(0, 8)}@example.com`);
      const reply = await fetch(`${cloud.url}/api/auth/sync`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${account.idToken}`,
          'user-agent': CHROME,
          ...headers,
        },
        body: '{}',
      });
      expect(reply.status).toBe(200);
      return reply;
    };

    await sync({});
    await sync({ 'sec-gpc': '1' });
    await sync({ 'user-agent': 'curl/8.5.0' });

    expect(stepCount(await report(), 'sign_up')).toBe(before + 1);
  });

  it('keeps nothing but the day, its counts and their expiry', async () => {
    await sendEvents([{ page: '/credits' }], { 'x-forwarded-for': '203.0.113.9' });
    const today = new Date().toISOString().slice(0, 10);
    const client = new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint));
    try {
      const { Item } = await tableClientOf(client, cloud.dynamo.tableName).documents.send(
        new GetCommand({ TableName: cloud.dynamo.tableName, Key: productAnalyticsKeys.day(today) }),
      );

      const names = Object.keys(Item ?? {});
      expect(names.filter((name) => !/^(page|step):/.test(name)).toSorted()).toEqual([
        'PK',
        'SK',
        'date',
        'entity',
        'expires_at',
      ]);
      expect(JSON.stringify(Item)).not.toMatch(/203\.0\.113\.9|Chrome|@/);
    } finally {
      client.destroy();
    }
  });
});
