import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import {
  NOT_DEPLOYED_PAGE_HTML,
  PAGE_NOT_FOUND_HTML,
  SITE_HOME_PLACEHOLDER,
} from '../../sites/not-deployed-page';
import { SITE_SECURITY_HEADERS } from '../../sites/site-headers';
import { localSiteSubdomainOf, siteObjectKey } from '../../sites/site-paths';

export interface LocalSitesOptions {
  /** The version prefix the subdomain points at: the site directory, read as CloudFront does. */
  lookup: (subdomain: string) => string | undefined;
  s3: S3Client;
  bucketName: string;
}

/**
 * Deployed sites on one machine, as the sites distribution serves them on AWS: a request whose
 * Host is `{subdomain}.localhost[:port]` is answered from the sites bucket in the S3 stand-in,
 * at the object the site directory's mapping and the request's path name; a subdomain with no
 * mapping, or a missing object, gets the "This site isn't deployed" page with status 404, and
 * any other path of a site the "Page not found" page.
 * Answers false for any other host, so the product's own origin is unaffected.
 */
export function createLocalSites({ lookup, s3, bucketName }: LocalSitesOptions) {
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
    const prefix = lookup(subdomain);
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    if (!prefix) return notDeployed(response, head);
    const key = siteObjectKey(prefix, path);
    if (!key)
      return notFound(response, head, PAGE_NOT_FOUND_HTML.replace(SITE_HOME_PLACEHOLDER, '/'));
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
      const body = object.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
      response.writeHead(200, {
        ...SITE_SECURITY_HEADERS,
        'content-type': object.ContentType ?? 'application/octet-stream',
        ...(object.CacheControl && { 'cache-control': object.CacheControl }),
        ...(body && { 'content-length': String(body.length) }),
      });
      response.end(head ? undefined : body);
    } catch (error) {
      if (error instanceof NoSuchKey) return notDeployed(response, head);
      throw error;
    }
  }

  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const subdomain = localSiteSubdomainOf(request.headers.host);
    if (!subdomain) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...SITE_SECURITY_HEADERS, allow: 'GET, HEAD' }).end();
      return true;
    }
    serve(request, response, subdomain).catch((error: unknown) => {
      console.error(`[local sites] ${subdomain} failed`, error);
      if (!response.headersSent) response.writeHead(502, SITE_SECURITY_HEADERS).end();
    });
    return true;
  };
}
