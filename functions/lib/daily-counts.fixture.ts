import type { UpdateCommandInput } from '@aws-sdk/lib-dynamodb';

/** Test-only: what an update of daily counts (daily-counts.ts) does, by attribute name. */
export function dayCountsOf(
  input:
    | Pick<
        UpdateCommandInput,
        'UpdateExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
      >
    | undefined,
) {
  const names = input?.ExpressionAttributeNames ?? {};
  const values: Record<string, unknown> = input?.ExpressionAttributeValues ?? {};
  const [, adds = '', sets = ''] = /^ADD (.*) SET (.*)$/.exec(input?.UpdateExpression ?? '') ?? [];
  const resolve = (pairs: string, separator: string) =>
    Object.fromEntries(
      pairs
        .split(', ')
        .filter(Boolean)
        .map((pair) => pair.split(separator))
        .map(([name = '', value = '']) => [names[name] ?? name, values[value]]),
    );
  return {
    /** What each attribute gets added: `{ views: 1, 'country:IN': 1 }`. */
    added: resolve(adds, ' '),
    /** What each attribute is set to: `{ entity: 'SiteVisits', date: '2026-03-04', … }`. */
    set: resolve(sets, ' = '),
  };
}
