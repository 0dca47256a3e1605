// The KeyValueStore API is signed with SigV4A only; this registers the SDK's JS signer for it.
import '@aws-sdk/signature-v4a';
import { parseArgs } from 'node:util';
import { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { tableClientOf } from '../../functions/lib/dynamo-client';
import {
  rebuildSiteDirectory,
  STORE_LIMIT_BYTES,
  type RebuildReport,
} from './site-directory-rebuild';

const USAGE = `Rebuilds the site directory (the sites' CloudFront KeyValueStore) from the table.

  npm run rebuild-site-directory -- --table <name> --kvs-arn <arn> [--dry-run]

  --table     the Data stack's TableName output (default: TABLE_NAME)
  --kvs-arn   the Sites stack's SiteDirectoryArn output (default: SITES_KVS_ARN)
  --dry-run   read the table and the store and say what would be written; write nothing

Credentials and region are the AWS CLI's (AWS_PROFILE, AWS_REGION): the table's region.`;

/** What a rebuild did (or, dry, would do), for a person reading the terminal. */
function formatReport(report: RebuildReport, dryRun: boolean): string {
  const share = ((100 * report.projectedBytes) / STORE_LIMIT_BYTES).toFixed(1);
  const lines = [
    `${report.puts.length + report.unchanged} entries from the table: ${report.unchanged} already in the store, ${report.puts.length} to write.`,
    dryRun ? 'Dry run: nothing written.' : `Written: ${report.written}.`,
    `The store after it: ${report.projectedBytes} bytes, ${share}% of its 5 MB.`,
    ...(dryRun ? report.puts.map(({ key, value }) => `  put ${key} = ${value}`) : []),
    ...report.skipped.map((reason) => `Skipped ${reason}`),
    ...(report.unexplained.length > 0
      ? [
          `${report.unexplained.length} keys in the store that the table does not explain (left alone):`,
          ...report.unexplained.map((key) => `  ${key}`),
        ]
      : []),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      table: { type: 'string', default: process.env.TABLE_NAME },
      'kvs-arn': { type: 'string', default: process.env.SITES_KVS_ARN },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const tableName = values.table;
  const kvsArn = values['kvs-arn'];
  if (values.help || !tableName || !kvsArn?.startsWith('arn:')) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const dryRun = values['dry-run'];
  const report = await rebuildSiteDirectory({
    table: tableClientOf(new DynamoDBClient({}), tableName),
    // The store's API is global, signed for every region (`*`); the SDK only wants one set.
    store: {
      client: new CloudFrontKeyValueStoreClient({ region: process.env.AWS_REGION ?? 'us-east-1' }),
      kvsArn,
    },
    dryRun,
    now: new Date(),
  });
  console.log(formatReport(report, dryRun));
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
