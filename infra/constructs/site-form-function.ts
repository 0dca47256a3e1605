import {
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionRuntime,
  type IKeyValueStore,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { SUBDOMAIN_PATTERN } from '../../functions/deployments/subdomain';
import { errorResponse } from '../../functions/http/json-response';
import { SITE_SECURITY_HEADERS } from '../sites/site-headers';
import {
  SITE_BEACON_PATH,
  SITE_FORM_PATH,
  siteBeaconApiPath,
  siteFormApiPath,
} from '../sites/site-paths';
import { siteOfRequestCode, type SiteHostOptions } from './site-router-function';

/** Where a site's form posts go on a sites domain: `/_forms/{form}` of `{subdomain}.{domain}`. */
export const SITE_FORMS_PATH_PATTERN = '/_forms/*';

/** Without a sites domain, a site is the first path segment: `/{subdomain}/_forms/{form}`. */
export const SITE_FORMS_PATH_PATTERN_PER_PATH = '/*/_forms/*';

/** Where a site's page-view beacon goes: `/_a` of `{subdomain}.{domain}`. */
export const SITE_BEACON_PATH_PATTERN = SITE_BEACON_PATH;

/** The same without a sites domain: `/{subdomain}/_a`. */
export const SITE_BEACON_PATH_PATTERN_PER_PATH = `/*${SITE_BEACON_PATH}`;

/** The CloudFront form of the API's own JSON 404 (`$default`), so both answer alike. */
function notFoundAnswer() {
  const { statusCode, headers, body } = errorResponse(404, 'Not found');
  const allHeaders = { ...SITE_SECURITY_HEADERS, ...headers };
  return {
    statusCode,
    statusDescription: 'Not Found',
    headers: Object.fromEntries(
      Object.entries(allHeaders).map(([name, value]) => [name, { value: String(value) }]),
    ),
    body: { encoding: 'text', data: body ?? '' },
  };
}

/**
 * CloudFront Functions code (JS 2.0 runtime) of the sites distribution's form posts: a POST to
 * `/_forms/{form}` on the site at `label` (the Host's label with a sites domain, the first path
 * segment without one) goes to the HTTP API as `/_forms/{label}/{form}`, the rule of
 * `siteFormApiPath` (infra/sites/site-paths.ts) that the local gateway follows too; a deploy's
 * own address (`{subdomain}--{number}`) is a label like any other. Anything else gets the API's
 * JSON 404 without reaching it, so no other route of the API can be called through the sites.
 * The page-view beacon's `/_a` goes as `/_a/{label}` by `siteBeaconApiPath`, the same way.
 */
export function siteFormRouterCode({
  sitesDomain,
  customDomains = false,
  keyValueStoreId,
}: SiteHostOptions & { keyValueStoreId?: string }): string {
  // The rule itself, with placeholders the function fills in: the label, then the form, so a
  // value is never read for placeholders again.
  const apiPath = siteFormApiPath('{label}', '/_forms/{form}');
  if (!apiPath) throw new Error('siteFormApiPath no longer maps /_forms/{form}');
  const beaconApiPath = siteBeaconApiPath('{label}', SITE_BEACON_PATH);
  if (!beaconApiPath) throw new Error('siteBeaconApiPath no longer maps its path');
  // A custom domain's site is found in the site directory: the code reads it, asynchronously.
  if (customDomains && !keyValueStoreId) throw new Error('Custom domains need the site directory');
  const directory = customDomains
    ? `import cf from 'cloudfront';\nconst sites = cf.kvs(${JSON.stringify(keyValueStoreId)});\n`
    : '';
  const [async, wait] = customDomains ? ['async ', 'await '] : ['', ''];
  return `${directory}${siteOfRequestCode({ sitesDomain, customDomains })}
const subdomainPattern = ${SUBDOMAIN_PATTERN.toString()};
const formPath = ${SITE_FORM_PATH.toString()};
const apiPath = ${JSON.stringify(apiPath)};
const beaconPath = ${JSON.stringify(SITE_BEACON_PATH)};
const beaconApiPath = ${JSON.stringify(beaconApiPath)};
const notFound = ${JSON.stringify(notFoundAnswer())};
${async}function apiPathOf(request) {
  if (request.method !== 'POST') return null;
  const site = ${wait}siteOf(request);
  if (!site || !subdomainPattern.test(site.subdomain)) return null;
  if (site.path === beaconPath) return beaconApiPath.split('{label}').join(site.subdomain);
  const form = formPath.exec(site.path);
  if (!form) return null;
  // split/join, not replace: a replacement string would read "$&" in a form's name.
  return apiPath.split('{label}').join(site.subdomain).split('{form}').join(form[1]);
}
${async}function handler(event) {
  const request = event.request;
  const path = ${wait}apiPathOf(request);
  if (path === null) return notFound;
  request.uri = path;
  return request;
}
`;
}

export interface SiteFormFunctionProps extends SiteHostOptions {
  /** The site directory: required with `customDomains`, whose sites are found in it. */
  keyValueStore?: IKeyValueStore;
}

/** The viewer-request function of the sites distribution's form and beacon behaviours. */
export class SiteFormFunction extends Construct {
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string, props: SiteFormFunctionProps) {
    super(scope, id);
    this.function = new CloudFrontFunction(this, 'Function', {
      code: FunctionCode.fromInline(
        siteFormRouterCode({
          sitesDomain: props.sitesDomain,
          customDomains: props.customDomains,
          keyValueStoreId: props.keyValueStore?.keyValueStoreId,
        }),
      ),
      runtime: FunctionRuntime.JS_2_0,
      ...(props.keyValueStore && { keyValueStore: props.keyValueStore }),
      comment: props.customDomains
        ? "Sends POST /_forms/{form} and /_a of a custom domain to the API as its site's"
        : props.sitesDomain
          ? `Sends POST /_forms/{form} and /_a of {subdomain}.${props.sitesDomain} to the API`
          : 'Sends POST /{subdomain}/_forms/{form} and /{subdomain}/_a to the API',
    });
  }
}
