import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { readJsonBody, readRawBody } from './parse-request';

function eventWith(body: string | undefined, isBase64Encoded: boolean): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/payments/webhook',
    rawPath: '/api/payments/webhook',
    rawQueryString: '',
    headers: {},
    body,
    isBase64Encoded,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: 'POST',
        path: '/api/payments/webhook',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'test',
      },
      requestId: 'r1',
      routeKey: 'POST /api/payments/webhook',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
  };
}

describe('the raw body', () => {
  const bytes = Buffer.from('{"note":"caf\u00e9 \u20b9499"}', 'utf8');

  it('is the same bytes whether API Gateway passed it as text or base64', () => {
    expect(readRawBody(eventWith(bytes.toString('utf8'), false)).equals(bytes)).toBe(true);
    expect(readRawBody(eventWith(bytes.toString('base64'), true)).equals(bytes)).toBe(true);
  });

  it('is empty without a body', () => {
    expect(readRawBody(eventWith(undefined, false))).toHaveLength(0);
  });

  it('still parses as JSON for ordinary endpoints', () => {
    expect(readJsonBody(eventWith(bytes.toString('base64'), true))).toEqual({
      note: 'caf\u00e9 \u20b9499',
    });
  });
});
