import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { DurationSequencer } from './testing/duration-sequencer';
import { SummaryReporter } from './testing/summary-reporter';
import { TEST_ENVIRONMENT } from './testing/test-environment';

// The local S3 stand-in (s3rver) encrypts listing continuation tokens with DES, which OpenSSL 3
// only offers from its legacy provider (see tools/local-cloud/s3/local-s3.ts).
const execArgv = ['--openssl-legacy-provider'];

/** Every lane's first set-up: the run's one temporary folder (TMPDIR), removed at its end. */
const runTempDir = 'testing/run-temp-dir.ts';

/**
 * A lane of the suite: one Vitest project on Node, with the tests' environment. `expect.poll`
 * waits up to 10 s (not 1 s): a condition the shared cloud meets in a moment when idle can take
 * seconds while two other files load the two cores.
 */
function lane(name: string, { globalSetup = [], ...test }: LaneOptions) {
  return {
    test: {
      name,
      environment: 'node',
      env: TEST_ENVIRONMENT,
      execArgv,
      expect: { poll: { timeout: 10_000 } },
      globalSetup: [runTempDir, ...globalSetup],
      ...test,
    },
  };
}

type LaneOptions = Omit<NonNullable<TestProjectInlineConfiguration['test']>, 'globalSetup'> & {
  globalSetup?: string[];
};

/** The integration and browser lanes share one local cloud, one SPA build and one Chromium. */
const globalSetup = ['testing/global-setup.ts'];

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    // Three files at a time even on a two-core machine (Vitest's default there is one): the
    // browser and local-cloud tests spend much of their time waiting on Chromium, timers and
    // sockets (with two, a clean run kept the two cores two-thirds busy).
    maxWorkers: 3,
    // The longest files first, on a clean clone too (testing/file-durations.json).
    sequence: { sequencer: DurationSequencer },
    projects: [
      // The unit lanes load modules once per worker rather than once per file (a fresh process
      // per file cost more than the tests): a unit file must leave no state the next would see.
      lane('unit', {
        include: [
          'shared/**/*.test.ts',
          'functions/**/*.test.ts',
          'tools/**/*.test.ts',
          'testing/**/*.test.ts',
          'web/scripts/**/*.test.ts',
          'infra/architecture.test.ts',
        ],
        isolate: false,
        setupFiles: ['testing/setup-shared-worker.ts'],
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      {
        test: {
          name: 'unit-web',
          environment: 'happy-dom',
          env: TEST_ENVIRONMENT,
          include: ['web/src/**/*.test.{ts,tsx}'],
          globalSetup: [runTempDir],
          setupFiles: ['testing/setup-shared-worker.ts', 'testing/web/setup-web-tests.ts'],
          isolate: false,
          testTimeout: 15_000,
        },
      },
      // One process per worker rather than one per file: files that build the same configuration
      // of the CDK app share its one synthesis (testing/cdk/test-app.ts) and load the CDK's
      // modules once. They change no global state the next file would see.
      lane('cdk', {
        include: ['infra/**/*.test.ts'],
        exclude: ['infra/architecture.test.ts'],
        isolate: false,
        testTimeout: 60_000,
        hookTimeout: 120_000,
      }),
      // The files on the shared cloud keep no state of their own between them, so a worker runs
      // file after file with the product's modules loaded once.
      lane('integration', {
        include: ['tests/integration/**/*.test.ts'],
        exclude: ['tests/integration/own-cloud/**'],
        globalSetup,
        isolate: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      // Files with a local cloud of their own, which runs the functions in the file's process: a
      // process per file, since a function's clients are made once per process.
      lane('integration-own-cloud', {
        include: ['tests/integration/own-cloud/**/*.test.ts'],
        globalSetup,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      }),
      // After the other lanes (a group of their own): pages wait on timers and the cloud, and
      // miss their waits beside the CPU-bound lanes on two cores; three browser files at a time
      // keep the machine busy while each waits. The files share the run's cloud and
      // Chromium and keep no state of their own between them, so the product's modules load once
      // per worker.
      lane('browser', {
        include: ['tests/browser/**/*.test.ts'],
        exclude: ['tests/browser/own-cloud/**'],
        globalSetup,
        isolate: false,
        sequence: { groupOrder: 1 },
        testTimeout: 60_000,
        hookTimeout: 120_000,
      }),
      // Browser files with a local cloud of their own, which runs the functions in the file's
      // process: a process per file, since a function's clients are made once per process.
      lane('browser-own-cloud', {
        include: ['tests/browser/own-cloud/**/*.test.ts'],
        globalSetup,
        sequence: { groupOrder: 1 },
        testTimeout: 60_000,
        hookTimeout: 120_000,
      }),
      // Not in `npm test`: `npm run test:slow` (and CI after it). The whole eval, the long fuzz,
      // the chaos test.
      lane('slow', {
        include: ['tests/slow/**/*.test.ts'],
        globalSetup,
        testTimeout: 60_000,
        hookTimeout: 120_000,
      }),
    ],
  },
});
