import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { dayExpiry } from '../lib/daily-counts';
import { dayCountsOf } from '../../testing/fixtures/lib/daily-counts';
import { createProductDays } from './product-days';

const documentsMock = mockClient(DynamoDBDocumentClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => documentsMock.restore());
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const days = createProductDays({ documents, tableName: 'table' });

beforeEach(() => documentsMock.reset());

describe("counting into a day's item", () => {
  it('adds each page and step as a counter of its own, with no read, and sets its expiry', async () => {
    documentsMock.on(UpdateCommand).resolves({});

    await days.add('2026-03-04', {
      pages: { '/': 2, '/workspace/$projectId': 1 },
      steps: { sign_up: 1 },
    });

    const input = documentsMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.Key).toEqual({ PK: 'PRODUCT_ANALYTICS', SK: 'DAY#2026-03-04' });
    expect(input?.ConditionExpression).toBeUndefined();
    expect(dayCountsOf(input)).toEqual({
      added: { 'page:/': 2, 'page:/workspace/$projectId': 1, 'step:sign_up': 1 },
      set: {
        entity: 'ProductAnalyticsDay',
        date: '2026-03-04',
        expires_at: dayExpiry('2026-03-04'),
      },
    });
  });
});

describe('reading the days', () => {
  it('reads the period by sort key, each day’s pages and steps from its counters', async () => {
    documentsMock.on(QueryCommand).resolves({
      Items: [
        {
          PK: 'PRODUCT_ANALYTICS',
          SK: 'DAY#2026-03-04',
          entity: 'ProductAnalyticsDay',
          date: '2026-03-04',
          expires_at: 1,
          'page:/dashboard': 4,
          'page:/retired-page': 9,
          'step:deploy': 1,
        },
      ],
    });

    const read = await days.list('2026-03-01', '2026-03-04');

    expect(documentsMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': 'PRODUCT_ANALYTICS',
        ':from': 'DAY#2026-03-01',
        ':to': 'DAY#2026-03-04',
      },
    });
    expect(read).toEqual([
      { date: '2026-03-04', pages: { '/dashboard': 4 }, steps: { deploy: 1 } },
    ]);
  });
});
