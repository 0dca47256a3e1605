/**
 * The single DynamoDB table's shape, used by the CDK data stack and by the local stand-in, so the
 * table created on one machine is the one deployed to AWS.
 *
 * Items are keyed by entity (functions/lib/table-keys.ts): the user's partition holds their
 * profile, projects, versions and ledger; what is found by an outside id (payments, sites,
 * connections) has a partition of its own. No lookup crosses partitions, so there is no index.
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expires_at',
} as const;

export type TableDefinition = typeof tableDefinition;

/** Every key attribute is a string. */
export function keyAttributeNames(definition: TableDefinition = tableDefinition): string[] {
  return [definition.partitionKey, definition.sortKey];
}
