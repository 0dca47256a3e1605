import { defineConfig } from 'vitest/config';
import { LOCAL_POWERTOOLS_ENVIRONMENT } from './tools/local-cloud/quiet-powertools';
import { SummaryReporter } from './testing/summary-reporter';

// The SDK's notice that Node 20 support ends is turned off: production Lambdas run Node 24, and
// once per test file it only buries the results. Tests always build with the offline models,
// whatever model API the developer's shell points at (a blank variable counts as unset).
// Powertools as on the local cloud (no EMF lines, no X-Ray), logging errors only.
const env = {
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  ...LOCAL_POWERTOOLS_ENVIRONMENT,
  POWERTOOLS_LOG_LEVEL: 'ERROR',
  OPENAI_API_KEY: '',
  OPENAI_BASE_URL: '',
  OPENAI_API_KEY_SECRET_ARN: '',
  OPENAI_MODEL: '',
  OPENAI_IMAGE_MODEL: '',
  OPENAI_IMAGE_BASE_URL: '',
  OPENAI_IMAGE_API_KEY: '',
  OPENAI_IMAGE_API_KEY_SECRET_ARN: '',
  OPENAI_REASONING_EFFORT: '',
  OPENAI_PAGE_REASONING_EFFORT: '',
  OPENAI_TIMEOUT_SECONDS: '',
  // Nor do they reach GitHub: the sign-in bridge's GitHub is a closed port on this machine unless
  // a test gives the local cloud a GitHub of its own (LocalCloudOptions.github).
  GITHUB_OAUTH_URL: 'http://127.0.0.1:9',
  GITHUB_API_URL: 'http://127.0.0.1:9',
};
// The local S3 stand-in (s3rver) encrypts listing continuation tokens with DES, which OpenSSL 3
// only offers from its legacy provider (see tools/local-cloud/s3/local-s3.ts).
const execArgv = ['--openssl-legacy-provider'];

export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    // Two files at a time even on a two-core machine (Vitest's default there is one): the browser
    // and local-cloud tests spend much of their time waiting on Chromium, timers and sockets.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          env,
          execArgv,
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'tools/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/slow/**/*.test.ts',
            'web/scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The CDK app's tests in one process per worker rather than one per file: the files that
        // build the same configuration of the app share its one synthesis (testing/cdk/test-app.ts)
        // and load the CDK's modules once. They change no global state the next file would see.
        test: {
          name: 'cdk',
          environment: 'node',
          env,
          execArgv,
          include: ['infra/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'happy-dom',
          env,
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['testing/web/setup-web-tests.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          env,
          execArgv,
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
