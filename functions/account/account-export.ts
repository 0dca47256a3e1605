import { accountExportFileName, type FileResponse } from '../../shared/api/account-schemas';
import type { Profile } from '../auth/profiles';
import type { LedgerEntry } from '../credits/ledger';
import type { Deploy, Deployment } from '../deployments/deployments';
import type { StoredSubmission } from '../deployments/submissions';
import type { BusinessMetrics } from '../lib/observability';
import type { AccountPaymentRecords } from '../payments/account-payments';
import type { Project } from '../projects/projects';
import type { ProjectVersion } from '../projects/versions';
import { createZipWriter, type ZipWriter } from './account-zip';
import { ledgerView, ordersView, profileView, subscriptionsView } from './export-views';

export interface AccountExportDeps {
  profiles: { get(userId: string): Promise<Profile | null> };
  projects: { all(userId: string): Promise<Project[]> };
  versions: { list(userId: string, projectId: string): Promise<ProjectVersion[]> };
  /** A version's HTML by its key in the code bucket; null when it is gone. */
  code: { get(key: string): Promise<string | null> };
  deployments: {
    get(
      userId: string,
      projectId: string,
    ): Promise<Pick<
      Deployment,
      'subdomain' | 'deployedAt' | 'projectVersion' | 'notifySubmissions'
    > | null>;
    listDeploys(userId: string, projectId: string): Promise<Deploy[]>;
  };
  submissions: { all(userId: string, projectId: string): Promise<StoredSubmission[]> };
  ledger: { all(userId: string): AsyncIterable<LedgerEntry> };
  payments: { recordsOf(userId: string): Promise<AccountPaymentRecords> };
  /** Where a subdomain's site is served. */
  previewUrl: (subdomain: string) => string;
  clock: () => Date;
  metrics: BusinessMetrics;
  /** @default EXPORT_MAX_ZIP_BYTES */
  maxZipBytes?: number;
}

/** Versions' HTML read from the bucket at once: enough to overlap S3's latency, not flood it. */
const PAGES_AT_ONCE = 8;

const README = `Your Sitewright data
====================

profile.json                      Your account: name, email, balance, when you joined.
projects/<name>-<id>/project.json A project and the list of its versions (what was asked of each).
projects/<name>-<id>/versions/    Every version's page, as the HTML file it was saved as.
projects/<name>-<id>/deployment.json        The project's published site and its deploys, if any.
projects/<name>-<id>/form-submissions.json  What visitors sent through the site's forms, if any.
credits/ledger.json               Every change of your credit balance.
payments/orders.json              Your credit purchases through Razorpay.
payments/subscriptions.json       Your subscriptions through Razorpay.
`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A project's folder: its name in plain letters, then its id (names need not be unique). */
export function projectFolder(project: Pick<Project, 'id' | 'name'>): string {
  const slug = project.name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `projects/${slug ? `${slug}-` : ''}${project.id}`;
}

const versionFile = (version: number) => `versions/v${version}.html`;

/** Each version's HTML, read a few at a time, in version order. */
async function pagesOf(deps: AccountExportDeps, versions: ProjectVersion[]) {
  const pages: (string | null)[] = [];
  for (let start = 0; start < versions.length; start += PAGES_AT_ONCE) {
    const batch = versions.slice(start, start + PAGES_AT_ONCE);
    pages.push(...(await Promise.all(batch.map((version) => deps.code.get(version.codeKey)))));
  }
  return pages;
}

async function addProject(
  deps: AccountExportDeps,
  zip: ZipWriter,
  userId: string,
  project: Project,
): Promise<void> {
  const folder = projectFolder(project);
  const versions = await deps.versions.list(userId, project.id);
  const pages = await pagesOf(deps, versions);
  zip.add(
    `${folder}/project.json`,
    json({
      id: project.id,
      name: project.name,
      description: project.description,
      created_at: project.createdAt.toISOString(),
      updated_at: project.updatedAt.toISOString(),
      current_version: project.currentVersion,
      versions: versions.map((version, index) => ({
        version: version.version,
        prompt: version.prompt,
        agents: version.agents,
        credits_used: version.creditsUsed,
        created_at: version.createdAt.toISOString(),
        ...(version.reply ? { reply: version.reply } : {}),
        file: pages[index] === null ? null : versionFile(version.version),
      })),
    }),
  );
  versions.forEach((version, index) => {
    const page = pages[index];
    if (page !== null && page !== undefined)
      zip.add(`${folder}/${versionFile(version.version)}`, page);
  });
  await addSite(deps, zip, userId, project.id, folder);
}

/** The project's site, its deploys and what its forms received, when it was ever published. */
async function addSite(
  deps: AccountExportDeps,
  zip: ZipWriter,
  userId: string,
  projectId: string,
  folder: string,
): Promise<void> {
  const deployment = await deps.deployments.get(userId, projectId);
  if (deployment) {
    const deploys = await deps.deployments.listDeploys(userId, projectId);
    zip.add(
      `${folder}/deployment.json`,
      json({
        subdomain: deployment.subdomain,
        address: deps.previewUrl(deployment.subdomain),
        deployed_at: deployment.deployedAt?.toISOString() ?? null,
        live_version: deployment.projectVersion,
        emails_about_submissions: deployment.notifySubmissions,
        deploys: deploys.map((deploy) => ({
          number: deploy.number,
          project_version: deploy.projectVersion,
          deployed_at: deploy.deployedAt.toISOString(),
        })),
      }),
    );
  }
  const submissions = await deps.submissions.all(userId, projectId);
  if (submissions.length > 0) {
    zip.add(
      `${folder}/form-submissions.json`,
      json(
        submissions.map((submission) => ({
          id: submission.id,
          form: submission.form,
          fields: submission.fields,
          submitted_at: submission.submittedAt.toISOString(),
        })),
      ),
    );
  }
}

/**
 * A copy of everything the account holds, as a zip of JSON files and each version's HTML: the
 * profile, projects with their versions, sites and form submissions, the credit ledger and the
 * payments. Built in memory within EXPORT_MAX_ZIP_BYTES (AccountError 'exportTooLarge' past it).
 */
async function exportAccount(deps: AccountExportDeps, userId: string): Promise<FileResponse> {
  const zip = createZipWriter(deps.maxZipBytes);
  zip.add('README.txt', README);
  const profile = await deps.profiles.get(userId);
  zip.add('profile.json', json(profile ? profileView(profile) : null));
  for (const project of await deps.projects.all(userId)) {
    await addProject(deps, zip, userId, project);
  }
  const entries: LedgerEntry[] = [];
  for await (const entry of deps.ledger.all(userId)) entries.push(entry);
  zip.add('credits/ledger.json', json(entries.map(ledgerView)));
  const payments = await deps.payments.recordsOf(userId);
  zip.add('payments/orders.json', json(ordersView(payments)));
  zip.add('payments/subscriptions.json', json(subscriptionsView(payments)));
  const bytes = zip.finish();
  deps.metrics.count('AccountsExported');
  return {
    filename: accountExportFileName(deps.clock()),
    content_type: 'application/zip',
    bytes,
  };
}

export function createAccountExport(deps: AccountExportDeps) {
  return { export: (userId: string) => exportAccount(deps, userId) };
}

export type AccountExport = ReturnType<typeof createAccountExport>;
