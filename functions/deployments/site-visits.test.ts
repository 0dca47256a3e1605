import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SITE_ANALYTICS } from '../../shared/api/analytics-schemas';
import { dayExpiry } from '../lib/daily-counts';
import { dayCountsOf } from '../../testing/fixtures/lib/daily-counts';
import { createSiteVisits, type CountedView } from './site-visits';

const documentsMock = mockClient(DynamoDBDocumentClient);
// Unit files share their modules: the next file gets the real client back.
afterAll(() => documentsMock.restore());
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
const visits = createSiteVisits({ documents, tableName: 'table' });

const view: CountedView = {
  userId: 'sub-1',
  projectId: '01JD3ZK8Q6R9V2W4X5Y7Z8A9BC',
  at: new Date('2026-03-04T23:59:59.000Z'),
  newVisitor: true,
  referrer: 'news.example',
  country: 'IN',
};

const capFull = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => documentsMock.reset());

describe('counting a view', () => {
  it("adds the view, the new visitor, its country and referrer to the owner's item of that UTC day", async () => {
    documentsMock.on(UpdateCommand).resolves({});

    await visits.record(view);

    const [call] = documentsMock.commandCalls(UpdateCommand);
    const input = call?.args[0].input;
    expect(input?.Key).toEqual({
      PK: 'USER#sub-1',
      SK: 'VISITS#01JD3ZK8Q6R9V2W4X5Y7Z8A9BC#2026-03-04',
    });
    expect(dayCountsOf(input)).toEqual({
      added: {
        views: 1,
        visitors: 1,
        'country:IN': 1,
        'ref:news.example': 1,
        referrer_hosts: new Set(['news.example']),
      },
      set: {
        entity: 'SiteVisits',
        user_id: 'sub-1',
        project_id: view.projectId,
        date: '2026-03-04',
        expires_at: dayExpiry('2026-03-04'),
      },
    });
    expect(input?.ExpressionAttributeValues).toMatchObject({
      ':host': 'news.example',
      ':cap': SITE_ANALYTICS.referrersPerDay,
    });
  });

  it('counts a returning visitor as a view only, and a view without a referrer unconditionally', async () => {
    documentsMock.on(UpdateCommand).resolves({});

    await visits.record({ ...view, newVisitor: false, referrer: null, country: null });

    const input = documentsMock.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(dayCountsOf(input).added).toEqual({ views: 1 });
    expect(input?.ConditionExpression).toBeUndefined();
  });

  it('lets a new referrer in only while the day has fewer than the cap of hosts, or has this one', async () => {
    documentsMock.on(UpdateCommand).resolves({});

    await visits.record(view);

    expect(documentsMock.commandCalls(UpdateCommand)[0]?.args[0].input.ConditionExpression).toBe(
      'attribute_not_exists(referrer_hosts) OR contains(referrer_hosts, :host) OR size(referrer_hosts) < :cap',
    );
  });

  it("still counts the view, without its referrer, once the day's hosts are full", async () => {
    documentsMock.on(UpdateCommand).rejectsOnce(capFull()).resolves({});

    await visits.record(view);

    const calls = documentsMock.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(calls).toHaveLength(2);
    expect(dayCountsOf(calls[1]).added).toEqual({ views: 1, visitors: 1, 'country:IN': 1 });
    expect(calls[1]?.ConditionExpression).toBeUndefined();
  });
});

describe('reading the days', () => {
  it('reads the period by sort key and each day’s referrers and countries from its counters', async () => {
    documentsMock.on(QueryCommand).resolves({
      Items: [
        {
          date: '2026-03-04',
          views: 7,
          visitors: 3,
          'ref:news.example': 2,
          'country:IN': 6,
          'country:GB': 1,
          referrer_hosts: new Set(['news.example']),
          expires_at: 1,
        },
      ],
    });

    const days = await visits.list('sub-1', view.projectId, '2026-03-01', '2026-03-04');

    expect(documentsMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':from': `VISITS#${view.projectId}#2026-03-01`,
        ':to': `VISITS#${view.projectId}#2026-03-04`,
      },
    });
    expect(days).toEqual([
      {
        date: '2026-03-04',
        views: 7,
        visitors: 3,
        referrers: { 'news.example': 2 },
        countries: { IN: 6, GB: 1 },
      },
    ]);
  });
});
