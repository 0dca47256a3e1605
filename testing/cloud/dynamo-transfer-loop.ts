/**
 * Test fixture, run as its own process by the DynamoDB crash test: a local DynamoDB on the given
 * folder, and transactions moving one unit between two items for as long as it lives. It prints
 * `ready` once the first transaction has been applied; the test then kills it at a random moment.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { localDynamoClientConfig, startLocalDynamo } from '../../tools/local-cloud/dynamodb';

const [dataDir, tableName] = process.argv.slice(2);
if (!dataDir || !tableName) throw new Error('Usage: dynamo-transfer-loop <dataDir> <tableName>');

const local = await startLocalDynamo({ dataDir, tableName });
const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient(localDynamoClientConfig(local.endpoint)),
);
await documents
  .send(
    new PutCommand({
      TableName: tableName,
      Item: { PK: 'ACCOUNT', SK: 'A', units: 1_000_000 },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  )
  .catch(() => undefined);

const move = (from: string, to: string, step: number) =>
  documents.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName,
            Key: { PK: 'ACCOUNT', SK: from },
            UpdateExpression: 'ADD units :minus',
            ExpressionAttributeValues: { ':minus': -1 },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: { PK: 'ACCOUNT', SK: to },
            UpdateExpression: 'ADD units :one',
            ExpressionAttributeValues: { ':one': 1 },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { PK: 'LOG', SK: `${Date.now()}-${step}`, from, to },
          },
        },
      ],
    }),
  );

for (let step = 0; ; step += 1) {
  await move('A', step % 3 === 0 ? 'C' : 'B', step);
  if (step === 0) console.log('ready');
}
