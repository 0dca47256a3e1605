import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionRuntime,
  type IKeyValueStore,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import {
  deployLabel,
  domainAlias,
  REDIRECT_MARK,
  siteObjectKeys,
} from '../../functions/deployments/site-object-keys';
import { SUBDOMAIN_PATTERN } from '../../functions/deployments/subdomain';
import {
  NOT_DEPLOYED_PAGE_HTML,
  PAGE_NOT_FOUND_HTML,
  SITE_HOME_PLACEHOLDER,
} from '../sites/not-deployed-page';
import { SITE_ASSET_PATH } from '../../shared/assets';
import { SITE_FILE_PATHS, SITE_PAGE_PATHS } from '../sites/site-paths';
import { DEPLOY_PREVIEW_HEADERS, SITE_SECURITY_HEADERS } from '../sites/site-headers';

/** CloudFront Functions refuse code larger than this. */
export const CLOUDFRONT_FUNCTION_CODE_LIMIT = 10_240;

export interface SiteRouterCodeOptions extends SiteHostOptions {
  /** The id of the KeyValueStore holding subdomain → version prefix (a token at synth time). */
  keyValueStoreId: string;
}

/** Which distribution a function serves: the sites distribution, or the custom domains' one. */
export interface SiteHostOptions {
  /**
   * With a sites domain, `{subdomain}.{sitesDomain}` names the site; without one, the first path
   * segment does (`https://{distribution}.cloudfront.net/{subdomain}/…`).
   */
  sitesDomain?: string;
  /**
   * The multi-tenant distribution of custom domains: the Host is a domain the site directory maps
   * to its site (`@{subdomain}`), read from the store the code names `sites`.
   */
  customDomains?: boolean;
}

/**
 * The sites distributions functions' `siteOf(request)`: the site's label and the path on the site,
 * `{subdomain}.{sitesDomain}` and the URI with a sites domain, the first path segment and the
 * rest without one (`''` for `/{subdomain}` alone), or for a custom domain the subdomain its
 * alias names (async: a lookup in `sites`); null for a host that names no site. Also declares
 * `hostSuffix` and `pathPerSite`, which the router uses to build a site's home.
 */
export function siteOfRequestCode({ sitesDomain, customDomains = false }: SiteHostOptions): string {
  const hostSuffix = sitesDomain && !customDomains ? `.${sitesDomain.toLowerCase()}` : '';
  const host = `(request.headers.host ? request.headers.host.value : '').toLowerCase().replace(/\\.$/, '')`;
  if (customDomains) {
    return `const hostSuffix = '';
const pathPerSite = false;
async function siteOf(request) {
  let value;
  try { value = await sites.get(${host}); } catch (e) { return null; }
  if (value.charAt(0) !== ${JSON.stringify(domainAlias.of(''))}) return null;
  return { subdomain: value.slice(1), path: request.uri };
}`;
  }
  return `const hostSuffix = ${JSON.stringify(hostSuffix)};
const pathPerSite = ${hostSuffix === ''};
function siteOf(request) {
  if (hostSuffix) {
    const host = ${host};
    if (!host.endsWith(hostSuffix)) return null;
    return { subdomain: host.slice(0, -hostSuffix.length), path: request.uri };
  }
  const end = request.uri.indexOf('/', 1);
  if (end === -1) return { subdomain: request.uri.slice(1), path: '' };
  return { subdomain: request.uri.slice(1, end), path: request.uri.slice(end) };
}`;
}

/** Whitespace between tags and at line starts only costs code size. */
function compactPage(html: string): string {
  return html.replace(/\n\s*/g, '\n').trim();
}

/** The request header the router marks a deploy's own address with, for the response function. */
export const DEPLOY_PREVIEW_MARK = 'x-sitewright-deploy-preview';

/**
 * CloudFront Functions code (JS 2.0 runtime) of the sites distribution's viewer requests: finds
 * the site's version prefix in the KeyValueStore (the value after its serial, see
 * `siteDirectoryValue`), or for a deploy's own address (`{subdomain}--{number}`) the deploy's
 * copy without a lookup, and rewrites the URI to its page (a site's old address answers 308 to its
 * new one, path and query kept, until the redirect's end), following
 * `siteObjectKey` (infra/sites/site-paths.ts): `/` and `/index.html` → `{prefix}/index.html`,
 * `/assets/{file}` → `{prefix}/assets/{file}`. A
 * subdomain with no site gets the "not deployed" page, any other path of a site "page not found",
 * both with status 404.
 */
export function siteRouterCode({ keyValueStoreId, ...host }: SiteRouterCodeOptions): string {
  const notFoundHeaders = {
    'content-type': { value: 'text/html; charset=utf-8' },
    'cache-control': { value: 'no-store' },
    ...Object.fromEntries(
      Object.entries(SITE_SECURITY_HEADERS).map(([name, value]) => [name, { value }]),
    ),
  };
  return `import cf from 'cloudfront';
const sites = cf.kvs(${JSON.stringify(keyValueStoreId)});
const subdomainPattern = ${SUBDOMAIN_PATTERN.toString()};
const deployLabelPattern = ${deployLabel.pattern.toString()};
const deployPrefix = ${JSON.stringify(siteObjectKeys.versionPrefix('{subdomain}', '{number}'))};
const previewMark = ${JSON.stringify(DEPLOY_PREVIEW_MARK)};
const pagePaths = ${JSON.stringify(SITE_PAGE_PATHS)};
const filePaths = ${JSON.stringify(SITE_FILE_PATHS)};
const pageSuffix = ${JSON.stringify(siteObjectKeys.page(''))};
const assetPath = ${SITE_ASSET_PATH.toString()};
const assetInfix = ${JSON.stringify(siteObjectKeys.asset('', ''))};
const notFoundHeaders = ${JSON.stringify(notFoundHeaders)};
${siteOfRequestCode(host)}
function notFound(html) {
  return { statusCode: 404, statusDescription: 'Not Found', headers: notFoundHeaders, body: { encoding: 'text', data: html } };
}
const notDeployedPage = ${JSON.stringify(compactPage(NOT_DEPLOYED_PAGE_HTML))};
const redirectMark = ${JSON.stringify(REDIRECT_MARK)};
function movedOn(target, site, request) {
  const parts = target.split(':');
  if (!(Date.now() / 1000 < Number(parts[1])) || (!hostSuffix && !pathPerSite)) return notFound(notDeployedPage);
  const qs = request.querystring;
  const query = Object.keys(qs).map(function (name) { return name + '=' + qs[name].value; }).join('&');
  const location = (hostSuffix ? 'https://' + parts[0] + hostSuffix : '/' + parts[0]) + (site.path || '/') + (query ? '?' + query : '');
  return { statusCode: 308, statusDescription: 'Permanent Redirect', headers: { location: { value: location }, 'cache-control': { value: 'no-store' } } };
}
const pageNotFoundPage = ${JSON.stringify(compactPage(PAGE_NOT_FOUND_HTML))};
async function handler(event) {
  const request = event.request;
  const site = await siteOf(request);
  if (!site || !subdomainPattern.test(site.subdomain)) return notFound(notDeployedPage);
  if (site.path === '') {
    // Relative links of the page resolve against /{subdomain}/, not the distribution's root.
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: request.uri + '/' } } };
  }
  let prefix;
  const deploy = deployLabelPattern.exec(site.subdomain);
  if (deploy) {
    prefix = deployPrefix.replace('{subdomain}', deploy[1]).replace('{number}', deploy[2]);
    request.headers[previewMark] = { value: '1' };
  } else {
    let value;
    try { value = await sites.get(site.subdomain); } catch (e) { return notFound(notDeployedPage); }
    prefix = value.slice(value.indexOf(':') + 1);
    if (prefix.charAt(0) === redirectMark) return movedOn(prefix.slice(1), site, request);
  }
  const asset = assetPath.exec(site.path);
  if (asset) {
    request.uri = '/' + prefix + assetInfix + asset[1];
    return request;
  }
  if (filePaths.indexOf(site.path) !== -1) {
    request.uri = '/' + prefix + site.path;
    return request;
  }
  if (pagePaths.indexOf(site.path) === -1) {
    const home = pathPerSite ? '/' + site.subdomain + '/' : '/';
    return notFound(pageNotFoundPage.replace(${JSON.stringify(SITE_HOME_PLACEHOLDER)}, home));
  }
  request.uri = '/' + prefix + pageSuffix;
  return request;
}
`;
}

/**
 * CloudFront Functions code of the sites distribution's viewer responses: a deploy's own address
 * tells search engines not to index it (the site's address is the one to find).
 */
export function deployPreviewHeadersCode(): string {
  const headers = Object.fromEntries(
    Object.entries(DEPLOY_PREVIEW_HEADERS).map(([name, value]) => [name, { value }]),
  );
  return `const previewMark = ${JSON.stringify(DEPLOY_PREVIEW_MARK)};
const previewHeaders = ${JSON.stringify(headers)};
function handler(event) {
  if (event.request.headers[previewMark]) {
    for (const name in previewHeaders) event.response.headers[name] = previewHeaders[name];
  }
  return event.response;
}
`;
}

export interface SiteRouterFunctionProps extends SiteHostOptions {
  keyValueStore: IKeyValueStore;
}

/** The sites distribution's viewer-request function, associated with the site directory. */
export class SiteRouterFunction extends Construct {
  readonly function: CloudFrontFunction;
  /** The viewer-response function that marks deploys' own addresses `noindex`. */
  readonly previewHeadersFunction: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: SiteRouterFunctionProps) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      code: FunctionCode.fromInline(
        siteRouterCode({
          keyValueStoreId: props.keyValueStore.keyValueStoreId,
          sitesDomain: props.sitesDomain,
          customDomains: props.customDomains,
        }),
      ),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: props.keyValueStore,
      comment: props.customDomains
        ? "Serves a custom domain from its site's version the site directory names"
        : props.sitesDomain
          ? `Serves {subdomain}.${props.sitesDomain} from the version the site directory names`
          : 'Serves /{subdomain}/ from the version the site directory names',
    });
    this.previewHeadersFunction = new CloudFrontFunction(this, 'PreviewHeaders', {
      code: FunctionCode.fromInline(deployPreviewHeadersCode()),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Marks a deploy's own address noindex",
    });
  }
}
