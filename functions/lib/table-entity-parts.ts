import type { TransactItem, TransactionPart } from './transactions';

/** An item's key in the single table (its builder is in table-keys.ts). */
// A type, not an interface, so a key passes as a query's `after` (a record of attributes).
export type TableKey = { PK: string; SK: string };

/** An update as one part of a transaction: its expressions and values, without table and key. */
export type ItemUpdatePart = Omit<NonNullable<TransactItem['Update']>, 'TableName' | 'Key'>;

/** A delete as one part of a transaction: its condition and values, without table and key. */
export type ItemRemovePart = Omit<NonNullable<TransactItem['Delete']>, 'TableName' | 'Key'>;

/** A condition on the item that a transaction checks without writing it. */
export type ItemCheck = Omit<NonNullable<TransactItem['ConditionCheck']>, 'TableName' | 'Key'>;

/** The condition of a write that makes a new item: no item has its key yet. */
export const NEW_ITEM = 'attribute_not_exists(PK)';

function part(
  name: string,
  write: TransactionPart['write'],
  refused: (() => Error) | undefined,
): TransactionPart {
  return refused ? { name, write, refused } : { name, write };
}

/** The Put of a new item in a transaction, refused where one has its key. */
export function newItemPart(
  tableName: string,
  name: string,
  item: TableKey,
  refused?: () => Error,
): TransactionPart {
  return part(
    name,
    { Put: { TableName: tableName, Item: item, ConditionExpression: NEW_ITEM } },
    refused,
  );
}

/** An update of the item in a transaction (its condition, and what a failed one means). */
export function updatePart(
  tableName: string,
  name: string,
  key: TableKey,
  update: ItemUpdatePart,
  refused?: () => Error,
): TransactionPart {
  return part(name, { Update: { TableName: tableName, Key: key, ...update } }, refused);
}

/** A check of the item in a transaction (its condition, and what a failed one means). */
export function checkPart(
  tableName: string,
  name: string,
  key: TableKey,
  check: ItemCheck,
  refused?: () => Error,
): TransactionPart {
  return part(name, { ConditionCheck: { TableName: tableName, Key: key, ...check } }, refused);
}

/** A delete of the item in a transaction (its condition, and what a failed one means). */
export function removePart(
  tableName: string,
  name: string,
  key: TableKey,
  remove: ItemRemovePart,
  refused?: () => Error,
): TransactionPart {
  return part(name, { Delete: { TableName: tableName, Key: key, ...remove } }, refused);
}
