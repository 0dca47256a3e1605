import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/** A minimal Vite-like build: index.html plus a hashed asset. */
export function fakeSpaBuild(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'spa-build-'));
  mkdirSync(path.join(folder, 'assets'));
  writeFileSync(
    path.join(folder, 'index.html'),
    '<!doctype html><script src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(path.join(folder, 'assets', 'app-1a2b.js'), 'console.log("app");');
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

/** The app as `cdk synth` builds it, without asset bundling. */
export function buildTestApp(props: CreateAppProps = {}): ProductApp {
  return createApp({
    spaAssetsPath: missingSpaBuild,
    ...props,
    context: testContext(props.context),
  });
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
