/**
 * The single DynamoDB table's shape, used by the CDK data stack and by the local stand-in, so the
 * table created on one machine is the one deployed to AWS.
 *
 * Items are keyed by entity (see ARCHITECTURE.md "Data"): the user's partition `USER#{sub}` holds
 * their profile, projects, versions and ledger; global lookups (payments, sites, connections) have
 * their own partitions. GSI1 is an overloaded inverted index for the few lookups that cross
 * partitions (e.g. a project's open socket connections, a provider subscription's owner).
 */
export const tableDefinition = {
  partitionKey: 'PK',
  sortKey: 'SK',
  timeToLiveAttribute: 'expires_at',
  globalSecondaryIndexes: [{ indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' }],
} as const;

export type TableDefinition = typeof tableDefinition;

/** Every key attribute is a string. */
export function keyAttributeNames(definition: TableDefinition = tableDefinition): string[] {
  return [
    definition.partitionKey,
    definition.sortKey,
    ...definition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
}
