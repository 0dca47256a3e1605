import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionRuntime,
  type IKeyValueStore,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { siteObjectKeys } from '../../functions/deployments/site-objects';
import { SUBDOMAIN_PATTERN } from '../../functions/deployments/subdomain';
import {
  NOT_DEPLOYED_PAGE_HTML,
  PAGE_NOT_FOUND_HTML,
  SITE_HOME_PLACEHOLDER,
} from '../sites/not-deployed-page';
import { SITE_ASSET_PATH } from '../../shared/assets';
import { SITE_PAGE_PATHS } from '../sites/site-paths';
import { SITE_SECURITY_HEADERS } from '../sites/site-headers';

/** CloudFront Functions refuse code larger than this. */
export const CLOUDFRONT_FUNCTION_CODE_LIMIT = 10_240;

export interface SiteRouterCodeOptions {
  /** The id of the KeyValueStore holding subdomain → version prefix (a token at synth time). */
  keyValueStoreId: string;
  /**
   * With a sites domain, `{subdomain}.{sitesDomain}` names the site; without one, the first path
   * segment does (`https://{distribution}.cloudfront.net/{subdomain}/…`).
   */
  sitesDomain?: string;
}

/** Whitespace between tags and at line starts only costs code size. */
function compactPage(html: string): string {
  return html.replace(/\n\s*/g, '\n').trim();
}

/**
 * CloudFront Functions code (JS 2.0 runtime) of the sites distribution's viewer requests: finds
 * the site's version prefix in the KeyValueStore and rewrites the URI to its page, following
 * `siteObjectKey` (infra/sites/site-paths.ts): `/` and `/index.html` → `{prefix}/index.html`,
 * `/assets/{file}` → `{prefix}/assets/{file}`. A
 * subdomain with no site gets the "not deployed" page, any other path of a site "page not found",
 * both with status 404.
 */
export function siteRouterCode({ keyValueStoreId, sitesDomain }: SiteRouterCodeOptions): string {
  const hostSuffix = sitesDomain ? `.${sitesDomain.toLowerCase()}` : '';
  const notFoundHeaders = {
    'content-type': { value: 'text/html; charset=utf-8' },
    'cache-control': { value: 'no-store' },
    ...Object.fromEntries(
      Object.entries(SITE_SECURITY_HEADERS).map(([name, value]) => [name, { value }]),
    ),
  };
  return `import cf from 'cloudfront';
const sites = cf.kvs(${JSON.stringify(keyValueStoreId)});
const hostSuffix = ${JSON.stringify(hostSuffix)};
const subdomainPattern = ${SUBDOMAIN_PATTERN.toString()};
const pagePaths = ${JSON.stringify(SITE_PAGE_PATHS)};
const pageSuffix = ${JSON.stringify(siteObjectKeys.page(''))};
const assetPath = ${SITE_ASSET_PATH.toString()};
const assetInfix = ${JSON.stringify(siteObjectKeys.asset('', ''))};
const notFoundHeaders = ${JSON.stringify(notFoundHeaders)};
function notFound(html) {
  return { statusCode: 404, statusDescription: 'Not Found', headers: notFoundHeaders, body: { encoding: 'text', data: html } };
}
const notDeployedPage = ${JSON.stringify(compactPage(NOT_DEPLOYED_PAGE_HTML))};
const pageNotFoundPage = ${JSON.stringify(compactPage(PAGE_NOT_FOUND_HTML))};
function siteOf(request) {
  if (hostSuffix) {
    const host = (request.headers.host ? request.headers.host.value : '').toLowerCase().replace(/\\.$/, '');
    if (!host.endsWith(hostSuffix)) return null;
    return { subdomain: host.slice(0, -hostSuffix.length), path: request.uri };
  }
  const end = request.uri.indexOf('/', 1);
  if (end === -1) return { subdomain: request.uri.slice(1), path: '' };
  return { subdomain: request.uri.slice(1, end), path: request.uri.slice(end) };
}
async function handler(event) {
  const request = event.request;
  const site = siteOf(request);
  if (!site || !subdomainPattern.test(site.subdomain)) return notFound(notDeployedPage);
  if (site.path === '') {
    // Relative links of the page resolve against /{subdomain}/, not the distribution's root.
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: request.uri + '/' } } };
  }
  let prefix;
  try { prefix = await sites.get(site.subdomain); } catch (e) { return notFound(notDeployedPage); }
  const asset = assetPath.exec(site.path);
  if (asset) {
    request.uri = '/' + prefix + assetInfix + asset[1];
    return request;
  }
  if (pagePaths.indexOf(site.path) === -1) {
    const home = hostSuffix ? '/' : '/' + site.subdomain + '/';
    return notFound(pageNotFoundPage.replace(${JSON.stringify(SITE_HOME_PLACEHOLDER)}, home));
  }
  request.uri = '/' + prefix + pageSuffix;
  return request;
}
`;
}

export interface SiteRouterFunctionProps {
  keyValueStore: IKeyValueStore;
  /** @default none: sites are served under a path of the distribution's own domain */
  sitesDomain?: string;
}

/** The sites distribution's viewer-request function, associated with the site directory. */
export class SiteRouterFunction extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: SiteRouterFunctionProps) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      code: FunctionCode.fromInline(
        siteRouterCode({
          keyValueStoreId: props.keyValueStore.keyValueStoreId,
          sitesDomain: props.sitesDomain,
        }),
      ),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: props.keyValueStore,
      comment: props.sitesDomain
        ? `Serves {subdomain}.${props.sitesDomain} from the version the site directory names`
        : 'Serves /{subdomain}/ from the version the site directory names',
    });
  }
}
