import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import {
  NOT_DEPLOYED_PAGE_HTML,
  PAGE_NOT_FOUND_HTML,
  SITE_HOME_PLACEHOLDER,
} from '../../../infra/sites/not-deployed-page';
import {
  DEPLOY_PREVIEW_HEADERS,
  SITE_ASSET_HEADERS,
  SITE_SECURITY_HEADERS,
} from '../../../infra/sites/site-headers';
import { UPLOAD_HEADERS, UPLOAD_URL_PATH } from '../../../infra/sites/upload-headers';
import { localSiteLabelOf, siteCopyOf, siteObjectKey } from '../../../infra/sites/site-paths';
import { SITE_ASSET_PATH, UPLOADS_PATH } from '../../../shared/assets';

export interface LocalBucketOptions {
  s3: S3Client;
  bucketName: string;
}

export interface LocalSitesOptions extends LocalBucketOptions {
  /** What the site directory holds for the subdomain, read as CloudFront does. */
  lookup: (subdomain: string) => string | undefined;
}

/**
 * Answers with the object at `key` (its type and caching, these headers), or false when there is
 * none, for the caller to say so in its own words.
 */
async function sendObject(
  { s3, bucketName }: LocalBucketOptions,
  key: string,
  response: ServerResponse,
  head: boolean,
  headers: Readonly<Record<string, string>>,
): Promise<boolean> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
    const body = object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    response.writeHead(200, {
      ...headers,
      'content-type': object.ContentType ?? 'application/octet-stream',
      ...(object.CacheControl && { 'cache-control': object.CacheControl }),
      ...(body && { 'content-length': String(body.length) }),
    });
    response.end(head ? undefined : body);
    return true;
  } catch (error) {
    if (error instanceof NoSuchKey) return false;
    throw error;
  }
}

function refuseOtherMethods(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  response.writeHead(405, { ...SITE_SECURITY_HEADERS, allow: 'GET, HEAD' }).end();
  return true;
}

/**
 * Deployed sites on one machine, as the sites distributions serve them on AWS: a request whose
 * Host is `{subdomain}.localhost[:port]`, or a custom domain mapped to one, is answered from the sites bucket in the S3 stand-in,
 * at the object the site directory's mapping and the request's path name; a subdomain with no
 * mapping, or a missing object, gets the "This site isn't deployed" page with status 404, and
 * any other path of a site the "Page not found" page.
 * Answers false for any other host, so the product's own origin is unaffected.
 */
export function createLocalSites({ lookup, ...bucket }: LocalSitesOptions) {
  function notFound(response: ServerResponse, head: boolean, html: string) {
    response.writeHead(404, {
      ...SITE_SECURITY_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(head ? undefined : html);
  }
  const notDeployed = (response: ServerResponse, head: boolean) =>
    notFound(response, head, NOT_DEPLOYED_PAGE_HTML);

  async function serve(request: IncomingMessage, response: ServerResponse, subdomain: string) {
    const head = request.method === 'HEAD';
    const copy = siteCopyOf(subdomain, lookup);
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (!copy) return notDeployed(response, head);
    if ('redirectTo' in copy) {
      // The site's old address: on to its new one, the method and body kept (a form post too).
      const target = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
      target.hostname = target.hostname.replace(/^[^.]+/, copy.redirectTo);
      response.writeHead(308, { ...SITE_SECURITY_HEADERS, location: target.href }).end();
      return;
    }
    const key = siteObjectKey(copy.versionPrefix, path);
    if (!key)
      return notFound(response, head, PAGE_NOT_FOUND_HTML.replace(SITE_HOME_PLACEHOLDER, '/'));
    const own = SITE_ASSET_PATH.test(path) ? SITE_ASSET_HEADERS : SITE_SECURITY_HEADERS;
    const headers = copy.preview ? { ...own, ...DEPLOY_PREVIEW_HEADERS } : own;
    if (!(await sendObject(bucket, key, response, head, headers))) {
      notDeployed(response, head);
    }
  }

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const subdomain = localSiteLabelOf(request.headers.host, lookup);
    if (!subdomain) return false;
    if (refuseOtherMethods(request, response)) return true;
    serve(request, response, subdomain).catch((error: unknown) => {
      console.error(`[local sites] ${subdomain} failed`, error);
      if (!response.headersSent) response.writeHead(502, SITE_SECURITY_HEADERS).end();
    });
    return true;
  };
}

/**
 * A project's uploads on the app's own origin, `/_uploads/{projectId}/{file}`, as the web
 * distribution serves them on AWS: from the sites bucket, with the uploads' headers (an upload
 * opened on its own can run nothing). Answers false for any other path.
 */
export function createLocalUploads(bucket: LocalBucketOptions) {
  return (request: IncomingMessage, response: ServerResponse, url: URL): boolean => {
    if (!url.pathname.startsWith(`${UPLOADS_PATH}/`)) return false;
    if (refuseOtherMethods(request, response)) return true;
    const head = request.method === 'HEAD';
    const notFound = () =>
      response
        .writeHead(404, { ...UPLOAD_HEADERS, 'content-type': 'text/plain' })
        .end(head ? undefined : 'Not found');
    if (!UPLOAD_URL_PATH.test(url.pathname)) {
      notFound();
      return true;
    }
    sendObject(bucket, url.pathname.slice(1), response, head, UPLOAD_HEADERS)
      .then((sent) => sent || notFound())
      .catch((error: unknown) => {
        console.error(`[local uploads] ${url.pathname} failed`, error);
        if (!response.headersSent) response.writeHead(502, UPLOAD_HEADERS).end();
      });
    return true;
  };
}
