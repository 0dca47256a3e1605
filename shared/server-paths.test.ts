import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COGNITO_PATH } from '../tools/local-cloud/cognito/local-cognito';
import { OUTBOX_JSON_PATH, OUTBOX_PATH, SES_PATH } from '../tools/local-cloud/cognito/outbox';
import { DNS_JSON_PATH, DNS_PATH } from '../tools/local-cloud/dns/local-dns';
import { KVS_PATH } from '../tools/local-cloud/kvs/local-key-value-store';
import {
  RAZORPAY_CHECKOUT_SCRIPT_PATH,
  RAZORPAY_PATH,
} from '../tools/local-cloud/razorpay/local-razorpay';
import { STATES_PATH } from '../tools/local-cloud/stepfunctions/local-step-functions';
import { repositoryRoot } from '../infra/repository-root';
import { APP_CONFIG_PATH } from './app-config';
import { UPLOADS_PATH } from './assets';
import { isServerNavigation } from './server-paths';

/** An address of each file route in web/src/routes, its parameters filled in. */
function appRouteAddresses(): string[] {
  return readdirSync(join(repositoryRoot, 'web/src/routes'))
    .filter((file) => file.endsWith('.tsx') && !file.startsWith('__'))
    .map((file) => file.replace(/\.tsx$/, ''))
    .map((route) =>
      route === 'index'
        ? '/'
        : `/${route
            .split('.')
            .map((segment) => segment.replace(/_$/, '').replace(/^\$\w+$/, '01JD3ZK8Q6R9V2W4X5Y7'))
            .join('/')}`,
    );
}

describe('server paths on the app origin', () => {
  it('claims the API, its socket, the preview, uploads, sign-in and site endpoints', () => {
    const unclaimed = [
      '/api',
      '/api/projects?limit=6',
      '/ws/01JD3ZK8Q6R9V2W4X5Y7',
      '/_preview/frame.html',
      `${UPLOADS_PATH}/01JD3ZK8/logo.png`,
      '/_forms/contact',
      '/_a',
      '/oauth2/authorize?client_id=x',
      '/oidc/.well-known/openid-configuration',
      '/@connections/abc',
      '/2015-03-31/functions/generate/invocations',
    ].filter((path) => !isServerNavigation(path));
    expect(unclaimed).toEqual([]);
  });

  it("claims every local stand-in's pages", () => {
    const unclaimed = [
      COGNITO_PATH,
      OUTBOX_PATH,
      OUTBOX_JSON_PATH,
      SES_PATH,
      DNS_PATH,
      DNS_JSON_PATH,
      KVS_PATH,
      RAZORPAY_PATH,
      `${RAZORPAY_PATH}/control/state`,
      RAZORPAY_CHECKOUT_SCRIPT_PATH,
      STATES_PATH,
    ].filter((path) => !isServerNavigation(path));
    expect(unclaimed).toEqual([]);
  });

  it('leaves files to the server, as the CloudFront SPA fallback does', () => {
    const unclaimed = [
      APP_CONFIG_PATH,
      '/robots.txt',
      '/og-image.png',
      '/assets/x-1a2b.js?v=1',
    ].filter((path) => !isServerNavigation(path));
    expect(unclaimed).toEqual([]);
  });

  it("leaves every app route to the app shell, whatever its query, and names that only look like a server's", () => {
    const routes = appRouteAddresses();
    expect(routes).toContain('/workspace/01JD3ZK8Q6R9V2W4X5Y7');
    const claimed = [
      ...routes,
      '/auth?mode=login&redirect=%2Fcredits',
      '/projects?q=bakery.shop',
      '/no/such/page',
      '/apis',
      '/_about',
    ].filter(isServerNavigation);
    expect(claimed).toEqual([]);
  });
});
