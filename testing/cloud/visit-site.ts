import { request, type IncomingHttpHeaders } from 'node:http';

export interface SiteReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The callback of a lookup asked for one address (Node calls it so when binding `localAddress`). */
type SingleAddress = (error: null, address: string, family: number) => void;

export interface SiteRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /**
   * The loopback address the request comes from (any of 127.0.0.0/8), so a test can be several
   * visitors on one machine.
   */
  from?: string;
}

/**
 * Opens a deployed site's local address as a browser does: Chromium resolves every `*.localhost`
 * to loopback, which Node's resolver does not, so this request resolves it the same way (and sends
 * the site's own `Host`).
 */
export function visitSite(url: string, method?: string): Promise<SiteReply>;
export function visitSite(url: string, options?: SiteRequest): Promise<SiteReply>;
export function visitSite(url: string, how: string | SiteRequest = {}): Promise<SiteReply> {
  const { method = 'GET', headers, body, from } = typeof how === 'string' ? { method: how } : how;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        ...(headers && { headers }),
        ...(from && { localAddress: from }),
        lookup: (_host, options, callback) => {
          if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
          else (callback as unknown as SingleAddress)(null, '127.0.0.1', 4);
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
