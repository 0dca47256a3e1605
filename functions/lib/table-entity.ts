import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { TableClient } from './dynamo-client';
import {
  checkPart,
  newItemPart,
  NEW_ITEM,
  removePart,
  updatePart,
  type ItemCheck,
  type ItemRemovePart,
  type ItemUpdatePart,
  type TableKey,
} from './table-entity-parts';
import {
  allUnder,
  pagesUnder,
  queryUnder,
  type PrefixPage,
  type PrefixQuery,
} from './table-entity-queries';

/** What an update says besides the table and key: its expressions, values and return values. */
export type ItemUpdate = Omit<UpdateCommandInput, 'TableName' | 'Key'>;

/** The zod schema of a kind's item (anything with zod's `parse`). */
export interface ItemSchema<Parsed> {
  parse(item: unknown): Parsed;
}

/** An item kind, declared once: its `entity` name, key builder, item schema and domain mapping. */
export interface EntityDefinition<KeyArgs extends unknown[], Parsed, Value> {
  entity: string;
  key: (...args: KeyArgs) => TableKey;
  schema: ItemSchema<Parsed>;
  /** The domain value of a parsed item. */
  toValue: (parsed: Parsed) => Value;
}

/** The reads and writes every owner makes of its kind, typed by the kind's key and value. */
export function defineEntity<KeyArgs extends unknown[], Parsed, Value>(
  definition: EntityDefinition<KeyArgs, Parsed, Value>,
) {
  const { entity, key } = definition;
  /** The domain value of a stored item (or of what an update or delete returned of it). */
  const fromItem = (item: unknown): Value => definition.toValue(definition.schema.parse(item));
  return {
    entity,
    key,
    fromItem,
    /** The stored item: its key, its kind in `entity`, and its attributes. */
    item: <Attributes extends object>(keyArgs: Readonly<KeyArgs>, attributes: Attributes) => ({
      ...key(...keyArgs),
      entity,
      ...attributes,
    }),
    /** The item read consistently as its value, or null; takes the key's arguments as they come. */
    async get({ documents, tableName }: TableClient, ...keyArgs: KeyArgs): Promise<Value | null> {
      const { Item } = await documents.send(
        new GetCommand({ TableName: tableName, Key: key(...keyArgs), ConsistentRead: true }),
      );
      return Item ? fromItem(Item) : null;
    },
    /** Writes the item as it is, replacing any item of the same key. */
    async put({ documents, tableName }: TableClient, item: TableKey): Promise<void> {
      await documents.send(new PutCommand({ TableName: tableName, Item: item }));
    },
    /**
     * Writes the item only where none has its key: ConditionalCheckFailedException otherwise
     * (in ifConditionHolds, undefined: someone else made it first).
     */
    putIfNew: ({ documents, tableName }: TableClient, item: TableKey) =>
      documents.send(
        new PutCommand({ TableName: tableName, Item: item, ConditionExpression: NEW_ITEM }),
      ),
    /** The Put of a new item in a transaction, refused where one has its key. */
    putNewPart: newItemPart,
    /** Updates the item (in ifConditionHolds where a failed condition is an answer). */
    update: (
      { documents, tableName }: TableClient,
      keyArgs: Readonly<KeyArgs>,
      update: ItemUpdate,
    ) =>
      documents.send(new UpdateCommand({ TableName: tableName, Key: key(...keyArgs), ...update })),
    /** An update of the item in a transaction (its condition, and what a failed one means). */
    updatePart: (
      tableName: string,
      name: string,
      keyArgs: Readonly<KeyArgs>,
      update: ItemUpdatePart,
      refused?: () => Error,
    ) => updatePart(tableName, name, key(...keyArgs), update, refused),
    /** A check of the item in a transaction (its condition, and what a failed one means). */
    checkPart: (
      tableName: string,
      name: string,
      keyArgs: Readonly<KeyArgs>,
      check: ItemCheck,
      refused?: () => Error,
    ) => checkPart(tableName, name, key(...keyArgs), check, refused),
    /** A delete of the item in a transaction (its condition, and what a failed one means). */
    removePart: (
      tableName: string,
      name: string,
      keyArgs: Readonly<KeyArgs>,
      remove: ItemRemovePart,
      refused?: () => Error,
    ) => removePart(tableName, name, key(...keyArgs), remove, refused),
    /** Deletes the item, unconditionally; deleting what is already gone is not an error. */
    async remove({ documents, tableName }: TableClient, ...keyArgs: KeyArgs): Promise<void> {
      await documents.send(new DeleteCommand({ TableName: tableName, Key: key(...keyArgs) }));
    },
    /** One page of the kind's items under a sort-key prefix, read eventually consistently. */
    query: (table: TableClient, query: PrefixQuery): Promise<PrefixPage<Value>> =>
      queryUnder(table, query, fromItem),
    /** Every item under a sort-key prefix, read consistently, all pages together. */
    all: (table: TableClient, query: Omit<PrefixQuery, 'limit' | 'after' | 'filter'>) =>
      allUnder(table, query, fromItem),
    /** Every item under a sort-key prefix, read consistently, a page at a time. */
    pages: (table: TableClient, query: Omit<PrefixQuery, 'limit' | 'after' | 'filter'>) =>
      pagesUnder(table, query, fromItem),
  };
}
