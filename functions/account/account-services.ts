import { monotonicFactory } from 'ulid';
import { madeOnFirstCall } from '../../shared/remembered';
import { createProfiles } from '../auth/profiles';
import { createLedger } from '../credits/ledger';
import { createDeployments } from '../deployments/deployments';
import { previewUrlFromEnvironment } from '../deployments/preview-url';
import { createSubmissions } from '../deployments/submissions';
import { removeItemsUnder, type TableClient } from '../lib/dynamo-client';
import { businessMetrics } from '../lib/observability';
import { profileKeys, userPartition } from '../lib/table-keys';
import { readUserPoolSettings } from '../lib/user-pool-settings';
import type { AccountPayments } from '../payments/account-payments';
import { readPaymentsConfig } from '../payments/razorpay-config';
import { razorpayAccessFrom } from '../payments/razorpay-access';
import { projectServiceDeps, sitesBucketOnFirstUse } from '../projects-api/project-service-deps';
import { codeObjectsOnFirstCall } from '../projects/code-objects-on-first-call';
import { createProjectService } from '../projects/project-service';
import { createProjects } from '../projects/projects';
import { createVersions } from '../projects/versions';
import { createAccountDeletion } from './account-deletion';
import { createAccountExport } from './account-export';
import type { UserPoolClosure } from './user-pool-closure';

/** Closes the live connections that watch a project (loaded with the first deletion). */
async function closeWatchers(table: TableClient, userId: string, projectId: string) {
  const { createConnections } = await import('../generation/pipeline/connections');
  const connections = createConnections(table);
  for (const connectionId of await connections.watchersOf(userId, projectId)) {
    await connections.close(connectionId);
  }
}

/**
 * The account function's two services over the table, the buckets, the user pool and Razorpay.
 * The pool's client and the payments' code are loaded by the first request that needs them.
 */
export function createAccountServices(table: TableClient) {
  const code = codeObjectsOnFirstCall();
  const sitesBucket = sitesBucketOnFirstUse();
  const newId = monotonicFactory();
  const clock = () => new Date();
  const projects = createProjects(table);
  const profiles = createProfiles(table);
  const ledger = createLedger(table);
  const projectService = createProjectService(
    projectServiceDeps({ table, projects, code, sitesBucket, newId }),
  );
  const userPool = readUserPoolSettings();
  const razorpay = razorpayAccessFrom(readPaymentsConfig());
  const payments = madeOnFirstCall<AccountPayments>(
    async () =>
      (await import('../payments/account-payments')).accountPaymentsIn(table, {
        razorpay,
        clock,
        newId,
      }),
    { recordsOf: true, refuseWhilePaying: true, close: true },
  );
  const pool = madeOnFirstCall<UserPoolClosure>(
    async () => (await import('./user-pool-closure')).userPoolClosureOf(userPool),
    { checkPassword: true, deleteUser: true },
  );
  const deletion = createAccountDeletion({
    profiles,
    userPool: pool,
    payments,
    projects: {
      idsOf: async (userId) => (await projects.all(userId)).map(({ id }) => id),
      remove: (userId, projectId) => projectService.delete(userId, projectId),
    },
    closeWatchers: (userId, projectId) => closeWatchers(table, userId, projectId),
    ledger,
    removeAccountItems: (userId) =>
      removeItemsUnder(
        table,
        userPartition(userId),
        '',
        (sortKey) => sortKey === profileKeys.profile(userId).SK,
      ),
    clock,
    newTombstoneId: () => `erased_${newId()}`,
    metrics: businessMetrics,
  });
  const deployments = createDeployments(table);
  // Read from the environment once, at the first export (a closing needs none).
  let previewUrl: ((subdomain: string) => string) | undefined;
  const exporter = createAccountExport({
    profiles,
    projects,
    versions: createVersions(table, code),
    code,
    deployments,
    submissions: createSubmissions(table),
    ledger,
    payments,
    previewUrl: (subdomain) => (previewUrl ??= previewUrlFromEnvironment())(subdomain),
    clock,
    metrics: businessMetrics,
  });
  return { deletion, exporter };
}
