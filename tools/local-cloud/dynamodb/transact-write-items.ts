import { z } from 'zod';
import {
  attributeMap,
  expressionAttributeNames,
  itemReply,
  type AttributeMap,
} from './attribute-values';
import type { DynaliteClient } from './dynalite-client';
import {
  noTransactionJournal,
  restoreImages,
  type ItemImage,
  type TransactionJournal,
} from './transaction-journal';
import {
  errorMessage,
  errorName,
  ReplyError,
  validationException,
  validationExceptionFrom,
  type DynamoReply,
} from './replies';

const conditionParts = {
  TableName: z.string(),
  ConditionExpression: z.string().optional(),
  ExpressionAttributeNames: expressionAttributeNames.optional(),
  ExpressionAttributeValues: attributeMap.optional(),
  ReturnValuesOnConditionCheckFailure: z.enum(['ALL_OLD', 'NONE']).optional(),
};

const transactWriteRequest = z.object({
  TransactItems: z
    .array(
      z.union([
        z.strictObject({ Put: z.object({ ...conditionParts, Item: attributeMap }) }),
        z.strictObject({
          Update: z.object({ ...conditionParts, Key: attributeMap, UpdateExpression: z.string() }),
        }),
        z.strictObject({ Delete: z.object({ ...conditionParts, Key: attributeMap }) }),
        z.strictObject({
          ConditionCheck: z.object({
            ...conditionParts,
            Key: attributeMap,
            ConditionExpression: z.string(),
          }),
        }),
      ]),
    )
    .min(1, 'Member must have length greater than or equal to 1')
    .max(100, 'Member must have length less than or equal to 100'),
  // Accepted but not remembered: a retried request is applied again. Our writes carry their own
  // idempotency keys (attribute_not_exists on ledger entries), so a replay is cancelled anyway.
  ClientRequestToken: z.string().optional(),
});

type TransactItem = z.infer<typeof transactWriteRequest>['TransactItems'][number];

interface Condition {
  ConditionExpression: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: AttributeMap;
}

interface Target {
  tableName: string;
  key: AttributeMap;
  condition: Condition | undefined;
  returnItemOnFailure: boolean;
}

type WriteAction =
  | (Target & {
      kind: 'write';
      operation: 'PutItem' | 'UpdateItem' | 'DeleteItem';
      payload: Record<string, unknown>;
    })
  | (Target & { kind: 'check'; condition: Condition });

type Outcome =
  | { passed: true }
  | { passed: false; item: AttributeMap | undefined }
  | { passed: false; invalid: string };

interface CancellationReason {
  Code: 'None' | 'ConditionalCheckFailed' | 'ValidationError';
  Message?: string;
  Item?: AttributeMap;
}

/**
 * TransactWriteItems on top of dynalite, which lacks it. The caller must hold the store's write
 * mutex: actions are applied one by one with their own conditions (so dynalite's expression engine
 * decides), and if one is refused every item is written back as it was. Because no other write can
 * interleave, that is all-or-nothing to everyone else; and because the items' old images are in
 * the journal before the first write, it stays all-or-nothing across a crash (transaction-journal).
 */
export async function transactWriteItems(
  dynalite: DynaliteClient,
  requestBody: unknown,
  journal: TransactionJournal = noTransactionJournal,
): Promise<DynamoReply> {
  const request = transactWriteRequest.safeParse(requestBody);
  if (!request.success) return validationExceptionFrom(request.error);

  const actions = await toWriteActions(dynalite, request.data.TransactItems);
  if (new Set(actions.map(itemIdentity)).size < actions.length) {
    return validationException(
      'Transaction request cannot include multiple operations on one item',
    );
  }

  const images: ItemImage[] = [];
  for (const action of actions) {
    if (action.kind !== 'write') continue;
    const oldImage = await readItem(dynalite, action);
    images.push({ tableName: action.tableName, key: action.key, ...(oldImage && { oldImage }) });
  }
  await journal.begin(images);

  const reasons: CancellationReason[] = [];
  try {
    for (const action of actions) {
      // After the first refusal nothing more is written; the rest are only checked so that every
      // reason says what AWS would (None for an action that would have succeeded).
      const cancelled = reasons.some((reason) => reason.Code !== 'None');
      const outcome = cancelled ? await checkOnly(dynalite, action) : await apply(dynalite, action);
      if (outcome.passed) {
        reasons.push({ Code: 'None' });
      } else if ('invalid' in outcome) {
        reasons.push({ Code: 'ValidationError', Message: outcome.invalid });
      } else {
        reasons.push(conditionFailed(action, outcome.item));
      }
    }
  } catch (error) {
    await restoreImages(dynalite, images);
    await journal.end();
    throw error;
  }

  const applied = reasons.every((reason) => reason.Code === 'None');
  if (!applied) await restoreImages(dynalite, images);
  await journal.end();
  return applied ? { statusCode: 200, body: {} } : transactionCanceled(reasons);
}

async function toWriteActions(
  dynalite: DynaliteClient,
  items: TransactItem[],
): Promise<WriteAction[]> {
  const keyNames = await keyNamesByTable(dynalite, items.map(tableNameOf));
  return items.map((item): WriteAction => {
    if ('Put' in item) {
      const { TableName, Item, ReturnValuesOnConditionCheckFailure, ...expression } = item.Put;
      return {
        kind: 'write',
        operation: 'PutItem',
        payload: { TableName, Item, ...expression },
        tableName: TableName,
        key: pick(Item, keyNames.get(TableName) ?? []),
        condition: conditionOf(expression),
        returnItemOnFailure: ReturnValuesOnConditionCheckFailure === 'ALL_OLD',
      };
    }
    if ('Update' in item) {
      const {
        TableName,
        Key,
        UpdateExpression,
        ReturnValuesOnConditionCheckFailure,
        ...expression
      } = item.Update;
      return {
        kind: 'write',
        operation: 'UpdateItem',
        payload: { TableName, Key, UpdateExpression, ...expression },
        tableName: TableName,
        key: Key,
        condition: conditionOf(expression),
        returnItemOnFailure: ReturnValuesOnConditionCheckFailure === 'ALL_OLD',
      };
    }
    if ('Delete' in item) {
      const { TableName, Key, ReturnValuesOnConditionCheckFailure, ...expression } = item.Delete;
      return {
        kind: 'write',
        operation: 'DeleteItem',
        payload: { TableName, Key, ...expression },
        tableName: TableName,
        key: Key,
        condition: conditionOf(expression),
        returnItemOnFailure: ReturnValuesOnConditionCheckFailure === 'ALL_OLD',
      };
    }
    const { TableName, Key, ReturnValuesOnConditionCheckFailure, ...expression } =
      item.ConditionCheck;
    return {
      kind: 'check',
      tableName: TableName,
      key: Key,
      condition: { ...usedBy(expression.ConditionExpression, expression) },
      returnItemOnFailure: ReturnValuesOnConditionCheckFailure === 'ALL_OLD',
    };
  });
}

function tableNameOf(item: TransactItem): string {
  if ('Put' in item) return item.Put.TableName;
  if ('Update' in item) return item.Update.TableName;
  if ('Delete' in item) return item.Delete.TableName;
  return item.ConditionCheck.TableName;
}

const tableDescription = z.object({
  Table: z.object({ KeySchema: z.array(z.object({ AttributeName: z.string() })) }),
});

/** Key attribute names per table, needed to find a Put's key; a missing table fails like AWS. */
async function keyNamesByTable(
  dynalite: DynaliteClient,
  tableNames: string[],
): Promise<Map<string, string[]>> {
  const keyNames = new Map<string, string[]>();
  for (const tableName of new Set(tableNames)) {
    const reply = await dynalite.call('DescribeTable', { TableName: tableName });
    if (errorName(reply) !== undefined) throw new ReplyError(reply);
    const { Table } = tableDescription.parse(reply.body);
    keyNames.set(
      tableName,
      Table.KeySchema.map((element) => element.AttributeName),
    );
  }
  return keyNames;
}

function itemIdentity(action: WriteAction): string {
  return JSON.stringify([
    action.tableName,
    Object.entries(action.key).sort(([a], [b]) => a.localeCompare(b)),
  ]);
}

function pick(item: AttributeMap, names: string[]): AttributeMap {
  return Object.fromEntries(Object.entries(item).filter(([name]) => names.includes(name)));
}

function conditionOf(expression: Partial<Condition>): Condition | undefined {
  const { ConditionExpression } = expression;
  return ConditionExpression === undefined ? undefined : usedBy(ConditionExpression, expression);
}

/**
 * The condition alone, with only the placeholders it uses: dynalite, like AWS, rejects a request
 * that defines a name or value no expression uses, and the update's own values are not needed to
 * check the condition.
 */
function usedBy(ConditionExpression: string, expression: Partial<Condition>): Condition {
  const used = new Set(ConditionExpression.match(/[#:][A-Za-z0-9_]+/g));
  const names = Object.entries(expression.ExpressionAttributeNames ?? {}).filter(([placeholder]) =>
    used.has(placeholder),
  );
  const values = Object.entries(expression.ExpressionAttributeValues ?? {}).filter(
    ([placeholder]) => used.has(placeholder),
  );
  return {
    ConditionExpression,
    ...(names.length > 0 && { ExpressionAttributeNames: Object.fromEntries(names) }),
    ...(values.length > 0 && { ExpressionAttributeValues: Object.fromEntries(values) }),
  };
}

async function apply(dynalite: DynaliteClient, action: WriteAction): Promise<Outcome> {
  if (action.kind === 'check') return checkCondition(dynalite, action, action.condition);

  const reply = await dynalite.call(action.operation, action.payload);
  const error = errorName(reply);
  if (error === 'ConditionalCheckFailedException') {
    const item = action.returnItemOnFailure ? await readItem(dynalite, action) : undefined;
    return { passed: false, item };
  }
  // An action DynamoDB cannot apply (e.g. arithmetic on a string) cancels the transaction with a
  // ValidationError reason, as on AWS, rather than failing the whole request.
  if (error === 'ValidationException') {
    return { passed: false, invalid: errorMessage(reply) ?? 'Validation error' };
  }
  if (error !== undefined) throw new ReplyError(reply);
  return { passed: true };
}

async function checkOnly(dynalite: DynaliteClient, action: WriteAction): Promise<Outcome> {
  return action.condition ? checkCondition(dynalite, action, action.condition) : { passed: true };
}

/**
 * Evaluates a condition with dynalite's own expression engine without changing anything: the item
 * is read, then written back identical under the condition, or, when it does not exist, deleted
 * (a no-op) under the condition. Holding the mutex guarantees no write slips in between, so
 * nothing ever needs undoing. (An UpdateItem must set something, and delete-then-restore would
 * briefly remove a live item.)
 */
async function checkCondition(
  dynalite: DynaliteClient,
  target: Target,
  condition: Condition,
): Promise<Outcome> {
  const image = await readItem(dynalite, target);
  const probe = image
    ? await dynalite.call('PutItem', { TableName: target.tableName, Item: image, ...condition })
    : await dynalite.call('DeleteItem', {
        TableName: target.tableName,
        Key: target.key,
        ...condition,
      });
  const error = errorName(probe);
  if (error === 'ConditionalCheckFailedException') return { passed: false, item: image };
  if (error !== undefined) throw new ReplyError(probe);
  return { passed: true };
}

async function readItem(
  dynalite: DynaliteClient,
  target: Pick<Target, 'tableName' | 'key'>,
): Promise<AttributeMap | undefined> {
  const reply = await dynalite.call('GetItem', {
    TableName: target.tableName,
    Key: target.key,
    ConsistentRead: true,
  });
  if (errorName(reply) !== undefined) throw new ReplyError(reply);
  return itemReply.parse(reply.body).Item;
}

function conditionFailed(action: Target, item: AttributeMap | undefined): CancellationReason {
  return {
    Code: 'ConditionalCheckFailed',
    Message: 'The conditional request failed',
    ...(action.returnItemOnFailure && item && { Item: item }),
  };
}

function transactionCanceled(reasons: CancellationReason[]): DynamoReply {
  const codes = reasons.map((reason) => reason.Code).join(', ');
  return {
    statusCode: 400,
    body: {
      __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
      CancellationReasons: reasons,
    },
  };
}
