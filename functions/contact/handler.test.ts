import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../shared/constants';
import { NOT_THROUGH_APP_MESSAGE, type HttpLambdaHandler } from '../http/http-handler';

const documentsMock = mockClient(DynamoDBDocumentClient);
const secretsMock = mockClient(SecretsManagerClient);
// Unit files share their modules: the next file gets the real clients back.
afterAll(() => {
  documentsMock.restore();
  secretsMock.restore();
});
const ORIGIN_SECRET_ARN =
  'arn:aws:secretsmanager:ap-south-1:123456789012:secret:origin-verify-AbCdEf';
/** What CloudFront adds in front of the API: the viewer's address, and the shared secret. */
const throughCloudFront = (viewer: string) => ({
  'cloudfront-viewer-address': viewer,
  'x-origin-verify': 'the-distribution-secret',
});
let handler: HttpLambdaHandler;

function post(
  body: unknown,
  headers: Record<string, string> = throughCloudFront('198.51.100.7:443'),
  path = '/api/contact',
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: 'POST',
        path,
        protocol: 'HTTP/1.1',
        sourceIp: '10.0.0.1',
        userAgent: 'test',
      },
      requestId: 'r1',
      routeKey: `POST ${path}`,
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

async function send(event: APIGatewayProxyEventV2) {
  const result = await handler(event);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') as unknown };
}

const message = { name: 'Asha', email: 'asha@example.com', message: 'Do you build stores?' };

beforeAll(async () => {
  // The handler builds its table client at cold start, from the environment.
  vi.stubEnv('TABLE_NAME', 'website-builder');
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', ORIGIN_SECRET_ARN);
  secretsMock
    .on(GetSecretValueCommand, { SecretId: ORIGIN_SECRET_ARN })
    .resolves({ SecretString: 'the-distribution-secret' });
  ({ handler } = await import('./handler'));
});

afterAll(() => {
  vi.unstubAllEnvs();
});

beforeEach(() => {
  documentsMock.reset();
  documentsMock.on(TransactWriteCommand).resolves({});
});

describe('POST /api/contact', () => {
  it("stores the message with its sender's address, counting it in one transaction", async () => {
    const result = await send(
      post({ ...message, subject: '  Stores  ' }, throughCloudFront('198.51.100.7:443')),
    );

    expect(result).toMatchObject({ status: 200, body: { success: true, id: expect.any(String) } });
    const [call] = documentsMock.commandCalls(TransactWriteCommand);
    const [counter, stored] = call?.args[0].input.TransactItems ?? [];
    expect(counter?.Update?.Key?.PK).toBe('RATE#CONTACT#198.51.100.7');
    expect(stored?.Put?.Item).toMatchObject({
      ...message,
      subject: 'Stores',
      source_ip: '198.51.100.7',
      type: 'ContactMessage',
    });
  });

  it.each([
    ["without the distribution's secret", { 'cloudfront-viewer-address': '203.0.113.9:443' }],
    [
      'with a wrong secret',
      { 'cloudfront-viewer-address': '203.0.113.9:443', 'x-origin-verify': 'guessed' },
    ],
    [
      'with a wrong secret of the right length',
      {
        'cloudfront-viewer-address': '203.0.113.9:443',
        'x-origin-verify': 'the-distribution-secreT',
      },
    ],
  ])('refuses a call to the API itself %s, storing nothing', async (_case, headers) => {
    await expect(send(post(message, headers))).resolves.toEqual({
      status: 403,
      body: { detail: NOT_THROUGH_APP_MESSAGE },
    });
    expect(documentsMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([
    ['an empty body', {}],
    ['blank required fields', { name: ' ', email: 'asha@example.com', message: '\n' }],
    ['a missing message', { name: 'Asha', email: 'asha@example.com' }],
  ])("refuses %s with 400 in the spec's words, storing nothing", async (_case, body) => {
    await expect(send(post(body))).resolves.toEqual({
      status: 400,
      body: { detail: 'Please fill in all required fields' },
    });
    expect(documentsMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([
    ['message', LIMITS.contactMessageMax, 'Message'],
    ['name', LIMITS.contactNameMax, 'Name'],
    ['subject', LIMITS.contactSubjectMax, 'Subject'],
  ])('refuses an oversized %s with 400, storing nothing', async (field, limit, label) => {
    const result = await send(post({ ...message, [field]: 'x'.repeat(limit + 1) }));

    expect(result).toEqual({
      status: 400,
      body: { detail: `${label} must be at most ${limit} characters` },
    });
    expect(documentsMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('accepts a message of exactly the maximum length', async () => {
    const result = await send(post({ ...message, message: 'x'.repeat(LIMITS.contactMessageMax) }));

    expect(result.status).toBe(200);
  });

  it('refuses a malformed email address with 400', async () => {
    await expect(send(post({ ...message, email: 'asha' }))).resolves.toEqual({
      status: 400,
      body: { detail: 'Invalid email address' },
    });
  });

  it("answers 429 once the sender's hourly count is used up", async () => {
    documentsMock.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    const result = await send(post(message));

    expect(result).toEqual({
      status: 429,
      body: { detail: expect.stringMatching(/Too many messages/) },
    });
  });
});

describe('POST /api/abuse-reports', () => {
  const report = { site: 'https://sbi-kyc.sites.example/', reason: 'phishing' };
  const postReport = (body: unknown) =>
    post(body, throughCloudFront('203.0.113.40:443'), '/api/abuse-reports');

  it("stores the report with its sender's address, counting it in one transaction", async () => {
    const result = await send(postReport({ ...report, details: 'Asks for my OTP' }));

    expect(result).toMatchObject({
      status: 200,
      body: { success: true, id: expect.any(String), message: expect.any(String) },
    });
    const [call] = documentsMock.commandCalls(TransactWriteCommand);
    const [counter, stored] = call?.args[0].input.TransactItems ?? [];
    expect(counter?.Update?.Key?.PK).toBe('RATE#ABUSE_REPORT#203.0.113.40');
    expect(stored?.Put?.Item).toMatchObject({
      entity: 'AbuseReport',
      site: 'https://sbi-kyc.sites.example/',
      reason: 'phishing',
      details: 'Asks for my OTP',
      source_ip: '203.0.113.40',
    });
  });

  it('refuses a report without a usable address or reason with 400, storing nothing', async () => {
    await expect(
      send(postReport({ site: 'not a site', reason: 'phishing' })),
    ).resolves.toMatchObject({ status: 400 });
    await expect(send(postReport({ site: report.site, reason: 'spam' }))).resolves.toEqual({
      status: 400,
      body: { detail: 'Choose what is wrong with the site' },
    });
    expect(documentsMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it("answers 429 once the sender's hourly count is used up", async () => {
    documentsMock.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    await expect(send(postReport(report))).resolves.toEqual({
      status: 429,
      body: { detail: 'Too many reports from this address. Please try again later.' },
    });
  });
});
