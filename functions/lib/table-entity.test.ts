import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from '../../shared/zod';
import { defineEntity } from './table-entity';

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1' }));
// This client only: the files after this one in the worker keep the real one.
const documentsMock = mockClient(documents);
const table = { documents, tableName: 'table' };

const notes = defineEntity({
  entity: 'Note',
  key: (userId: string, id: string) => ({ PK: `USER#${userId}`, SK: `NOTE#${id}` }),
  schema: z.object({ id: z.string(), text: z.string() }),
  toValue: (parsed) => ({ id: parsed.id, text: parsed.text.toUpperCase() }),
});

beforeEach(() => documentsMock.reset());

describe('an entity', () => {
  it('stores its kind and key with the attributes, and reads the item back as its value', async () => {
    const item = notes.item(['u1', 'n1'], { id: 'n1', text: 'hi' });
    expect(item).toEqual({ PK: 'USER#u1', SK: 'NOTE#n1', entity: 'Note', id: 'n1', text: 'hi' });

    documentsMock.on(GetCommand).resolves({ Item: item });
    await expect(notes.get(table, 'u1', 'n1')).resolves.toEqual({ id: 'n1', text: 'HI' });
    expect(documentsMock.commandCalls(GetCommand)[0]?.args[0].input).toEqual({
      TableName: 'table',
      Key: { PK: 'USER#u1', SK: 'NOTE#n1' },
      ConsistentRead: true,
    });
  });

  it('answers null for an item that is not there, and refuses one that breaks its schema', async () => {
    documentsMock
      .on(GetCommand)
      .resolvesOnce({})
      .resolves({ Item: { id: 'n1' } });
    await expect(notes.get(table, 'u1', 'n1')).resolves.toBeNull();
    await expect(notes.get(table, 'u1', 'n1')).rejects.toThrow();
  });

  it('puts a new item only where none has its key', async () => {
    documentsMock.on(PutCommand).resolves({});
    const item = notes.item(['u1', 'n1'], { id: 'n1', text: 'hi' });
    await notes.putIfNew(table, item);
    expect(documentsMock.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
      TableName: 'table',
      Item: item,
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(notes.putNewPart('table', 'note', item)).toEqual({
      name: 'note',
      write: {
        Put: { TableName: 'table', Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
      },
    });
  });

  it('names the error a failed condition of its transaction parts stands for', () => {
    const refused = () => new Error('gone');
    const check = notes.checkPart('table', 'note', ['u1', 'n1'], {
      ConditionExpression: 'attribute_exists(PK)',
    });
    expect(check).toEqual({
      name: 'note',
      write: {
        ConditionCheck: {
          TableName: 'table',
          Key: { PK: 'USER#u1', SK: 'NOTE#n1' },
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
    });
    const update = notes.updatePart(
      'table',
      'note',
      ['u1', 'n1'],
      { UpdateExpression: 'SET #text = :text', ExpressionAttributeNames: { '#text': 'text' } },
      refused,
    );
    expect(update.refused).toBe(refused);
    expect(update.write.Update?.Key).toEqual({ PK: 'USER#u1', SK: 'NOTE#n1' });
  });

  it('deletes by key', async () => {
    documentsMock.on(DeleteCommand).resolves({});
    await notes.remove(table, 'u1', 'n1');
    expect(documentsMock.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
      TableName: 'table',
      Key: { PK: 'USER#u1', SK: 'NOTE#n1' },
    });
  });

  it('reads a page under a prefix newest first, after a cursor, with a filter', async () => {
    documentsMock.on(QueryCommand).resolves({
      Items: [{ id: 'n2', text: 'b' }],
      LastEvaluatedKey: { PK: 'USER#u1', SK: 'NOTE#n2' },
    });
    const page = await notes.query(table, {
      partition: 'USER#u1',
      prefix: 'NOTE#',
      newestFirst: true,
      limit: 2,
      after: notes.key('u1', 'n3'),
      filter: { expression: 'contains(#text, :t)', values: { ':t': 'b' } },
    });
    expect(page).toEqual({
      values: [{ id: 'n2', text: 'B' }],
      lastKey: { PK: 'USER#u1', SK: 'NOTE#n2' },
    });
    expect(documentsMock.commandCalls(QueryCommand)[0]?.args[0].input).toEqual({
      TableName: 'table',
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      FilterExpression: 'contains(#text, :t)',
      ExpressionAttributeValues: { ':pk': 'USER#u1', ':prefix': 'NOTE#', ':t': 'b' },
      ExclusiveStartKey: { PK: 'USER#u1', SK: 'NOTE#n3' },
      ScanIndexForward: false,
      Limit: 2,
    });
  });

  it('reads every page under a prefix consistently', async () => {
    documentsMock
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: 'n1', text: 'a' }], LastEvaluatedKey: { PK: 'p', SK: 's' } })
      .resolves({ Items: [{ id: 'n2', text: 'b' }] });
    const values = [];
    for await (const page of notes.pages(table, { partition: 'USER#u1', prefix: 'NOTE#' })) {
      values.push(...page);
    }
    expect(values).toEqual([
      { id: 'n1', text: 'A' },
      { id: 'n2', text: 'B' },
    ]);
    const inputs = documentsMock.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs.map((input) => input.ConsistentRead)).toEqual([true, true]);
    expect(inputs[0]?.ScanIndexForward).toBeUndefined();
    expect(inputs[1]?.ExclusiveStartKey).toEqual({ PK: 'p', SK: 's' });
  });

  it('reads every value under a prefix at once, newest first', async () => {
    documentsMock.on(QueryCommand).resolves({ Items: [{ id: 'n2', text: 'b' }] });
    const values = await notes.all(table, {
      partition: 'USER#u1',
      prefix: 'NOTE#',
      newestFirst: true,
    });
    expect(values).toEqual([{ id: 'n2', text: 'B' }]);
    expect(documentsMock.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      ScanIndexForward: false,
      ConsistentRead: true,
    });
  });
});
