import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../../shared/api/credits-schemas';
import { projectFolder } from '../../../functions/account/account-export';
import { deploySeededSite } from '../../../testing/cloud/deployed-site';
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { authResponseSchema } from '../../../shared/api/auth-schemas';
import { hostedTokens, signInThroughHostedUi } from '../../../testing/cloud/hosted-sign-in';
import {
  adminSignIn,
  callApi,
  localCognitoClient,
  signUpWithProfile,
  turnOnAuthenticatorApp,
  type SignedUpAccount,
} from '../../../testing/cloud/local-accounts';
import { useSharedCloud } from '../../../testing/cloud/local-cloud-suite';
import { ONE_PIXEL_PNG, uploadAsset } from '../../../testing/cloud/project-assets';
import {
  orderCheckoutSuccessSchema,
  payAtLocalCheckout,
} from '../../../testing/cloud/razorpay-checkout';
import { itemsOfUser } from '../../../testing/cloud/seed';
import { visitSite } from '../../../testing/cloud/visit-site';
import { localDynamoClientConfig } from '../../../tools/local-cloud/dynamodb';
import { LOCAL_SITES_KVS_ARN } from '../../../tools/local-cloud/kvs/local-key-value-store';
import { localS3ClientConfig } from '../../../tools/local-cloud/s3/local-s3';

/**
 * Closing an account on the local cloud, end to end: an account with a published site, an upload,
 * a form submission and a paid order exports its data, then is deleted; afterwards no item of the
 * table and no object of any bucket names the user, their project or their site, but the ledger
 * lines and the order kept under an opaque tombstone id.
 */

const cloud = useSharedCloud();
let documents: DynamoDBDocumentClient;
let s3: S3Client;

beforeAll(() => {
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient(localDynamoClientConfig(cloud.dynamo.endpoint)),
  );
  s3 = new S3Client(localS3ClientConfig(cloud.s3.endpoint));
});

/** Every item of the whole table (a test may scan; the product never does). */
async function wholeTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({ TableName: cloud.dynamo.tableName, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Every object key of every bucket of the local cloud. */
async function everyObjectKey(): Promise<string[]> {
  const { Buckets = [] } = await s3.send(new ListBucketsCommand({}));
  const keys: string[] = [];
  for (const { Name } of Buckets) {
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: Name, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((object) => `${Name}/${object.Key}`));
      token = page.NextContinuationToken;
    } while (token);
  }
  return keys;
}

/** A pack bought through the Razorpay stand-in, its webhooks delivered: a ledger line, an order. */
async function buyCredits(user: SignedUpAccount): Promise<string> {
  const created = await callApi(cloud, 'POST', '/api/credits/create-order', {
    token: user.idToken,
    body: { package_id: 'pack_300' },
  });
  const order = createOrderResponseSchema.parse(created.body);
  const paid = await payAtLocalCheckout(cloud, {
    key_id: order.key_id,
    order_id: order.order_id,
    outcome: 'captured',
  });
  const success = orderCheckoutSuccessSchema.parse(paid.body);
  const verified = await callApi(cloud, 'POST', '/api/credits/verify-payment', {
    token: user.idToken,
    body: {
      order_id: success.razorpay_order_id,
      payment_id: success.razorpay_payment_id,
      signature: success.razorpay_signature,
    },
  });
  expect(verified.status).toBe(200);
  await expect
    .poll(async () =>
      (await cloud.razorpay.events())
        .filter((event) => event.payment_id === success.razorpay_payment_id)
        .flatMap((event) => event.deliveries.map((delivery) => delivery.status)),
    )
    .toEqual([200, 200]);
  return order.order_id;
}

async function exportOf(user: SignedUpAccount) {
  const response = await fetch(`${cloud.url}/api/account/export`, {
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    files: unzipSync(new Uint8Array(await response.arrayBuffer())),
  };
}

describe('closing an account and exporting its data', () => {
  it('exports everything, then deletes it all but the anonymised ledger lines and order', async () => {
    const email = `close-${randomUUID().slice(0, 8)}@example.com`;
    const user = await signUpWithProfile(cloud, email, 'secret-pass-1');
    const name = `Closing Chai ${randomUUID().slice(0, 4)}`;
    const site = await deploySeededSite(cloud, user, name);
    const upload = await uploadAsset(cloud, user, site.projectId, ONE_PIXEL_PNG);
    expect(upload.completed?.status).toBe(200);
    const form = await visitSite(`${site.url}_forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ravi', message: 'Do you deliver?' }),
    });
    expect(form.status).toBeLessThan(400);
    const orderId = await buyCredits(user);
    const ledgerIds = (await itemsOfUser(cloud, user.sub))
      .map((item) => String(item.SK))
      .filter((sortKey) => sortKey.startsWith('TXN#'));
    expect(ledgerIds).toHaveLength(2);

    const exported = await exportOf(user);
    expect(exported).toMatchObject({ status: 200, type: 'application/zip' });
    expect(exported.disposition).toMatch(/^attachment; filename="sitewright-data-[\d-]+\.zip"$/);
    const folder = projectFolder({ id: site.projectId, name });
    expect(Object.keys(exported.files)).toEqual(
      expect.arrayContaining([
        'profile.json',
        `${folder}/project.json`,
        `${folder}/versions/v1.html`,
        `${folder}/deployment.json`,
        `${folder}/form-submissions.json`,
        'credits/ledger.json',
        'payments/orders.json',
        'payments/subscriptions.json',
      ]),
    );
    const text = (path: string) => strFromU8(exported.files[path] ?? new Uint8Array());
    expect(text(`${folder}/versions/v1.html`)).toContain(`<h1>${name}</h1>`);
    expect(text(`${folder}/form-submissions.json`)).toContain('Do you deliver?');
    expect(text('payments/orders.json')).toContain(orderId);

    const before = await itemsOfUser(cloud, user.sub);
    const refused = await callApi(cloud, 'DELETE', '/api/account', {
      token: user.idToken,
      body: { password: 'not-the-password' },
    });
    expect(refused).toEqual({ status: 403, body: { detail: 'Incorrect password' } });
    expect(await itemsOfUser(cloud, user.sub)).toEqual(before);

    const deleted = await callApi(cloud, 'DELETE', '/api/account', {
      token: user.idToken,
      body: { password: 'secret-pass-1' },
    });
    expect(deleted).toEqual({ status: 200, body: { success: true } });

    const names = [user.sub, email, site.projectId, site.subdomain, name];
    const items = await wholeTable();
    const naming = items.filter((item) =>
      names.some((what) => JSON.stringify(item).includes(what)),
    );
    // Rate-limit windows count calls per caller (and a site's form posts per visitor) for one
    // clock hour: a count, nothing else, gone with the table's TTL soon after the hour.
    const isWindow = (item: Record<string, unknown>) => String(item.PK).startsWith('RATE#');
    expect(naming.filter((item) => !isWindow(item))).toEqual([]);
    const inTwoHours = Date.now() / 1000 + 2 * 60 * 60;
    for (const window of naming.filter(isWindow)) {
      expect(Object.keys(window).sort()).toEqual(['PK', 'SK', 'expires_at', 'sent']);
      expect(Number(window.expires_at)).toBeLessThan(inTwoHours);
    }
    const kept = items.filter((item) => ledgerIds.includes(String(item.SK)));
    expect(kept).toHaveLength(2);
    const tombstone = String(kept[0]?.user_id);
    expect(tombstone).toMatch(/^erased_/);
    expect(
      kept.every((item) => item.user_id === tombstone && item.PK === `USER#${tombstone}`),
    ).toBe(true);
    expect(items.find((item) => item.PK === `ORDER#${orderId}`)).toMatchObject({
      user_id: tombstone,
      status: 'paid',
    });
    expect(items.filter((item) => item.PK === `USER#${tombstone}`)).toHaveLength(2);

    const objects = await everyObjectKey();
    expect(objects.filter((key) => names.some((what) => key.includes(what)))).toEqual([]);
    expect(await cloud.keyValueStore.get(LOCAL_SITES_KVS_ARN, site.subdomain)).toBeUndefined();
    expect((await visitSite(site.url)).status).toBe(404);
    await expect(adminSignIn(cloud, email, 'secret-pass-1')).rejects.toThrow();

    // Asked again (a retry whose answer was lost), the deletion is already done.
    const again = await callApi(cloud, 'DELETE', '/api/account', {
      token: user.idToken,
      body: { password: 'secret-pass-1' },
    });
    expect(again).toEqual({ status: 200, body: { success: true } });
  });

  it('deletes an account that signed in through Google just now, without a password', async () => {
    const email = `fed-${randomUUID().slice(0, 8)}@example.com`;
    const signIn = await signInThroughHostedUi(cloud, 'Google', {
      custom: { name: 'Meera Fed', email },
    });
    const tokens = await hostedTokens(cloud, signIn);
    const synced = await callApi(cloud, 'POST', '/api/auth/sync', {
      token: tokens.id_token,
      body: {},
    });
    expect(synced.status).toBe(200);
    const sub = authResponseSchema.parse(synced.body).user.id;

    const deleted = await callApi(cloud, 'DELETE', '/api/account', {
      token: tokens.id_token,
      body: {},
    });

    expect(deleted).toEqual({ status: 200, body: { success: true } });
    expect(await itemsOfUser(cloud, sub)).toEqual([]);
    const cognito = localCognitoClient(cloud);
    const found = await cognito.send(
      new ListUsersCommand({ UserPoolId: cloud.userPool.userPoolId, Filter: `sub = "${sub}"` }),
    );
    cognito.destroy();
    expect(found.Users ?? []).toEqual([]);
  });

  it('closes an account with two-step sign-in on by its password alone, as any password account', async () => {
    const user = await signUpWithProfile(cloud, `totp-${randomUUID().slice(0, 8)}@example.com`);
    await turnOnAuthenticatorApp(cloud, user.accessToken);

    const refused = await callApi(cloud, 'DELETE', '/api/account', {
      token: user.idToken,
      body: { password: 'not-the-password' },
    });
    const deleted = await callApi(cloud, 'DELETE', '/api/account', {
      token: user.idToken,
      body: { password: 'secret-1' },
    });

    expect(refused).toEqual({ status: 403, body: { detail: 'Incorrect password' } });
    expect(deleted).toEqual({ status: 200, body: { success: true } });
    expect(await itemsOfUser(cloud, user.sub)).toEqual([]);
  });

  it('asks a password account for its password, changing nothing without it', async () => {
    const user = await signUpWithProfile(cloud, `pw-${randomUUID().slice(0, 8)}@example.com`);
    const before = await itemsOfUser(cloud, user.sub);

    const refused = await callApi(cloud, 'DELETE', '/api/account', {
      token: user.idToken,
      body: {},
    });

    expect(refused).toEqual({
      status: 400,
      body: { detail: 'Enter your password to delete your account' },
    });
    expect(await itemsOfUser(cloud, user.sub)).toEqual(before);
  });
});
