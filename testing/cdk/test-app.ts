import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, type AppProps, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { z } from 'zod';
import { createApp, type CreateAppProps, type ProductApp } from '../../infra/create-app';
import { repositoryRoot } from '../../infra/repository-root';

const cdkJsonSchema = z.object({ context: z.record(z.string(), z.unknown()) });

/** cdk.json's context, so tests synthesize with the same feature flags as `cdk synth`. */
function cdkJsonContext(): Record<string, unknown> {
  const text = readFileSync(path.join(repositoryRoot, 'cdk.json'), 'utf8');
  return cdkJsonSchema.parse(JSON.parse(text)).context;
}

/** A path with no SPA build, so tests do not depend on whether `web/dist` exists. */
export const missingSpaBuild = path.join(repositoryRoot, 'testing', 'cdk', 'no-spa-build');

let spaBuild: string | undefined;

/**
 * A minimal Vite-like build: index.html plus a hashed asset. One folder per process, so the apps
 * built with it are one configuration (see `buildTestApp`); removed when the process exits.
 */
export function fakeSpaBuild(): string {
  if (spaBuild) return spaBuild;
  const folder = mkdtempSync(path.join(tmpdir(), 'spa-build-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><script src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(path.join(folder, 'assets', 'app-1a2b.js'), 'console.log("app");');
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  spaBuild = folder;
  return folder;
}

/** The SES sender tests deploy with (a production deployment must name one). */
export const TEST_EMAIL_SENDER = 'no-reply@builder.example.com';

/**
 * cdk.json's context with asset bundling off (slow, and `cdk synth` proves it anyway), and the
 * values a production deployment must give.
 */
export function testContext(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...cdkJsonContext(),
    'aws:cdk:bundling-stacks': [],
    emailSender: TEST_EMAIL_SENDER,
    // Tests without a sites domain check the shared-origin shape a demo may choose.
    sharedSitesOrigin: 'yes',
    ...extra,
  };
}

/**
 * An App for tests that build stacks of their own: cdk.json's context and, unless asked, no
 * CloudFormation validation (see `buildOwnTestApp`).
 */
export function newTestApp(
  context: Record<string, unknown> = {},
  props: Pick<AppProps, 'builtinCloudFormationValidation'> = {},
): App {
  return new App({
    context: testContext(context),
    builtinCloudFormationValidation: false,
    ...props,
  });
}

/**
 * The app as `cdk synth` builds it, without asset bundling and without the CDK's built-in
 * CloudFormation validation: its WASM engine takes most of a synthesis's time (about 13 of the
 * first synthesis's 16 s), and tests/slow/cloudformation-validation.test.ts runs it once for the configurations
 * that deploy. A new app each call: for a test that changes the app it gets.
 */
export function buildOwnTestApp(props: CreateAppProps = {}): ProductApp {
  return createApp(testAppProps(props));
}

function testAppProps(props: CreateAppProps): CreateAppProps {
  return {
    spaAssetsPath: missingSpaBuild,
    builtinCloudFormationValidation: false,
    ...props,
    context: testContext(props.context),
  };
}

const builtApps = new Map<string, ProductApp>();

/**
 * `buildOwnTestApp`, built and synthesized once per configuration (the props, and the shell's
 * region that stands in for a missing one) for the whole process: the CDK tests share one
 * process per worker (vitest.config.ts), so the files that read the same configuration share its
 * app, its one synthesis and its templates (`templateOf`). Read-only: a test that changes the app
 * builds its own with `buildOwnTestApp` (a construct added after the synthesis makes any later
 * synthesis throw). Props that fail to build are not kept, so each such call throws again.
 */
export function buildTestApp(props: CreateAppProps = {}): ProductApp {
  const key = configurationKey(props);
  const built = key === undefined ? undefined : builtApps.get(key);
  if (built) return built;
  const product = buildOwnTestApp(props);
  synthesizeOnce(product.app);
  if (key !== undefined) builtApps.set(key, product);
  return product;
}

/**
 * A stable text of what `createApp` is given, and of the region it falls back on; undefined if
 * the props hold more than plain data.
 */
function configurationKey(props: CreateAppProps): string | undefined {
  const region = props.region ?? process.env.CDK_DEFAULT_REGION;
  return stableText({ ...testAppProps(props), region: region ?? null });
}

function stableText(value: unknown): string | undefined {
  if (value === undefined) return 'undefined';
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return joined('[', value.map(stableText), ']');
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return undefined;
  }
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  return joined(
    '{',
    entries.map(([key, entry]) => {
      const text = stableText(entry);
      return text === undefined ? undefined : `${JSON.stringify(key)}:${text}`;
    }),
    '}',
  );
}

function joined(open: string, parts: (string | undefined)[], close: string): string | undefined {
  return parts.includes(undefined) ? undefined : `${open}${parts.join(',')}${close}`;
}

/**
 * Every synthesis of the app after the first returns the first's cloud assembly, even a forced
 * one (`Annotations.fromStack` forces one per call): nothing changes in between, and if the
 * construct tree did change, the CDK throws rather than return the old assembly.
 */
function synthesizeOnce(app: App): void {
  const synth = app.synth.bind(app);
  app.synth = (options = {}) => synth({ ...options, force: false });
}

const templates = new WeakMap<Stack, Template>();

/** The stack's template, one `Template` per stack shared by the tests that read it. */
export function templateOf(stack: Stack): Template {
  const known = templates.get(stack);
  if (known) return known;
  const template = Template.fromStack(stack);
  templates.set(stack, template);
  return template;
}

/** The context that turns Google sign-in on. */
export const googleContext = {
  googleClientId: '1234-example.apps.googleusercontent.com',
  googleClientSecretName: 'website-builder/google-client-secret',
  appUrl: 'https://app.example.com',
};

/** The context that turns GitHub sign-in on (through the OIDC bridge). */
export const githubContext = {
  githubClientId: 'Iv1.0123456789abcdef',
  githubClientSecretName: 'website-builder/github-client-secret',
  appUrl: 'https://app.example.com',
};

/** The context that turns save to GitHub on (its own GitHub OAuth App). */
export const githubSaveContext = {
  githubRepoClientId: 'Ov23liSaveToGitHub01',
  githubRepoClientSecretName: 'website-builder/github-repo-client-secret',
  appUrl: 'https://app.example.com',
};

/**
 * Every context a production deployment gives (README's launch checklist): region, the three
 * domains, email with its verified domain, the firewall and threat protection, alarms and abuse
 * contacts, a model, payments, and Google and GitHub sign-in with save to GitHub.
 */
export const productionContext = {
  ...googleContext,
  ...githubContext,
  ...githubSaveContext,
  region: 'ap-south-1',
  sitesDomain: 'mysites.example',
  sitesHostedZoneId: 'Z0123456789EXAMPLE',
  // The address googleContext and githubContext give as appUrl.
  appDomain: 'app.example.com',
  appHostedZoneId: 'Z0987654321EXAMPLE',
  apiDomain: 'api.example.com',
  apiHostedZoneId: 'Z0987654321EXAMPLE',
  sesVerifiedDomain: TEST_EMAIL_SENDER.slice(TEST_EMAIL_SENDER.indexOf('@') + 1),
  waf: 'on',
  threatProtection: 'audit',
  alarmEmail: 'ops@example.com',
  operatorEmail: 'abuse@example.com',
  razorpaySecretName: 'website-builder/razorpay',
  openAiApiKeySecretName: 'website-builder/openai-api-key',
  openAiModel: 'gpt-5-mini',
};
