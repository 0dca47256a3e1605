import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { recordedMetrics } from '../../testing/recorded-metrics';
import type { LedgerEntry } from '../credits/ledger';
import type { PaymentOrder } from '../payments/payment-orders';
import type { Project } from '../projects/projects';
import type { ProjectVersion } from '../projects/versions';
import { AccountError } from './account-errors';
import { createAccountExport, projectFolder, type AccountExportDeps } from './account-export';

const NOW = new Date('2026-12-05T10:00:00Z');
const EARLIER = new Date('2026-11-01T09:00:00Z');

const project: Project = {
  userId: 'sub-1',
  id: '01JD3ZK8Q6R9V2W4X5Y7Z8A9BC',
  name: 'Chai & Co. Café',
  description: 'A tea shop in Pune',
  currentVersion: 2,
  deleting: false,
  createdAt: EARLIER,
  updatedAt: NOW,
};

const version = (number: number): ProjectVersion => ({
  userId: 'sub-1',
  projectId: project.id,
  version: number,
  codeKey: `projects/sub-1/${project.id}/v${number}.html`,
  prompt: number === 1 ? 'A tea shop in Pune' : 'Make the headline warmer',
  agents: ['Planner', 'Frontend'],
  creditsUsed: 28,
  createdAt: EARLIER,
});

const deployment = {
  subdomain: 'chai-and-co',
  projectVersion: 2,
  deployedAt: NOW,
  notifySubmissions: true,
};

const entry: LedgerEntry = {
  userId: 'sub-1',
  id: '01JD3ZK8Q6R9V2W4X5Y7Z8A9BD',
  type: 'purchase',
  amount: 100,
  operation: 'Starter Pack purchase',
  status: 'completed',
  balanceAfter: 120,
  createdAt: EARLIER,
  reference: 'order_abc',
};

const order: PaymentOrder = {
  orderId: 'order_abc',
  userId: 'sub-1',
  packageId: 'starter',
  packageName: 'Starter Pack',
  credits: 100,
  amount: 49900,
  currency: 'INR',
  receipt: 'credits_x',
  countable: false,
  status: 'paid',
  paymentId: 'pay_abc',
  entryId: entry.id,
  createdAt: EARLIER,
  paidAt: EARLIER,
};

function fakeDeps(overrides: Partial<AccountExportDeps> = {}) {
  const recorded = recordedMetrics();
  const deps: AccountExportDeps = {
    profiles: {
      get: async () => ({
        userId: 'sub-1',
        username: 'asha',
        email: 'asha@example.com',
        credits: 120,
        photoUrl: null,
        emailVerified: true,
        createdAt: EARLIER,
      }),
    },
    projects: { all: async () => [project] },
    versions: { list: async () => [version(1), version(2)] },
    code: { get: async (key) => `<!doctype html><title>${key}</title>` },
    deployments: {
      get: async () => deployment,
      listDeploys: async () => [{ number: 1, projectVersion: 2, deployedAt: NOW }],
    },
    submissions: {
      all: async () => [
        {
          id: '01JD3ZK8Q6R9V2W4X5Y7Z8A9BE',
          userId: 'sub-1',
          projectId: project.id,
          form: 'contact',
          fields: [{ name: 'message', value: 'Do you deliver?' }],
          submittedAt: NOW,
        },
      ],
    },
    ledger: {
      all: async function* () {
        yield entry;
      },
    },
    payments: { recordsOf: async () => ({ orders: [order], subscriptions: [], current: null }) },
    previewUrl: (subdomain) => `https://${subdomain}.sites.example.com/`,
    clock: () => NOW,
    metrics: recorded.metrics,
    ...overrides,
  };
  return { deps, recorded };
}

function filesOf(bytes: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(bytes)).map(([path, content]) => [path, strFromU8(content)]),
  );
}

describe('exporting an account', () => {
  it('hands over a zip of the profile, each project with every version, its site, forms, ledger and payments', async () => {
    const { deps, recorded } = fakeDeps();

    const file = await createAccountExport(deps).export('sub-1');

    expect(file.filename).toBe('sitewright-data-2026-12-05.zip');
    expect(file.content_type).toBe('application/zip');
    const files = filesOf(file.bytes);
    const folder = `projects/chai-co-cafe-${project.id}`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        `${folder}/project.json`,
        `${folder}/versions/v1.html`,
        `${folder}/versions/v2.html`,
        `${folder}/deployment.json`,
        `${folder}/form-submissions.json`,
        'credits/ledger.json',
        'payments/orders.json',
        'payments/subscriptions.json',
      ].sort(),
    );
    expect(files[`${folder}/versions/v2.html`]).toContain(`${project.id}/v2.html`);
    expect(JSON.parse(files['profile.json'] ?? '')).toMatchObject({
      email: 'asha@example.com',
      credits: 120,
    });
    expect(JSON.parse(files[`${folder}/project.json`] ?? '').versions[1]).toMatchObject({
      version: 2,
      prompt: 'Make the headline warmer',
      file: 'versions/v2.html',
    });
    expect(JSON.parse(files[`${folder}/deployment.json`] ?? '')).toMatchObject({
      address: 'https://chai-and-co.sites.example.com/',
      deploys: [{ number: 1, project_version: 2 }],
    });
    expect(JSON.parse(files[`${folder}/form-submissions.json`] ?? '')[0].fields).toEqual([
      { name: 'message', value: 'Do you deliver?' },
    ]);
    expect(JSON.parse(files['credits/ledger.json'] ?? '')).toEqual([
      expect.objectContaining({ type: 'purchase', amount: 100, reference: 'order_abc' }),
    ]);
    expect(JSON.parse(files['payments/orders.json'] ?? '')).toEqual([
      expect.objectContaining({ order_id: 'order_abc', amount_paise: 49900, status: 'paid' }),
    ]);
    expect(JSON.parse(files['payments/subscriptions.json'] ?? '').current.status).toBe('none');
    expect(recorded.times('AccountsExported')).toBe(1);
  });

  it('leaves out the site files of a project never published, and a version whose page is gone', async () => {
    const { deps } = fakeDeps({
      deployments: { get: async () => null, listDeploys: async () => [] },
      submissions: { all: async () => [] },
      code: { get: async (key) => (key.endsWith('v1.html') ? null : '<p>v2</p>') },
    });

    const files = filesOf((await createAccountExport(deps).export('sub-1')).bytes);

    const folder = projectFolder(project);
    expect(Object.keys(files).filter((path) => path.startsWith(folder))).toEqual([
      `${folder}/project.json`,
      `${folder}/versions/v2.html`,
    ]);
    expect(JSON.parse(files[`${folder}/project.json`] ?? '').versions[0].file).toBeNull();
  });

  it('refuses an export larger than one reply can carry, and says what to do', async () => {
    const { deps, recorded } = fakeDeps({ maxZipBytes: 2_000 });
    // Random text does not compress: a few pages of it are past the limit.
    const noise = () => Array.from({ length: 4_000 }, () => Math.random().toString(36)).join('');

    const refusal = createAccountExport({ ...deps, code: { get: async () => noise() } }).export(
      'sub-1',
    );

    await expect(refusal).rejects.toThrow(new AccountError('exportTooLarge'));
    expect(recorded.times('AccountsExported')).toBe(0);
  });

  it('names project folders in plain letters, then the id', () => {
    expect(projectFolder({ id: 'P1', name: '  Ünïcode — Portfolio!! ' })).toBe(
      'projects/unicode-portfolio-P1',
    );
    expect(projectFolder({ id: 'P2', name: '✨✨' })).toBe('projects/P2');
  });
});
