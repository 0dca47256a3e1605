import { request, type IncomingHttpHeaders } from 'node:http';

export interface SiteReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Opens a deployed site's local address as a browser does: Chromium resolves every `*.localhost`
 * to loopback, which Node's resolver does not, so this request resolves it the same way (and sends
 * the site's own `Host`).
 */
export function visitSite(url: string, method = 'GET'): Promise<SiteReply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        lookup: (_host, _options, callback) =>
          callback(null, [{ address: '127.0.0.1', family: 4 }]),
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
    outgoing.end();
  });
}
